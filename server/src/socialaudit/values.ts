/**
 * Values of the social audit's requests and files. Money is handled as text or as integer
 * paise (bigint), never as a binary float: "1234.5" and 1234.5 both become "1234.50".
 */

const MONEY_TEXT = /^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/;

/** A rupee amount with at most two decimals, as "1234.50"; null when the value is not one. */
export function parseMoney(value: unknown): string | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // String() gives the shortest decimal that reads back as the same number: 1234.5 -> "1234.5".
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const m = MONEY_TEXT.exec(text);
  if (!m) return null;
  return `${m[1]}.${(m[2] ?? '.').slice(1).padEnd(2, '0')}`;
}

export function toPaise(money: string): bigint {
  const [rupees, paise = ''] = money.split('.');
  return BigInt(rupees) * 100n + BigInt(paise.padEnd(2, '0').slice(0, 2));
}

export function fromPaise(paise: bigint): string {
  const sign = paise < 0n ? '-' : '';
  const abs = paise < 0n ? -paise : paise;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Whether a value was given at all: absent, null and blank text are "missing". */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Text from a string or a number (reference numbers arrive as either); null for anything else. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Today's date in India (the portal's officers' calendar), as yyyy-mm-dd. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** An ISO date (yyyy-mm-dd) that exists in the calendar, or null. Also reads dd/mm/yyyy. */
export function parseDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let y: number, m: number, d: number;
  let match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^([0-9]{2})\/([0-9]{2})\/([0-9]{4})$/.exec(text))) [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1990) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The financial year (April to March) a date falls in, e.g. 2024-05-01 -> "2024-2025". */
export function financialYearOf(isoDate: string): string {
  const [y, m] = isoDate.split('-').map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${start}-${start + 1}`;
}

/** An ISO date (yyyy-mm-dd) only: what requests send (spec-decisions: dates travel as ISO). */
export function parseIsoDate(value: unknown): string | null {
  return typeof value === 'string' && /^\s*[0-9]{4}-[0-9]{2}-[0-9]{2}\s*$/.test(value) ? parseDate(value) : null;
}

/** The field message for an amount that is not one ("abc", "12.345"). */
export const AMOUNT_LIKE = 'Enter an amount like 1234.50';

export { isNoSuchDate, NO_SUCH_DATE } from '../common/time/financial-year.js';
