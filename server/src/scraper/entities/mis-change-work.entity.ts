import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The newest MIS change of each work (or FTO) a load changed (issue 29): one row per block and
 * work code (an FTO's rows under its FTO no.), the time of its newest mis_history entry of the
 * kinds the changes page lists (works, bills, FTO rows). Kept by the statement trigger
 * `trg_mis_history_change_works` on mis_history, in the statement that writes the entries, so it
 * is never behind them. The changes page's default view (the last days up to today, every kind)
 * counts and pages the works from it instead of grouping every entry (docs/mis-changes.md).
 */
@Entity('mis_change_works')
@Index('idx_mis_change_works_block', ['block_code', 'last_at', 'grp'])
@Index('idx_mis_change_works_district', ['district_code', 'last_at', 'grp'])
@Index('idx_mis_change_works_last', ['last_at', 'grp'])
export class MisChangeWork {
  @PrimaryColumn({ type: 'varchar', length: 7 })
  block_code: string;

  /** The work code, or the FTO no. for an FTO's rows (mis_history's coalesce(work_code, fto_no)). */
  @PrimaryColumn({ type: 'varchar', length: 60 })
  grp: string;

  /** True for an FTO's rows (no work code). */
  @Column({ type: 'boolean' })
  fto: boolean;

  @Column({ type: 'varchar', length: 4 })
  district_code: string;

  @Column({ type: 'timestamptz' })
  last_at: Date;
}
