/**
 * work_register.aspx (Register IV Part A) and the per-work page its links open (Part B), README §2.
 */
import type { Element } from 'domhandler';
import { MisPageError, type MaterialBillRow, type WorkRegisterDetailPage, type WorkRegisterPage, type WorkRegisterRow } from '../types.js';
import { assertNotFault } from './faults.js';
import {
  assertClosed,
  bodyRows,
  domTables,
  fieldReader,
  isElement,
  labelKey,
  labelsOf,
  loadPage,
  locateTable,
  mapColumns,
  readCell,
  readHeader,
  rupeeReader,
  textOf,
  textReader,
  totalRowTexts,
  type ColumnMap,
  type ColumnSpec,
  type Cell,
  type Table,
  type TableHeader,
} from './table.js';
import { parseDate, parseIntCell, queryParam, webHref } from './values.js';

// ---------- Part A ----------

type RegisterField =
  | 'serial'
  | 'work'
  | 'priority_no'
  | 'ts_date'
  | 'as_date'
  | 'implementing_agency'
  | 'started_on'
  | 'estimated_completion_on'
  | 'actual_completion_on'
  | 'sanctioned_unskilled'
  | 'sanctioned_material';

/** Header words from C and G's headers (README §2); the exact English wording is partly [I], hence the loose patterns. */
const REGISTER_COLUMNS: ColumnSpec<RegisterField>[] = [
  { field: 'serial', name: 'S No.', group: /^(s|sr|sl) ?no$/, required: true },
  { field: 'work', name: 'Work code/ Work name', group: /^work (code|name) work (name|code)$/, required: true },
  { field: 'priority_no', name: 'Priority no.', group: /^priority no/, required: false },
  { field: 'ts_date', name: 'Date of TS', group: /^date of ts$/, required: false },
  { field: 'as_date', name: 'Date of AS', group: /^date of as$/, required: false },
  { field: 'implementing_agency', name: 'Implementing agency', group: /^implementing agency/, required: false },
  { field: 'started_on', name: 'Date of Starting of work', group: /^date of start(ing)?( of (the )?work)?$/, required: false },
  { field: 'estimated_completion_on', name: 'Estimated date of completion', group: /^estimated (date of )?completion/, required: false },
  { field: 'actual_completion_on', name: 'Actual Date Of Completion', group: /^actual (date of )?completion/, required: false },
  { field: 'sanctioned_unskilled', name: 'Sanctioned Unskilled', group: /^sanctioned unskilled/, required: true },
  { field: 'sanctioned_material', name: 'Sanctioned Material', group: /^sanctioned material/, required: true },
];

const isSerialKey = (k: string): boolean => /^(s|sr|sl) ?no$/.test(k);
const isWorkKey = (k: string): boolean => /^work (code|name) work (name|code)$/.test(k);

/** A work code as registers print it inside `name(code)`: GP or block code / two letters / digits (looser than isWorkCode on purpose). */
const CODE_IN_PARENS = /^\d{7}(\d{3})?\/[A-Za-z]{2}\/[0-9A-Za-z./-]+$/;

/**
 * Register IV Part A. Rows come from every table inside the `..._Rprint` element (one table per printed
 * page, README §2: G walks them all, skipping the header and the column-number row). The work cell is
 * `name(code)`, usually a link to Part B whose href is kept exactly as written.
 */
