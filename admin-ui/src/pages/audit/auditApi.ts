import { getLocale } from '../../i18n/locale';
import { keptRead } from '../../offline/reads';
import type { RoleAssignment } from '../../providers/authApi';
import { API_URL, httpClient } from '../../providers/dataProvider';
import type { Decision, RecoveryMode, SummaryFilter } from './common/years';

/** Shapes of docs/socialaudit-api.md (spec 2 §3 names, spelling included). Money is a decimal string. */
export type Money = string;

export interface IssueWork {
  work_code: string;
  work_name: string;
}

export interface IssuePerson {
  name: string;
  /** A department code. */
  department: string;
  /** A role id of that department. */
  role: string | number;
  /** The role's name, as the person's designation. */
  designation?: string | null;
  mobile: string;
  email?: string | null;
}

export interface IssueResponse {
  sno: number | string;
  response_type: string | null;
  response_sub_type: string | null;
  response_description: string | null;
  response_amount: Money | null;
  updated_by: string | null;
  updated_date: string | null;
}

export interface JobCard {
  sno: number | string;
  jobcard_number: string;
  household_member_name: string | null;
}

export type FilingStatus = 'not_filed' | 'filed' | 'mapped' | 'verified';

export interface Issue {
  id: number;
  issue_number: string;
  panchaythName?: string | null;
  issueWith: string | null;
  issue_status: string | null;
  issue_type: string;
  issue_type_name?: string | null;
  issue_amount: Money;
  response_amount: Money | null;
  expected_amount: Money;
  issue_cat: string | null;
  issue_subcat: string | null;
  issue_desc: string | null;
  GramaSabhaDate: string | null;
  district_name: string;
  district_name_kn?: string | null;
  district_code: string;
  block_name: string;
  block_name_kn?: string | null;
  block_code: string;
  panchayat_name: string;
  panchayat_name_kn?: string | null;
  panchayat_code: string;
  finacial_year: string;
  workDetails: IssueWork[];
  persons_details: IssuePerson[];
  responseIssueDetails: IssueResponse[];
  jobCardDetails: JobCard[];
  filing_status: FilingStatus | string;
  recovery_id: number | null;
  covered_by: string | null;
}

export interface Verification {
  entered_amount: Money;
  remittence: string;
  status: string;
  remark: string;
}

export type LinkedIssue = Issue & { verification: Verification | null };

export const MODE_FIELDS = {
  DD: ['dd_number', 'dd_date', 'dd_amount', 'dd_expire_date', 'bank_details', 'dd_branch'],
  CASH: ['cash_amount', 'cash_date', 'bank_name', 'branch_name'],
  RTGS: ['rtgs_id', 'rtgs_date', 'bank_name', 'branch', 'rtgs_amount'],
  UPI: ['upi_id', 'upi_date', 'upi_amount'],
} as const satisfies Record<RecoveryMode, readonly string[]>;

export type ModeField = (typeof MODE_FIELDS)[RecoveryMode][number];

/** The amount field of each mode (it is the recovered amount). */
export const MODE_AMOUNT: Record<RecoveryMode, ModeField> = {
  DD: 'dd_amount',
  CASH: 'cash_amount',
  RTGS: 'rtgs_amount',
  UPI: 'upi_amount',
};
export const DATE_FIELDS: ReadonlySet<string> = new Set(['dd_date', 'dd_expire_date', 'cash_date', 'rtgs_date', 'upi_date']);

export interface Filing extends Partial<Record<ModeField, string | null>> {
  insertId: number;
  issue_number: string;
  issue_type: string;
  finacial_year: string;
  district_code: string;
  district_name: string;
  district_name_kn?: string | null;
  block_code: string;
  block_name: string;
  block_name_kn?: string | null;
  panchayat_code: string;
  panchayat_name: string;
  panchayat_name_kn?: string | null;
  issue_amount: Money;
  response_amount: Money | null;
  expected_amount: Money;
  adhoc_decision: Decision | string;
  case_status: 'YES' | 'NO' | null;
  remark: string | null;
  recovery_mode: RecoveryMode | null;
  recovered_amount: Money | null;
  total_expected: Money;
  excess_remark: string | null;
  insufficient_remark: string | null;
  mapped_issues: string[];
  entered_by_name: string | null;
  entered_role_code: string | null;
  verification_status: 'pending' | 'verified' | string;
  created_at: string;
  updated_at: string;
}

export interface FilingPayload extends Partial<Record<ModeField, string>> {
  issue_number: string;
  adhoc_decision: Decision;
  case_status: 'YES' | 'NO' | null;
  remark: string;
  recovery_mode: RecoveryMode | null;
  recovered_amount: string | null;
  excess_remark: string;
  insufficient_remark: string;
  mapped_issues: string[];
  total_expected: string | null;
}

export interface IssuesReportRow {
  location_code: string;
  location_name: string;
  location_name_kn?: string | null;
  issue_type: string;
  total_issue_amount: Money;
  issue_count: number | string;
}

export interface RecoveredReportRow extends IssuesReportRow {
  total_response_amount: Money;
  filed_count: number | string;
  recovered_count: number | string;
  total_recovered_amount: Money;
}

