import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What a principal is read from changed (migration PrincipalChanges): one row per statement
 * that changed a user's principal (`user_id`), or every principal (`user_id` 0: roles,
 * departments, locations, a truncation), written by triggers in the writing transaction. Rows
 * are only added, never updated, so a writer takes no lock beyond its own rows; the compaction
 * (SessionStore) folds a user's rows into one carrying their summed `n`.
 *
 * The sum of `n` over a user's rows and the rows of 0 rises with every committed change and never
 * falls: an API process keeps a principal while that sum, read with the session row, is the one
 * it was read at.
 */
@Entity('principal_changes')
@Index('idx_principal_changes_user', ['user_id', 'n'])
export class PrincipalChange {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'int', default: 1 })
  n: number;
}
