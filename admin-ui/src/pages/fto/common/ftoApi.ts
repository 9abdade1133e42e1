import type { RoleAssignment } from '../../../providers/authApi';
import { partsOf, sendSubmission } from '../../../offline/outbox';
import { carrySavedAt, keptAnswer, keptRead } from '../../../offline/reads';
import type { KeepTask } from '../../../offline/useOfflineReady';
import { API_URL } from '../../../providers/dataProvider';
import { refusal, send } from '../../../api/client';
import { getLocale } from '../../../i18n/locale';
import { serverMessage } from '../../../i18n/serverMessage';
import type { AnswerOf, PathOf, RequestOf, Schema } from '../../../api/types';

/** The `/filever` calls (docs/fto-api.md), by their path under /api/filever. */
type FtoPath = PathOf<'post'> extends infer P ? (P extends `/api/filever/${infer R}` ? R : never) : never;
type Answer<P extends FtoPath> = AnswerOf<`/api/filever/${P}`, 'post'>;
type Request<P extends FtoPath> = RequestOf<`/api/filever/${P}`, 'post'>;

/** Records of docs/fto-api.md (spec 2 §3): the server's own types (docs/openapi.json). */
export type LevelState = Schema<'LevelState'>;

export type LevelContext = Answer<'level-context'>['data'];

/** Spec 2 §3 Level 1 summary work. */
export type SummaryWork = Schema<'AgencyYearCount'>;

export interface SummaryAnswer {
  works: SummaryWork[];
  level: number | null;
  percentage: number | null;
  cycle_name: string | null;
}

/** Spec 2 §3 Works list row plus the figures the server derives once (docs/fto-verification.md). */
export type WorkRow = Schema<'WorksListRow'>;

/** Spec 2 §3 Level 2+ work row: a record submitted at the level below. */
export type UpperRow = Schema<'LowerLevelRow'>;

/** Spec 2 §3 Checklist item (flags as the spec names them, `imgages` included). */
export type ChecklistItem = Schema<'ChecklistItem'>;

/** Spec 2 §3 Material row, named form. */
export type MaterialRow = Answer<'getMatList3'>['rows'][number];

export interface MaterialAnswer {
  rows: MaterialRow[];
  lowest_fin_year: string | null;
}

/** Spec 2 §3 FTO row. */
export type FtoRow = Schema<'FtoRow'>;

export interface FtoAnswer {
  rows: FtoRow[];
  errors: string[];
  message: string | null;
}

/** Spec 2 §3 Previous verification record; its three parts arrive as JSON strings. */
export type PreviousRecord = Schema<'RecordAnswer'>;

export type ServerAnswer = Answer<'submitFullVerification'> | Answer<'resetMaterialList'>;

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** A 2xx answer with `success: false` fails like a 4xx, so callers handle one kind of failure. */
function ensureSuccess<T>(json: T, status = 200): T {
  const answer = json as { success?: boolean; message?: string } | null;
  if (answer && answer.success === false) throw refusal(answer, status);
  return json;
}

async function post<P extends FtoPath>(path: P, body: Request<P>): Promise<Answer<P>> {
  const { data, response } = await send('POST', `${API_URL}/filever/${path}`, { body });
  return ensureSuccess((data ?? {}) as Answer<P>, response.status);
}

/** How `read` names a request on the device. */
const requestOf = <P extends FtoPath>(path: P, body: Request<P>) => `filever/${path}|${JSON.stringify(body)}`;

/**
 * A read the officer may need again with no network (docs/field.md): the server's answer is
 * kept on the device per officer, role and request, and given back only when no answer comes.
 */
async function read<P extends FtoPath, R>(path: P, body: Request<P>, shape: (answer: Answer<P>) => R): Promise<R> {
  const answer = await keptRead(requestOf(path, body), () => post(path, body));
  return carrySavedAt(answer, shape(answer));
}

/** What `read` with the same arguments kept on the device last time, or null; the server is not asked. */
async function kept<P extends FtoPath, R>(path: P, body: Request<P>, shape: (answer: Answer<P>) => R): Promise<R | null> {
  const answer = await keptAnswer<Answer<P>>(requestOf(path, body));
  return answer === undefined ? null : shape(answer);
}

/** The calls of the Fill Work File (FillWorkFileDialog's four loads). */
const WORK_FILE_READS = ['getCheckList3', 'getFtoLists2', 'getMatList3', 'getFTO2'] as const;

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
 * The `/filever` calls of the verification screens (docs/fto-api.md), through the one client
 * (api/client.ts): a refusal rejects with an HttpError whose `body` is the server's answer
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

  /**
   * The reads the Fill Work File of a work makes (checklist, previous record, bills, FTOs), named
   * as `read` keeps them, with the calls that ask the server: what makes a work ready offline.
   */
  workFileReads: (currentRole: RoleAssignment | null, workCode: string): KeepTask[] =>
    WORK_FILE_READS.map((path) => {
      const body = { workCode, currentRole };
      return { request: requestOf(path, body), load: () => post(path, body) };
    }),

  resetMaterials: (currentRole: RoleAssignment | null, workCode: string) => post('resetMaterialList', { workCode, currentRole }),

  /** Spec 2 §7: a stored file is shown from the API base plus its path (`filever/files/{key}`). */
  fileUrl: (path: string) => `${API_URL}/${path.replace(/^\/+/, '').replace(/^api\//, '')}`,
};
