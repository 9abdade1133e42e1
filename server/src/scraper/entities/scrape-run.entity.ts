import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type RunState = 'queued' | 'active' | 'completed' | 'failed';
export type RunTrigger = 'user' | 'nightly' | 'seed' | 'cli';

/**
 * One run of a spider: what was asked, by whom, how it went. The counts are those of the last
 * attempt (a retry starts counting afresh; rows stored by an earlier attempt then count as
 * unchanged). Rows seen = inserted + updated + unchanged + rejected.
 */
@Entity('scrape_runs')
@Index('idx_scrape_runs_panchayat', ['panchayat_code', 'queued_at'])
@Index('idx_scrape_runs_queued', ['queued_at'])
@Check('chk_scrape_runs_counts', 'rows_seen = rows_inserted + rows_updated + rows_unchanged + rows_rejected')
export class ScrapeRun {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 30 })
  spider: string;

  @Column({ type: 'jsonb' })
  args: Record<string, string>;

  @Column({ type: 'varchar', length: 4 })
  district_code: string;

  @Column({ type: 'varchar', length: 7 })
  block_code: string;

  @Column({ type: 'varchar', length: 10 })
  panchayat_code: string;

  @Column({ type: 'varchar', length: 10 })
  trigger: RunTrigger;

  @Column({ type: 'int', nullable: true })
  requested_by: number | null;

  @Column({ type: 'varchar', length: 12 })
  state: RunState;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  queued_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  started_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finished_at: Date | null;

  @Column({ type: 'int', default: 0 }) attempts: number;
  @Column({ type: 'int', default: 0 }) pages_fetched: number;
  @Column({ type: 'int', default: 0 }) pages_expected: number;
  @Column({ type: 'int', default: 0 }) rows_seen: number;
  @Column({ type: 'int', default: 0 }) rows_inserted: number;
  @Column({ type: 'int', default: 0 }) rows_updated: number;
  @Column({ type: 'int', default: 0 }) rows_unchanged: number;
  @Column({ type: 'int', default: 0 }) rows_rejected: number;
  /** Rows that a full load no longer found on the MIS, marked gone. */
  @Column({ type: 'int', default: 0 }) rows_gone: number;

  /** Up to 20 examples of rejected rows with their reason. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  rejections: { row: string; reason: string }[];

  @Column({ type: 'text', nullable: true })
  error: string | null;
}
