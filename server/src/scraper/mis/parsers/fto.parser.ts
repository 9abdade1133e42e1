/**
 * FTO pages (README §3): a GP's material FTO list (`FTO/fto_reprt_detail.aspx?...&flg=M`) and one
 * FTO's transactions (`FTO/fto_trasction_dtl.aspx`, spelling as on the site).
 */
import * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import { MisPageError, type FtoListPage, type FtoTransactionPage, type FtoTransactionRow } from '../types.js';
import { assertNotFault } from './faults.js';
import {
  bodyRows,
  domTables,
  fieldReader,
  loadPage,
  locateTable,
  rupeeReader,
  textReader,
  totalRowTexts,
  type ColumnSpec,
} from './table.js';
import { nodeText, parseDate, queryParam, webHref } from './values.js';

/**
 * Every anchor whose href has a `fto_no=` parameter, in page order, de-duplicated by FTO number (the
 * first href kept, exactly as written: Digest untouched). No sample of this page exists and its table
 * moved between years (README §5: `table[4]` td[1], then `table[3]` td[3]), so nothing else of the
 * markup is relied on. A page without such links gives an empty list.
 */
export function parseFtoList(html: string, page = 'fto_reprt_detail.aspx'): FtoListPage {
  assertNotFault(html, page);
  const $ = loadPage(html);
  const ftos: FtoListPage['ftos'] = [];
  const seen = new Set<string>();
  for (const a of $('a[href]').toArray()) {
    const href = webHref(a.attribs.href);
    if (!href) continue;
    const fto = queryParam(href, 'fto_no')?.trim();
    if (!fto || seen.has(fto)) continue;
    seen.add(fto);
    ftos.push({ fto_no: fto, href });
  }
  return { ftos };
}

type Field =
  | 'sr_no'
  | 'block_name'
  | 'reference_no'
  | 'transaction_date'
  | 'vendor_name'
  | 'vendor_id'
  | 'voucher_no'
  | 'account_holder'
  | 'bank_code'
  | 'ifsc'
  | 'credit_amount_due'
  | 'credit_amount_actual'
  | 'status'
  | 'processed_date'
  | 'coop_processed_date'
  | 'utr_no'
  | 'rejection_reason';

/**
 * The 17 cells (W fto_material.py, README §3). Header wording is [I]: only "Reference No." is
 * evidenced (L's wage FTO page), so the patterns are loose and most columns fall back to their
 * position when the header has exactly 17 columns and the label is not recognised.
 */
const COLUMNS: (ColumnSpec<Field> & { position: number })[] = [
  { field: 'sr_no', name: 'Sr No.', group: /^(s|sr|sl) ?no$/, required: true, position: 0 },
  { field: 'block_name', name: 'Block Name', group: /^block( name)?$/, required: false, position: 1 },
  { field: 'reference_no', name: 'Reference No.', group: /^(transaction )?ref(erence)? no$/, required: true, position: 2 },
  { field: 'transaction_date', name: 'Transaction Date', group: /^transaction date$/, required: false, position: 3 },
  { field: 'vendor_name', name: 'Vendor Name', group: /^vendor name$/, required: false, position: 4 },
  { field: 'vendor_id', name: 'Vendor ID', group: /^vendor id$/, required: false, position: 5 },
  { field: 'voucher_no', name: 'Voucher No.', group: /^voucher no$/, required: true, position: 6 },
  { field: 'account_holder', name: 'Primary Account Holder Name', group: /^primary account holder/, required: false, position: 7 },
  { field: 'bank_code', name: 'Bank Code', group: /^bank code$/, required: false, position: 8 },
  { field: 'ifsc', name: 'IFSC Code', group: /^ifsc( code)?$/, required: false, position: 9 },
  { field: 'credit_amount_due', name: 'Credit Amount Due', group: /^credit amount due/, required: true, position: 10 },
  { field: 'credit_amount_actual', name: 'Credit Amount Actual', group: /^credit amount actual/, required: true, position: 11 },
  { field: 'status', name: 'Status', group: /^status$/, required: true, position: 12 },
  { field: 'processed_date', name: 'Processed Date', group: /^processed date$/, required: false, position: 13 },
  // The 15th header is unnamed in W; L calls it bank_to_coop_processed_date.
  {
    field: 'coop_processed_date',
    name: 'Processed Date (Co-operative Bank)',
    group: /processed date .*(co ?op|bank)|^$/,
    required: false,
    position: 14,
  },
  { field: 'utr_no', name: 'UTR No.', group: /^utr( no)?$/, required: false, position: 15 },
  { field: 'rejection_reason', name: 'Rejection Reason', group: /^rejection reason$|^reason/, required: false, position: 16 },
];

