import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { MirrorRow } from './mirror-row.js';
import { MONEY } from './money.js';

/** A row of the panchayat's work register (Register IV Part A) and the link to the work's Part B page. */
@Entity('mis_work_register')
@Index('idx_mis_work_register_panchayat', ['panchayat_code'])
export class MisWorkRegister extends MirrorRow {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  work_code: string;

  @Column({ type: 'varchar', length: 10 })
  panchayat_code: string;

  @Column({ type: 'text' })
  work_name: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  priority_no: string | null;

  @Column({ type: 'date', nullable: true })
  ts_date: string | null;

  @Column({ type: 'date', nullable: true })
  as_date: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  implementing_agency: string | null;

  @Column({ type: 'date', nullable: true })
  started_on: string | null;

  @Column({ type: 'date', nullable: true })
  estimated_completion_on: string | null;

  @Column({ type: 'date', nullable: true })
  actual_completion_on: string | null;

  @Column(MONEY) sanctioned_unskilled: string | null;
  @Column(MONEY) sanctioned_material: string | null;

  /** The absolute URL of the work's Part B page on the MIS (the works list's register link). */
  @Column({ type: 'text', nullable: true })
  detail_url: string | null;
}
