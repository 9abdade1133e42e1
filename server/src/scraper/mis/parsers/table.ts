/**
 * Table reading shared by the page parsers (README §5 "Parser rule"): find a table by the text of
 * its header cells (never by position), read a multi-row header (rowspan/colspan) into one label
 * per column, map fields to columns by label, and name what is missing when a label is not there.
 *
 * The rules work on a light model of a page's tables (Table, Row, Cell), read one of two ways:
 * - scanTables: straight from the HTML with htmlparser2's streaming parser, keeping only tables,
 *   their rows and their cells' text (no DOM of the page is built). For the big reports (a
 *   panchayat's works: thousands of rows), where building a DOM was most of the parse time.
 * - domTables: from a page loaded with loadPage, when the parser also needs the rest of the page
 *   (form controls, links, an element by id); each cell keeps its DOM element.
 * Both read the same tokens with the same HTML rules (htmlparser2, implied closes included), so a
 * page gives the same tables either way (table.spec.ts checks this on every sample page).
 */
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { Parser } from 'htmlparser2';
import { MisPageError, type Money } from '../types.js';
import { cleanText, parseMoney, rawText } from './values.js';

/** The options both readings parse with: HTML rules, entities decoded, void elements known. */
const HTML_OPTIONS = { xmlMode: false, decodeEntities: true } as const;

/**
 * Parses a page (or an UpdatePanel's HTML) once. htmlparser2 (cheerio's `xml` option with `xmlMode:
 * false`: HTML rules, void elements, entities) rather than parse5: about twice as fast on a 1,000-row
 * report, and it keeps each element's source offsets, by which a table that never closed is told.
 */
export function loadPage(html: string): cheerio.CheerioAPI {
  return cheerio.load(html, { xml: { ...HTML_OPTIONS, withStartIndices: true, withEndIndices: true } });
}

/** A td or th of a row: its spans and its raw text (`<br>` as a space, scripts and styles left out, not cleaned). */
export interface Cell {
  readonly name: 'td' | 'th';
  readonly colspan: number;
  readonly rowspan: number;
  readonly raw: string;
  /** The cell's element, when the table was read from a DOM (domTables). */
  readonly element?: Element;
}

export interface Row {
  readonly cells: Cell[];
}

/** A table's own rows (through thead/tbody/tfoot, never those of tables nested in its cells) and its source offsets. */
export interface Table {
  /** Offset of its `<table` in the source, and of the last character of its closing tag (null when unknown). */
  readonly startIndex: number | null;
  readonly endIndex: number | null;
  readonly rows: Row[];
}

/** A cell's text: trimmed, whitespace and &nbsp; collapsed. */
export function textOf(cell: Cell): string {
  return cleanText(cell.raw);
}

/** A span attribute: a whole number from 1 to 1,000, else 1. */
function spanOf(value: string | undefined): number {
  if (value === undefined) return 1;
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= 1 && n <= 1000 ? n : 1;
}

/** What an open element is while scanning. */
const enum Kind {
  Plain,
  Section,
  Skip,
  Table,
  Row,
  Cell,
}

/** An open element while scanning: the table, row or cell it is (which is its own frame), or a marker. */
type Frame = { readonly kind: Kind.Plain | Kind.Section | Kind.Skip } | ScanTable | ScanRow | ScanCell;

class ScanTable implements Table {
  readonly kind = Kind.Table;
  endIndex: number | null = null;
  readonly rows: Row[] = [];
  constructor(readonly startIndex: number) {}
}

class ScanRow implements Row {
  readonly kind = Kind.Row;
  readonly cells: Cell[] = [];
}

class ScanCell implements Cell {
  readonly kind = Kind.Cell;
  raw = '';
  constructor(
    readonly name: 'td' | 'th',
    readonly colspan: number,
    readonly rowspan: number,
  ) {}
}

/** The frames of elements that are none of those (shared: most elements of a page are cells or plain). */
const PLAIN: Frame = { kind: Kind.Plain };
const SECTION: Frame = { kind: Kind.Section };
const SKIP: Frame = { kind: Kind.Skip };

/** HTML whitespace (the tokenizer's; `\s` would also take no-break and other spaces). */
const WS = '[ \\t\\n\\r\\f]';
/** Attributes as plainly written: lower-case-able names, double-quoted values without entities. */
const ATTRS = `((?:${WS}+[a-zA-Z][a-zA-Z-]*="[^"&<>]*")*)`;
const ROW_OPEN = new RegExp(`${WS}*<[tT][rR]${ATTRS}${WS}*>`, 'y');
const ROW_CLOSE = new RegExp(`${WS}*</[tT][rR]${WS}*>`, 'y');
/** A cell of plain text: no markup, no entity, no NUL inside, closed by its own end tag. */
const CELL = new RegExp(`${WS}*<([tT][dDhH])${ATTRS}${WS}*>([^<&\\0]*)</\\1${WS}*>`, 'y');
const ATTR = new RegExp(`${WS}+([a-zA-Z][a-zA-Z-]*)="([^"&<>]*)"`, 'g');

