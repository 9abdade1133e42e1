import { dmy, financialYearOf, financialYearsBetween, isIsoDate, isNoSuchDate } from '../common/time/financial-year.js';
import { type MessageRef, msg } from '../common/messages/msg.js';

export const LEVEL_COUNT = 5;

/** One level's window and sample size (spec 2 §3 Schedule: levels entries). */
export interface ScheduleLevel {
  startDate: string;
  endDate: string;
  percentage: number;
}
export const FIRST_SCHEDULE_YEAR = '2010-2011';

/**
 * The financial years a schedule may take: the years offered today (2010-2011 to the current one),
 * and beyond them the years its own dates reach, so a cycle planned ahead (starting 01/04/2027 while
 * today is in 2026-2027) can take its own year. The form offers this list and the server accepts it.
 */
export function yearsReaching(offered: readonly string[], scheduleStart: unknown, scheduleEnd: unknown): string[] {
  const reached = [scheduleStart, scheduleEnd].filter(isIsoDate).map(financialYearOf);
  const last = [...offered, ...reached].sort().at(-1);
  if (!last || !offered.length || last <= offered[offered.length - 1]) return [...offered];
  return financialYearsBetween(offered[0], last);
}

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

export type RuleResult = { ok: true; value: ScheduleInput } | { ok: false; message: MessageRef; field: string };

/**
 * The schedule form's rules (spec 2 §5 Schedule form, then this portal's: dates ordered, each
 * level inside the schedule, lock windows ordered and inside it, allowed financial years), in
 * order; the first failing rule is the answer, with the spec's words where it has them.
 */
export function checkSchedule(body: Record<string, unknown>, allowedYears: readonly string[]): RuleResult {
  const fail = (field: string, message: MessageRef): RuleResult => ({ ok: false, field, message });
  const years = body.financialYear;
  if (
    GENERAL.some((k) => !filled(body[k])) ||
    !Array.isArray(years) ||
    years.length === 0 ||
    years.some((y) => typeof y !== 'string' || !y.trim())
  ) {
    return fail('general', 'SCHEDULE_GENERAL_REQUIRED');
  }
  const levels = Array.isArray(body.levels) ? (body.levels as unknown[]) : [];
  for (let n = 1; n <= LEVEL_COUNT; n++) {
    const level = levels[n - 1] as Record<string, unknown> | undefined;
    if (!level || typeof level !== 'object' || !filled(level.startDate) || !filled(level.endDate) || !filled(level.percentage)) {
      return fail(`levels.${n - 1}`, msg('SCHEDULE_LEVEL_FIELDS_REQUIRED', { level: n }));
    }
    const pct = Number(level.percentage);
    if (!Number.isInteger(pct) || pct < 1 || pct > 100) {
      return fail(`levels.${n - 1}.percentage`, msg('SCHEDULE_LEVEL_PERCENTAGE', { level: n }));
    }
  }
  if (levels.length !== LEVEL_COUNT || (body.noOfLevels !== undefined && Number(body.noOfLevels) !== LEVEL_COUNT)) {
    return fail('noOfLevels', msg('SCHEDULE_LEVEL_COUNT', { count: LEVEL_COUNT }));
  }
  const cycleName = String(body.cycleName).trim();
  if (cycleName.length > 150) return fail('cycleName', 'SCHEDULE_CYCLE_NAME_LONG');
  const unique = [...new Set((years as string[]).map((y) => y.trim()))];
  for (const y of unique) {
    if (!allowedYears.includes(y)) {
      return fail(
        'financialYear',
        msg('SCHEDULE_YEAR_NOT_ALLOWED', { year: y, first: allowedYears[0], last: allowedYears[allowedYears.length - 1] }),
      );
    }
  }
  for (const k of DATES) {
    if (isNoSuchDate(body[k])) return fail(k, msg('LABELED_NO_SUCH_DATE', { label: LABELS[k] }));
    if (!isIsoDate(body[k])) return fail(k, msg('SCHEDULE_DATE_INVALID', { label: LABELS[k] }));
  }
  for (let n = 1; n <= LEVEL_COUNT; n++) {
    const level = levels[n - 1] as Record<string, unknown>;
    if (isNoSuchDate(level.startDate) || isNoSuchDate(level.endDate))
      return fail(`levels.${n - 1}`, msg('SCHEDULE_LEVEL_NO_SUCH_DATE', { level: n }));
    if (!isIsoDate(level.startDate) || !isIsoDate(level.endDate)) {
      return fail(`levels.${n - 1}`, msg('SCHEDULE_LEVEL_DATES_INVALID', { level: n }));
    }
  }
  const d = body as Record<(typeof DATES)[number], string>;
  if (d.scheduleStart > d.scheduleEnd) return fail('scheduleEnd', 'SCHEDULE_START_AFTER_END');
  const within = { start: dmy(d.scheduleStart), end: dmy(d.scheduleEnd) };
  const parsed: ScheduleLevel[] = [];
  for (let n = 1; n <= LEVEL_COUNT; n++) {
    const level = levels[n - 1] as Record<string, string | number>;
    const startDate = String(level.startDate);
    const endDate = String(level.endDate);
    if (startDate > endDate) return fail(`levels.${n - 1}`, msg('SCHEDULE_LEVEL_START_AFTER_END', { level: n }));
    if (startDate < d.scheduleStart || endDate > d.scheduleEnd) {
      return fail(`levels.${n - 1}`, msg('SCHEDULE_LEVEL_OUTSIDE', { level: n, ...within }));
    }
    parsed.push({ startDate, endDate, percentage: Number(level.percentage) });
  }
  if (d.lock1Open > d.lock1Close) return fail('lock1Close', 'SCHEDULE_LOCK1_ORDER');
  if (d.lock2Open > d.lock2Close) return fail('lock2Close', 'SCHEDULE_LOCK2_ORDER');
  if (d.lock1Close > d.lock2Open) return fail('lock2Open', 'SCHEDULE_LOCKS_ORDER');
  if (d.lock1Open < d.scheduleStart || d.lock2Close > d.scheduleEnd) {
    return fail('lock1Open', msg('SCHEDULE_LOCKS_OUTSIDE', within));
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
