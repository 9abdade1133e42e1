import { Column, PrimaryColumn } from 'typeorm';

/** The figures every social audit report adds up, per place, financial year and issue type. */
export abstract class SaSummaryFigures {
  @PrimaryColumn({ type: 'varchar', length: 9 })
  financial_year: string;

  @PrimaryColumn({ type: 'varchar', length: 2 })
  issue_type: string;

  @Column({ type: 'varchar', length: 4 })
  district_code: string;

  @Column({ type: 'int', default: 0 }) issue_count: number;
  @Column({ type: 'numeric', precision: 18, scale: 2, default: 0 }) issue_amount: string;
  /** Issues recommended for recovery (a response amount above zero) and what became of them. */
  @Column({ type: 'int', default: 0 }) recommended_count: number;
  @Column({ type: 'numeric', precision: 18, scale: 2, default: 0 }) recommended_issue_amount: string;
  @Column({ type: 'numeric', precision: 18, scale: 2, default: 0 }) recommended_response_amount: string;
  @Column({ type: 'int', default: 0 }) recommended_filed: number;
  @Column({ type: 'int', default: 0 }) recommended_recovered: number;
  @Column({ type: 'numeric', precision: 18, scale: 2, default: 0 }) recommended_recovered_amount: string;
  /** Filings of the issues (by the filed issue), by decision and outcome. */
  @Column({ type: 'int', default: 0 }) filed_count: number;
  @Column({ type: 'int', default: 0 }) recovered_count: number;
  @Column({ type: 'numeric', precision: 18, scale: 2, default: 0 }) recovered_amount: string;
  @Column({ type: 'int', default: 0 }) not_recovered_count: number;
  @Column({ type: 'int', default: 0 }) dropped_count: number;
  @Column({ type: 'numeric', precision: 18, scale: 2, default: 0 }) dropped_amount: string;
  @Column({ type: 'int', default: 0 }) not_submitted_count: number;
  @Column({ type: 'numeric', precision: 18, scale: 2, default: 0 }) not_submitted_amount: string;
  @Column({ type: 'int', default: 0 }) verified_count: number;
}