export function parseWorkRegister(html: string, page = 'work_register.aspx'): WorkRegisterPage {
  assertNotFault(html, page);
  const $ = loadPage(html);
  // Client ids: `ctl00_ContentPlaceHolder1_Rprint` on older pages, `ContentPlaceHolder1_Rprint` on newer (README "Common mechanics").
  const print = $('[id$="Rprint"]').first();
  if (print.length === 0) throw new MisPageError('layout-changed', page, 'the register element "..._Rprint" is not on the page');
  const tables = domTables($, print);
  const rows: WorkRegisterRow[] = [];
  let found = 0;
  for (const table of tables) {
    const header = headerIn(table);
    if (!header) continue;
    found++;
    assertClosed(table, html, page, `work register (printed page ${found})`);
    const cols = mapColumns(header, REGISTER_COLUMNS, page, 'work register');
    readRegisterTable(header, cols, page, found, rows);
  }
  if (found === 0 && tables.length > 0) {
    throw new MisPageError('layout-changed', page, 'no table in "..._Rprint" has a header with "S No." and "Work code/ Work name"');
  }
  // An Rprint with no table at all is a GP with no works in the date range [I]: nothing to read.
  return { rows, tables: found };
}

/** The header of a register table: a row among its first ones with the serial and the work column. */
function headerIn(table: Table): TableHeader | null {
  const rows = table.rows;
  for (let r = 0; r < Math.min(rows.length, 4); r++) {
    const row = rows[r];
    if (!row) continue;
    const keys = row.cells.map((c) => labelKey(textOf(c)));
    if (keys.some(isSerialKey) && keys.some(isWorkKey)) return readHeader(table, rows, r);
  }
  return null;
}

function readRegisterTable(
  header: TableHeader,
  cols: ColumnMap<RegisterField>,
  page: string,
  tableNo: number,
  out: WorkRegisterRow[],
): void {
  const width = header.columns.length;
  const labels = labelsOf(header);
  for (const row of bodyRows(header)) {
    const { cells, texts } = row;
    const where = `printed page ${tableNo}, ${row.where}`;
    const serialText = (texts[cols.serial ?? 0] ?? '').replace(/\.$/, '');
    // Only numbered rows are works (a Total or note row has no S No.).
    if (!/^\d+$/.test(serialText)) continue;
    if (cells.length !== width) {
      throw new MisPageError('truncated', page, `${where} of the work register has ${cells.length} cells where the header has ${width}`);
    }
    const workCell = cells[cols.work ?? 1];
    if (!workCell) continue;
    const work = readWorkCell(workCell, texts[cols.work ?? 1] ?? '', page, where);
    const get = fieldReader(cols, labels, texts, page, where);
    const text = textReader(cols, texts);
    const rupees = rupeeReader(cols, labels, texts, page, where);
    out.push({
      serial: Number(serialText),
      work_code: work.code,
      work_name: work.name,
      detail_href: work.href,
      priority_no: text('priority_no'),
      ts_date: get('ts_date', parseDate),
      as_date: get('as_date', parseDate),
      implementing_agency: text('implementing_agency'),
      started_on: get('started_on', parseDate),
      estimated_completion_on: get('estimated_completion_on', parseDate),
      actual_completion_on: get('actual_completion_on', parseDate),
      sanctioned_unskilled: rupees('sanctioned_unskilled'),
      sanctioned_material: rupees('sanctioned_material'),
    });
  }
}

/**
 * The work cell: `Work name(WORK CODE)`, as text or as a link's text [I, README §2]. The code is what
 * the LAST parentheses hold when it looks like a work code (a name may hold parentheses of its own,
 * "Community Tank (Kalyani)"); failing that, the link's `work_code=` parameter.
 */
function readWorkCell(cell: Cell, text: string, page: string, where: string): { code: string; name: string; href: string | null } {
  const anchor = cell.element ? findAnchor(cell.element) : null;
  const written = anchor?.attribs.href ?? null;
  // Only a web link is kept (it becomes the works list's register link); the code may still be read from any.
  const href = webHref(written);
  const m = /^(.*)\(([^()]*)\)$/.exec(text);
  const inner = m?.[2]?.trim() ?? '';
  if (m && CODE_IN_PARENS.test(inner)) return { code: inner, name: (m[1] ?? '').trim(), href };
  const fromHref = written ? queryParam(written, 'work_code') : null;
  if (fromHref && CODE_IN_PARENS.test(fromHref)) return { code: fromHref, name: text, href };
  throw new MisPageError(
    'bad-value',
    page,
    `${where}, column "Work code/ Work name": "${text}" holds no work code (expected "name(code)")`,
  );
}

