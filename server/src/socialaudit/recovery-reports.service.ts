import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PrincipalRole } from '../common/auth/principal.js';
import { scopeOfRole } from '../common/auth/scope.js';
import { ApiError } from '../common/http/api-error.js';
import type { IssuesListQueryDto, SummaryFilter, SummaryQueryDto } from './dto/socialaudit.dto.js';
import type { AdhocDecision, RecoveryMode } from './entities/recovery.entity.js';
import { EXPECTED, ISSUE_FROM, money, scopeCondition, summaryGrouping, summaryYearCondition, yearCondition } from './issue-sql.js';
import { assertCovers } from './jurisdiction.js';
import { assertReportYear } from './years.js';
import { Clock } from '../common/time/clock.js';
import { queryPrepared } from '../database/prepared.js';

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

/** SQL: a filing (docs/socialaudit-api.md "Filing") over ISSUE_FROM joined with r (sa_recoveries) and v (sa_verifications). */
const FILING_COLUMNS = `r.id AS "insertId", i.issue_number, i.issue_type, i.financial_year AS finacial_year,
  i.district_code, d.district_name, i.block_code, b.block_name, i.panchayat_code, p.panchayat_name,
  d.district_name_kn, b.block_name_kn, p.panchayat_name_kn,
  i.issue_amount::text AS issue_amount, i.response_amount::text AS response_amount, ${EXPECTED}::text AS expected_amount,
  r.adhoc_decision, r.case_status, r.remark, r.recovery_mode, r.mode_details, r.recovered_amount::text AS recovered_amount,
  r.total_expected::text AS total_expected, r.excess_remark, r.insufficient_remark,
  coalesce((SELECT json_agg(mi.issue_number ORDER BY mi.issue_number)
              FROM sa_recovery_issues m JOIN sa_issues mi ON mi.id = m.issue_id
             WHERE m.recovery_id = r.id AND m.kind = 'MAPPED'), '[]') AS mapped_issues,
  r.entered_by_name, r.entered_role_code,
  CASE WHEN v.id IS NULL THEN 'pending' ELSE 'verified' END AS verification_status, r.created_at, r.updated_at`;

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

const FILTERS: Record<SummaryFilter, string> = {
  uploaded: 'TRUE',
  recovered: `r.case_status = 'YES'`,
  not_recovered: `r.case_status = 'NO'`,
  dropped: `r.adhoc_decision = 'dropped'`,
  not_submitted: `r.adhoc_decision = 'not_submitted'`,
};

