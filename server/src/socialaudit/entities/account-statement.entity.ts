import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The link to a year's statement of the state social audit recovery account (year written "2013-2014"). */
@Entity('sa_account_statements')
@Check('chk_sa_account_statements_year', `year ~ '^[0-9]{4}-[0-9]{4}$'`)
export class SaAccountStatement {
  @PrimaryColumn({ type: 'varchar', length: 9 })
  year: string;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Column({ type: 'int', nullable: true })
  updated_by: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
