import { scopeSql, type Scope } from '../../common/auth/scope.js';
import type { ResponseDetail } from '../entities/issue.entity.js';

/** SQL: a money expression as text with exactly two decimals ("0.00" for none). */
export const money = (expr: string) => `coalesce(${expr}, 0)::numeric(18,2)::text`;

/** SQL: the amount a filing is compared with: the response amount, else the issue amount. */
export const EXPECTED = 'coalesce(i.response_amount, i.issue_amount)';

/** SQL: issues (alias i) with the names of their places (d, b, p). */
export const ISSUE_FROM = `sa_issues i
  JOIN panchayats p ON p.panchayat_code = i.panchayat_code
  JOIN blocks b ON b.block_code = i.block_code
  JOIN districts d ON d.district_code = i.district_code`;

export const ISSUE_TYPE_NAME = `CASE i.issue_type WHEN 'FM' THEN 'Financial Misappropriation' WHEN 'FD' THEN 'Financial Deviation'
  WHEN 'PV' THEN 'Process Violation' ELSE 'Grievance' END`;

/** SQL: the Issue answer (docs/socialaudit-api.md) over ISSUE_FROM plus ISSUE_FILING_JOINS. */
export const ISSUE_COLUMNS = `i.id, i.issue_number, p.panchayat_name AS "panchaythName", p.panchayat_name_kn AS "panchaythNameKn", i.issue_with AS "issueWith", i.issue_status,
  i.issue_type, ${ISSUE_TYPE_NAME} AS issue_type_name,
  i.issue_amount::text AS issue_amount, i.response_amount::text AS response_amount, ${EXPECTED}::text AS expected_amount,
  i.issue_cat, i.issue_subcat, i.issue_desc, to_char(i.gram_sabha_date, 'YYYY-MM-DD') AS "GramaSabhaDate",
  d.district_name, i.district_code, b.block_name, i.block_code, p.panchayat_name, i.panchayat_code, i.financial_year AS finacial_year,
  d.district_name_kn, b.block_name_kn, p.panchayat_name_kn,
  coalesce((SELECT json_agg(json_build_object('work_code', w.work_code, 'work_name', w.work_name) ORDER BY w.work_code)
              FROM sa_issue_works w WHERE w.issue_id = i.id), '[]') AS "workDetails",
  coalesce((SELECT json_agg(json_build_object('name', pe.name, 'designation', pe.designation, 'mobile', pe.mobile, 'email', pe.email,
                                              'department', pe.department_code, 'role', pe.role_id) ORDER BY pe.id)
              FROM sa_issue_persons pe WHERE pe.issue_id = i.id), '[]') AS persons_details,
  i.response_details AS "responseIssueDetails",
  coalesce((SELECT json_agg(json_build_object('sno', c.sno, 'jobcard_number', c.jobcard_number, 'household_member_name', c.household_member_name)
                            ORDER BY c.sno)
              FROM sa_issue_job_cards c WHERE c.issue_id = i.id), '[]') AS "jobCardDetails",
  CASE WHEN ri.issue_id IS NULL THEN 'not_filed' WHEN ri.kind = 'MAPPED' THEN 'mapped' WHEN v.id IS NOT NULL THEN 'verified' ELSE 'filed' END
    AS filing_status,
  ri.recovery_id, CASE WHEN ri.kind = 'MAPPED' THEN fi.issue_number END AS covered_by`;

export const ISSUE_FILING_JOINS = `LEFT JOIN sa_recovery_issues ri ON ri.issue_id = i.id
  LEFT JOIN sa_recoveries fr ON fr.id = ri.recovery_id
  LEFT JOIN sa_issues fi ON fi.id = fr.issue_id
  LEFT JOIN sa_verifications v ON v.recovery_id = ri.recovery_id`;

export interface PersonDetail {
  name: string;
  designation: string | null;
  mobile: string;
  email: string | null;
  department: string;
  role: number;
}

/** A job card the social audit names for an issue (spec 2 §3 jobCardDetails). */
export interface JobCardDetail {
  sno: number;
  jobcard_number: string;
  household_member_name: string | null;
}

