import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { MirrorRow } from './mirror-row.js';
import { MONEY } from './money.js';

/**
 * A work as the MIS dynamic work report shows it (spec 2 §3 Works list row), loaded for one
 * gram panchayat. Money in rupees. A work that a full load of its panchayat no longer lists is
 * marked `gone_at`, never deleted.
 */
@Entity('mis_works')
@Index('idx_mis_works_panchayat', ['panchayat_code'])
// The verification draw reads a taluk's or district's works of some agencies and years, grouped
// by panchayat: these indexes hold every column it needs, so it never reads the table.
@Index('idx_mis_works_block', ['block_code', 'agency_name', 'work_start_fin_year', 'panchayat_code', 'work_code'], {
  where: 'gone_at IS NULL',
})
@Index('idx_mis_works_district', ['district_code', 'agency_name', 'work_start_fin_year', 'panchayat_code', 'work_code'], {
  where: 'gone_at IS NULL',
})
export class MisWork extends MirrorRow {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  work_code: string;

  @Column({ type: 'varchar', length: 4 })
  district_code: string;

  @Column({ type: 'varchar', length: 7 })
  block_code: string;

  /** The gram panchayat whose load listed the work. */
  @Column({ type: 'varchar', length: 10 })
  panchayat_code: string;

  @Column({ type: 'varchar', length: 100 })
  district_name: string;

  @Column({ type: 'varchar', length: 100 })
  block_name: string;

  @Column({ type: 'varchar', length: 100 })
  panchayat_name: string;

  @Column({ type: 'varchar', length: 9, nullable: true })
  work_start_fin_year: string | null;

  @Column({ type: 'varchar', length: 60 })
  work_status: string;

  @Column({ type: 'text' })
  work_name: string;

  @Column({ type: 'text', nullable: true })
  master_work_category: string | null;

  @Column({ type: 'text', nullable: true })
  work_category: string | null;

  @Column({ type: 'text', nullable: true })
  work_type_new_module: string | null;

  @Column({ type: 'text', nullable: true })
  work_type: string | null;

  @Column({ type: 'varchar', length: 150 })
  agency_name: string;

  @Column(MONEY) sanction_wages: string | null;
  @Column(MONEY) sanction_material: string | null;
  @Column(MONEY) sanction_total: string | null;
  @Column(MONEY) paid_current_fy_wages: string | null;
  @Column(MONEY) paid_current_fy_material: string | null;
  @Column(MONEY) booked_current_fy_wages: string | null;
  @Column(MONEY) booked_current_fy_material: string | null;
  @Column(MONEY) booked_inception_wages: string | null;
  @Column(MONEY) booked_inception_material: string | null;
  @Column(MONEY) paid_inception_wages: string | null;
  @Column(MONEY) paid_inception_material: string | null;
  @Column(MONEY) paid_inception_total: string | null;

  @Column({ type: 'int', nullable: true })
  total_mandays: number | null;

  @Column({ type: 'int', nullable: true })
  mandays_current_fy: number | null;

  @Column({ type: 'int', nullable: true })
  units: number | null;

  @Column({ type: 'boolean', nullable: true })
  is_secure: boolean | null;

  @Column({ type: 'boolean', nullable: true })
  is_convergence: boolean | null;

  @Column({ type: 'date', nullable: true })
  started_on: string | null;

  @Column({ type: 'date', nullable: true })
  physically_completed_on: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  beneficiary_jcn: string | null;

  /** The work's geotag (WGS84) where a MIS page the scraper reads gives one (issue 27); else null. */
  @Column({ type: 'double precision', nullable: true })
  geo_latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  geo_longitude: number | null;

  /** The report layout the values came from (old-20, new-30, drift-32). */
  @Column({ type: 'varchar', length: 10 })
  layout: string;
}
