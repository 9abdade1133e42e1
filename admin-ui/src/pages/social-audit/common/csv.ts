import { downloadCSV } from 'react-admin';

export type CsvCell = string | number | null | undefined;

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break. Text starting with
 * = + - @ (or a tab/return) is prefixed with an apostrophe so a spreadsheet does not run it as
 * a formula; amounts and counts are numbers-as-text of digits and stay as they are.
 */
function cell(value: CsvCell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
}

/** Saves the table as `<name>.csv`, with a byte order mark so Excel reads Kannada names right. */
export function exportCsv(name: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  downloadCSV(`\uFEFF${toCsv(header, rows)}`, name);
}
