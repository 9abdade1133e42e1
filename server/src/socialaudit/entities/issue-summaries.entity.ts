import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { SaSummaryFigures } from './issue-summary.entity.js';

/**
 * The reports' figures per panchayat (TP and GP reports), kept by triggers on sa_issues,
 * sa_recoveries and sa_verifications in the same transaction as every write (migration
 * SocialAuditSummaryTriggers): each write adds its rows' contributions with
 * `INSERT ... ON CONFLICT DO UPDATE SET n = n + delta`, so concurrent writers add up.
 */
@Entity('sa_issue_summary')
@Index('idx_sa_issue_summary_block', ['block_code', 'financial_year'])
export class SaIssueSummary extends SaSummaryFigures {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  panchayat_code: string;

  @Column({ type: 'varchar', length: 7 })
  block_code: string;
}

/** The same figures per taluk (STATE and ZP reports read a few thousand rows instead of lakhs of issues). */
@Entity('sa_issue_block_summary')
@Index('idx_sa_issue_block_summary_district', ['district_code', 'financial_year'])
export class SaIssueBlockSummary extends SaSummaryFigures {
  @PrimaryColumn({ type: 'varchar', length: 7 })
  block_code: string;
}