/** The recovery side of the reports: each one aggregation in PostgreSQL, scoped by the verified role. */
@Injectable()
export class RecoveryReportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Spec 2 §2 Recovered Issues Summary: issues recommended for recovery and what was recovered,
   * per location and type, from the maintained summaries.
   */
  async recoveredIssuesReport(role: PrincipalRole, financialYear: string | undefined) {
    assertReportYear(financialYear, this.clock.today());
    const params: unknown[] = [];
    const group = summaryGrouping(scopeOfRole(role), params);
    const rows = await queryPrepared<RecoveredReportRow>(
      this.dataSource,
      `SELECT ${group.code} AS location_code, ${group.name} AS location_name, ${group.nameKn} AS location_name_kn, s.issue_type,
              sum(s.recommended_count)::int AS issue_count, ${money('sum(s.recommended_issue_amount)')} AS total_issue_amount,
              ${money('sum(s.recommended_response_amount)')} AS total_response_amount,
              sum(s.recommended_filed)::int AS filed_count, sum(s.recommended_recovered)::int AS recovered_count,
              ${money('sum(s.recommended_recovered_amount)')} AS total_recovered_amount
         FROM ${group.from}
        WHERE ${group.where} AND ${summaryYearCondition(financialYear, params)}
        GROUP BY ${group.code}, ${group.name}, ${group.nameKn}, s.issue_type
       HAVING sum(s.recommended_count) > 0
        ORDER BY ${group.name}, ${group.code}, s.issue_type`,
      params,
    );
    return { level: group.level, rows };
  }

  /** Spec 2 §3 Recovery summary rows, per district or per block of a district, from the maintained summaries. */
  async recoverySummary(role: PrincipalRole, query: SummaryQueryDto) {
    assertReportYear(query.financialYear, this.clock.today());
    const scope = scopeOfRole(role);
    const level = scope.level === 'STATE' ? (query.level ?? (query.district_code ? 'block' : 'district')) : 'block';
    const params: unknown[] = [];
    // A panchayat officer's figures are in the per-panchayat rows; everyone else's add up taluks.
    const source = scope.level === 'GP' ? 'sa_issue_summary' : 'sa_issue_block_summary';
    const where = [scopeCondition(scope, params, 's'), summaryYearCondition(query.financialYear, params)];
    if (query.district_code) {
      assertCovers(scope, query.district_code);
      params.push(query.district_code);
      where.push(`s.district_code = $${params.length}`);
    } else if (level === 'block' && scope.level === 'STATE') {
      throw ApiError.badRequest('DISTRICT_CODE_FOR_BLOCK', { district_code: 'SELECT_DISTRICT' });
    }
    const [code, name, nameKn] =
      level === 'district'
        ? ['s.district_code', 'd.district_name', 'd.district_name_kn']
        : ['s.block_code', 'b.block_name', 'b.block_name_kn'];
    const rows = await queryPrepared<SummaryRow>(
      this.dataSource,
      `SELECT ${code} AS location_code, ${name} AS location_name, ${nameKn} AS location_name_kn,
              s.district_code, min(d.district_name) AS district_name, min(d.district_name_kn) AS district_name_kn,
              ${level === 'block' ? 's.block_code, min(b.block_name) AS block_name, min(b.block_name_kn) AS block_name_kn,' : ''}
              sum(s.recommended_count)::int AS total_recommended_issues,
              sum(s.filed_count)::int AS total_uploaded_cases,
              sum(s.recovered_count)::int AS total_recovered_cases,
              ${money('sum(s.recovered_amount)')} AS total_recovered_amount,
              sum(s.not_recovered_count)::int AS total_not_recovered_cases,
              sum(s.dropped_count)::int AS total_dropped_issues,
              ${money('sum(s.dropped_amount)')} AS total_dropped_amount,
              sum(s.not_submitted_count)::int AS total_not_submitted_issues,
              ${money('sum(s.not_submitted_amount)')} AS total_not_submitted_amount,
              sum(s.verified_count)::int AS total_verified_cases
         FROM ${source} s
         JOIN districts d ON d.district_code = s.district_code
         ${level === 'block' ? 'JOIN blocks b ON b.block_code = s.block_code' : ''}
        WHERE ${where.join(' AND ')}
        GROUP BY ${code}, ${name}, ${nameKn}, s.district_code
       HAVING sum(s.issue_count) > 0
        ORDER BY ${name}, ${code}`,
      params,
    );
    return { level, rows };
  }

  /** The filtered issues dialog: filings at a district or block. */
  async issuesList(role: PrincipalRole, query: IssuesListQueryDto) {
    assertReportYear(query.financialYear, this.clock.today());
    const scope = scopeOfRole(role);
    const params: unknown[] = [];
    const where = [scopeCondition(scope, params), yearCondition(query.financialYear, params), FILTERS[query.filter ?? 'uploaded']];
    const place = (query.level === 'block' ? query.block_code : query.district_code) ?? query.block_code ?? query.district_code;
    if (place) {
      assertCovers(scope, place);
      params.push(place);
      where.push(`${place.length === 4 ? 'i.district_code' : 'i.block_code'} = $${params.length}`);
    }
    return this.filings(where, params);
  }

  /** Filings of a block (get-uploaded-issues). */
  async filingsOfBlock(role: PrincipalRole, blockCode: string) {
    assertCovers(scopeOfRole(role), blockCode);
    return this.filings(['i.block_code = $1'], [blockCode]);
  }

  private async filings(where: string[], params: unknown[]): Promise<FilingRow[]> {
    const rows: (FilingRow & { mode_details: Record<string, string> })[] = await this.dataSource.query(
      `SELECT ${FILING_COLUMNS}
         FROM ${ISSUE_FROM}
         JOIN sa_recoveries r ON r.issue_id = i.id
         LEFT JOIN sa_verifications v ON v.recovery_id = r.id
        WHERE ${where.join(' AND ')}
        ORDER BY r.created_at DESC, r.id DESC
        LIMIT 5000`,
      params,
    );
    return rows.map(({ mode_details, ...row }) => ({ ...mode_details, ...row }));
  }
}
