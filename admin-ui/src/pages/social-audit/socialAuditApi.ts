import { getLocale } from '../../i18n/locale';
import { keptRead } from '../../offline/reads';
import type { operations } from '../../api/schema';
import type { RoleAssignment } from '../../providers/authApi';
import { API_URL } from '../../providers/dataProvider';
import { api, type Body, type Schema } from '../../api/client';
import type { Decision, RecoveryMode, SummaryFilter } from './common/years';

/**
 * Shapes of docs/socialaudit-api.md (spec 2 §3 names, spelling included): the server's own, from
 * docs/openapi.json (admin-ui/src/api/schema.ts). Money is a decimal string.
 */
export type Money = string;

/** An issue as the issue lists answer it. */
export type Issue = Schema<'IssueRow'>;
export type IssueWork = Issue['workDetails'][number];
export type IssuePerson = Schema<'PersonDetail'>;
export type IssueResponse = Schema<'ResponseDetail'>;
export type JobCard = Schema<'JobCardDetail'>;
export type FilingStatus = Issue['filing_status'];

const linkedIssues = (body: Body<'LinkedIssuesDto'>) => api.POST('/api/socialaudit/get-linked-issues', { body });
type LinkedAnswer = NonNullable<Awaited<ReturnType<typeof linkedIssues>>['data']>;

/** An issue of a filing with its SDATA verification, if it has one (get-linked-issues). */
export type LinkedIssue = LinkedAnswer['data'][number];
export type Verification = NonNullable<LinkedIssue['verification']>;

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

/**
 * A recovery filing (docs/socialaudit-api.md "Filing"; get-uploaded-issues, issues-list): the
 * server's FilingRow, with the recovery mode's details spread in.
 */
export type Filing = Schema<'FilingRow'> & Partial<Record<ModeField, string | null>>;

/** The recovery filing form's values as `upload-issues` takes them (with `currentRole`, see filingBody). */
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

export type IssuesReportRow = Schema<'IssueReportRow'>;
export type RecoveredReportRow = Schema<'RecoveredReportRow'>;
export type RecoverySummaryRow = Schema<'SummaryRow'>;

/** A report as the pages hold it: the level the server reported at (empty before the first answer), and its rows. */
export interface Report<Row> {
  level: string;
  rows: Row[];
}

/** `level=district` (a row per district) or `level=block` with the district whose blocks are listed. */
export type SummaryScope = { level: 'district' } | { level: 'block'; district_code: string };

/** Where the filtered issues dialog looks: a district's or a block's filings. */
export type ListScope = { level: 'district'; district_code: string } | { level: 'block'; block_code: string };

/** One issue's entry of an SDATA verification (the form's values, as `update-verification-zp` takes them). */
export type VerificationEntry = {
  serial: number;
  issue_number: string;
  issue_amount: Money;
  response_amount: Money | null;
  entered_amount: string;
  remittence: string;
  status: 'Completed' | 'Incomplete';
  remark: string;
};

export type Statement = Schema<'StatementRow'>;
export type Work = Schema<'WorkOption'>;

type ImportDone = operations['importIssues']['responses'][200]['content']['application/json'];

/**
 * What `import-issues` answered: its counts when done, else a refusal's envelope (the field
 * errors per line in `errors`). Read from the XMLHttpRequest's text, so any field may be missing.
 */
export type ImportAnswer = Partial<Omit<ImportDone, 'success'> & Omit<Schema<'ErrorEnvelope'>, 'success'>> & { success?: boolean };

type CurrentRole = RoleAssignment | null;

/** Where a recovery filing and an SDATA verification go, from the dialog or from the outbox (docs/field.md). */
export const FILING_URL = `${API_URL}/socialaudit/upload-issues`;
export const VERIFY_URL = `${API_URL}/socialaudit/update-verification-zp`;

const roleQuery = (currentRole: CurrentRole) => (currentRole ? JSON.stringify(currentRole) : undefined);

/** A query string as this client has always sent it: a parameter left out when undefined or empty. */
function search(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  return params.toString();
}

/** A submission carries its draft's Idempotency-Key, so a repeat (a retry, the outbox) is stored once. */
const once = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });

/** The JSON of `upload-issues`: the same whether the dialog sends it or the outbox does. */
export const filingBody = (currentRole: CurrentRole, filing: FilingPayload): Body<'FilingDto'> => ({ ...filing, currentRole });

/**
 * The JSON of `update-verification-zp`. The server derives the verifying officer from the
 * session; `verified_by` is sent because the spec's payload names it (spec 2 §6 notes the
 * product sent a fixed role there).
 */
export const verificationBody = (currentRole: CurrentRole, issue_number: string, issues: VerificationEntry[]): Body<'VerificationDto'> => ({
  issue_number,
  verified_by: currentRole?.Role_code ?? null,
  issues,
  currentRole,
});

/**
 * The `/socialaudit` calls of docs/socialaudit-api.md, through the typed client (paths, bodies
 * and answers from docs/openapi.json). Like every call they go through react-admin's fetchJson,
 * so a 4xx/5xx answer rejects with an HttpError whose `status` is the HTTP status and whose
 * `body.message` is the server's text. Every call names the current role (spec 2 §7 carries
 * `currentRole`; GET calls send it as a query parameter).
 */
