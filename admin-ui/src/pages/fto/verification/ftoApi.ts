import type { RoleAssignment } from '../../../providers/authApi';
import { partsOf, sendSubmission } from '../../../offline/outbox';
import { carrySavedAt, keptAnswer, keptRead } from '../../../offline/reads';
import { API_URL, httpClient, refusal } from '../../../providers/dataProvider';
import { getLocale } from '../../../i18n/locale';
import { serverMessage } from '../../../i18n/serverMessage';
import type { RecordEvidence } from '../evidence/evidenceTypes';
import type { MisChanged } from '../reconciliation/reconciliationApi';

/** Records of docs/fto-api.md (spec 2 §3). */
export type LevelState = 'open' | 'not-started' | 'ended' | 'no-mapping' | 'no-schedule';

export interface LevelContext {
  level: number | null;
  levelName: string | null;
  percentage: number | null;
  state: LevelState | string;
  message: string;
  /** The message's code and values, when the server gives them: the UI words it in the officer's language. */
  code?: string;
  params?: Record<string, unknown>;
  cycle: { id: number; cycle_name: string } | null;
  window: { startDate: string; endDate: string } | null;
  departments: { id: number; department_code: string; department_name: string; department_name_kn?: string | null }[];
  agencies: string[];
}

/** Spec 2 §3 Level 1 summary work. */
export interface SummaryWork {
  agency_name: string;
  agency_name_kn?: string | null;
  work_start_fin_year: string;
  total_works: number | string;
}

export interface SummaryAnswer {
  works: SummaryWork[];
  level: number | null;
  percentage: number | null;
  cycle_name: string | null;
}

type Money = string | null;

/** Spec 2 §3 Works list row plus the figures the server derives once (docs/fto-verification.md). */
export interface WorkRow {
  work_code: string;
  work_name: string;
  wrkreg_link: string | null;
  booked_inception_wages: Money;
  paid_inception_wages: Money;
  booked_inception_material: Money;
  paid_inception_material: Money;
  sanction_wages: Money;
  sanction_material: Money;
  sanction_total: Money;
  work_status: string | null;
  block_name: string | null;
  block_name_kn?: string | null;
  panchayat_name: string | null;
  panchayat_name_kn?: string | null;
  agency_name: string;
  agency_name_kn?: string | null;
  work_start_fin_year: string | null;
  anticipated_wage: Money;
  anticipated_material: Money;
  total_anticipated: Money;
  percent_so_far: string | null;
  ratio_of_estimate: number | string | null;
  ratio_of_expenditure_booked: number | string | null;
  total_estimated: Money;
  total_expenditure: Money;
  percent_of_expenditure: string | null;
  filled: boolean;
  filled_status: 1 | 0 | null;
  /** This level's own record: "Yes", or "No" with the reason (docs/fto-api.md). */
  filled_recommendation?: 'Yes' | 'No' | null;
  filled_reason?: string | null;
}

/** Spec 2 §3 Level 2+ work row: a record submitted at the level below. */
export interface UpperRow {
  id: number;
  work_code: string;
  work_name: string | null;
  agency_name: string;
  agency_name_kn?: string | null;
  block_name: string | null;
  block_name_kn?: string | null;
  panchayat_name: string | null;
  panchayat_name_kn?: string | null;
  status: 1 | 0 | number;
  /** The level below's answer to the payment question, and why not. */
  recommendation?: 'Yes' | 'No';
  reason?: string | null;
  submitted_by: string | null;
  submitted_by_name: string | null;
  submitted_at: string | null;
  filled: boolean;
  filled_status: 1 | 0 | null;
  filled_recommendation?: 'Yes' | 'No' | null;
  filled_reason?: string | null;
  /** Issue 27: the flags of the level below's photos in this row, how many are flagged, how many there are. */
  evidence_flags?: string[];
  evidence_flagged?: number;
  evidence_photos?: number;
  /** Issue 29: what the MIS changed of the work after the level below verified it, or null. */
  mis_changed?: MisChanged | null;
}

