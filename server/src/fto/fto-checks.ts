import type { WorkBill } from '../scraper/scraper-read.service.js';
import type { FtoTransactionOfBill } from '../scraper/verification-reads.js';
import { msg, type Msg } from '../common/messages/index.js';

export const FTO_NOT_GENERATED = 'FTO Not Generated';
export const billsMissing = (billNos: string[]): Msg => msg('FTO_BILLS_MISSING', { bills: billNos.join(', ') });

/** A row of the FTO Verification Details table (spec 2 §3 FTO row). */
export interface FtoRow {
  sno: number;
  block_name: string | null;
  voucher_no: string | null;
  work_code: string | null;
  vendor_id: string | null;
  vendor_name: string | null;
  fto_no: string | null;
  bill_no: string | null;
  bill_date: string | null;
  status: string;
  fin_year: string | null;
  credit_amount_actual: string | null;
  utr_no: string | null;
}

export interface FtoCheck {
  rows: FtoRow[];
  /** The failing cross-checks of spec 2 §5, in this order; empty when the work may be recommended. */
  errors: Msg[];
}

const isZero = (amount: string | null) => amount === null || Number(amount) === 0;

/**
 * The FTO cross-checks of spec 2 §5 over the bills of the lowest financial year: the FTO
 * transactions that carry their material list numbers (voucher no), plus a 'FTO Not Generated'
 * row for each unpaid bill that no FTO carries. A paid bill that no FTO carries is "missing from
 * the FTO"; rows that do not match the bills one to one (a bill paid twice, a missing one) are a
 * count mismatch.
 */
export function checkFtos(
  bills: Pick<WorkBill, 'bill_no' | 'voucher_no' | 'bill_date' | 'paid' | 'due' | 'work_code'>[],
  transactions: FtoTransactionOfBill[],
  blockName: string | null,
): FtoCheck {
  if (bills.length === 0) return { rows: [], errors: [] };
  const held = new Set(transactions.map((t) => t.voucher_no).filter((v): v is string => !!v));
  const rows: FtoRow[] = transactions.map((t) => ({
    sno: 0,
    block_name: t.block_name,
    voucher_no: t.voucher_no,
    work_code: t.work_code,
    vendor_id: t.vendor_id,
    vendor_name: t.vendor_name,
    fto_no: t.fto_no,
    bill_no: t.bill_no,
    bill_date: t.bill_date,
    status: t.status ?? 'Unknown',
    fin_year: t.fin_year,
    credit_amount_actual: t.credit_amount_actual,
    utr_no: t.utr_no,
  }));
  const missing: string[] = [];
  for (const bill of bills) {
    if (bill.voucher_no && held.has(bill.voucher_no)) continue;
    if (!isZero(bill.paid) && isZero(bill.due)) {
      missing.push(bill.bill_no);
      continue;
    }
    rows.push({
      sno: 0,
      block_name: blockName,
      voucher_no: bill.voucher_no,
      work_code: bill.work_code,
      vendor_id: null,
      vendor_name: null,
      fto_no: null,
      bill_no: bill.bill_no,
      bill_date: bill.bill_date,
      status: FTO_NOT_GENERATED,
      fin_year: null,
      credit_amount_actual: null,
      utr_no: null,
    });
  }
  rows.forEach((row, i) => (row.sno = i + 1));
  const errors: Msg[] = [];
  if (rows.length === 0) errors.push(msg('NO_FTO_DATA'));
  if (rows.some((r) => r.status === FTO_NOT_GENERATED)) errors.push(msg('FTO_NOT_GENERATED'));
  if (missing.length) errors.push(billsMissing(missing));
  if (rows.length !== bills.length) errors.push(msg('FTO_BILL_COUNT_MISMATCH'));
  return { rows, errors };
}