export const socialAuditApi = {
  async issuesReport(currentRole: CurrentRole, financialYear: string): Promise<Report<IssuesReportRow>> {
    const { data } = await api.POST('/api/socialaudit/issues-report', { body: { currentRole, financialYear } });
    return { level: data?.level ?? '', rows: data?.rows ?? [] };
  },

  async issuesByType(body: Body<'IssuesByTypeDto'> & { currentRole: CurrentRole; financialYear: string }): Promise<Issue[]> {
    const { data } = await api.POST('/api/socialaudit/fetch-issues-by-type', { body });
    return data?.data ?? [];
  },

  async issuesOfPanchayat(currentRole: CurrentRole, panchayat_code: string, financialYear: string): Promise<Issue[]> {
    const { data } = await api.POST('/api/socialaudit/get-issues-by-panchayat', { body: { currentRole, panchayat_code, financialYear } });
    return data?.data ?? [];
  },

  async works(currentRole: CurrentRole, panchayat_code: string): Promise<Work[]> {
    const { data } = await api.GET('/api/socialaudit/get-works', {
      params: { query: { panchayat_code, currentRole: roleQuery(currentRole) } },
      querySerializer: search,
    });
    return data?.data ?? [];
  },

  async updateIssueDetails(
    currentRole: CurrentRole,
    body: { issue_number: string; workDetails: IssueWork[]; persons_details: IssuePerson[]; created_at: string },
  ) {
    const { data } = await api.POST('/api/socialaudit/update-issue-details', { body: { ...body, currentRole } });
    return data!;
  },

  async recoveredReport(currentRole: CurrentRole, financialYear: string): Promise<Report<RecoveredReportRow>> {
    const { data } = await api.POST('/api/socialaudit/recovered-issues-report', { body: { currentRole, financialYear } });
    return { level: data?.level ?? '', rows: data?.rows ?? [] };
  },

  /** Kept on the device (keptRead), so a filing begun online can map its excess offline too. */
  async blockIssues(currentRole: CurrentRole, block_code: string): Promise<Issue[]> {
    const answer = await keptRead(`socialaudit/get-block-issues|${roleQuery(currentRole) ?? ''}|${block_code}`, async () => {
      const { data } = await api.GET('/api/socialaudit/get-block-issues', {
        params: { query: { block_code, currentRole: roleQuery(currentRole) } },
        querySerializer: search,
      });
      return data;
    });
    return answer?.data ?? [];
  },

  async uploadedIssues(currentRole: CurrentRole, block_code: string): Promise<Filing[]> {
    const { data } = await api.GET('/api/socialaudit/get-uploaded-issues', {
      params: { query: { block_code, currentRole: roleQuery(currentRole) } },
      querySerializer: search,
    });
    return data?.uploadedIssues ?? [];
  },

  async fileRecovery(currentRole: CurrentRole, filing: FilingPayload, idempotencyKey: string) {
    const { data } = await api.POST('/api/socialaudit/upload-issues', {
      body: filingBody(currentRole, filing),
      headers: once(idempotencyKey),
    });
    return data!;
  },

  /** Kept on the device (keptRead): a verification dialog opened online opens again without a network. */
  async linkedIssues(currentRole: CurrentRole, issue_numbers: string[]): Promise<LinkedIssue[]> {
    const body = { currentRole, issue_numbers };
    const answer = await keptRead(`socialaudit/get-linked-issues|${JSON.stringify(body)}`, async () => (await linkedIssues(body)).data);
    return answer?.data ?? [];
  },

  async recoverySummary(currentRole: CurrentRole, scope: SummaryScope, financialYear: string): Promise<Report<RecoverySummaryRow>> {
    const query = {
      level: scope.level,
      district_code: scope.level === 'block' ? scope.district_code : undefined,
      financialYear,
      currentRole: roleQuery(currentRole),
    };
    const { data } = await api.GET('/api/socialaudit/recovery-summary', { params: { query }, querySerializer: search });
    return { level: data?.level ?? '', rows: data?.data ?? [] };
  },

  async issuesList(currentRole: CurrentRole, scope: ListScope, filter: SummaryFilter, financialYear: string): Promise<Filing[]> {
    const query = {
      level: scope.level,
      district_code: scope.level === 'district' ? scope.district_code : undefined,
      block_code: scope.level === 'block' ? scope.block_code : undefined,
      filter,
      financialYear,
      currentRole: roleQuery(currentRole),
    };
    const { data } = await api.GET('/api/socialaudit/issues-list', { params: { query }, querySerializer: search });
    return data?.data ?? [];
  },

  async verify(currentRole: CurrentRole, issue_number: string, issues: VerificationEntry[], idempotencyKey: string) {
    const { data } = await api.POST('/api/socialaudit/update-verification-zp', {
      body: verificationBody(currentRole, issue_number, issues),
      headers: once(idempotencyKey),
    });
    return data!;
  },

  async statements(currentRole: CurrentRole): Promise<Statement[]> {
    const { data } = await api.GET('/api/socialaudit/account-statements', {
      params: { query: { currentRole: roleQuery(currentRole) } },
      querySerializer: search,
    });
    return data?.data ?? [];
  },

  /** STATE ADMIN only; the server acts as the session's officer, so the body is the year and its url alone. */
  async saveStatement(year: string, url: string, exists: boolean) {
    const body: Body<'AccountStatementDto'> = { year, url };
    const { data } = exists
      ? await api.PUT('/api/socialaudit/account-statements', { body })
      : await api.POST('/api/socialaudit/account-statements', { body });
    return data!;
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
    xhr.open('POST', `${API_URL}/socialaudit/import-issues`);
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