function findAnchor(el: Element): Element | null {
  for (const c of el.children) {
    if (!isElement(c)) continue;
    if (c.name === 'a' && c.attribs.href !== undefined) return c;
    const inner = findAnchor(c);
    if (inner) return inner;
  }
  return null;
}

// ---------- Part B ----------

type BillField = 'serial' | 'bill_no' | 'voucher_no' | 'bill_date' | 'paid' | 'due';

const BILL_COLUMNS: ColumnSpec<BillField>[] = [
  { field: 'serial', name: 'S No.', group: /^(s|sr|sl) ?no$/, required: true },
  { field: 'bill_no', name: 'Bill NO.', group: /^bill no$/, required: true },
  // C labels it "Voucher No."; its current label is [I] (README §2), so a missing one is tolerated.
  { field: 'voucher_no', name: 'Voucher No.', group: /^(voucher|material list|ml) no/, required: false },
  { field: 'bill_date', name: 'Bill Date', group: /^bill date$/, required: true },
  { field: 'paid', name: 'Amount Paid', group: /^amount paid/, required: true },
  { field: 'due', name: 'Amount Due', group: /^amount due/, required: true },
];

/**
 * Register IV Part B: the "Material Payment Detail" table (found by its header cells "Bill ..." and
 * "Bill Date"), Total row returned as material_total, rows without an integer S No. skipped (README §2).
 */
export function parseWorkRegisterDetail(html: string, page = 'work_register_detail.aspx'): WorkRegisterDetailPage {
  assertNotFault(html, page);
  const $ = loadPage(html);
  const { header, cols, width, labels } = locateTable(domTables($), html, page, {
    what: 'Material Payment Detail',
    match: [(keys) => keys.some((k) => /^bill no/.test(k)) && keys.includes('bill date')],
    columns: BILL_COLUMNS,
    notFound: 'the "Material Payment Detail" table was not found: no table has the header cells "Bill NO." and "Bill Date"',
  });
  const material: MaterialBillRow[] = [];
  let total: WorkRegisterDetailPage['material_total'] = null;
  for (const row of bodyRows(header)) {
    const { cells, texts, where } = row;
    const money = rupeeReader(cols, labels, texts, page, where);
    const spread = totalRowTexts(row, cols.serial ?? 0, width, page, 'Material Payment Detail');
    if (spread) {
      total = { paid: money('paid', spread), due: money('due', spread) };
      continue;
    }
    const serialText = (texts[cols.serial ?? 0] ?? '').replace(/\.$/, '');
    if (!/^\d+$/.test(serialText)) continue;
    if (cells.length !== width) {
      throw new MisPageError(
        'truncated',
        page,
        `${where} of the Material Payment Detail table has ${cells.length} cells where the header has ${width}`,
      );
    }
    const text = textReader(cols, texts);
    const dateCol = cols.bill_date ?? 0;
    material.push({
      serial: readCell(parseIntCell, serialText, page, where, labels[cols.serial ?? 0] ?? 'S No.') ?? 0,
      bill_no: text('bill_no') ?? '',
      voucher_no: text('voucher_no'),
      bill_date: readCell(parseDate, texts[dateCol] ?? '', page, where, labels[dateCol] ?? 'Bill Date'),
      paid: money('paid'),
      due: money('due'),
    });
  }
  return { work_code: headingWorkCode($.root().text()), material, material_total: total };
}

/** "... WORK CODE/ WORK NAME : <code> / <name>" in the page heading [I, README §2]. */
function headingWorkCode(pageText: string): string | null {
  const m = /WORK\s*CODE\s*\/\s*WORK\s*NAME\s*:\s*(\d{7}(?:\d{3})?\/[A-Za-z]{2}\/[0-9A-Za-z.-]+)/i.exec(pageText);
  return m?.[1] ?? null;
}
