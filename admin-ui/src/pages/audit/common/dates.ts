/**
 * Dates of the social audit screens: the API speaks ISO `yyyy-mm-dd`, officers read and type
 * `dd/mm/yyyy` (docs decisions). Conversions are on the text, never through `Date` and a time
 * zone, so a date can not move by a day.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})/;
const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const valid = (year: number, month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);

/** `2024-03-05` (or a timestamp starting so) as `05/03/2024`; anything else as given. */
export function showDate(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const match = ISO.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** A timestamp as `dd/mm/yyyy hh:mm` in the browser's time zone (for "filed at" times). */
export function showDateTime(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** What an officer typed (`5/3/2024` or `05/03/2024`) as `2024-03-05`; null when it is no real date. */
export function isoFromTyped(text: string): string | null {
  const match = DMY.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || !valid(year, month, day)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Why typed text is not a date: 'no-such' when it is written dd/mm/yyyy but the calendar has no
 * such day (31/02/2030), 'format' otherwise; null when it is a real date.
 */
export function typedDateProblem(text: string): 'no-such' | 'format' | null {
  if (isoFromTyped(text) !== null) return null;
  const match = DMY.exec(text.trim());
  if (!match) return 'format';
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1900 && !valid(year, month, day) ? 'no-such' : 'format';
}
