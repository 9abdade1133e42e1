/**
 * Table reading shared by the page parsers (README §5 "Parser rule"): find a table by the text of
 * its header cells (never by position), read a multi-row header (rowspan/colspan) into one label
 * per column, map fields to columns by label, and name what is missing when a label is not there.
 * Works on bare DOM nodes: a page is parsed once and no cell is re-parsed.
 */
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { MisPageError, type Money } from '../types.js';
import { cleanText, nodeText, parseMoney } from './values.js';

/**
 * Parses a page (or an UpdatePanel's HTML) once. htmlparser2 (cheerio's `xml` option with `xmlMode:
 * false`: HTML rules, void elements, entities) rather than parse5: about twice as fast on a 1,000-row
 * report, and it keeps each element's source offsets, by which a table that never closed is told.
 */
export function loadPage(html: string): cheerio.CheerioAPI {
  return cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true, withStartIndices: true, withEndIndices: true } });
}

/** An ordinary element (htmlparser2 gives `<script>` and `<style>` types of their own). */
export function isElement(node: AnyNode): node is Element {
  const type: string = node.type;
  return type === 'tag';
}

/** The rows of a table itself (through thead/tbody/tfoot), not those of tables nested in its cells. */
export function rowsOf(table: Element): Element[] {
  const rows: Element[] = [];
  for (const child of table.children) {
    if (!isElement(child)) continue;
    if (child.name === 'tr') rows.push(child);
    else if (child.name === 'tbody' || child.name === 'thead' || child.name === 'tfoot') {
      for (const tr of child.children) if (isElement(tr) && tr.name === 'tr') rows.push(tr);
    }
  }
  return rows;
}

/** The td/th cells of a row. */
export function cellsOf(tr: Element): Element[] {
  const cells: Element[] = [];
  for (const c of tr.children) if (isElement(c) && (c.name === 'td' || c.name === 'th')) cells.push(c);
  return cells;
}

/** Lower case, every run of non-alphanumerics one space: "S. No." -> "s no", "Sanction Amount (in Rs)" -> "sanction amount in rs". */
export function labelKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function span(el: Element, attr: 'rowspan' | 'colspan'): number {
  const n = Number.parseInt(el.attribs[attr] ?? '1', 10);
  return Number.isFinite(n) && n >= 1 && n <= 1000 ? n : 1;
}

/** Width of a row counting colspans. */
export function rowWidth(cells: Element[]): number {
  let w = 0;
  for (const c of cells) w += span(c, 'colspan');
  return w;
}

/** A row's texts laid on the header's columns: a cell spanning n columns gives its text then n-1 blanks (Total rows). */
export function spreadRow(cells: Element[], texts: string[]): string[] {
  const out: string[] = [];
  cells.forEach((c, i) => {
    out.push(texts[i] ?? '');
    for (let k = 1; k < span(c, 'colspan'); k++) out.push('');
  });
  return out;
}

/** A Total row: its serial cell is no number and one cell says "Total" (README §2 C sample, §3 G codef.js). */
export function isTotalRow(texts: string[], serialIndex: number): boolean {
  return !/^\d+\.?$/.test(texts[serialIndex] ?? '') && texts.some((t) => /^(grand )?total$/i.test(t));
}

/** One column of a header: its group label (top row) and sub label (lower row, '' when the header cell spans both). */
export interface HeaderColumn {
  index: number;
  group: string;
  sub: string;
  /** `group / sub`, or `group` alone: what error messages show. */
  label: string;
  groupKey: string;
  subKey: string;
}

export interface TableHeader {
  table: Element;
  rows: Element[];
  /** Index in `rows` of the first row after the header. */
  bodyStart: number;
  columns: HeaderColumn[];
}

/**
 * Reads the header that starts at `rows[start]`: that row, plus each next row still covered by a
 * rowspan from above or made of `th` cells only (the sub-header row of the new dynamic layout, README §1).
 */