/** Spec 2 §3 Checklist item (flags as the spec names them, `imgages` included). */
export interface ChecklistItem {
  id: number;
  checklist_title_kn: string;
  checklist_title_en?: string | null;
  CB: string;
  CB_C: number | string | null;
  INP: string;
  INP_tittle: string | null;
  Remark: string;
  imgages: string;
}

/** Spec 2 §3 Material row, named form. */
export interface MaterialRow {
  slNo: number | string;
  billNo: string;
  materialList: string | null;
  billDate: string;
  fin_year: string;
  paidAmount: Money;
  dueAmount: Money;
}

export interface MaterialAnswer {
  rows: MaterialRow[];
  lowest_fin_year: string | null;
}

/** Spec 2 §3 FTO row. */
export interface FtoRow {
  sno: number | string;
  block_name: string | null;
  voucher_no: string | null;
  work_code: string | null;
  vendor_id: string | null;
  vendor_name: string | null;
  fto_no: string | null;
  bill_no: string | null;
  bill_date: string | null;
  status: string | null;
  fin_year?: string | null;
  credit_amount_actual?: Money;
  utr_no?: string | null;
}

export interface FtoAnswer {
  rows: FtoRow[];
  errors: string[];
  message: string | null;
}

/** Spec 2 §3 Previous verification record; its three parts arrive as JSON strings. */
export interface PreviousRecord {
  id: number;
  level: number | string;
  status: number | null;
  submitted_by: string | null;
  submitted_by_name: string | null;
  submitted_at: string | null;
  check_list: string | null;
  material: string | null;
  sitedetails: string | null;
  /** Issue 27: what the record's photos show of where and when they were taken. */
  evidence?: RecordEvidence | null;
  /** Issue 29: at level 2+, what the MIS changed after the level below's record (`mis_changed_level`) was submitted. */
  mis_changed?: MisChanged | null;
  mis_changed_level?: number | null;
}

export interface ServerAnswer {
  success?: boolean;
  message?: string;
  jobId?: string;
  id?: number;
}

const postJson = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** A 2xx answer with `success: false` fails like a 4xx, so callers handle one kind of failure. */
function ensureSuccess<T extends { success?: boolean; message?: string }>(json: T, status = 200): T {
  if (json && json.success === false) throw refusal(json, status);
  return json;
}

async function post<T extends object>(path: string, body: unknown): Promise<T> {
  const { json, status } = await httpClient(`${API_URL}/filever/${path}`, postJson(body));
  return ensureSuccess((json ?? {}) as T & { success?: boolean; message?: string }, status);
}

/**
 * A read the officer may need again with no network (docs/field.md): the server's answer is
 * kept on the device per officer, role and request, and given back only when no answer comes.
 */
async function read<T extends object, R>(path: string, body: unknown, shape: (answer: T) => R): Promise<R> {
  const answer = await keptRead(`filever/${path}|${JSON.stringify(body)}`, () => post<T>(path, body));
  return carrySavedAt(answer, shape(answer));
}

/** What `read` with the same arguments kept on the device last time, or null; the server is not asked. */
async function kept<T extends object, R>(path: string, body: unknown, shape: (answer: T) => R): Promise<R | null> {
  const answer = await keptAnswer<T>(`filever/${path}|${JSON.stringify(body)}`);
  return answer === undefined ? null : shape(answer);
}

export const SUBMIT_URL = `${API_URL}/filever/submitFullVerification`;

export interface SubmitOptions {
  /** The draft's key: the server stores one record however often the same submission arrives. */
  idempotencyKey: string;
  onProgress?: (fraction: number) => void;
}

/** The JSON-string fields the spec's client expects come with parsed twins; read whichever is there. */
function parsedList<T>(parsed: unknown, raw: unknown): T[] {
  if (Array.isArray(parsed)) return parsed as T[];
  if (typeof raw === 'string') {
    try {
      return list<T>(JSON.parse(raw));
    } catch {
      return [];
    }
  }
  return list<T>(raw);
}

/**
 * The `/filever` calls of the verification screens (docs/fto-api.md), through react-admin's
 * fetchJson: a refusal rejects with an HttpError whose `body` is the server's answer
 * (`message`, `errors`, `retryAfter`). Every call names the officer's chosen role; the server
 * derives level, cycle and departments from it.
 */
