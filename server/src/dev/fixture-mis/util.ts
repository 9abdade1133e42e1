/**
 * Small helpers of the fixture MIS: a seeded random generator, ISO dates and financial years,
 * money in paise (integers, so every amount is exact), HTML escaping, query strings and the
 * fixture's Digest rule.
 */
import { createHash } from 'node:crypto';

// ---------- seeded randomness ----------

/** FNV-1a, 32 bits: a stable seed from a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for test data, and the same on every platform. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** One of the items, with probability proportional to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1][0];
  }

  digits(n: number): string {
    let out = String(this.int(1, 9));
    while (out.length < n) out += String(this.int(0, 9));
    return out;
  }

  letters(n: number): string {
    let out = '';
    for (let i = 0; i < n; i++) out += String.fromCharCode(65 + this.int(0, 25));
    return out;
  }
}

// ---------- dates and financial years ----------

const DAY_MS = 86400000;

export function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return isoOf(new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS));
}

export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** A date in [from, to] (to < from gives from). */
export function dateBetween(rng: Rng, from: string, to: string): string {
  const span = daysBetween(from, to);
  return span <= 0 ? from : addDays(from, rng.int(0, span));
}

export function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

export function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** `2023-06-12` -> `2023-2024`; `2024-03-31` -> `2023-2024`. */
export function finYearOf(iso: string): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  return month >= 4 ? `${year}-${year + 1}` : `${year - 1}-${year}`;
}

export function fyStart(fy: string): string {
  return `${fy.slice(0, 4)}-04-01`;
}

export function fyEnd(fy: string): string {
  return `${fy.slice(5, 9)}-03-31`;
}

export function previousFinYear(fy: string, back = 1): string {
  const y = Number(fy.slice(0, 4)) - back;
  return `${y}-${y + 1}`;
}

/** `2023-06-12` -> `12/06/2023` (sep `/`) or `12-06-2023` (sep `-`); null -> ''. */
export function dmy(iso: string | null | undefined, sep: '/' | '-' = '/'): string {
  if (!iso) return '';
  return `${iso.slice(8, 10)}${sep}${iso.slice(5, 7)}${sep}${iso.slice(0, 4)}`;
}

/** `20/09/2023` or `20-09-2023` -> `2023-09-20`, or null when it is not a real date. */
export function parseDmy(text: string): string | null {
  const m = /^\s*(\d{1,2})[/-](\d{1,2})[/-](\d{4})\s*$/.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || isoOf(d) !== iso ? null : iso;
}

/** `2023-09-20` -> `200923` (the date part of an FTO number). */
export function ddmmyy(iso: string): string {
  return `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(2, 4)}`;
}

export function dayOfYear(iso: string): number {
  return daysBetween(`${iso.slice(0, 4)}-01-01`, iso) + 1;
}

// ---------- money (paise) ----------

/** Paise -> the parsers' Money string in rupees with two decimals (`"28800.00"`). */
export function money(paise: number): string {
  const negative = paise < 0;
  const abs = Math.abs(paise);
  return `${negative ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A Money string (`"28800.00"`, `"28800"`, `"28800.5"`) or a number of rupees -> paise. */
export function toPaise(value: string | number): number {
  if (typeof value === 'number') return Math.round(value * 100);
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) throw new Error(`"${value}" is not a rupee amount`);
  const paise = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -paise : paise;
}

/** How the MIS prints rupees: `28800`, or `17687.50` when there are paise. */
export function rupeeCell(value: string | null): string {
  if (value === null) return '';
  const paise = toPaise(value);
  return paise % 100 === 0 ? String(paise / 100) : money(paise);
}

/** Rupees -> lakh with two decimals as the old report prints them (`185000.00` -> `1.85`), half up. */
export function lakhCell(value: string | null): string {
  if (value === null) return '';
  const thousands = Math.round(toPaise(value) / 100000); // 1/100 lakh = 1000 rupees
  return `${Math.floor(thousands / 100)}.${String(thousands % 100).padStart(2, '0')}`;
}

/** What a lakh cell reads back as, in rupees (the old layout's resolution is 1000 rupees). */
export function lakhRounded(value: string | null): string | null {
  if (value === null) return null;
  return money(Math.round(toPaise(value) / 100000) * 100000);
}

// ---------- HTML and queries ----------

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function esc(text: string | number | null | undefined): string {
  if (text === null || text === undefined) return '';
  return String(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * A query value as the fixture writes it: percent-encoded like encodeURIComponent, but `/` kept raw
 * (work codes, as in the samples) and `'` encoded too, so that `new URL(href, page)` leaves every byte
 * as written (the WHATWG URL parser would otherwise encode `'` in a query).
 */
export function encodeValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/%2F/gi, '/')
    .replace(/'/g, '%27')
    .replace(/[!()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function buildQuery(params: readonly (readonly [string, string])[]): string {
  return params.map(([k, v]) => `${k}=${encodeValue(v)}`).join('&');
}

/** The fixture's Digest: first 22 characters of base64(MD5('mis-fixture|' + query without `&Digest=...`)). */
export function digestOf(query: string): string {
  return createHash('md5').update(`mis-fixture|${query}`).digest('base64').slice(0, 22);
}

/** `query` with `&Digest=<digest>` appended (raw: may hold `+` and `/`). */
export function signQuery(query: string): string {
  return `${query}&Digest=${digestOf(query)}`;
}

/**
 * Splits a raw query string into the part the Digest signs (every parameter but Digest, in order, bytes
 * untouched) and the Digest as sent (percent-decoded, `+` kept), or null when there is none.
 */
export function splitDigest(rawQuery: string): { signed: string; digest: string | null } {
  if (!rawQuery) return { signed: '', digest: null };
  const parts = rawQuery.split('&');
  let digest: string | null = null;
  const kept: string[] = [];
  for (const part of parts) {
    if (/^digest=/i.test(part)) {
      const raw = part.slice(part.indexOf('=') + 1);
      try {
        digest = decodeURIComponent(raw);
      } catch {
        digest = raw;
      }
    } else kept.push(part);
  }
  return { signed: kept.join('&'), digest };
}
