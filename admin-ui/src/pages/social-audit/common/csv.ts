import { downloadCSV } from 'react-admin';
import { CSV_BOM, csvCell } from '@server/common/csv/csv-cell';

export type CsvCell = string | number | null | undefined;

/**
 * The table as CSV lines joined by CRLF, each cell by the portal's one CSV rule (the server's
 * server/src/common/csv/csv-cell.ts): quoted when it holds a separator, a quote
 * or a line break; text a spreadsheet would run as a formula gets an apostrophe; numbers, and
 * amounts sent as decimal text (`-12.50`), stay numbers.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** Saves the table as `<name>.csv`, with a byte order mark so Excel reads Kannada names right. */
export function exportCsv(name: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  downloadCSV(`${CSV_BOM}${toCsv(header, rows)}`, name);
}
