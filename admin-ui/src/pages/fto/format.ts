/**
 * Display forms of the verification screens (spec 2 §9, spec-decisions "General"): dates travel
 * as ISO yyyy-mm-dd and show as dd/mm/yyyy; money travels as decimal strings and shows in
 * rupees with two decimals; ratios travel as the wage share and show as wage:material.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const DMY_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

export function displayDate(value: string | null | undefined): string {
  if (!value) return '';
  if (DMY_DATE.test(value)) return value;
  const match = ISO_DATE.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** The yyyy-mm-dd part of an ISO date or timestamp, for `<input type="date">`. */
export function isoDate(value: string | null | undefined): string {
  const match = ISO_DATE.exec(value ?? '');
  return match ? `${match[1]}-${match[2]}-${match[3]}` : '';
}

export function displayDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

const toNumber = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** Rupees with two decimals and Indian digit grouping; empty when there is no figure. */
export function money(value: string | number | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function percent(value: string | number | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : n.toFixed(2);
}

/** `60` -> `60:40`; none where the server has no ratio (an estimate of 0). */
export function ratio(wageShare: string | number | null | undefined): string {
  const n = toNumber(wageShare);
  return n === null ? '' : `${Math.round(n)}:${100 - Math.round(n)}`;
}

export function count(value: string | number | null | undefined): number {
  return toNumber(value) ?? 0;
}

/**
 * A link from the MIS mirror, only if it leads to a web page (http or https); anything else (a
 * `javascript:` link of a compromised MIS page) is treated as no link (issue 25). The server keeps
 * no other since then; this is the second line, where the link is rendered.
 */
export function webLink(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'http:' || protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
