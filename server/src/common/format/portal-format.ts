/**
 * The one way the portal writes dates, times, money, numbers and financial years (issue 26):
 * dates dd/mm/yyyy, times "02:36 pm", both in India's time (Asia/Kolkata), money
 * "₹ 28,36,353.24" and numbers "12,34,567" in Indian grouping, years "2024-2025". The output is
 * the same whatever the browser's locale or time zone and whatever the UI language, so an
 * officer reads the same figures as the paper and the MIS, and two officers compare the same
 * text. Every screen calls this module (through admin-ui/src/i18n/format.ts), and so do the
 * server's texts that show a date or an amount (the MIS changes words, change-words.ts); nothing
 * else formats. Pure: no imports, so the UI loads it by the `@server/` alias.
 *
 * Calendar dates (ISO `yyyy-mm-dd`, what the API sends for a date column) are text and are
 * never passed through a time zone, so a date can not move by a day. Instants (timestamps)
 * are read in Asia/Kolkata. Money is formatted from its decimal text, so no binary float ever
 * rounds a rupee.
 */

export const PORTAL_TIME_ZONE = 'Asia/Kolkata';

type Instant = string | number | Date | null | undefined;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** A date-time without a zone (`2026-11-26 14:36:00`): read as India's wall time, not the browser's. */
const ZONELESS = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)$/;

// One formatter, built once: 24-hour parts in Asia/Kolkata. The 12-hour text is made here from
// the 24-hour hour, because ICU versions differ on "pm"/"PM"/"p.m." for en-IN.
const PARTS = new Intl.DateTimeFormat('en-IN', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface WallTime {
  year: string;
  month: string;
  day: string;
  hour: number;
  minute: string;
}

function toDate(value: Instant): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const zoneless = ZONELESS.exec(value.trim());
  const at = new Date(zoneless ? `${zoneless[1]}T${zoneless[2]}+05:30` : value);
  return Number.isNaN(at.getTime()) ? null : at;
}

function wallTime(at: Date): WallTime {
  const parts = PARTS.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // Some engines write midnight as "24" under h23; it is hour 0 of the same day.
  return { year: get('year'), month: get('month'), day: get('day'), hour: Number(get('hour')) % 24, minute: get('minute') };
}

const clock = (w: WallTime) => {
  const h12 = w.hour % 12 === 0 ? 12 : w.hour % 12;
  return `${String(h12).padStart(2, '0')}:${w.minute} ${w.hour < 12 ? 'am' : 'pm'}`;
};

const asText = (value: Instant): string => (typeof value === 'string' ? value : '');

/**
 * dd/mm/yyyy. A calendar date (`2024-03-05`) is rewritten as text; a timestamp is the day in
 * India at that instant; dd/mm/yyyy stays; empty for nothing; anything unreadable as given.
 */
export function formatDate(value: Instant): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const text = value.trim();
    const iso = ISO_DAY.exec(text);
    if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
    if (DMY_DAY.test(text)) return text;
  }
  const at = toDate(value);
  if (!at) return asText(value);
  const w = wallTime(at);
  return `${w.day}/${w.month}/${w.year}`;
}

/** "26/11/2026, 02:36 pm" in India's time; a calendar date alone stays a date. */
export function formatDateTime(value: Instant): string {
  if (typeof value === 'string' && (ISO_DAY.test(value.trim()) || DMY_DAY.test(value.trim()))) return formatDate(value);
  const at = toDate(value);
  if (!at) return asText(value);
  const w = wallTime(at);
  return `${w.day}/${w.month}/${w.year}, ${clock(w)}`;
}

/** "02:36 pm" in India's time. */
export function formatTime(value: Instant): string {
  const at = toDate(value);
  if (!at) return asText(value);
  return clock(wallTime(at));
}

type Figure = string | number | bigint | null | undefined;

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** The sign, whole and fraction digits of a figure, or null when it is none. */
function digitsOf(value: Figure): { negative: boolean; whole: string; fraction: string } | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === 'bigint') text = value.toString();
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // Plain digits, never exponent notation (1e21 and 1e-7 alike).
    text = value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  } else text = value.trim().replace(/,/g, '');
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  const whole = match[2].replace(/^0+(?=\d)/, '') || '0';
  return { negative: match[1] === '-', whole, fraction: match[3] ?? '' };
}

