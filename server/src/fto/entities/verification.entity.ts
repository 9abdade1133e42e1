import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { FtoSchedule } from '../../schedules/entities/fto-schedule.entity.js';

/** The checklist answers of a record (spec 2 §3 Previous verification record: check_list). */
export interface ChecklistAnswers {
  selectedCB: Record<string, string>;
  remarkValues: Record<string, string>;
  inputValues: Record<string, string>;
  /** Item id -> `filever/files/{key}`. */
  images: Record<string, string>;
}

/** A material bill as verified: the mirror's facts and the officer's entries. */
export interface VerifiedMaterialRow {
  slNo: number;
  billNo: string;
  materialList: string | null;
  billDate: string | null;
  fin_year: string | null;
  paidAmount: string | null;
  dueAmount: string | null;
  mbNo: string;
  pageNo: string;
  mbDate: string;
  checkMeasurementDate: string;
  recommendation: boolean;
}

export interface SiteDetails {
  answers: Record<'q1' | 'q2' | 'q3' | 'q4' | 'q5', 'Y' | 'N'>;
  /** Records before "No" could be filed hold 'Yes' only. */
  recommendation: 'Yes' | 'No';
  /** Why the work is not recommended for payment (with `recommendation: 'No'`). */
  reason?: string;
  /** `filever/files/{key}`. */
  photo: string;
}

/**
 * A verification of a work at one level of one cycle. One current record per (cycle, level,
 * work): a resubmission marks the current one superseded (kept as history) and adds the new one.
 * The role and the user are the verified ones of the session.
 */
@Entity('fto_verifications')
@Check('chk_fto_verifications_level', 'level BETWEEN 1 AND 5')
@Check('chk_fto_verifications_status', 'status IN (0, 1)')
@Index('uq_fto_verifications_current', ['cycle_id', 'level', 'work_code'], { unique: true, where: 'superseded_at IS NULL' })
@Index('idx_fto_verifications_work', ['work_code'])
// The works lists narrow a cycle's records (lakhs at state scale) to the role's taluk or district.
@Index('idx_fto_verifications_block', ['cycle_id', 'level', 'block_code', 'work_code'], { where: 'superseded_at IS NULL' })
@Index('idx_fto_verifications_district', ['cycle_id', 'level', 'district_code', 'work_code'], { where: 'superseded_at IS NULL' })
export class FtoVerification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  cycle_id: number;

  @ManyToOne(() => FtoSchedule, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'cycle_id' })
  cycle?: FtoSchedule;

  @Column({ type: 'smallint' })
  level: number;

  @Column({ type: 'varchar', length: 40 })
  work_code: string;

  @Column({ type: 'varchar', length: 4 })
  district_code: string;

  @Column({ type: 'varchar', length: 7 })
  block_code: string;

  @Column({ type: 'varchar', length: 10 })
  panchayat_code: string;

  @Column({ type: 'varchar', length: 150 })
  agency_name: string;

  @Column({ type: 'int' })
  role_id: number;

  @Column({ type: 'varchar', length: 30 })
  role_code: string;

  @Column({ type: 'varchar', length: 150 })
  role_name: string;

  @Column({ type: 'int' })
  assignment_id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 150 })
  user_name: string;

  @Column({ type: 'jsonb' })
  check_list: ChecklistAnswers;

  @Column({ type: 'jsonb' })
  material: VerifiedMaterialRow[];

  @Column({ type: 'jsonb' })
  site_details: SiteDetails;

  /** 1 when every checklist answer is Satisfactory (or Not Applicable) and every site answer Y. */
  @Column({ type: 'smallint' })
  status: number;

  @Column({ type: 'timestamptz' })
  submitted_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  superseded_at: Date | null;
}
