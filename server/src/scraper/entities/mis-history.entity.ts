import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Which mirror table a history entry is about. */
export type MisHistorySource = 'work' | 'register' | 'bill' | 'item' | 'fto';
/** What the load saw: a new row, changed values, a row no longer listed, or one listed again. */
export type MisHistoryChange = 'added' | 'changed' | 'gone' | 'back';

/**
 * What a load of the MIS changed (issue 29): one entry per mirror row a load added, changed,
 * found gone or found back, written in the load's own transaction. `fields` is compact: for
 * `changed` only the changed columns, each as [old, new]; for `added` and `back` the row's money
 * and status columns as [null, new]; for `gone` the last values as [old, null]. Entries older
 * than MIS_HISTORY_RETENTION_DAYS (default 3 years) are deleted by the nightly job.
 */
@Entity('mis_history')
@Index('idx_mis_history_work', ['work_code', 'recorded_at'], { where: 'work_code IS NOT NULL' })
@Index('idx_mis_history_recorded', ['recorded_at'])
// The changes page (issue 29) groups a block's or panchayat's entries of some days by work from these alone (index-only scans).
// They also serve every read by place and time: (panchayat_code, recorded_at) and (block_code, recorded_at)
// alone were dropped (issue 30), each the first columns of one of these and unused beside it.
@Index('idx_mis_history_block_list', ['block_code', 'recorded_at', 'source', 'change', 'work_code', 'fto_no'])
@Index('idx_mis_history_panchayat_list', ['panchayat_code', 'recorded_at', 'source', 'change', 'work_code', 'fto_no'])
@Check('chk_mis_history_source', `source IN ('work', 'register', 'bill', 'item', 'fto')`)
@Check('chk_mis_history_change', `change IN ('added', 'changed', 'gone', 'back')`)
export class MisHistory {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** The load (scrape_runs.id) that saw the change; null when written by another path (CLI, demo). */
  @Column({ type: 'uuid', nullable: true })
  run_id: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  recorded_at: Date;

  @Column({ type: 'varchar', length: 10 })
  source: MisHistorySource;

  @Column({ type: 'varchar', length: 8 })
  change: MisHistoryChange;

  /** The row's key in its table: the single key value, or its parts joined by '|'. */
  @Column({ type: 'text' })
  row_key: string;

  /** The work the row belongs to (works, register, bills, items); null for FTO rows. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  work_code: string | null;

  /** The FTO the row belongs to (FTO rows). */
  @Column({ type: 'varchar', length: 60, nullable: true })
  fto_no: string | null;

  @Column({ type: 'varchar', length: 4 })
  district_code: string;

  @Column({ type: 'varchar', length: 7 })
  block_code: string;

  @Column({ type: 'varchar', length: 10 })
  panchayat_code: string;

  /** Column -> [old, new] (see the class comment). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  fields: Record<string, [unknown, unknown]>;
}
