/**
 * Cell values of the MIS pages: money, dates, financial years, integers, Y/N flags and text.
 * Every helper refuses a value it cannot read with MisPageError('bad-value'), never a guess.
 * See ../types.ts for the conventions (money as rupee strings with two places, ISO dates).
 * Cheerio's types only, not cheerio: the app loads this file at start (finYearOf, isWorkCode) and
 * the parsers, with cheerio, only when a spider reads a page (loader.ts).
 */
import type { Cheerio } from 'cheerio';
import type { AnyNode, Text } from 'domhandler';
import { MisPageError, type IsoDate, type Money } from '../types.js';

/** The page named in errors of the helpers below when the caller names none. */
const ANY_PAGE = 'MIS page';

/** Strings that stand for "no value" in a cell (missing is not zero). */
function isBlank(text: string): boolean {
  return text === '' || text === '-' || text === '&nbsp;';
}

/** Text with nothing for cleanText to do: words of no whitespace, '&' or zero-width character, joined by single spaces. */
const CLEAN = /^(?:[^\s\u00a0\u200b\ufeff&]+(?: [^\s\u00a0\u200b\ufeff&]+)*)?$/;

/** Trim and collapse runs of whitespace (spaces, tabs, newlines, &nbsp;) to one space. */
export function cleanText(text: string): string {
  // Most cells are already clean (single spaces between words, none at the ends): one test, no copies.
  if (CLEAN.test(text)) return text;
  return text
    .replace(/&nbsp;/gi, ' ')
    .replace(/[\s\u00a0\u200b\ufeff]+/g, ' ')
    .trim();
}

/** Raw text under DOM nodes, `<br>` read as a space, scripts and styles left out (not cleaned). */
export function rawText(nodes: readonly AnyNode[]): string {
  let out = '';
  for (const node of nodes) {
    const type: string = node.type;
    if (type === 'text') out += (node as Text).data;
    else if ('children' in node) {
      const name = 'name' in node ? node.name : '';
      if (name === 'br') out += ' ';
      else if (name !== 'script' && name !== 'style') out += rawText(node.children);
    }
  }
  return out;
}

/** The text of an element: trimmed, whitespace and &nbsp; collapsed, `<br>` read as a space. */
export function cellText(el: Cheerio<AnyNode>): string {
  return cleanText(rawText(el.toArray()));
}

/** cellText on a bare DOM node, without a Cheerio wrapper (the table parsers read thousands of cells). */
export function nodeText(node: AnyNode): string {
  return cleanText(rawText([node]));
}

function bad(page: string, message: string): MisPageError {
  return new MisPageError('bad-value', page, message);
}

const TEN = 10n;

/** `10^n` as a BigInt. */
function pow10(n: number): bigint {
  let r = 1n;
  for (let i = 0; i < n; i++) r *= TEN;
  return r;
}

/**
 * Money in rupees with two decimals, from a cell written in rupees or in lakh (1 lakh = 100000 rupees).
 * Exact decimal arithmetic on BigInt: the digits are read as an integer scaled by 10^decimals, never
 * through a binary float. `,`, spaces and `₹` are removed first; `''`, `-` and `&nbsp;` give null.
 *
 * Rounding: a result with more than two decimals (rupees written with 3+ decimals, or lakh with 8+)
 * is rounded half-up on the magnitude (half away from zero) to two decimals: `"1234.565"` -> `"1234.57"`.
 */