/** The attributes of a plainly written tag (the first of a repeated name wins, as the tokenizer keeps it). */
function plainAttributes(text: string): Record<string, string> {
  const attribs: Record<string, string> = {};
  if (text === '') return attribs;
  ATTR.lastIndex = 0;
  for (let m = ATTR.exec(text); m; m = ATTR.exec(text)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!(name in attribs)) attribs[name] = m[2] ?? '';
  }
  return attribs;
}

/**
 * Reads plainly written rows from `at` on (see scanTables) into `table`; answers where they end
 * (`at` when the first row is not plain). A row counts only whole: `<tr>` and `</tr>`, and between
 * them only cells of plain text, each closed by its own end tag.
 */
function plainRows(html: string, at: number, table: ScanTable): number {
  let pos = at;
  for (;;) {
    ROW_OPEN.lastIndex = pos;
    if (!ROW_OPEN.test(html)) return pos;
    let p = ROW_OPEN.lastIndex;
    const row = new ScanRow();
    for (;;) {
      CELL.lastIndex = p;
      const m = CELL.exec(html);
      if (!m) break;
      const attribs = plainAttributes(m[2] ?? '');
      const cell = new ScanCell((m[1] ?? '').toLowerCase() === 'th' ? 'th' : 'td', spanOf(attribs.colspan), spanOf(attribs.rowspan));
      cell.raw = m[3] ?? '';
      row.cells.push(cell);
      p = CELL.lastIndex;
    }
    ROW_CLOSE.lastIndex = p;
    if (!ROW_CLOSE.test(html)) return pos;
    table.rows.push(row);
    pos = ROW_CLOSE.lastIndex;
  }
}

/**
 * Every table of a page, in document order (a nested table after the one holding it), read in one
 * streaming pass. A row belongs to the table it sits in directly or through thead/tbody/tfoot; a
 * cell to the row it sits in directly; a cell's text is all text under it (that of nested tables
 * too, as a DOM's would be).
 *
 * The page goes to htmlparser2 in pieces that end after a `</tr>`. Where one ends right after a row
 * the parser closed, in a table (or its tbody) with no cell of an outer table open, the plainly
 * written rows that follow (plainRows: most of a report's thousands) are read by three anchored
 * regular expressions and not given to the parser at all: such rows open and close within
 * themselves, so the parser's state after them is what it was before, and the parser reads them
 * no differently (table.spec.ts holds both readings equal on every sample page, on generated
 * reports cut at many points, and on hand-written odd markup). Offsets the parser reports are moved
 * on by what it was not given.
 */
export function scanTables(html: string): Table[] {
  const tables: Table[] = [];
  const stack: Frame[] = [];
  const openCells: ScanCell[] = [];
  let skipping = 0;
  /** Characters read by plainRows, not given to the parser, so far. */
  let skipped = 0;
  /** Where in the page the parser last read a `</tr>` that closed a row (its `>`). */
  let rowClosedAt = -1;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const parent = stack[stack.length - 1];
        let frame: Frame = PLAIN;
        if (name === 'td' || name === 'th') {
          if (parent?.kind === Kind.Row) {
            const cell = new ScanCell(name === 'th' ? 'th' : 'td', spanOf(attribs.colspan), spanOf(attribs.rowspan));
            parent.cells.push(cell);
            openCells.push(cell);
            frame = cell;
          }
        } else if (name === 'tr') {
          const owner = parent?.kind === Kind.Section ? stack[stack.length - 2] : parent;
          if (owner?.kind === Kind.Table) {
            const row = new ScanRow();
            owner.rows.push(row);
            frame = row;
          }
        } else if (name === 'table') {
          const table = new ScanTable(parser.startIndex + skipped);
          tables.push(table);
          frame = table;
        } else if (name === 'br') {
          for (const cell of openCells) cell.raw += ' ';
        } else if (name === 'tbody' || name === 'thead' || name === 'tfoot') {
          if (parent?.kind === Kind.Table) frame = SECTION;
        } else if (name === 'script' || name === 'style') {
          frame = SKIP;
          skipping++;
        }
        stack.push(frame);
      },
      ontext(text) {
        if (skipping === 0) for (const cell of openCells) cell.raw += text;
      },
      onclosetag(name, implied) {
        const frame = stack.pop();
        if (!frame) return;
        if (frame.kind === Kind.Table) frame.endIndex = parser.endIndex + skipped;
        else if (frame.kind === Kind.Cell) openCells.pop();
        else if (frame.kind === Kind.Skip) skipping--;
        else if (name === 'tr' && !implied) rowClosedAt = parser.endIndex + skipped;
      },
    },
    HTML_OPTIONS,
  );
  const rowEnd = /<\/tr[ \t\n\r\f]*>/gi;
  let pos = 0;
  while (pos < html.length) {
    rowEnd.lastIndex = pos;
    const next = rowEnd.exec(html);
    const end = next ? rowEnd.lastIndex : html.length;
    parser.write(html.slice(pos, end));
    pos = end;
    if (!next || rowClosedAt !== pos - 1 || openCells.length > 0 || skipping > 0) continue;
    const top = stack[stack.length - 1];
    const table = top?.kind === Kind.Section ? stack[stack.length - 2] : top;
    if (table?.kind !== Kind.Table) continue;
    const after = plainRows(html, pos, table);
    skipped += after - pos;
    pos = after;
  }
  parser.end();
  return tables;
}

