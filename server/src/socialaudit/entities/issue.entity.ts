import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Panchayat } from '../../locations/entities/panchayat.entity.js';

export const ISSUE_TYPES = ['FM', 'FD', 'PV', 'GR'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
export const ISSUE_TYPE_NAMES: Record<IssueType, string> = {
  FM: 'Financial Misappropriation',
  FD: 'Financial Deviation',
  PV: 'Process Violation',
  GR: 'Grievance',
};

/** One response of the audited panchayat to an issue (spec 2 §3 responseIssueDetails). */
export interface ResponseDetail {
  sno: number;
  response_type: string;
  response_sub_type: string | null;
  response_description: string | null;
  response_amount: string | null;
  updated_by: string | null;
  updated_date: string | null;
}

/**
 * An issue raised at a Gram Sabha in a social audit round, imported from the state's rounds.
 * Reports group by district, block or panchayat within a financial year: one index each.
 */
@Entity('sa_issues')
@Check('chk_sa_issues_type', `issue_type IN ('FM', 'FD', 'PV', 'GR')`)
@Check('chk_sa_issues_amounts', `issue_amount >= 0 AND (response_amount IS NULL OR response_amount >= 0)`)
@Check('chk_sa_issues_year', `financial_year ~ '^[0-9]{4}-[0-9]{4}$'`)
@Check('chk_sa_issues_place', `block_code = left(panchayat_code, 7) AND district_code = left(panchayat_code, 4)`)
@Index('idx_sa_issues_district', ['district_code', 'financial_year', 'issue_type'])
@Index('idx_sa_issues_block', ['block_code', 'financial_year', 'issue_type'])
@Index('idx_sa_issues_panchayat', ['panchayat_code', 'financial_year', 'issue_type'])
@Index('idx_sa_issues_year', ['financial_year', 'issue_type'])
export class SaIssue {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40, unique: true })
  issue_number: string;

  @Column({ type: 'varchar', length: 9 })
  financial_year: string;

  @Column({ type: 'varchar', length: 4 })
  district_code: string;

  @Column({ type: 'varchar', length: 7 })
  block_code: string;

  @Column({ type: 'varchar', length: 10 })
  panchayat_code: string;

  @ManyToOne(() => Panchayat, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'panchayat_code' })
  panchayat?: Panchayat;

  @Column({ type: 'varchar', length: 2 })
  issue_type: IssueType;

  @Column({ type: 'varchar', length: 200, nullable: true })
  issue_cat: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  issue_subcat: string | null;

  @Column({ type: 'text', nullable: true })
  issue_desc: string | null;

  /** Who the issue is with (the spec's issueWith), e.g. an implementing agency or a post. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  issue_with: string | null;

  /** The social audit's own status as imported; the portal's progress is derived from filings. */
  @Column({ type: 'varchar', length: 40, default: 'Open' })
  issue_status: string;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  issue_amount: string;

  /** The amount the panchayat's response puts up for recovery; a filing is compared with it. */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  response_amount: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  response_details: ResponseDetail[];

  @Column({ type: 'date', nullable: true })
  gram_sabha_date: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
