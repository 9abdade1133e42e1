import { checkSchedule, LEVEL_COUNT } from '@server/schedules/schedule-rules';
import type { MessageCode } from '@server/common/messages/catalog';
import type { FtoMessageKey } from '../../i18n/fto';
import type { Schedule, SchedulePayload } from './schedulesApi';

/**
 * Spec 2 §9: five levels; financial years from 2010-2011 to the current one (the server's list,
 * useYearLists().schedules); ALL shown for 16 or more.
 */
export { LEVEL_COUNT };
export const ALL_YEARS_FROM = 16;

export interface LevelValues {
  startDate: string;
  endDate: string;
  percentage: string;
}

export interface ScheduleValues {
  cycleName: string;
  financialYear: string[];
  scheduleStart: string;
  scheduleEnd: string;
  lock1Open: string;
  lock1Close: string;
  lock2Open: string;
  lock2Close: string;
  levels: LevelValues[];
}

export const GENERAL_DATES = ['scheduleStart', 'scheduleEnd', 'lock1Open', 'lock1Close', 'lock2Open', 'lock2Close'] as const;

const day = (value: string | null | undefined) => /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')?.[0] ?? '';

export function valuesOf(schedule: Schedule | null): ScheduleValues {
  const levels = Array.from({ length: LEVEL_COUNT }, (_, i) => {
    const level = schedule?.levels?.[i];
    return {
      startDate: day(level?.startDate),
      endDate: day(level?.endDate),
      percentage: level?.percentage === undefined || level?.percentage === null ? '' : String(level.percentage),
    };
  });
  return {
    cycleName: schedule?.cycle_name ?? '',
    financialYear: schedule?.financial_year ? [...schedule.financial_year] : [],
    scheduleStart: day(schedule?.schedule_start),
    scheduleEnd: day(schedule?.schedule_end),
    lock1Open: day(schedule?.lock1_open),
    lock1Close: day(schedule?.lock1_close),
    lock2Open: day(schedule?.lock2_open),
    lock2Close: day(schedule?.lock2_close),
    levels,
  };
}

export interface ScheduleProblem {
  key: FtoMessageKey;
  /** 1-based level, when the problem is a level's. */
  level?: number;
}

/** The form's text for the failures of the server's rules that the form shows itself. */
const PROBLEMS: Partial<Record<MessageCode, FtoMessageKey>> = {
  SCHEDULE_GENERAL_REQUIRED: 'fto.scheduleForm.errors.general',
  SCHEDULE_LEVEL_FIELDS_REQUIRED: 'fto.scheduleForm.errors.level',
  SCHEDULE_LEVEL_PERCENTAGE: 'fto.scheduleForm.errors.percentage',
};

/**
 * Spec 2 §5 Schedule form, in the spec's order: the first problem, or null. The rules are the
 * server's own (server/src/schedules/schedule-rules.ts, by the `@server/` alias), run on the
 * form's values as typed (an empty percentage is missing, not 0); the form shows the spec's
 * three (every field filled, each level's fields, its percentage 1-100) and leaves the rest
 * (dates ordered, years allowed...) to the server's answer, as before.
 */
export function scheduleProblem(values: ScheduleValues): ScheduleProblem | null {
  const checked = checkSchedule({ ...payloadOf(values, undefined), levels: values.levels }, values.financialYear);
  if (checked.ok) return null;
  const code = typeof checked.message === 'string' ? checked.message : checked.message.code;
  const key = PROBLEMS[code];
  if (!key) return null;
  const level = /^levels\.(\d+)/.exec(checked.field)?.[1];
  return level === undefined ? { key } : { key, level: Number(level) + 1 };
}

export function payloadOf(values: ScheduleValues, id: number | undefined): SchedulePayload {
  return {
    ...(id === undefined ? {} : { id }),
    cycleName: values.cycleName.trim(),
    financialYear: [...values.financialYear].sort(),
    scheduleStart: values.scheduleStart,
    scheduleEnd: values.scheduleEnd,
    noOfLevels: LEVEL_COUNT,
    levels: values.levels.map((l) => ({ startDate: l.startDate, endDate: l.endDate, percentage: Number(l.percentage) })),
    lock1Open: values.lock1Open,
    lock1Close: values.lock1Close,
    lock2Open: values.lock2Open,
    lock2Close: values.lock2Close,
  };
}
