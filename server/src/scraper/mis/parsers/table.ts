/**
 * Table reading shared by the page parsers (README §5 "Parser rule"): find a table by the text of
 * its header cells (never by position), read a multi-row header (rowspan/colspan) into one label
 * per column, map fields to columns by label, and name what is missing when a label is not there.
 * Works on bare DOM nodes: a page is parsed once and no cell is re-parsed.
 */
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { MisPageError } from '../types.js';
import { nodeText } from './values.js';

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
