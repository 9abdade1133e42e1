import { Check, Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { SaIssue } from './issue.entity.js';

export const ADHOC_DECISIONS = ['recovery', 'dropped', 'not_submitted'] as const;
export type AdhocDecision = (typeof ADHOC_DECISIONS)[number];
export const RECOVERY_MODES = ['DD', 'CASH', 'RTGS', 'UPI'] as const;
export type RecoveryMode = (typeof RECOVERY_MODES)[number];

/**
 * The TP-EO's filing for an issue (spec 2 §3 Recovery filing). One per issue: the unique
 * issue_id is also the lock that keeps a filed issue from being filed again. The mode's own
 * fields (dd_number, cash_date, ...) are kept as the officer gave them in `mode_details`;
 * the amount that counts is `recovered_amount`.
 */
@Entity('sa_recoveries')
@Check('chk_sa_recoveries_decision', `adhoc_decision IN ('recovery', 'dropped', 'not_submitted')`)
@Check(
  'chk_sa_recoveries_case',
  `(adhoc_decision = 'recovery') = (case_status IS NOT NULL) AND (case_status IS NULL OR case_status IN ('YES', 'NO'))`,
)
@Check(
  'chk_sa_recoveries_mode',
  `(case_status = 'YES') = (recovery_mode IS NOT NULL AND recovered_amount IS NOT NULL) AND (recovery_mode IS NULL OR recovery_mode IN ('DD', 'CASH', 'RTGS', 'UPI'))`,
)
@Check('chk_sa_recoveries_amounts', `(recovered_amount IS NULL OR recovered_amount > 0) AND total_expected >= 0`)
export class SaRecovery {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', unique: true })
  issue_id: number;

  @OneToOne(() => SaIssue, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'issue_id' })
  issue?: SaIssue;

  @Column({ type: 'varchar', length: 13 })
  adhoc_decision: AdhocDecision;

  @Column({ type: 'varchar', length: 3, nullable: true })
  case_status: 'YES' | 'NO' | null;

  @Column({ type: 'text', nullable: true })
  remark: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  recovery_mode: RecoveryMode | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  mode_details: Record<string, string>;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  recovered_amount: string | null;

  /** The issue's expected amount plus those of the issues its excess is mapped to. */
  @Column({ type: 'numeric', precision: 14, scale: 2 })
  total_expected: string;

  @Column({ type: 'text', nullable: true })
  excess_remark: string | null;

  @Column({ type: 'text', nullable: true })
  insufficient_remark: string | null;

  @Column({ type: 'int' })
  entered_by: number;

  @Column({ type: 'varchar', length: 100 })
  entered_by_name: string;

  @Column({ type: 'varchar', length: 30 })
  entered_role_code: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