const shapeLevelContext = (answer: { data: LevelContext }) => answer.data;
const shapeSummary = (answer: Partial<SummaryAnswer>): SummaryAnswer => ({
  works: list<SummaryWork>(answer.works),
  level: answer.level ?? null,
  percentage: answer.percentage ?? null,
  cycle_name: answer.cycle_name ?? null,
});
const shapeWorks = (answer: { works: unknown }) => list<WorkRow>(answer.works);
const shapeUpperList = (answer: { data: unknown }) => list<UpperRow>(answer.data);

export const ftoApi = {
  levelContext: (currentRole: RoleAssignment | null) => read('level-context', { currentRole }, shapeLevelContext),

  summary: (currentRole: RoleAssignment | null) => read('getworks2', { currentRole }, shapeSummary),

  works: (currentRole: RoleAssignment | null, agency: string, year: string) =>
    read('getworkData2', { agency, year, currentRole }, shapeWorks),

  upperList: (currentRole: RoleAssignment | null) => read('getFtoLists', { currentRole }, shapeUpperList),

  /**
   * The answers of the calls above as kept on the device last time, for a list opened again to
   * show at once while the server is asked (useLoad's `early`); null when nothing is kept.
   */
  kept: {
    levelContext: (currentRole: RoleAssignment | null) => kept('level-context', { currentRole }, shapeLevelContext),
    summary: (currentRole: RoleAssignment | null) => kept('getworks2', { currentRole }, shapeSummary),
    works: (currentRole: RoleAssignment | null, agency: string, year: string) =>
      kept('getworkData2', { agency, year, currentRole }, shapeWorks),
    upperList: (currentRole: RoleAssignment | null) => kept('getFtoLists', { currentRole }, shapeUpperList),
  },

  checklist: (currentRole: RoleAssignment | null, workCode: string) =>
    read('getCheckList3', { workCode, currentRole }, (answer: { data: unknown }) => list<ChecklistItem>(answer.data)),

  material: (currentRole: RoleAssignment | null, workCode: string) =>
    read(
      'getMatList3',
      { workCode, currentRole },
      (answer: { data: unknown; rows?: unknown; lowest_fin_year?: string | null }): MaterialAnswer => ({
        rows: list<MaterialRow>(answer.rows),
        lowest_fin_year: answer.lowest_fin_year ?? null,
      }),
    ),

  fto: (currentRole: RoleAssignment | null, workCode: string) =>
    read(
      'getFTO2',
      { workCode, currentRole },
      (answer: { data: unknown; rows?: unknown; errors?: unknown; message?: string }): FtoAnswer => ({
        rows: parsedList<FtoRow>(answer.rows, answer.data),
        errors: list<string>(answer.errors),
        message: answer.message ? serverMessage(answer, answer.message) : null,
      }),
    ),

  previous: (currentRole: RoleAssignment | null, workCode: string) =>
    read('getFtoLists2', { workCode, currentRole }, (answer: { data: unknown }) => list<PreviousRecord>(answer.data)[0] ?? null),

  /**
   * Rejects like fetch when no answer came (a TypeError: the caller queues the file) and with an
   * HttpError carrying the server's body when it refused.
   */
  submit: async (form: FormData, options: SubmitOptions): Promise<ServerAnswer> => {
    const result = await sendSubmission(
      SUBMIT_URL,
      options.idempotencyKey,
      { type: 'multipart', parts: partsOf(form) },
      options.onProgress,
      getLocale(),
    );
    if (result.status === 0) throw new TypeError('No network');
    if (result.status < 200 || result.status >= 300) throw refusal(result.body, result.status);
    return ensureSuccess(result.body as ServerAnswer, result.status);
  },

  resetMaterials: (currentRole: RoleAssignment | null, workCode: string) =>
    post<ServerAnswer>('resetMaterialList', { workCode, currentRole }),

  /** Spec 2 §7: a stored file is shown from the API base plus its path (`filever/files/{key}`). */
  fileUrl: (path: string) => `${API_URL}/${path.replace(/^\/+/, '').replace(/^api\//, '')}`,
};
