import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One submission sent with an `Idempotency-Key`: written in the submission's own transaction,
 * with the answer it got, so a repeat of the key by the same user is answered from here and
 * stores nothing more (docs/field.md, "Exactly once").
 */
@Entity('idempotency_keys')
@Index('idx_idempotency_keys_created_at', ['created_at'])
export class IdempotencyKey {
  @PrimaryColumn({ type: 'int' })
  user_id: number;

  @PrimaryColumn({ type: 'uuid' })
  key: string;

  /** The route the key was first used on (`POST /api/...`). */
  @Column({ type: 'varchar', length: 100 })
  route: string;

  /** sha256 of the route, the body's fields and every file's content: a repeat must match it. */
  @Column({ type: 'char', length: 64 })
  request_hash: string;

  @Column({ type: 'smallint' })
  status: number;

  @Column({ type: 'jsonb' })
  body: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