export interface Report<Row> {
  level: string;
  rows: Row[];
}

export interface RecoverySummaryRow {
  location_code: string;
  location_name: string;
  location_name_kn?: string | null;
  district_code: string;
  district_name: string;
  district_name_kn?: string | null;
  block_code?: string | null;
  block_name?: string | null;
  total_recommended_issues: number | string;
  total_uploaded_cases: number | string;
  total_recovered_cases: number | string;
  total_recovered_amount: Money;
  total_not_recovered_cases: number | string;
  total_dropped_issues: number | string;
  total_dropped_amount: Money;
  total_not_submitted_issues: number | string;
  total_not_submitted_amount: Money;
  total_verified_cases: number | string;
}

/** `level=district` (a row per district) or `level=block` with the district whose blocks are listed. */
export type SummaryScope = { level: 'district' } | { level: 'block'; district_code: string };

/** Where the filtered issues dialog looks: a district's or a block's filings. */
export type ListScope = { level: 'district'; district_code: string } | { level: 'block'; block_code: string };

export interface VerificationEntry {
  serial: number;
  issue_number: string;
  issue_amount: Money;
  response_amount: Money | null;
  entered_amount: string;
  remittence: string;
  status: 'Completed' | 'Incomplete';
  remark: string;
}

export interface Statement {
  year: string;
  url: string | null;
  updated_at: string | null;
}

export interface Work {
  work_code: string;
  work_name: string;
  work_status?: string | null;
  agency_name?: string | null;
  work_start_fin_year?: string | null;
}

export interface ServerAnswer {
  success?: boolean;
  message?: string;
}

export interface ImportAnswer extends ServerAnswer {
  inserted?: number;
  updated?: number;
  unchanged?: number;
  errors?: Record<string, string>;
}

type CurrentRole = RoleAssignment | null;

const BASE = `${API_URL}/socialaudit`;
/** Where a recovery filing and an SDATA verification go, from the dialog or from the outbox (docs/field.md). */
export const FILING_URL = `${BASE}/upload-issues`;
export const VERIFY_URL = `${BASE}/update-verification-zp`;
const post = (path: string, body: unknown) => httpClient(`${BASE}/${path}`, { method: 'POST', body: JSON.stringify(body) });
/** A submission carries its draft's Idempotency-Key, so a repeat (a retry, the outbox) is stored once. */
const submitOnce = (url: string, body: unknown, idempotencyKey: string) =>
  httpClient(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: new Headers({ Accept: 'application/json', 'Idempotency-Key': idempotencyKey }),
  });
const get = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, value);
  return httpClient(`${BASE}/${path}?${params.toString()}`);
};
const roleQuery = (currentRole: CurrentRole) => (currentRole ? JSON.stringify(currentRole) : undefined);
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The JSON of `upload-issues`: the same whether the dialog sends it or the outbox does. */
export const filingBody = (currentRole: CurrentRole, filing: FilingPayload) => ({ ...filing, currentRole });

/**
 * The JSON of `update-verification-zp`. The server derives the verifying officer from the
 * session; `verified_by` is sent because the spec's payload names it (spec 2 §6 notes the
 * product sent a fixed role there).
 */
export const verificationBody = (currentRole: CurrentRole, issue_number: string, issues: VerificationEntry[]) => ({
  issue_number,
  verified_by: currentRole?.Role_code ?? null,
  issues,
  currentRole,
});

/**
 * The `/socialaudit` calls of docs/socialaudit-api.md. They go through react-admin's fetchJson,
 * so a 4xx/5xx answer rejects with an HttpError whose `status` is the HTTP status and whose
 * `body.message` is the server's text. Every call names the current role (spec 2 §7 carries
 * `currentRole`; GET calls send it as a query parameter).
 */
