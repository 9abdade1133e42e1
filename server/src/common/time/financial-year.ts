/**
 * Financial years run April to March and are written `yyyy-yyyy` (spec-decisions: schedules
 * and works). Dates are ISO `yyyy-mm-dd` calendar dates.
 */

/** `2023-06-12` -> `2023-2024`; `2024-03-31` -> `2023-2024` (April starts the year). */
export function financialYearOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return month >= 4 ? `${year}-${year + 1}` : `${year - 1}-${year}`;
}

/** `yyyy-yyyy` with the second year the first plus one. */
export function isFinancialYear(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = /^(\d{4})-(\d{4})$/.exec(text);
  return m !== null && Number(m[2]) === Number(m[1]) + 1;
}

/** Every financial year from `first` to `last`, oldest first. */
export function financialYearsBetween(first: string, last: string): string[] {
  const years: string[] = [];
  for (let y = Number(first.slice(0, 4)); y <= Number(last.slice(0, 4)); y++) years.push(`${y}-${y + 1}`);
  return years;
}

/** A real calendar date written `yyyy-mm-dd`. */
export function isIsoDate(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** The field message for a date written right that the calendar does not have (2030-02-31, 31/02/2030). */
export const NO_SUCH_DATE = 'No such date';

/**
 * Whether text written as a date (`yyyy-mm-dd`, or `dd/mm/yyyy` as officers type it) names a day
 * the calendar does not have: 2030-02-31 and 31/02/2030 do; 2030-02-28, "abc" and 2030-2-1 do not.
 * Requests carry ISO dates; this tells "No such date" apart from a date in the wrong form.
 */
export function isNoSuchDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text))) [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return !(date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d);
}

/** `2026-11-23` -> `23/11/2026`, as the UI and the messages show dates. */
export function dmy(isoDate: string): string {
  return `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
}

/** The ISO date `days` after (or before, when negative) `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
