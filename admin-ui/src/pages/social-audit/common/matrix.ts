import { localName } from '../../../i18n/names';
import { toPaise } from './money';
import { ISSUE_TYPES } from './years';

/** One cell of a location x issue type report: a count and amounts in paise. */
export interface Cell {
  count: number;
  /** Named amounts of the cell (`amount`, `recovered`, ...), in paise. */
  paise: Record<string, bigint>;
  /** Further counts of the cell (`recovered_count`, ...). */
  counts: Record<string, number>;
}

export interface MatrixRow {
  code: string;
  /** The location's name in the screen's language (Kannada in Kannada mode where there is one). */
  name: string;
  cells: Record<string, Cell>;
  total: Cell;
}

export interface Matrix {
  rows: MatrixRow[];
  /** Per issue type over all locations. */
  columnTotals: Record<string, Cell>;
  grandTotal: Cell;
}

interface ReportRowLike {
  location_code: string;
  location_name: string;
  location_name_kn?: string | null;
  issue_type: string;
  issue_count: number | string;
}

const emptyCell = (): Cell => ({ count: 0, paise: {}, counts: {} });

function add(into: Cell, from: Cell) {
  into.count += from.count;
  for (const [name, value] of Object.entries(from.paise)) into.paise[name] = (into.paise[name] ?? 0n) + value;
  for (const [name, value] of Object.entries(from.counts)) into.counts[name] = (into.counts[name] ?? 0) + value;
}

const whole = (value: unknown) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/**
 * The server answers one row per location and issue type (docs/socialaudit-api.md); the screen
 * shows a matrix with row totals and a grand total. Amounts add up in paise (bigint) and counts
 * as whole numbers, so the totals are exact. `amounts` names the money fields to carry and
 * `counts` further count fields. Locations are named in the language of `locale`.
 */
export function buildMatrix<Row extends ReportRowLike>(
  rows: readonly Row[],
  amounts: Record<string, keyof Row>,
  counts: Record<string, keyof Row> = {},
  locale = 'en',
): Matrix {
  const byCode = new Map<string, MatrixRow>();
  const columnTotals: Record<string, Cell> = Object.fromEntries(ISSUE_TYPES.map((type) => [type, emptyCell()]));
  const grandTotal = emptyCell();
  for (const row of rows) {
    let entry = byCode.get(row.location_code);
    if (!entry) {
      entry = { code: row.location_code, name: localName(row.location_name, row.location_name_kn, locale), cells: {}, total: emptyCell() };
      byCode.set(row.location_code, entry);
    }
    const cell: Cell = { count: whole(row.issue_count), paise: {}, counts: {} };
    for (const [name, field] of Object.entries(amounts)) cell.paise[name] = toPaise(row[field]) ?? 0n;
    for (const [name, field] of Object.entries(counts)) cell.counts[name] = whole(row[field]);
    const existing = (entry.cells[row.issue_type] ??= emptyCell());
    add(existing, cell);
    add(entry.total, cell);
    add((columnTotals[row.issue_type] ??= emptyCell()), cell);
    add(grandTotal, cell);
  }
  const sorted = [...byCode.values()].sort(
    (a, b) => a.name.localeCompare(b.name, locale === 'kn' ? 'kn-IN' : 'en-IN') || a.code.localeCompare(b.code),
  );
  return { rows: sorted, columnTotals, grandTotal };
}

export const cellOf = (cells: Record<string, Cell>, type: string): Cell => cells[type] ?? emptyCell();
