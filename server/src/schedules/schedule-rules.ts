import { dmy, isIsoDate, isNoSuchDate, NO_SUCH_DATE } from '../common/time/financial-year.js';
import type { ScheduleLevel } from './entities/fto-schedule.entity.js';

export const LEVEL_COUNT = 5;
export const FIRST_SCHEDULE_YEAR = '2010-2011';

/** A schedule as the form sends it (spec 2 §3 Schedule, saved form names). */
export interface ScheduleInput {
  cycleName: string;
  financialYear: string[];
  scheduleStart: string;
  scheduleEnd: string;
  lock1Open: string;
  lock1Close: string;
  lock2Open: string;
  lock2Close: string;
  levels: ScheduleLevel[];
}

const GENERAL = ['cycleName', 'scheduleStart', 'scheduleEnd', 'lock1Open', 'lock1Close', 'lock2Open', 'lock2Close'] as const;
const DATES = ['scheduleStart', 'scheduleEnd', 'lock1Open', 'lock1Close', 'lock2Open', 'lock2Close'] as const;
const LABELS: Record<(typeof DATES)[number], string> = {
  scheduleStart: 'Schedule start',
  scheduleEnd: 'Schedule end',
  lock1Open: 'Lock 1 open',
  lock1Close: 'Lock 1 close',
  lock2Open: 'Lock 2 open',
  lock2Close: 'Lock 2 close',
};

const filled = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : typeof v === 'number' ? Number.isFinite(v) : false);

export type RuleResult = { ok: true; value: ScheduleInput } | { ok: false; message: string; field: string };

/**
 * The schedule form's rules (spec 2 §5 Schedule form, then this portal's: dates ordered, each
 * level inside the schedule, lock windows ordered and inside it, allowed financial years), in
 * order; the first failing rule is the answer, with the spec's words where it has them.
 */
export function checkSchedule(body: Record<string, unknown>, allowedYears: readonly string[]): RuleResult {
  const fail = (field: string, message: string): RuleResult => ({ ok: false, field, message });
  const years = body.financialYear;
  if (
    GENERAL.some((k) => !filled(body[k])) ||
    !Array.isArray(years) ||
    years.length === 0 ||
    years.some((y) => typeof y !== 'string' || !y.trim())
  ) {
    return fail('general', 'All general fields are required');
  }
  const levels = Array.isArray(body.levels) ? (body.levels as unknown[]) : [];
  for (let n = 1; n <= LEVEL_COUNT; n++) {
    const level = levels[n - 1] as Record<string, unknown> | undefined;
    if (!level || typeof level !== 'object' || !filled(level.startDate) || !filled(level.endDate) || !filled(level.percentage)) {
      return fail(`levels.${n - 1}`, `All fields must be filled for Level ${n}`);
    }
    const pct = Number(level.percentage);
    if (!Number.isInteger(pct) || pct < 1 || pct > 100) {
      return fail(`levels.${n - 1}.percentage`, `Percentage for Level ${n} must be between 1 and 100`);
    }
  }
  if (levels.length !== LEVEL_COUNT || (body.noOfLevels !== undefined && Number(body.noOfLevels) !== LEVEL_COUNT)) {
    return fail('noOfLevels', `A schedule has exactly ${LEVEL_COUNT} levels.`);
  }
  const cycleName = String(body.cycleName).trim();
  if (cycleName.length > 150) return fail('cycleName', 'The cycle name may have at most 150 characters.');
  const unique = [...new Set((years as string[]).map((y) => y.trim()))];
  for (const y of unique) {
    if (!allowedYears.includes(y)) {
      return fail(
        'financialYear',
        `Financial year ${y} is not one of the allowed years (${allowedYears[0]} to ${allowedYears[allowedYears.length - 1]}).`,
      );
    }
  }
  for (const k of DATES) {
    if (isNoSuchDate(body[k])) return fail(k, `${LABELS[k]}: ${NO_SUCH_DATE}`);
    if (!isIsoDate(body[k])) return fail(k, `${LABELS[k]} is not a valid date (yyyy-mm-dd).`);
  }
  for (let n = 1; n <= LEVEL_COUNT; n++) {
    const level = levels[n - 1] as Record<string, unknown>;
    if (isNoSuchDate(level.startDate) || isNoSuchDate(level.endDate)) return fail(`levels.${n - 1}`, `Level ${n}: ${NO_SUCH_DATE}`);
    if (!isIsoDate(level.startDate) || !isIsoDate(level.endDate)) {
      return fail(`levels.${n - 1}`, `Level ${n} dates are not valid dates (yyyy-mm-dd).`);
    }
  }
  const d = body as Record<(typeof DATES)[number], string>;
  if (d.scheduleStart > d.scheduleEnd) return fail('scheduleEnd', 'The schedule must start on or before its end date.');
  const within = `(${dmy(d.scheduleStart)} to ${dmy(d.scheduleEnd)})`;
  const parsed: ScheduleLevel[] = [];
  for (let n = 1; n <= LEVEL_COUNT; n++) {
    const level = levels[n - 1] as Record<string, string | number>;
    const startDate = String(level.startDate);
    const endDate = String(level.endDate);
    if (startDate > endDate) return fail(`levels.${n - 1}`, `Level ${n} must start on or before its end date.`);
    if (startDate < d.scheduleStart || endDate > d.scheduleEnd) {
      return fail(`levels.${n - 1}`, `Level ${n} must lie within the schedule ${within}.`);
    }
    parsed.push({ startDate, endDate, percentage: Number(level.percentage) });
  }
  if (d.lock1Open > d.lock1Close) return fail('lock1Close', 'Lock 1 must open on or before it closes.');
  if (d.lock2Open > d.lock2Close) return fail('lock2Close', 'Lock 2 must open on or before it closes.');
  if (d.lock1Close > d.lock2Open) return fail('lock2Open', 'Lock 1 must close on or before Lock 2 opens.');
  if (d.lock1Open < d.scheduleStart || d.lock2Close > d.scheduleEnd) {
    return fail('lock1Open', `Lock windows must lie within the schedule ${within}.`);
  }
  return {
    ok: true,
    value: {
      cycleName,
      financialYear: unique.sort(),
      scheduleStart: d.scheduleStart,
      scheduleEnd: d.scheduleEnd,
      lock1Open: d.lock1Open,
      lock1Close: d.lock1Close,
      lock2Open: d.lock2Open,
      lock2Close: d.lock2Close,
      levels: parsed,
    },
  };
}