/** The transactions of one FTO: rows, the Total row, and the FTO number from `..._Label1` ("FTO No. : ..."). */
export function parseFtoTransactions(html: string, page = 'fto_trasction_dtl.aspx'): FtoTransactionPage {
  assertNotFault(html, page);
  const $ = loadPage(html);
  const { header, cols, width, labels } = locateTable(domTables($), html, page, {
    what: 'FTO transactions',
    match: [(keys) => keys.some((k) => /ref(erence)? no$/.test(k)) && keys.some((k) => /^voucher no$/.test(k))],
    columns: COLUMNS,
    notFound: 'the FTO transactions table was not found: no table has the header cells "Reference No." and "Voucher No."',
  });
  if (width === COLUMNS.length) {
    // Positional fallback for optional labels not recognised, only on the documented 17-column layout.
    const taken = new Set(Object.values(cols));
    for (const spec of COLUMNS) {
      if (cols[spec.field] === undefined && !taken.has(spec.position)) {
        cols[spec.field] = spec.position;
        taken.add(spec.position);
      }
    }
  }

  const rows: FtoTransactionRow[] = [];
  let total: FtoTransactionPage['total'] = null;
  for (const row of bodyRows(header)) {
    const { cells, texts, where } = row;
    const money = rupeeReader(cols, labels, texts, page, where);
    // G codef.js: the Total row has td[9] = "Total" and the sums under the amounts (README §3).
    const spread = totalRowTexts(row, cols.sr_no ?? 0, width, page, 'FTO transactions');
    if (spread) {
      total = { due: money('credit_amount_due', spread), actual: money('credit_amount_actual', spread) };
      continue;
    }
    const sr = (texts[cols.sr_no ?? -1] ?? '').replace(/\.$/, '');
    if (!/^\d+$/.test(sr)) continue; // L queue_functions.py drops rows whose Sr No is not digits
    if (cells.length !== width) {
      throw new MisPageError(
        'truncated',
        page,
        `${where} of the FTO transactions table has ${cells.length} cells where the header has ${width}`,
      );
    }
    const text = textReader(cols, texts);
    const read = fieldReader(cols, labels, texts, page, where);
    const date = (f: Field): string | null => read(f, parseDate);
    rows.push({
      sr_no: Number(sr),
      block_name: text('block_name'),
      reference_no: text('reference_no'),
      transaction_date: date('transaction_date'),
      vendor_name: text('vendor_name'),
      vendor_id: text('vendor_id'),
      voucher_no: text('voucher_no'),
      account_holder: text('account_holder'),
      bank_code: text('bank_code'),
      ifsc: text('ifsc'),
      credit_amount_due: money('credit_amount_due'),
      credit_amount_actual: money('credit_amount_actual'),
      status: text('status'),
      processed_date: date('processed_date'),
      coop_processed_date: date('coop_processed_date'),
      utr_no: text('utr_no'),
      rejection_reason: text('rejection_reason'),
    });
  }

  // `ctl00_ContentPlaceHolder1_Label1` in bold "FTO No. : <no>" (U5); newer pages drop the `ctl00_` prefix.
  const label1 = $('#ctl00_ContentPlaceHolder1_Label1, #ContentPlaceHolder1_Label1').first();
  const m = /FTO\s*No\.?\s*:?\s*(\S+)/i.exec(nodeTextOf(label1));
  return { fto_no: m?.[1] ?? null, rows, total };
}

function nodeTextOf(el: cheerio.Cheerio<Element>): string {
  const node = el.get(0);
  return node ? nodeText(node) : '';
}