export function parseMoney(text: string, unit: 'rupee' | 'lakh', page: string = ANY_PAGE): Money {
  // Most cells are whole rupees or rupees and paise, plainly written: read as text, no arithmetic.
  if (unit === 'rupee') {
    const plain = PLAIN_RUPEES.exec(text);
    if (plain) return `${(plain[1] ?? '0').replace(LEADING_ZEROS, '')}.${(plain[2] ?? '').padEnd(2, '0')}`;
  }
  const raw = cleanText(text);
  if (isBlank(raw)) return null;
  const compact = raw.replace(/[,\s₹]/g, '');
  if (isBlank(compact)) return null;
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(compact);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw bad(page, `"${raw}" is not an amount`);
  const negative = m[1] === '-';
  const intPart = m[2] || '0';
  const fracPart = m[3] ?? '';
  const scaled = BigInt(intPart + fracPart); // value * 10^fracPart.length
  const multiplier = unit === 'lakh' ? 100000n : 1n;
  // paise = value * multiplier * 100, computed as scaled * multiplier * 100 / 10^decimals.
  const numerator = scaled * multiplier * 100n;
  const denominator = pow10(fracPart.length);
  let paise = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder * 2n >= denominator) paise += 1n; // half-up on the magnitude
  return formatPaise(negative ? -paise : paise);
}

/** Rupees with at most two decimals, no sign, separator or space: "213000", "112761.5", "0.75". */
const PLAIN_RUPEES = /^(\d{1,15})(?:\.(\d{1,2}))?$/;
const LEADING_ZEROS = /^0+(?=\d)/;