/** 1234567 -> 12,34,567: the last three digits, then pairs. */
function indianGrouping(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${pairs},${whole.slice(-3)}`;
}

/** Adds one to a string of digits ("099" -> "100"), for rounding on the text. */
function increment(digits: string): string {
  return (BigInt(digits || '0') + 1n).toString().padStart(digits.length, '0');
}

/** Rounds the decimal text half away from zero to two places. */
function toPaiseText(whole: string, fraction: string): { whole: string; paise: string } {
  if (fraction.length <= 2) return { whole, paise: fraction.padEnd(2, '0') };
  let paise = fraction.slice(0, 2);
  let rupees = whole;
  if (Number(fraction[2]) >= 5) {
    const next = increment(paise);
    if (next.length > 2) {
      paise = '00';
      rupees = increment(rupees).replace(/^0+(?=\d)/, '');
    } else paise = next;
  }
  return { whole: rupees, paise };
}

/**
 * "₹ 28,36,353.24": rupees in Indian grouping with two decimals, from the API's decimal text (or
 * a number); empty when there is no figure.
 */
export function formatMoney(value: Figure): string {
  const digits = digitsOf(value);
  if (!digits) return '';
  const { whole, paise } = toPaiseText(digits.whole, digits.fraction);
  const zero = /^0*$/.test(whole) && paise === '00';
  return `${digits.negative && !zero ? '-' : ''}₹ ${indianGrouping(whole)}.${paise}`;
}

/** "12,34,567": a count or figure in Indian grouping, decimals as given; empty when there is none. */
export function formatNumber(value: Figure): string {
  const digits = digitsOf(value);
  if (!digits) return '';
  const zero = /^0*$/.test(digits.whole) && /^0*$/.test(digits.fraction);
  const fraction = digits.fraction ? `.${digits.fraction}` : '';
  return `${digits.negative && !zero ? '-' : ''}${indianGrouping(digits.whole)}${fraction}`;
}

const YEAR_SPAN = /^(\d{4})\s*[-–/]\s*(\d{2}|\d{4})$/;

/**
 * A financial year as "2024-2025", from "2024-25", "2024-2025" or its first year (2024); a text
 * that is no financial year (its second year not the next) is given back as it came.
 */
export function formatFinancialYear(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isInteger(value) ? `${value}-${value + 1}` : String(value);
  const match = YEAR_SPAN.exec(value.trim());
  if (!match) return value;
  const start = Number(match[1]);
  const end = match[2].length === 4 ? Number(match[2]) : Math.floor((start + 1) / 100) * 100 + Number(match[2]);
  return end === start + 1 ? `${start}-${end}` : value;
}

/* ---- Date field helpers: officers type dd/mm/yyyy, the API takes yyyy-mm-dd. ---- */

const TYPED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const realDay = (year: number, month: number, day: number) =>
  year >= 1900 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** What an officer typed (`5/3/2024` or `05/03/2024`) as `2024-03-05`; null when it is no real date. */
export function parseTypedDate(text: string): string | null {
  const match = TYPED.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return realDay(year, month, day) ? iso(year, month, day) : null;
}

/**
 * Why typed text is not a date: 'no-such' when it is written dd/mm/yyyy but the calendar has no
 * such day (31/02/2030), 'format' otherwise; null when it is a real date.
 */
export function typedDateProblem(text: string): 'no-such' | 'format' | null {
  if (parseTypedDate(text) !== null) return null;
  const match = TYPED.exec(text.trim());
  if (!match) return 'format';
  return Number(match[3]) >= 1900 ? 'no-such' : 'format';
}

/** The `yyyy-mm-dd` of a calendar date, a timestamp (its day in India) or typed dd/mm/yyyy; '' when none. */
export function isoDate(value: Instant): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const text = value.trim();
    if (ISO_DAY.test(text)) return realDay(...isoParts(text)) ? text : '';
    if (TYPED.test(text)) return parseTypedDate(text) ?? '';
  }
  const at = toDate(value);
  if (!at) return '';
  const w = wallTime(at);
  return `${w.year}-${w.month}-${w.day}`;
}

function isoParts(text: string): [number, number, number] {
  const [year, month, day] = text.split('-').map(Number);
  return [year, month, day];
}

/** Today's calendar date in India, `yyyy-mm-dd` (what "not after today" means to the server). */
export function todayIso(now: Instant = Date.now()): string {
  return isoDate(now ?? Date.now());
}