export function readHeader(table: Element, rows: Element[], start: number): TableHeader {
  const grid: string[][] = [];
  // pending[col] = rows still covered below by a rowspan cell.
  const pending: number[] = [];
  let r = start;
  for (; r < rows.length; r++) {
    const row = rows[r];
    if (!row) break;
    const cells = cellsOf(row);
    if (r > start) {
      const covered = pending.some((n) => n > 0);
      const allTh = cells.length > 0 && cells.every((c) => c.name === 'th');
      if (!covered && !allTh) break;
    }
    const line: string[] = [];
    let col = 0;
    const take = (): void => {
      while ((pending[col] ?? 0) > 0) {
        line[col] = grid[grid.length - 1]?.[col] ?? '';
        pending[col] = (pending[col] ?? 0) - 1;
        col++;
      }
    };
    for (const cell of cells) {
      take();
      const text = nodeText(cell);
      const cs = span(cell, 'colspan');
      const rs = span(cell, 'rowspan');
      for (let k = 0; k < cs; k++) {
        line[col] = text;
        pending[col] = rs - 1;
        col++;
      }
    }
    take();
    grid.push(line);
  }
  const width = Math.max(0, ...grid.map((l) => l.length));
  const columns: HeaderColumn[] = [];
  for (let c = 0; c < width; c++) {
    const texts: string[] = [];
    for (const line of grid) {
      const t = line[c] ?? '';
      if (t !== '' && texts[texts.length - 1] !== t) texts.push(t);
    }
    const group = texts[0] ?? '';
    const sub = texts.length > 1 ? (texts[texts.length - 1] ?? '') : '';
    columns.push({ index: c, group, sub, label: sub ? `${group} / ${sub}` : group, groupKey: labelKey(group), subKey: labelKey(sub) });
  }
  return { table, rows, bodyStart: r, columns };
}

/**
 * The first table (document order) with a row among its first rows whose cell labels satisfy `accept`
 * (given the labelKey of each cell). Only a table's own rows count, so a layout table wrapping the
 * report never matches (README §1: L's "first table containing the text" would pick it).
 */
export function findHeader(
  $: cheerio.CheerioAPI,
  accept: (keys: string[]) => boolean,
  scope?: cheerio.Cheerio<Element>,
): TableHeader | null {
  const tables = (scope ? scope.find('table') : $('table')).toArray();
  for (const table of tables) {
    const rows = rowsOf(table);
    const limit = Math.min(rows.length, 6);
    for (let r = 0; r < limit; r++) {
      const row = rows[r];
      if (!row) continue;
      const cells = cellsOf(row);
      if (cells.length < 2) continue;
      if (accept(cells.map((c) => labelKey(nodeText(c))))) return readHeader(table, rows, r);
    }
  }
  return null;
}

/** True for the column-number row under a header (`1 2 3 ... N`, README §1 [I]). */
export function isNumberRow(texts: string[]): boolean {
  if (texts.length < 3) return false;
  for (let i = 0; i < texts.length; i++) if (texts[i] !== String(i + 1)) return false;
  return true;
}

/**
 * Throws 'truncated' when the table's own `</table>` never came: the page or delta was cut inside it
 * (htmlparser2 closes what is still open at the end, or at an outer closing tag, and the source then
 * ends with something else). `html` is the text the page was loaded from.
 */
export function assertClosed(table: Element, html: string, page: string, what: string): void {
  const { startIndex, endIndex } = table;
  if (startIndex === null || endIndex === null) return;
  const tail = html.slice(Math.max(startIndex, endIndex - 16), endIndex + 1);
  if (!/<\/table\s*>?$/i.test(tail)) {
    throw new MisPageError(
      'truncated',
      page,
      `the ${what} table is cut short: its closing </table> is missing (the answer ended inside it)`,
    );
  }
}

/** How a field finds its column: group label and, for grouped columns, sub label (both on labelKey text). */
export interface ColumnSpec<F extends string> {
  field: F;
  /** A readable name for messages, e.g. `"Sanction Amount (in Rs) / Wages"`. */
  name: string;
  group: RegExp;
  sub?: RegExp;
  required: boolean;
}

