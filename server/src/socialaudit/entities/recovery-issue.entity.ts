import { Check, Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn } from 'typeorm';
import { SaIssue } from './issue.entity.js';
import { SaRecovery } from './recovery.entity.js';

/**
 * The issues a filing covers: its own issue (FILED) and the issues its excess recovery is
 * mapped to (MAPPED). The primary key on the issue keeps every issue in at most one filing,
 * whichever way: an issue mapped to another filing cannot be filed, a filed one cannot be mapped.
 */
@Entity('sa_recovery_issues')
@Check('chk_sa_recovery_issues_kind', `kind IN ('FILED', 'MAPPED')`)
@Index('idx_sa_recovery_issues_recovery', ['recovery_id'])
export class SaRecoveryIssue {
  @PrimaryColumn({ type: 'int' })
  issue_id: number;

  @OneToOne(() => SaIssue, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'issue_id' })
  issue?: SaIssue;

  @Column({ type: 'int' })
  recovery_id: number;

  @ManyToOne(() => SaRecovery, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recovery_id' })
  recovery?: SaRecovery;

  @Column({ type: 'varchar', length: 6 })
  kind: 'FILED' | 'MAPPED';

  /** The issue's expected amount when it was filed or mapped. */
  @Column({ type: 'numeric', precision: 14, scale: 2 })
  expected_amount: string;
}