/** An issue as the API answers it (spec 2 §3 Issue names). */
export interface IssueRow {
  id: number;
  issue_number: string;
  panchaythName: string;
  panchaythNameKn: string | null;
  issueWith: string | null;
  issue_status: string;
  issue_type: string;
  issue_type_name: string;
  issue_amount: string;
  response_amount: string | null;
  expected_amount: string;
  issue_cat: string | null;
  issue_subcat: string | null;
  issue_desc: string | null;
  GramaSabhaDate: string | null;
  district_name: string;
  district_code: string;
  block_name: string;
  block_code: string;
  panchayat_name: string;
  panchayat_code: string;
  finacial_year: string;
  district_name_kn: string | null;
  block_name_kn: string | null;
  panchayat_name_kn: string | null;
  workDetails: { work_code: string; work_name: string }[];
  persons_details: PersonDetail[];
  responsePersons: PersonDetail[];
  responseIssueDetails: ResponseDetail[];
  jobCardDetails: JobCardDetail[];
  filing_status: 'not_filed' | 'filed' | 'mapped' | 'verified';
  recovery_id: number | null;
  covered_by: string | null;
}

/** The fields the spec names twice (responsePersons is persons_details). */
export function issueAnswer(row: Omit<IssueRow, 'responsePersons'>): IssueRow {
  return { ...row, responsePersons: row.persons_details };
}

/** SQL condition limiting issues (or any rows with the given columns under `alias`) to a scope. */
export function scopeCondition(scope: Scope, params: unknown[], alias = 'i'): string {
  return scopeSql(
    [scope],
    { district: `${alias}.district_code`, block: `${alias}.block_code`, panchayat: `${alias}.panchayat_code` },
    params,
  );
}

/** How a report groups: one level below the role (GP, having none below, shows itself). */
export interface Grouping {
  level: 'ZP' | 'TP' | 'GP';
  code: string;
  name: string;
  /** The Kannada name of the group (null where the location master gives none). */
  nameKn: string;
}

/**
 * SQL condition and parameter for a financial year filter ("ALL" or absent: none) on issues, or on
 * any rows with a `financial_year` column under `alias` (the summaries: `s`).
 */
export function yearCondition(year: string | undefined, params: unknown[], alias = 'i'): string {
  if (!year || year === 'ALL') return 'TRUE';
  params.push(year);
  return `${alias}.financial_year = $${params.length}`;
}

/**
 * A report one level below the scope, read from the maintained summaries (alias s): STATE and
 * ZP from the per-taluk rows, TP and GP from the per-panchayat rows, with the names of the groups.
 */
export interface SummaryGrouping extends Grouping {
  from: string;
  where: string;
}

export function summaryGrouping(scope: Scope, params: unknown[]): SummaryGrouping {
  switch (scope.level) {
    case 'STATE':
      return {
        level: 'ZP',
        from: 'sa_issue_block_summary s JOIN districts d ON d.district_code = s.district_code',
        where: 'TRUE',
        code: 's.district_code',
        name: 'd.district_name',
        nameKn: 'd.district_name_kn',
      };
    case 'ZP':
      params.push(scope.district_code);
      return {
        level: 'TP',
        from: 'sa_issue_block_summary s JOIN blocks b ON b.block_code = s.block_code',
        where: `s.district_code = $${params.length}`,
        code: 's.block_code',
        name: 'b.block_name',
        nameKn: 'b.block_name_kn',
      };
    case 'TP':
      params.push(scope.block_code);
      return {
        level: 'GP',
        from: 'sa_issue_summary s JOIN panchayats p ON p.panchayat_code = s.panchayat_code',
        where: `s.block_code = $${params.length}`,
        code: 's.panchayat_code',
        name: 'p.panchayat_name',
        nameKn: 'p.panchayat_name_kn',
      };
    case 'GP':
      params.push(scope.panchayat_code);
      return {
        level: 'GP',
        from: 'sa_issue_summary s JOIN panchayats p ON p.panchayat_code = s.panchayat_code',
        where: `s.panchayat_code = $${params.length}`,
        code: 's.panchayat_code',
        name: 'p.panchayat_name',
        nameKn: 'p.panchayat_name_kn',
      };
  }
}
