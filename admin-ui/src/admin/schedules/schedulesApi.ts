import { HttpError } from 'react-admin';
import { messageFor } from '../../i18n/serverMessage';
import { API_URL, httpClient } from '../../providers/dataProvider';

/** Records of docs/fto-api.md "Schedules and mapping" (spec 2 §3 Schedule, Role mapping). */
export interface ScheduleLevel {
  startDate: string;
  endDate: string;
  percentage: number | string;
}

export interface Schedule {
  id: number;
  cycle_name: string;
  financial_year: string[];
  schedule_start: string;
  schedule_end: string;
  lock1_open: string;
  lock1_close: string;
  lock2_open: string;
  lock2_close: string;
  noOfLevels: number;
  levels: ScheduleLevel[];
  state: 'open' | 'upcoming' | 'ended' | string;
  created_at?: string;
  updated_at?: string;
}

export const LEVEL_KEYS = ['Level1', 'Level2', 'Level3', 'Level4', 'Level5'] as const;
export type LevelKey = (typeof LEVEL_KEYS)[number];
export type LevelsData = Record<LevelKey, number[]>;

export interface DepartmentMapping {
  department_id: number;
  department_name: string;
  department_name_kn?: string | null;
  department_code: string;
  levels: string;
  levels_data: LevelsData;
}

/** The `add_shedule2` / `update_shedule2` body. */
export interface SchedulePayload {
  id?: number;
  cycleName: string;
  financialYear: string[];
  scheduleStart: string;
  scheduleEnd: string;
  noOfLevels: 5;
  levels: { startDate: string; endDate: string; percentage: number }[];
  lock1Open: string;
  lock1Close: string;
  lock2Open: string;
  lock2Close: string;
}

export interface SaveAnswer {
  success?: boolean;
  message?: string;
  error?: string | null;
  code?: string;
  params?: Record<string, unknown>;
  id?: number;
}

const postJson = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

function ensureSuccess(json: SaveAnswer, status: number): SaveAnswer {
  if (json && json.success === false)
    throw new HttpError(messageFor(json.code, json.error || json.message, json.params) ?? 'Request refused', status, json);
  return json;
}

/** Role ids per level, whatever the server left out filled with empty lists. */
export function normaliseLevels(value: unknown): LevelsData {
  const source = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const out = {} as LevelsData;
  for (const key of LEVEL_KEYS) out[key] = list<number | string>(source[key]).map(Number).filter(Number.isFinite);
  return out;
}

/**
 * The schedule and role-to-level mapping calls of the STATE administrator (docs/fto-api.md).
 * A refusal rejects with an HttpError whose `body` is the server's `{success, message, error}`.
 */
export const schedulesApi = {
  async list(): Promise<{ schedules: Schedule[]; mappings: DepartmentMapping[] }> {
    const { json } = await httpClient(`${API_URL}/auth/fto-shedules`);
    return {
      schedules: list<Schedule>(json?.sheduleData),
      mappings: list<DepartmentMapping>(json?.levelData).map((m) => ({ ...m, levels_data: normaliseLevels(m.levels_data) })),
    };
  },

  async save(payload: SchedulePayload): Promise<SaveAnswer> {
    const path = payload.id === undefined ? 'add_shedule2' : 'update_shedule2';
    const { json, status } = await httpClient(`${API_URL}/admin/${path}`, postJson(payload));
    return ensureSuccess((json ?? {}) as SaveAnswer, status);
  },

  async saveMapping(data: { department_id: number; levels_data: LevelsData }[]): Promise<SaveAnswer> {
    const { json, status } = await httpClient(`${API_URL}/admin/save_fto_role_mapping`, postJson({ data }));
    return ensureSuccess((json ?? {}) as SaveAnswer, status);
  },
};

/** The server's text of a refused save: `error`, else `message` (spec 2 §8), in the officer's language by its code. */
export function refusalText(error: unknown): string | undefined {
  const body = (error as { body?: SaveAnswer } | null)?.body;
  return messageFor(body?.code, body?.error || body?.message, body?.params);
}