/** Field -> column index, for the specs that found a column. */
export type ColumnMap<F extends string> = Partial<Record<F, number>>;

/**
 * Maps each spec to the first unused column whose labels match. A spec with `sub` needs a grouped
 * column (group + sub); a spec without `sub` needs a single-level column. Required specs that find
 * nothing are refused with 'layout-changed', naming them and the header labels nobody claimed (a
 * renamed column shows up there).
 */
export function mapColumns<F extends string>(header: TableHeader, specs: ColumnSpec<F>[], page: string, what: string): ColumnMap<F> {
  const map: ColumnMap<F> = {};
  const used = new Set<number>();
  const missing: string[] = [];
  for (const spec of specs) {
    const col = header.columns.find(
      (c) => !used.has(c.index) && spec.group.test(c.groupKey) && (spec.sub ? spec.sub.test(c.subKey) : c.subKey === ''),
    );
    if (col) {
      map[spec.field] = col.index;
      used.add(col.index);
    } else if (spec.required) missing.push(`"${spec.name}"`);
  }
  if (missing.length > 0) {
    const unknown = header.columns.filter((c) => !used.has(c.index) && c.label !== '').map((c) => `"${c.label}" (column ${c.index + 1})`);
    throw new MisPageError(
      'layout-changed',
      page,
      `the ${what} table lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` +
        (unknown.length > 0 ? `; header labels not recognised (renamed or moved?): ${unknown.join(', ')}` : '') +
        `; the header read was: ${header.columns.map((c) => `${c.index + 1}=${c.label || '(blank)'}`).join(' | ')}`,
    );
  }
  return map;
}

/**
 * Runs a value reader (parseMoney, parseDate, ...) on a cell and, when it refuses the value, says
 * where: `row 3 (work 1515001001/IF/93393042892), column "Work Started Date": "31-02-2024" is not a real date`.
 */
export function readCell<T>(read: (text: string, page: string) => T, text: string, page: string, where: string, column: string): T {
  try {
    return read(text, page);
  } catch (err) {
    if (err instanceof MisPageError && err.kind === 'bad-value') {
      const detail = err.message.startsWith(`${page}: `) ? err.message.slice(page.length + 2) : err.message;
      throw new MisPageError('bad-value', page, `${where}, column "${column}": ${detail}`);
    }
    throw err;
  }
}

/** What a page parser needs of its table: the header, the field -> column map, the width and a label per column. */
export interface LocatedTable<F extends string> {
  header: TableHeader;
  cols: ColumnMap<F>;
  /** Columns of the header. */
  width: number;
  /** Each column's label for messages: its header label, or `column N` when the header cell is blank. */
  labels: string[];
}

/** How locateTable finds a page's table and maps its columns. */
export interface TableLookup<F extends string> {
  /** The table's name in messages: "works", "FTO transactions". */
  what: string;
  /** Header-row tests (see findHeader), tried in turn: a later one only when no table passes the earlier. */
  match: ((keys: string[]) => boolean)[];
  /** The column specs, or a function choosing them from the header found (a layout decided by the header). */
  columns: ColumnSpec<F>[] | ((header: TableHeader) => ColumnSpec<F>[]);
  /** The 'layout-changed' message when no table passes. */
  notFound: string;
  /** Map the columns before asserting the table closed (the works table's order); the default is the reverse. */
  columnsFirst?: boolean;
}

/**
 * Finds a page's table by its header (findHeader), refuses a missing one as 'layout-changed' with
 * `notFound`, refuses one cut short as 'truncated' (assertClosed) and maps its columns (mapColumns).
 * `html` is the text the page was loaded from.
 */
