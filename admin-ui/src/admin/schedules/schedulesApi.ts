import { api, type Body, type Schema } from '../../api/client';
import { messageFor } from '../../i18n/serverMessage';

/** Records of docs/fto-api.md "Schedules and mapping" (spec 2 §3 Schedule, Role mapping): the server's own. */
export type ScheduleLevel = Schema<'ScheduleLevel'>;
export type Schedule = Schema<'ScheduleView'>;
export type ScheduleState = Schema<'ScheduleState'>;

export const LEVEL_KEYS = ['Level1', 'Level2', 'Level3', 'Level4', 'Level5'] as const satisfies readonly (keyof LevelsData)[];
export type LevelKey = (typeof LEVEL_KEYS)[number];
export type LevelsData = Schema<'LevelsData'>;

export type DepartmentMapping = Schema<'MappingView'>;

/**
 * The `add_shedule2` / `update_shedule2` body as the form sends it. The document lets every field
 * of ScheduleDto through untyped (the server checks them in schedule-rules.ts), so this shape is
 * the form's; its names are the DTO's (a renamed field fails the check of `save`).
 */
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

/** The body of a refused schedule call: the error envelope, with the schedule calls' `error` (spec 2 §7) beside `message`. */
type Refusal = Partial<Schema<'ErrorEnvelope'>> & { error?: string | null };

/**
 * The schedule and role-to-level mapping calls of the STATE administrator (docs/fto-api.md),
 * through the typed client. A refusal rejects with an HttpError whose `body` is the server's
 * `{success, message, error}`.
 */
export const schedulesApi = {
  async list(): Promise<{ schedules: Schedule[]; mappings: DepartmentMapping[] }> {
    const { data } = await api.GET('/api/auth/fto-shedules');
    return { schedules: data?.sheduleData ?? [], mappings: data?.levelData ?? [] };
  },

  async save(payload: SchedulePayload) {
    const body: Body<'ScheduleDto'> = payload;
    const { data } =
      payload.id === undefined
        ? await api.POST('/api/admin/add_shedule2', { body })
        : await api.POST('/api/admin/update_shedule2', { body });
    return data!;
  },

  async saveMapping(data: { department_id: number; levels_data: LevelsData }[]) {
    const { data: answer } = await api.POST('/api/admin/save_fto_role_mapping', { body: { data } });
    return answer!;
  },
};

/** The server's text of a refused save: `error`, else `message` (spec 2 §8), in the officer's language by its code. */
export function refusalText(error: unknown): string | undefined {
  const body = (error as { body?: Refusal } | null)?.body;
  return messageFor(body?.code, body?.error || body?.message, body?.params);
}
