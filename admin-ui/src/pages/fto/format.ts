/**
 * Helpers of the verification screens that are not formats: ratios travel as the wage share and
 * show as wage:material; counts; links from the MIS mirror. Dates, times and money are written by
 * the one format module, i18n/format.ts.
 */
const toNumber = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

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
