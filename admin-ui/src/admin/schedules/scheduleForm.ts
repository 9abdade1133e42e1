import type { FtoMessageKey } from '../../i18n/fto';
import type { Schedule, SchedulePayload } from './schedulesApi';

/**
 * Spec 2 §9: five levels; financial years from 2010-2011 to the current one (the server's list,
 * useYearLists().schedules); ALL shown for 16 or more.
 */
export const LEVEL_COUNT = 5;
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

/** Spec 2 §5 Schedule form, in the spec's order: the first problem, or null. */
export function scheduleProblem(values: ScheduleValues): ScheduleProblem | null {
  const general = values.cycleName.trim() !== '' && values.financialYear.length > 0 && GENERAL_DATES.every((f) => values[f] !== '');
  if (!general) return { key: 'fto.scheduleForm.errors.general' };
  for (let i = 0; i < LEVEL_COUNT; i++) {
    const level = values.levels[i];
    if (!level || !level.startDate || !level.endDate || level.percentage.trim() === '')
      return { key: 'fto.scheduleForm.errors.level', level: i + 1 };
    const n = Number(level.percentage);
    if (!Number.isInteger(n) || n < 1 || n > 100) return { key: 'fto.scheduleForm.errors.percentage', level: i + 1 };
  }
  return null;
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
