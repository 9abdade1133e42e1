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

/**
 * An ISO date (yyyy-mm-dd) that exists in the calendar (from 1990), or null. Also reads the day
 * first, as India writes dates: dd/mm/yyyy, d/m/yyyy, dd-mm-yyyy and dd.mm.yyyy (never month first).
 */
export function parseDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let y: number, m: number, d: number;
  let match = /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})$/.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^([0-9]{1,2})([/.-])([0-9]{1,2})\2([0-9]{4})$/.exec(text)))
    [d, m, y] = [Number(match[1]), Number(match[3]), Number(match[4])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1990) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * A financial year as `2023-2024` from `2023-2024` or `2023-24` (an en dash or a leading "FY"
 * allowed); null when it is not one year and the next.
 */
export function parseFinancialYear(value: string): string | null {
  const m = /^(?:FY\s*)?([0-9]{4})\s*[-\u2013]\s*([0-9]{2}|[0-9]{4})$/i.exec(value.trim());
  if (!m) return null;
  const start = Number(m[1]);
  const end = m[2].length === 2 ? (start + 1) % 100 === Number(m[2]) : Number(m[2]) === start + 1;
  return end ? `${start}-${start + 1}` : null;
}

/**
 * An amount written as text in a spreadsheet or CSV, as India writes it: `1,43,602.00` (Indian
 * or Western grouping), `₹ 1200.00`, `Rs. 1200`, `Rs 1,200.50`, `INR 1200`, `1200/-`. Negative
 * amounts and more than two decimals are refused as parseMoney refuses them.
 */
export function parseMoneyText(value: string): string | null {
  let text = value
    .trim()
    .replace(/^(?:\u20B9|rs\.?|inr)\s*/i, '')
    .replace(/\s*\/-$/, '');
  if (text.includes(',')) {
    if (!/^[0-9]{1,3}(,[0-9]{3})+(\.[0-9]+)?$/.test(text) && !/^[0-9]{1,2}(,[0-9]{2})*,[0-9]{3}(\.[0-9]+)?$/.test(text)) return null;
    text = text.replaceAll(',', '');
  }
  return parseMoney(text);
}

/**
 * A number as Excel shows it at its precision (15 significant digits), as plain decimal text:
 * 0.1 + 0.2 -> "0.3", 225.225 -> "225.225", 1e-7 -> "0.0000001". Excel keeps and shows no more
 * digits than these, so what lies beyond them is binary noise, not data.
 */
export function excelDecimal(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return '0';
  const [mantissa, exponentText] = Math.abs(value).toExponential(14).split('e');
  const digits = mantissa.replace('.', '');
  const exponent = Number(exponentText);
  let whole: string, fraction: string;
  if (exponent >= 0) {
    const padded = digits.padEnd(exponent + 1, '0');
    [whole, fraction] = [padded.slice(0, exponent + 1), padded.slice(exponent + 1)];
  } else {
    [whole, fraction] = ['0', '0'.repeat(-exponent - 1) + digits];
  }
  fraction = fraction.replace(/0+$/, '');
  return `${value < 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Plain decimal text rounded to `places` decimals, half away from zero (as Excel shows it): ("225.225", 2) -> "225.23". */
export function roundDecimal(text: string, places: number): string {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = (negative ? text.slice(1) : text).split('.');
  let scaled = BigInt(whole + fraction.slice(0, places).padEnd(places, '0'));
  if ((fraction[places] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(places + 1, '0');
  const rounded = places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return negative && scaled !== 0n ? `-${rounded}` : rounded;
}

/**
 * The amount a number cell shows: its value at Excel's precision, rounded to the decimals its
 * number format shows (`decimals`; null for General and formats that show no fixed decimals).
 * `money` when it is rupees with at most two decimals; `shown` (what the cell shows) when not;
 * `hides` when the format shows fewer than two decimals and so hides paise the cell holds.
 */
export function moneyFromNumber(
  value: number,
  decimals: number | null,
): { money: string } | { shown: string } | { hides: { value: string; shown: string } } {
  const exact = excelDecimal(value);
  if (!Number.isFinite(value)) return { shown: exact };
  if (decimals === null) {
    const money = parseMoney(exact);
    return money === null ? { shown: exact } : { money };
  }
  const shown = roundDecimal(exact, decimals);
  if (decimals < 2 && roundDecimal(exact, 2) !== roundDecimal(shown, 2)) return { hides: { value: exact, shown } };
  const money = parseMoney(shown.replace(/(\.[0-9]*?)0+$/, '$1').replace(/\.$/, ''));
  return money === null ? { shown } : { money };
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
