/**
 * material_register.aspx (Register VII), README §2: one GP, one financial year (chosen in `ddl_finyr`).
 * G takes the 4th table; here the table is the one whose header has "Work Name (Work Code)" and
 * "Bill Date", wherever it sits.
 */
import { MisPageError, type MaterialRegisterPage, type MaterialRegisterRow } from '../types.js';
import { assertNotFault } from './faults.js';
import { bodyRows, domTables, fieldReader, loadPage, locateTable, parseRupees, readCell, textReader, type ColumnSpec } from './table.js';
import { cleanText, isFinYear, nodeText, parseDate, parseDecimal, parseIntCell } from './values.js';

type Field =
  | 'serial'
  | 'work'
  | 'started_on'
  | 'estimated_completion_on'
  | 'bill_no'
  | 'bill_date'
  | 'vendor'
  | 'material_detail'
  | 'quantity'
  | 'total_price';

/** Header words from C and G (README §2). The 4 hand-entry columns after "Total price" are not read. */
const COLUMNS: ColumnSpec<Field>[] = [
  { field: 'serial', name: 'S No.', group: /^(s|sr|sl) ?no$/, required: true },
  { field: 'work', name: 'Work Name (Work Code)', group: /^work (name|code) work (code|name)$/, required: true },
  { field: 'started_on', name: 'Date of Starting of work', group: /^date of start(ing)?( of (the )?work)?$/, required: false },
  { field: 'estimated_completion_on', name: 'Estimated date of completion', group: /^estimated (date of )?completion/, required: false },
  { field: 'bill_no', name: 'Voucher / Bill No.', group: /^(voucher )?bill no$|^voucher no$/, required: true },
  { field: 'bill_date', name: 'Bill Date', group: /^bill date$/, required: true },
  { field: 'vendor', name: 'Vendor Name and TIN-material wise', group: /^vendor name/, required: true },
  { field: 'material_detail', name: 'Material Detail', group: /^material detail/, required: false },
  { field: 'quantity', name: 'Material Quantity in units', group: /^material quantity|^quantity/, required: true },
  { field: 'total_price', name: 'Total price (in Rs.)', group: /^total price/, required: true },
];

/** A TIN or GSTIN inside the vendor cell's parentheses: letters and digits, with at least one digit (a town name has none). */
const TIN = /^(?=[0-9A-Z]*\d)[0-9A-Z]{8,15}$/i;

export function parseMaterialRegister(html: string, page = 'material_register.aspx'): MaterialRegisterPage {
  assertNotFault(html, page);
  const $ = loadPage(html);

  // `ctl00$ContentPlaceHolder1$ddl_finyr` (README §2); the client id may have either prefix.
  const select = $('select[name$="ddl_finyr"], select[id$="ddl_finyr"]').first();
  const options = select.find('option').toArray();
  const valueOf = (o: (typeof options)[number]): string => cleanText(o.attribs.value ?? nodeText(o));
  const fin_years = options.map(valueOf).filter(isFinYear);
  const selected = options.filter((o) => o.attribs.selected !== undefined);
  // A select shows its last `selected` option, or its first when none is marked.
  const chosen = selected[selected.length - 1] ?? options[0];
  const chosenValue = chosen ? valueOf(chosen) : '';
  const fin_year = isFinYear(chosenValue) ? chosenValue : null;

  const { header, cols, width, labels } = locateTable(domTables($), html, page, {
    what: 'material register',
    match: [(keys) => keys.some((k) => /^work (name|code) work (code|name)$/.test(k)) && keys.includes('bill date')],
    columns: COLUMNS,
    notFound: 'the material register table was not found: no table has the header cells "Work Name (Work Code)" and "Bill Date"',
  });

  const rows: MaterialRegisterRow[] = [];
  // bodyRows skips "No Record Found" across the table.
  for (const { cells, texts, where } of bodyRows(header)) {
    const serialText = (texts[cols.serial ?? 0] ?? '').replace(/\.$/, '');
    // A Total line or a note is not a material line ([I]: the register shows no Total row).
    if (!/^\d+$/.test(serialText)) continue;
    if (cells.length !== width) {
      throw new MisPageError(
        'truncated',
        page,
        `${where} of the material register has ${cells.length} cells where the header has ${width}`,
      );
    }
    const at = (f: Field): string => texts[cols[f] ?? -1] ?? '';
    const label = (f: Field): string => labels[cols[f] ?? -1] ?? f;
    const text = textReader(cols, texts);
    const read = fieldReader(cols, labels, texts, page, where);
    const date = (f: Field): string | null => read(f, parseDate);

    const work = splitWork(at('work'));
    if (!work) {
      throw new MisPageError(
        'bad-value',
        page,
        `${where}, column "${label('work')}": "${at('work')}" holds no work code (expected "name(code)")`,
      );
    }
    const vendor = splitVendor(text('vendor'));
    rows.push({
      serial: readCell(parseIntCell, serialText, page, where, label('serial')) ?? 0,
      work_code: work.code,
      work_name: work.name,
      started_on: date('started_on'),
      estimated_completion_on: date('estimated_completion_on'),
      bill_no: text('bill_no') ?? '',
      bill_date: date('bill_date'),
      vendor_name: vendor.name,
      vendor_tin: vendor.tin,
      material_detail: text('material_detail'),
      quantity: readCell(parseDecimal, at('quantity'), page, where, label('quantity')),
      total_price: read('total_price', parseRupees),
    });
  }
  return { fin_year, fin_years, rows };
}

/** `Work name(CODE)`: the last parentheses, when they hold a work code (names may hold their own parentheses). */
function splitWork(text: string): { name: string; code: string } | null {
  const m = /^(.*)\(([^()]*)\)$/.exec(cleanText(text));
  const code = m?.[2]?.trim() ?? '';
  if (!m || !/^\d{7}(\d{3})?\/[A-Za-z]{2}\/[0-9A-Za-z./-]+$/.test(code)) return null;
  return { name: (m[1] ?? '').trim(), code };
}

/** "NAME (TIN)" -> name and TIN; a name without a TIN in parentheses is kept whole (README §2, [I]). */
function splitVendor(text: string | null): { name: string | null; tin: string | null } {
  if (text === null) return { name: null, tin: null };
  const m = /^(.*?)\s*\(([^()]*)\)$/.exec(text);
  const tin = m?.[2]?.trim() ?? '';
  if (m && TIN.test(tin)) return { name: (m[1] ?? '').trim() || null, tin: tin.toUpperCase() };
  return { name: text, tin: null };
}
