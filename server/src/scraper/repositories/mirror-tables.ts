import { WORK_AMOUNT_COLUMNS } from '../work-amount-columns.js';
import type { MirrorTable } from './mirror-upsert.js';

/*
 * The mirror tables MirrorStore writes (the works' too, which the parse thread stages:
 * works-report.ts): the tables, keys and column types the upsert's statements are built from.
 */

/** A work's money, status and date columns: what its history entry holds when it is added, back or gone. */
const WORK_SUMMARY = ['work_status', ...WORK_AMOUNT_COLUMNS, 'started_on', 'physically_completed_on'] as const;

export const WORKS: MirrorTable = {
  table: 'mis_works',
  key: ['work_code'],
  tracked: true,
  history: { source: 'work', summary: WORK_SUMMARY, ignore: ['layout'] },
  columns: {
    work_code: 'text',
    district_code: 'text',
    block_code: 'text',
    panchayat_code: 'text',
    district_name: 'text',
    block_name: 'text',
    panchayat_name: 'text',
    work_start_fin_year: 'text',
    work_status: 'text',
    work_name: 'text',
    master_work_category: 'text',
    work_category: 'text',
    work_type_new_module: 'text',
    work_type: 'text',
    agency_name: 'text',
    sanction_wages: 'numeric',
    sanction_material: 'numeric',
    sanction_total: 'numeric',
    paid_current_fy_wages: 'numeric',
    paid_current_fy_material: 'numeric',
    booked_current_fy_wages: 'numeric',
    booked_current_fy_material: 'numeric',
    booked_inception_wages: 'numeric',
    booked_inception_material: 'numeric',
    paid_inception_wages: 'numeric',
    paid_inception_material: 'numeric',
    paid_inception_total: 'numeric',
    total_mandays: 'int',
    mandays_current_fy: 'int',
    units: 'int',
    is_secure: 'boolean',
    is_convergence: 'boolean',
    started_on: 'date',
    physically_completed_on: 'date',
    beneficiary_jcn: 'text',
    layout: 'text',
  },
};

export const REGISTER: MirrorTable = {
  table: 'mis_work_register',
  key: ['work_code'],
  tracked: true,
  history: {
    source: 'register',
    summary: [
      'ts_date',
      'as_date',
      'started_on',
      'estimated_completion_on',
      'actual_completion_on',
      'sanctioned_unskilled',
      'sanctioned_material',
    ],
  },
  columns: {
    work_code: 'text',
    panchayat_code: 'text',
    work_name: 'text',
    priority_no: 'text',
    ts_date: 'date',
    as_date: 'date',
    implementing_agency: 'text',
    started_on: 'date',
    estimated_completion_on: 'date',
    actual_completion_on: 'date',
    sanctioned_unskilled: 'numeric',
    sanctioned_material: 'numeric',
    detail_url: 'text',
  },
};

export const BILLS: MirrorTable = {
  table: 'mis_material_bills',
  key: ['work_code', 'bill_key'],
  tracked: true,
  history: { source: 'bill', summary: ['bill_no', 'bill_date', 'paid', 'due'] },
  columns: {
    work_code: 'text',
    bill_key: 'text',
    panchayat_code: 'text',
    serial: 'int',
    bill_no: 'text',
    voucher_no: 'text',
    bill_date: 'date',
    fin_year: 'text',
    paid: 'numeric',
    due: 'numeric',
  },
};

export const ITEMS: MirrorTable = {
  table: 'mis_material_items',
  key: ['panchayat_code', 'fin_year', 'item_key'],
  tracked: true,
  // The material's name too, so that an added or gone line is named as an officer knows it (issue 43 item 1).
  history: { source: 'item', summary: ['bill_no', 'bill_date', 'material_detail', 'quantity', 'total_price'] },
  columns: {
    panchayat_code: 'text',
    fin_year: 'text',
    item_key: 'text',
    work_code: 'text',
    serial: 'int',
    bill_no: 'text',
    bill_date: 'date',
    vendor_name: 'text',
    vendor_tin: 'text',
    material_detail: 'text',
    quantity: 'numeric',
    total_price: 'numeric',
  },
};

export const FTO_ROWS: MirrorTable = {
  table: 'mis_fto_transactions',
  key: ['fto_no', 'row_key'],
  tracked: true,
  history: {
    source: 'fto',
    summary: ['transaction_date', 'credit_amount_due', 'credit_amount_actual', 'status', 'processed_date', 'utr_no'],
  },
  columns: {
    fto_no: 'text',
    row_key: 'text',
    panchayat_code: 'text',
    fin_year: 'text',
    sr_no: 'int',
    block_name: 'text',
    reference_no: 'text',
    transaction_date: 'date',
    vendor_name: 'text',
    vendor_id: 'text',
    voucher_no: 'text',
    account_holder: 'text',
    bank_code: 'text',
    ifsc: 'text',
    credit_amount_due: 'numeric',
    credit_amount_actual: 'numeric',
    status: 'text',
    processed_date: 'date',
    coop_processed_date: 'date',
    utr_no: 'text',
    rejection_reason: 'text',
  },
};
