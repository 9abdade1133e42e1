import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Per gram panchayat: when its works and bills were last loaded, its work register link, and
 * the counts the Data analysis page shows, recomputed in the same transaction as each load so
 * the page never counts works per request.
 */
@Entity('mis_panchayat_status')
@Index('idx_mis_panchayat_status_block', ['block_code'])
@Index('idx_mis_panchayat_status_oldest', ['works_loaded_at'])
export class MisPanchayatStatus {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  panchayat_code: string;

  @Column({ type: 'varchar', length: 7 })
  block_code: string;

  @Column({ type: 'varchar', length: 4 })
  district_code: string;

  @Column({ type: 'timestamptz', nullable: true })
  works_loaded_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  bills_loaded_at: Date | null;

  @Column({ type: 'text', nullable: true })
  work_register_url: string | null;

  /** When a register load last wrote a row of this panchayat's work register (a version of the works lists: ScraperReadService). */
  @Column({ type: 'timestamptz', nullable: true })
  register_changed_at: Date | null;

  @Column({ type: 'int', default: 0 }) total_works: number;
  @Column({ type: 'int', default: 0 }) total_ongoing: number;
  @Column({ type: 'int', default: 0 }) total_completed: number;
  @Column({ type: 'int', default: 0 }) total_physically_completed: number;
  @Column({ type: 'int', default: 0 }) total_suspended: number;
  @Column({ type: 'int', default: 0 }) total_bills: number;
  @Column({ type: 'int', default: 0 }) total_fto_rows: number;
}
