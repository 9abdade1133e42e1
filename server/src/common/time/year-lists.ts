import { financialYearOf, financialYearsBetween } from './financial-year.js';

/**
 * The financial-year lists the portal offers, each from its first year (spec 2 §9, spec 2 §5) to
 * the current financial year of the injectable clock, newest last. The server validates against
 * these same lists and answers them to the UI (GET /api/site `years`), so a new year appears on
 * 1 April everywhere at once.
 */
export const FIRST_YEARS = {
  /** Social audit report filters (spec 2 §9 starts them at 2016-2017). */
  issues: '2016-2017',
  /** Account statements of the social audit recovery account (spec 2 §9: from 2013-14). */
  statements: '2013-2014',
  /** FTO verification schedules (spec 2 §5). */
  schedules: '2010-2011',
} as const;

export interface YearLists {
  current: string;
  issues: string[];
  statements: string[];
  schedules: string[];
}

/** Every list, for `today` (yyyy-mm-dd in the state's time zone, as Clock.today() answers). */
export function yearLists(today: string): YearLists {
  const current = financialYearOf(today);
  return {
    current,
    issues: financialYearsBetween(FIRST_YEARS.issues, current),
    statements: financialYearsBetween(FIRST_YEARS.statements, current),
    schedules: financialYearsBetween(FIRST_YEARS.schedules, current),
  };
}

/**
 * A financial year written in full ("2013-2014"), from the full form or the old short one
 * ("2013-14", as statement years were once written); null for anything else.
 */
export function fullFinancialYear(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^\s*([0-9]{4})-([0-9]{2}|[0-9]{4})\s*$/.exec(value);
  if (!m) return null;
  const first = Number(m[1]);
  const second = m[2].length === 2 ? Number(m[1].slice(0, 2) + m[2]) + (m[2] === '00' ? 100 : 0) : Number(m[2]);
  return second === first + 1 ? `${first}-${second}` : null;
}
