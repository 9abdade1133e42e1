import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Scope } from '../../common/auth/scope.js';
import { queryPrepared } from '../../database/prepared.js';
import type { SummaryFilter } from '../dto/socialaudit.dto.js';
import type { FilingRow, RecoveredReportRow, SummaryRow } from '../recovery-reports.service.js';
import { EXPECTED, ISSUE_FROM, money, scopeCondition, summaryGrouping, yearCondition } from './issue-sql.js';

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

const FILTERS: Record<SummaryFilter, string> = {
  uploaded: 'TRUE',
  recovered: `r.case_status = 'YES'`,
  not_recovered: `r.case_status = 'NO'`,
  dropped: `r.adhoc_decision = 'dropped'`,
  not_submitted: `r.adhoc_decision = 'not_submitted'`,
};

/** The SQL of the recovery reports: each one aggregation in PostgreSQL, scoped. */
@Injectable()
export class RecoveryReportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Issues recommended for recovery and what was recovered, per location (one level below the scope) and type, from the maintained summaries. */
  async recoveredIssuesByLocation(
    scope: Scope,
    financialYear: string | undefined,
  ): Promise<{ level: 'ZP' | 'TP' | 'GP'; rows: RecoveredReportRow[] }> {
    const params: unknown[] = [];
    const group = summaryGrouping(scope, params);
    const rows = await queryPrepared<RecoveredReportRow>(
      this.dataSource,
      `SELECT ${group.code} AS location_code, ${group.name} AS location_name, ${group.nameKn} AS location_name_kn, s.issue_type,
              sum(s.recommended_count)::int AS issue_count, ${money('sum(s.recommended_issue_amount)')} AS total_issue_amount,
              ${money('sum(s.recommended_response_amount)')} AS total_response_amount,
              sum(s.recommended_filed)::int AS filed_count, sum(s.recommended_recovered)::int AS recovered_count,
              ${money('sum(s.recommended_recovered_amount)')} AS total_recovered_amount
         FROM ${group.from}
        WHERE ${group.where} AND ${yearCondition(financialYear, params, 's')}
        GROUP BY ${group.code}, ${group.name}, ${group.nameKn}, s.issue_type
       HAVING sum(s.recommended_count) > 0
        ORDER BY ${group.name}, ${group.code}, s.issue_type`,
      params,
    );
    return { level: group.level, rows };
  }

  /**
   * The recovery summary rows per district or per block (of a district when given), inside the
   * scope, from the maintained summaries (a panchayat officer's from the per-panchayat rows).
   */
  recoverySummaryRows(
    scope: Scope,
    level: 'district' | 'block',
    financialYear: string | undefined,
    districtCode: string | null | undefined,
  ): Promise<SummaryRow[]> {
    const params: unknown[] = [];
    // A panchayat officer's figures are in the per-panchayat rows; everyone else's add up taluks.
    const source = scope.level === 'GP' ? 'sa_issue_summary' : 'sa_issue_block_summary';
    const where = [scopeCondition(scope, params, 's'), yearCondition(financialYear, params, 's')];
    if (districtCode) {
      params.push(districtCode);
      where.push(`s.district_code = $${params.length}`);
    }
    const [code, name, nameKn] =
      level === 'district'
        ? ['s.district_code', 'd.district_name', 'd.district_name_kn']
        : ['s.block_code', 'b.block_name', 'b.block_name_kn'];
    return queryPrepared<SummaryRow>(
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
  }

  /** Filings inside the scope of a year, of a kind (`filter`), at a district or block when given (by its code's length). */
  filingsInScope(
    scope: Scope,
    financialYear: string | undefined,
    filter: SummaryFilter,
    place: string | null | undefined,
  ): Promise<FilingRow[]> {
    const params: unknown[] = [];
    const where = [scopeCondition(scope, params), yearCondition(financialYear, params), FILTERS[filter]];
    if (place) {
      params.push(place);
      where.push(`${place.length === 4 ? 'i.district_code' : 'i.block_code'} = $${params.length}`);
    }
    return this.filings(where, params);
  }

  /** Filings of a block. */
  filingsOfBlock(blockCode: string): Promise<FilingRow[]> {
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