function formatPaise(paise: bigint): string {
  const negative = paise < 0n;
  const abs = negative ? -paise : paise;
  const rupees = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${rupees.toString()}.${cents}`;
}

const TWO_DECIMALS = /^-?\d+\.\d{2}$/;

/** Sum of money values, exact; null when any of them is null (missing is not zero). */
export function addMoney(...values: Money[]): Money {
  // Amounts of up to 13 digits (tens of thousands of crores): their sum is exact in a double's
  // integer range, counted in paise; longer ones go through BigInt.
  let paise = 0;
  let small = true;
  for (const v of values) {
    if (v === null) return null;
    if (v.length > 16 || !TWO_DECIMALS.test(v)) {
      small = false;
      break;
    }
    paise += Number(v.replace('.', ''));
  }
  if (small && Number.isSafeInteger(paise)) return formatPaise(BigInt(paise));
  let total = 0n;
  for (const v of values) {
    if (v === null) return null;
    const m = /^(-?)(\d+)\.(\d{2})$/.exec(v);
    if (!m) throw bad(ANY_PAGE, `"${v}" is not a rupee amount with two decimals`);
    const paise = BigInt(m[2] + m[3]);
    total += m[1] === '-' ? -paise : paise;
  }
  return formatPaise(total);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `dd-mm-yyyy` or `dd/mm/yyyy` (a trailing time is ignored) -> `yyyy-mm-dd`; empty or `-` -> null; an impossible date (31/02/2024) throws bad-value. */
export function parseDate(text: string, page: string = ANY_PAGE): IsoDate {
  const raw = cleanText(text);
  if (isBlank(raw)) return null;
  // A trailing time ("12/06/2023 00:00:00", "12/06/2023 12:00:00 AM") is what a .NET DateTime prints
  // when a page forgets its format string [I]; the date part is kept.
  const m = /^(\d{1,2})([-/])(\d{1,2})\2(\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?)?$/i.exec(raw);
  if (!m) throw bad(page, `"${raw}" is not a date (expected dd-mm-yyyy or dd/mm/yyyy)`);
  const day = Number(m[1]);
  const month = Number(m[3]);
  const year = Number(m[4]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || year < 1900) {
    throw bad(page, `"${raw}" is not a real date`);
  }
  return `${m[4]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The financial year (April to March) of an ISO date: `2023-06-12` -> `2023-2024`, `2024-03-31` -> `2023-2024`. */
export function finYearOf(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) throw bad(ANY_PAGE, `"${isoDate}" is not an ISO date (yyyy-mm-dd)`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12) throw bad(ANY_PAGE, `"${isoDate}" is not a real date`);
  return month >= 4 ? `${year}-${year + 1}` : `${year - 1}-${year}`;
}

/** `yyyy-yyyy` with the second year the first plus one (`2024-2025`). */
export function isFinYear(text: string): boolean {
  const m = /^(\d{4})-(\d{4})$/.exec(text);
  return m !== null && Number(m[2]) === Number(m[1]) + 1;
}

/** A financial-year cell: null when empty, the year when it is one, else bad-value. */
export function parseFinYear(text: string, page: string = ANY_PAGE): string | null {
  const raw = cleanText(text);
  if (isBlank(raw)) return null;
  if (!isFinYear(raw)) throw bad(page, `"${raw}" is not a financial year (expected yyyy-yyyy, e.g. 2024-2025)`);
  return raw;
}

/** An integer cell (`,` allowed as a thousands separator); empty or `-` -> null; anything else throws bad-value. */
export function parseIntCell(text: string, page: string = ANY_PAGE): number | null {
  const raw = cleanText(text);
  if (isBlank(raw)) return null;
  const compact = raw.replace(/[,\s]/g, '');
  if (!/^[+-]?\d+$/.test(compact)) throw bad(page, `"${raw}" is not a whole number`);
  const n = Number(compact);
  if (!Number.isSafeInteger(n)) throw bad(page, `"${raw}" is too large`);
  return n;
}

/** A decimal quantity as a string (`"80"`, `"12.5"`); empty or `-` -> null. */
export function parseDecimal(text: string, page: string = ANY_PAGE): string | null {
  const raw = cleanText(text);
  if (isBlank(raw)) return null;
  const compact = raw.replace(/[,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(compact)) throw bad(page, `"${raw}" is not a number`);
  return compact;
}

/** `Y`/`N` (also `Yes`/`No`, any case) -> boolean; empty or `-` -> null; anything else throws bad-value. */
export function parseYesNo(text: string, page: string = ANY_PAGE): boolean | null {
  const raw = cleanText(text);
  if (isBlank(raw)) return null;
  const v = raw.toUpperCase();
  if (v === 'Y' || v === 'YES') return true;
  if (v === 'N' || v === 'NO') return false;
  throw bad(page, `"${raw}" is not Y or N`);
}

const WORK_CODE = /^[0-9]{7}([0-9]{3})?\/[A-Z]{2}\/[0-9]{9,13}$/;

/** A MGNREGA work code: `<GP 10 digits or block 7 digits>/<2 letters>/<9 to 13 digits>`. */
export function isWorkCode(code: string): boolean {
  return WORK_CODE.test(code);
}

/**
 * Splits `Name(CODE)` (work cells of the registers, vendor cells) at the LAST `(`: the name before it
 * (trimmed) and what is inside (closing `)` stripped). Null when the text does not end with `)` or has no `(`.
 */
export function splitNameCode(text: string): { name: string; code: string } | null {
  const t = cleanText(text);
  if (!t.endsWith(')')) return null;
  const open = t.lastIndexOf('(');
  if (open < 0) return null;
  return { name: t.slice(0, open).trim(), code: t.slice(open + 1, -1).trim() };
}

/**
 * An href as written if it leads to a web page (http or https, or a path relative to the page,
 * which is on the MIS's http(s) site), else null: a `javascript:`, `data:`, `vbscript:` or any
 * other scheme a compromised MIS page could carry is treated as no link (issue 25). Judged as a
 * browser would read it (the URL parser drops tabs and newlines, so `java\tscript:` is caught).
 */
export function webHref(href: string | null | undefined): string | null {
  if (typeof href !== 'string' || href.trim() === '') return null;
  try {
    const { protocol } = new URL(href, 'https://mis.invalid/');
    return protocol === 'http:' || protocol === 'https:' ? href : null;
  } catch {
    return null;
  }
}

/**
 * The first value of a query parameter in an href (name matched in any case), URL-decoded with
 * decodeURIComponent. A `+` stays a `+`: FTO numbers and work codes hold no spaces, and a Digest may hold `+`.
 */
export function queryParam(href: string, name: string): string | null {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`[?&]${escaped}=([^&#]*)`, 'i').exec(href);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1] ?? '');
  } catch {
    return m[1] ?? '';
  }
}