export const auditApi = {
  async issuesReport(currentRole: CurrentRole, financialYear: string): Promise<Report<IssuesReportRow>> {
    const { json } = await post('issues-report', { currentRole, financialYear });
    return { level: String(json?.level ?? ''), rows: list<IssuesReportRow>(json?.rows) };
  },

  async issuesByType(params: {
    currentRole: CurrentRole;
    issueType: string;
    locationCode: string;
    financialYear: string;
    recommended?: boolean;
  }): Promise<Issue[]> {
    const { json } = await post('fetch-issues-by-type', params);
    return list<Issue>(json?.data);
  },

  async issuesOfPanchayat(currentRole: CurrentRole, panchayat_code: string, financialYear: string): Promise<Issue[]> {
    const { json } = await post('get-issues-by-panchayat', { currentRole, panchayat_code, financialYear });
    return list<Issue>(json?.data);
  },

  async works(currentRole: CurrentRole, panchayat_code: string): Promise<Work[]> {
    const { json } = await get('get-works', { panchayat_code, currentRole: roleQuery(currentRole) });
    return list<Work>(json?.data);
  },

  async updateIssueDetails(
    currentRole: CurrentRole,
    body: { issue_number: string; workDetails: IssueWork[]; persons_details: IssuePerson[]; created_at: string },
  ): Promise<ServerAnswer & { data?: Issue }> {
    const { json } = await post('update-issue-details', { ...body, currentRole });
    return json as ServerAnswer & { data?: Issue };
  },

  async recoveredReport(currentRole: CurrentRole, financialYear: string): Promise<Report<RecoveredReportRow>> {
    const { json } = await post('recovered-issues-report', { currentRole, financialYear });
    return { level: String(json?.level ?? ''), rows: list<RecoveredReportRow>(json?.rows) };
  },

  /** Kept on the device (keptRead), so a filing begun online can map its excess offline too. */
  async blockIssues(currentRole: CurrentRole, block_code: string): Promise<Issue[]> {
    const json: unknown = await keptRead(`socialaudit/get-block-issues|${roleQuery(currentRole) ?? ''}|${block_code}`, async () => {
      const { json: answer } = await get('get-block-issues', { block_code, currentRole: roleQuery(currentRole) });
      return answer as unknown;
    });
    return list<Issue>((json as { data?: unknown } | null)?.data);
  },

  async uploadedIssues(currentRole: CurrentRole, block_code: string): Promise<Filing[]> {
    const { json } = await get('get-uploaded-issues', { block_code, currentRole: roleQuery(currentRole) });
    return list<Filing>(json?.uploadedIssues);
  },

  async fileRecovery(
    currentRole: CurrentRole,
    filing: FilingPayload,
    idempotencyKey: string,
  ): Promise<ServerAnswer & { insertId?: number }> {
    const { json } = await submitOnce(FILING_URL, filingBody(currentRole, filing), idempotencyKey);
    return json as ServerAnswer & { insertId?: number };
  },

  /** Kept on the device (keptRead): a verification dialog opened online opens again without a network. */
  async linkedIssues(currentRole: CurrentRole, issue_numbers: string[]): Promise<LinkedIssue[]> {
    const body = { currentRole, issue_numbers };
    const json: unknown = await keptRead(`socialaudit/get-linked-issues|${JSON.stringify(body)}`, async () => {
      const { json: answer } = await post('get-linked-issues', body);
      return answer as unknown;
    });
    return list<LinkedIssue>((json as { data?: unknown } | null)?.data);
  },

  async recoverySummary(currentRole: CurrentRole, scope: SummaryScope, financialYear: string): Promise<Report<RecoverySummaryRow>> {
    const { json } = await get('recovery-summary', {
      level: scope.level,
      district_code: scope.level === 'block' ? scope.district_code : undefined,
      financialYear,
      currentRole: roleQuery(currentRole),
    });
    return { level: String(json?.level ?? ''), rows: list<RecoverySummaryRow>(json?.data) };
  },

  async issuesList(currentRole: CurrentRole, scope: ListScope, filter: SummaryFilter, financialYear: string): Promise<Filing[]> {
    const { json } = await get('issues-list', {
      level: scope.level,
      district_code: scope.level === 'district' ? scope.district_code : undefined,
      block_code: scope.level === 'block' ? scope.block_code : undefined,
      filter,
      financialYear,
      currentRole: roleQuery(currentRole),
    });
    return list<Filing>(json?.data);
  },

  async verify(currentRole: CurrentRole, issue_number: string, issues: VerificationEntry[], idempotencyKey: string): Promise<ServerAnswer> {
    const { json } = await submitOnce(VERIFY_URL, verificationBody(currentRole, issue_number, issues), idempotencyKey);
    return json as ServerAnswer;
  },

  async statements(currentRole: CurrentRole): Promise<Statement[]> {
    const { json } = await get('account-statements', { currentRole: roleQuery(currentRole) });
    return list<Statement>(json?.data);
  },

  async saveStatement(currentRole: CurrentRole, year: string, url: string, exists: boolean): Promise<ServerAnswer> {
    const { json } = await httpClient(`${BASE}/account-statements`, {
      method: exists ? 'PUT' : 'POST',
      body: JSON.stringify({ year, url, currentRole }),
    });
    return json as ServerAnswer;
  },
};

export type ImportProgress = { phase: 'uploading'; percent: number } | { phase: 'processing' };

export interface ImportResult {
  status: number;
  answer: ImportAnswer;
}

/**
 * `POST /socialaudit/import-issues` (multipart, field `file`). XMLHttpRequest rather than fetch
 * because only it reports the upload's progress; the server starts its own work when the file
 * has arrived, which the `processing` phase shows. Rejects only when no answer came at all.
 */
export function importIssues(file: File, onProgress: (progress: ImportProgress) => void, signal?: AbortSignal): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${BASE}/import-issues`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', getLocale());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ phase: 'uploading', percent: Math.floor((event.loaded / event.total) * 100) });
    };
    xhr.upload.onload = () => onProgress({ phase: 'processing' });
    xhr.onload = () => {
      let answer: ImportAnswer = {};
      try {
        const parsed: unknown = JSON.parse(xhr.responseText);
        if (typeof parsed === 'object' && parsed !== null) answer = parsed as ImportAnswer;
      } catch {
        // A proxy's error page: the status alone tells the story.
      }
      resolve({ status: xhr.status, answer });
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
