/**
 * The financial-year lists every year filter offers (issue 26 item 6). The server computes them
 * from its clock and answers them in `GET /api/site` (`years`), so a new year appears on 1 April
 * whatever the device's date, and the server accepts exactly what the lists offer. The last answer
 * is kept on the device for a start without network; only a device that has never reached the
 * server falls back to its own date.
 */
export interface YearLists {
  current: string;
  /** Social audit report filters (from 2016-2017). */
  issues: string[];
  /** Account statements (from 2013-2014). */
  statements: string[];
  /** FTO verification schedules (from 2010-2011). */
  schedules: string[];
}

const FIRST = { issues: 2016, statements: 2013, schedules: 2010 } as const;
const KEPT = 'portal.yearLists';
const YEAR = /^([0-9]{4})-([0-9]{4})$/;

const isYear = (value: unknown): value is string => {
  const m = typeof value === 'string' ? YEAR.exec(value) : null;
  return m !== null && Number(m[2]) === Number(m[1]) + 1;
};
const isYearList = (value: unknown): value is string[] => Array.isArray(value) && value.length > 0 && value.every(isYear);

/** The lists of the server's answer, or null when the answer has none that make sense. */
export function readYearLists(value: unknown): YearLists | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isYear(v.current) || !isYearList(v.issues) || !isYearList(v.statements) || !isYearList(v.schedules)) return null;
  return { current: v.current, issues: v.issues, statements: v.statements, schedules: v.schedules };
}

/** The lists for a date on the device (India's calendar), for a device that never reached the server. */
export function yearListsOf(now: Date): YearLists {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  const start = m >= 4 ? y : y - 1;
  const from = (first: number) => Array.from({ length: start - first + 1 }, (_, i) => `${first + i}-${first + i + 1}`);
  return {
    current: `${start}-${start + 1}`,
    issues: from(FIRST.issues),
    statements: from(FIRST.statements),
    schedules: from(FIRST.schedules),
  };
}

export function keptYearLists(): YearLists | null {
  try {
    return readYearLists(JSON.parse(localStorage.getItem(KEPT) ?? 'null'));
  } catch {
    return null;
  }
}

export function keepYearLists(lists: YearLists): void {
  try {
    localStorage.setItem(KEPT, JSON.stringify(lists));
  } catch {
    // A full or blocked storage only costs the offline start its lists.
  }
}