export function locateTable<F extends string>($: cheerio.CheerioAPI, html: string, page: string, lookup: TableLookup<F>): LocatedTable<F> {
  let header: TableHeader | null = null;
  for (const accept of lookup.match) {
    header = findHeader($, accept);
    if (header) break;
  }
  if (!header) throw new MisPageError('layout-changed', page, lookup.notFound);
  const specs = typeof lookup.columns === 'function' ? lookup.columns(header) : lookup.columns;
  let cols: ColumnMap<F>;
  if (lookup.columnsFirst) {
    cols = mapColumns(header, specs, page, lookup.what);
    assertClosed(header.table, html, page, lookup.what);
  } else {
    assertClosed(header.table, html, page, lookup.what);
    cols = mapColumns(header, specs, page, lookup.what);
  }
  return { header, cols, width: header.columns.length, labels: labelsOf(header) };
}

/**
 * Each column's label for messages: its header label, or `column N` when blank (only a spec whose
 * group pattern accepts a blank label can map such a column).
 */
export function labelsOf(header: TableHeader): string[] {
  return header.columns.map((c) => c.label || `column ${c.index + 1}`);
}

/** A body row of a table: its index in `header.rows`, its cells and their texts, and `row N` (index + 1) for messages. */
export interface BodyRow {
  index: number;
  cells: Element[];
  texts: string[];
  where: string;
}

/**
 * The rows after a table's header, less those that are no data: a row without cells, the
 * column-number row (isNumberRow) and a single cell spanning the whole table (a note such as
 * "No Record Found", or a pager).
 */
export function* bodyRows(header: TableHeader): Generator<BodyRow> {
  const width = header.columns.length;
  for (let r = header.bodyStart; r < header.rows.length; r++) {
    const tr = header.rows[r];
    if (!tr) continue;
    const cells = cellsOf(tr);
    if (cells.length === 0) continue;
    const texts = cells.map((c) => nodeText(c));
    if (isNumberRow(texts)) continue;
    if (cells.length === 1 && rowWidth(cells) >= width) continue;
    yield { index: r, cells, texts, where: `row ${r + 1}` };
  }
}

/**
 * A Total row's texts laid on the header's columns (spreadRow), or null when the row is no Total row
 * (isTotalRow on the serial column). Refused as 'truncated' when they do not cover the `width` columns
 * of the header; `what` names the table in the message.
 */
export function totalRowTexts(row: BodyRow, serialIndex: number, width: number, page: string, what: string): string[] | null {
  if (!isTotalRow(row.texts, serialIndex)) return null;
  const spread = spreadRow(row.cells, row.texts);
  if (spread.length !== width) {
    throw new MisPageError(
      'truncated',
      page,
      `the Total row of the ${what} table spans ${spread.length} columns where the header has ${width}`,
    );
  }
  return spread;
}

/** A field's text: cleaned, null when blank or "-" or when the field has no column. */
export function textReader<F extends string>(cols: ColumnMap<F>, texts: string[]): (field: F) => string | null {
  return (field) => {
    const i = cols[field];
    const t = i === undefined ? '' : cleanText(texts[i] ?? '');
    return t === '' || t === '-' ? null : t;
  };
}

/** A value reader for cells of rupees. */
export const parseRupees = (text: string, page: string): Money => parseMoney(text, 'rupee', page);

/**
 * Reads a field's cell with a value reader through readCell (a refusal names `where` and the column's
 * label); null when the field has no column. `texts` is the row's; a Total row passes its spread texts as `row`.
 */
export function fieldReader<F extends string>(
  cols: ColumnMap<F>,
  labels: string[],
  texts: string[],
  page: string,
  where: string,
): <T>(field: F, read: (text: string, page: string) => T, row?: string[]) => T | null {
  return (field, read, row = texts) => {
    const i = cols[field];
    return i === undefined ? null : readCell(read, row[i] ?? '', page, where, labels[i] ?? field);
  };
}

/** fieldReader for money in rupees: `money(field)`, or `money(field, spread)` on a Total row. */
export function rupeeReader<F extends string>(
  cols: ColumnMap<F>,
  labels: string[],
  texts: string[],
  page: string,
  where: string,
): (field: F, row?: string[]) => Money {
  const read = fieldReader(cols, labels, texts, page, where);
  return (field, row) => read(field, parseRupees, row);
}
