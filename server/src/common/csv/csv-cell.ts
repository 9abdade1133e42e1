/**
 * The portal's one CSV cell rule, for the server's exports (csv-writer.ts) and the UI's
 * (admin-ui imports this file by the `@server/` alias, as it imports the message catalog): no
 * imports, so both sides can load it.
 *
 * A cell is quoted when it holds a comma, a quote or a line break. Text a spreadsheet would run
 * as a formula (= + - @ tab or return first) gets a leading apostrophe, unless it is a plain
 * number: numbers stay numbers, whether they come as numbers (`-12.5`) or as the decimal text
 * amounts travel in (`-12.50`); `-x`, `-1+2` or `+91` are neutralised.
 */

/** A CSV cell: text, or a number written as JavaScript writes it; nothing is an empty cell. */
export type CsvValue = string | number;

/** The byte order mark every export starts with, so that Excel reads Kannada names right. */
export const CSV_BOM = '\uFEFF';

/** A plain decimal number written as text: a spreadsheet reads it as that number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell, by the rule above. */
export function csvCell(value: CsvValue | null | undefined): string {
  if (typeof value === 'number') return String(value);
  let text = value ?? '';
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, its CRLF included. */
export function csvLine(cells: readonly (CsvValue | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
