import { Injectable } from '@nestjs/common';
import type { PrincipalRole } from '../common/auth/principal.js';
import { scopeOfRole } from '../common/auth/scope.js';
import { ApiError } from '../common/http/api-error.js';
import type { IssuesListQueryDto, SummaryQueryDto } from './dto/socialaudit.dto.js';
import type { AdhocDecision, RecoveryMode } from './entities/recovery.entity.js';
import { assertCovers } from './jurisdiction.js';
import { assertReportYear } from './years.js';
import { Clock } from '../common/time/clock.js';
import { RecoveryReportsRepository } from './repositories/recovery-reports.repository.js';

export interface RecoveredReportRow {
  location_code: string;
  location_name: string;
  location_name_kn: string | null;
  issue_type: string;
  issue_count: number;
  total_issue_amount: string;
  total_response_amount: string;
  filed_count: number;
  recovered_count: number;
  total_recovered_amount: string;
}

export interface SummaryRow {
  location_code: string;
  location_name: string;
  location_name_kn: string | null;
  /** Where the row's place is: its district, and at block level its block. */
  district_code: string;
  district_name: string;
  district_name_kn: string | null;
  block_code?: string;
  block_name?: string;
  block_name_kn?: string | null;
  total_recommended_issues: number;
  total_uploaded_cases: number;
  total_recovered_cases: number;
  total_recovered_amount: string;
  total_not_recovered_cases: number;
  total_dropped_issues: number;
  total_dropped_amount: string;
  total_not_submitted_issues: number;
  total_not_submitted_amount: string;
  total_verified_cases: number;
}

/** A recovery filing as get-uploaded-issues and issues-list answer it (FILING_COLUMNS; money as text). */
export interface FilingRow {
  insertId: number;
  issue_number: string;
  issue_type: string;
  finacial_year: string;
  district_code: string;
  district_name: string;
  district_name_kn: string | null;
  block_code: string;
  block_name: string;
  block_name_kn: string | null;
  panchayat_code: string;
  panchayat_name: string;
  panchayat_name_kn: string | null;
  issue_amount: string;
  response_amount: string | null;
  expected_amount: string;
  adhoc_decision: AdhocDecision;
  case_status: 'YES' | 'NO' | null;
  remark: string | null;
  recovery_mode: RecoveryMode | null;
  recovered_amount: string | null;
  total_expected: string;
  excess_remark: string | null;
  insufficient_remark: string | null;
  mapped_issues: string[];
  entered_by_name: string | null;
  entered_role_code: string | null;
  verification_status: 'pending' | 'verified';
  created_at: Date;
  updated_at: Date;
  /** The mode's details (`dd_number`, `cash_amount`, ...), spread in. */
  [detail: string]: unknown;
}

/** The recovery side of the reports: each one aggregation in PostgreSQL, scoped by the verified role. */
@Injectable()
export class RecoveryReportsService {
  constructor(
    private readonly reports: RecoveryReportsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Spec 2 §2 Recovered Issues Summary: issues recommended for recovery and what was recovered,
   * per location and type, from the maintained summaries.
   */
  async recoveredIssuesReport(role: PrincipalRole, financialYear: string | undefined) {
    assertReportYear(financialYear, this.clock.today());
    return this.reports.recoveredIssuesByLocation(scopeOfRole(role), financialYear);
  }

  /** Spec 2 §3 Recovery summary rows, per district or per block of a district, from the maintained summaries. */
  async recoverySummary(role: PrincipalRole, query: SummaryQueryDto) {
    assertReportYear(query.financialYear, this.clock.today());
    const scope = scopeOfRole(role);
    const level = scope.level === 'STATE' ? (query.level ?? (query.district_code ? 'block' : 'district')) : 'block';
    if (query.district_code) {
      assertCovers(scope, query.district_code);
    } else if (level === 'block' && scope.level === 'STATE') {
      throw ApiError.badRequest('DISTRICT_CODE_FOR_BLOCK', { district_code: 'SELECT_DISTRICT' });
    }
    const rows = await this.reports.recoverySummaryRows(scope, level, query.financialYear, query.district_code);
    return { level, rows };
  }

  /** The filtered issues dialog: filings at a district or block. */
  async issuesList(role: PrincipalRole, query: IssuesListQueryDto) {
    assertReportYear(query.financialYear, this.clock.today());
    const scope = scopeOfRole(role);
    const place = (query.level === 'block' ? query.block_code : query.district_code) ?? query.block_code ?? query.district_code;
    if (place) assertCovers(scope, place);
    return this.reports.filingsInScope(scope, query.financialYear, query.filter ?? 'uploaded', place);
  }

  /** Filings of a block (get-uploaded-issues). */
  async filingsOfBlock(role: PrincipalRole, blockCode: string) {
    assertCovers(scopeOfRole(role), blockCode);
    return this.reports.filingsOfBlock(blockCode);
  }
}
