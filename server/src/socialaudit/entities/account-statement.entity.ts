import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The link to a year's statement of the state social audit recovery account. */
@Entity('sa_account_statements')
@Check('chk_sa_account_statements_year', `year ~ '^[0-9]{4}-[0-9]{2}$'`)
export class SaAccountStatement {
  @PrimaryColumn({ type: 'varchar', length: 7 })
  year: string;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Column({ type: 'int', nullable: true })
  updated_by: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
