import { Check, Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn } from 'typeorm';
import { SaIssue } from './issue.entity.js';
import { SaVerification } from './verification.entity.js';

/** Spec 2 §3 Verification entry per issue: what reached the state nodal account, and when. */
@Entity('sa_verification_entries')
@Check('chk_sa_verification_entries_status', `status IN ('Completed', 'Incomplete')`)
@Check('chk_sa_verification_entries_amount', `entered_amount >= 0`)
@Index('idx_sa_verification_entries_verification', ['verification_id'])
export class SaVerificationEntry {
  @PrimaryColumn({ type: 'int' })
  issue_id: number;

  @OneToOne(() => SaIssue, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'issue_id' })
  issue?: SaIssue;

  @Column({ type: 'int' })
  verification_id: number;

  @ManyToOne(() => SaVerification, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'verification_id' })
  verification?: SaVerification;

  @Column({ type: 'int' })
  serial: number;

  /** Credited in the state nodal account. */
  @Column({ type: 'numeric', precision: 14, scale: 2 })
  entered_amount: string;

  @Column({ type: 'date' })
  remittence: string;

  @Column({ type: 'varchar', length: 10 })
  status: 'Completed' | 'Incomplete';

  @Column({ type: 'text' })
  remark: string;
}