/** A cell read from a DOM: its text is taken when first asked for. */
class DomCell implements Cell {
  readonly name: 'td' | 'th';
  readonly colspan: number;
  readonly rowspan: number;
  private text: string | undefined;
  constructor(readonly element: Element) {
    this.name = element.name === 'th' ? 'th' : 'td';
    this.colspan = spanOf(element.attribs.colspan);
    this.rowspan = spanOf(element.attribs.rowspan);
  }
  get raw(): string {
    return (this.text ??= rawText(this.element.children));
  }
}

/** A table element of a DOM (loadPage) as a Table. */
export function domTable(table: Element): Table {
  return {
    startIndex: table.startIndex,
    endIndex: table.endIndex,
    rows: rowsOf(table).map((tr) => ({ cells: cellsOf(tr).map((c) => new DomCell(c)) })),
  };
}

/** The tables of a DOM (or of the part `scope` holds), in document order, as Tables. */
export function domTables($: cheerio.CheerioAPI, scope?: cheerio.Cheerio<Element>): Table[] {
  return (scope ? scope.find('table') : $('table')).toArray().map(domTable);
}

/** An ordinary element (htmlparser2 gives `<script>` and `<style>` types of their own). */
export function isElement(node: AnyNode): node is Element {
  const type: string = node.type;
  return type === 'tag';
}

/** The rows of a table element itself (through thead/tbody/tfoot), not those of tables nested in its cells. */
function rowsOf(table: Element): Element[] {
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

/** The td/th cells of a row element. */
function cellsOf(tr: Element): Element[] {
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

/** Width of a row counting colspans. */
export function rowWidth(cells: readonly Cell[]): number {
  let w = 0;
  for (const c of cells) w += c.colspan;
  return w;
}

/** A row's texts laid on the header's columns: a cell spanning n columns gives its text then n-1 blanks (Total rows). */
export function spreadRow(cells: readonly Cell[], texts: string[]): string[] {
  const out: string[] = [];
  cells.forEach((c, i) => {
    out.push(texts[i] ?? '');
    for (let k = 1; k < c.colspan; k++) out.push('');
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
  table: Table;
  rows: Row[];
  /** Index in `rows` of the first row after the header. */
  bodyStart: number;
  columns: HeaderColumn[];
}

/**
 * Reads the header that starts at `rows[start]`: that row, plus each next row still covered by a
 * rowspan from above or made of `th` cells only (the sub-header row of the new dynamic layout, README §1).
 */
export function readHeader(table: Table, rows: Row[], start: number): TableHeader {
  const grid: string[][] = [];
  // pending[col] = rows still covered below by a rowspan cell.
  const pending: number[] = [];
  let r = start;
  for (; r < rows.length; r++) {
    const row = rows[r];
    if (!row) break;
    const cells = row.cells;
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
      const text = textOf(cell);
      const cs = cell.colspan;
      const rs = cell.rowspan;
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
export function findHeader(tables: readonly Table[], accept: (keys: string[]) => boolean, maxRow = 6): TableHeader | null {
  for (const table of tables) {
    const rows = table.rows;
    const limit = Math.min(rows.length, maxRow);
    for (let r = 0; r < limit; r++) {
      const row = rows[r];
      if (!row) continue;
      const cells = row.cells;
      if (cells.length < 2) continue;
      if (accept(cells.map((c) => labelKey(textOf(c))))) return readHeader(table, rows, r);
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
export function assertClosed(table: Table, html: string, page: string, what: string): void {
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
export function locateTable<F extends string>(
  tables: readonly Table[],
  html: string,
  page: string,
  lookup: TableLookup<F>,
): LocatedTable<F> {
  let header: TableHeader | null = null;
  for (const accept of lookup.match) {
    header = findHeader(tables, accept);
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
  cells: Cell[];
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
    const cells = tr.cells;
    if (cells.length === 0) continue;
    const texts = cells.map(textOf);
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

/** The text of column `i` of a row: cleaned, null when blank or "-" or when there is no such column. */
export function textAt(i: number | undefined, texts: readonly string[]): string | null {
  const t = i === undefined ? '' : cleanText(texts[i] ?? '');
  return t === '' || t === '-' ? null : t;
}

/** A field's text (textAt its column). */
export function textReader<F extends string>(cols: ColumnMap<F>, texts: string[]): (field: F) => string | null {
  return (field) => textAt(cols[field], texts);
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
