import { formatDate, formatFinancialYear, formatMoney, formatNumber } from '../../common/format/portal-format.js';
import type { MessageCode, MessageParams } from '../../common/messages/catalog.js';
import { WORK_AMOUNT_COLUMNS } from '../work-amount-columns.js';

/**
 * What a MIS history entry says, in the officer's words (issue 43 item 1): the row named by what
 * an officer knows (bill number, material, FTO number and transaction), each field by its label,
 * money as rupees, dates dd/mm/yyyy, statuses in words; never a row key or a column name. The one
 * place that words an entry, for the UI and the server alike: the Fill Work File's "Changed in the
 * MIS" notice, the MIS Changes page, the work's print view and the works' cards and table (through
 * admin-ui's changeWords.ts, by the `@server/` alias), and the MIS Changes CSV
 * (mis-changes.service.ts). Its words are the server catalog's (`MIS_WORD_*`, `MIS_FIELD_<column>`,
 * `MIS_STATUS_*` in common/messages/catalog.ts), its formats portal-format.ts's. Pure: the catalog
 * is a type here, the words come through the `say` given (the caller's language).
 */

/** The text of a catalog code in the caller's language, `%{name}` filled from params (catalog.ts `format`). */
export type Say = (code: MessageCode, params?: MessageParams) => string;

export type HistorySource = 'work' | 'register' | 'bill' | 'item' | 'fto';
export type HistoryChange = 'added' | 'changed' | 'gone' | 'back';

/** An entry as the API gives it, in either of its two shapes (`fields` as an object of [old, new], or a list). */
export interface HistoryEntry {
  source: string;
  change: string;
  row_key: string;
  fto_no?: string | null;
  fields: Record<string, unknown> | readonly { field: string; old: unknown; new: unknown }[];
  /** The row's bill number and material as the MIS mirror holds them now (bills, material lines), for entries whose fields lack them. */
  names?: { bill_no?: string | null; material_detail?: string | null } | null;
}

/**
 * Punctuation, the same in both languages (the catalog holds words; a text of placeholders and
 * punctuation alone is no word to translate): a value that is not there, a field with its value,
 * a field changed, a head with its details and the details' separator.
 */
const NONE = '–';
const fieldText = (label: string, value: string) => `${label}: ${value}`;
const fieldChangedText = (label: string, old: string, now: string) => `${label}: ${old} → ${now}`;
const withDetails = (head: string, details: readonly string[]) => `${head} (${details.join('; ')})`;

/** The columns of the mirror tables whose values are rupees. */
export const MONEY_FIELDS = new Set<string>([
  ...WORK_AMOUNT_COLUMNS,
  'sanctioned_unskilled',
  'sanctioned_material',
  'paid',
  'due',
  'total_price',
  'credit_amount_due',
  'credit_amount_actual',
]);

/** The columns that are calendar dates. */
export const DATE_FIELDS = new Set([
  'ts_date',
  'as_date',
  'started_on',
  'estimated_completion_on',
  'actual_completion_on',
  'physically_completed_on',
  'bill_date',
  'transaction_date',
  'processed_date',
  'coop_processed_date',
]);

const YEAR_FIELDS = new Set(['work_start_fin_year', 'fin_year']);
const COUNT_FIELDS = new Set(['total_mandays', 'mandays_current_fy', 'units', 'quantity', 'serial', 'sr_no']);
const YES_NO_FIELDS = new Set(['is_secure', 'is_convergence']);
const STATUS_FIELDS = new Set(['work_status', 'status']);

/** Every column a history entry can carry, with its label's code (the mirror's tables, docs/mis-changes.md). */
export const FIELD_LABELS = {
  work_code: 'MIS_FIELD_WORK_CODE',
  district_code: 'MIS_FIELD_DISTRICT_CODE',
  block_code: 'MIS_FIELD_BLOCK_CODE',
  panchayat_code: 'MIS_FIELD_PANCHAYAT_CODE',
  district_name: 'MIS_FIELD_DISTRICT_NAME',
  block_name: 'MIS_FIELD_BLOCK_NAME',
  panchayat_name: 'MIS_FIELD_PANCHAYAT_NAME',
  work_start_fin_year: 'MIS_FIELD_WORK_START_FIN_YEAR',
  work_status: 'MIS_FIELD_WORK_STATUS',
  work_name: 'MIS_FIELD_WORK_NAME',
  master_work_category: 'MIS_FIELD_MASTER_WORK_CATEGORY',
  work_category: 'MIS_FIELD_WORK_CATEGORY',
  work_type_new_module: 'MIS_FIELD_WORK_TYPE_NEW_MODULE',
  work_type: 'MIS_FIELD_WORK_TYPE',
  agency_name: 'MIS_FIELD_AGENCY_NAME',
  sanction_wages: 'MIS_FIELD_SANCTION_WAGES',
  sanction_material: 'MIS_FIELD_SANCTION_MATERIAL',
  sanction_total: 'MIS_FIELD_SANCTION_TOTAL',
  paid_current_fy_wages: 'MIS_FIELD_PAID_CURRENT_FY_WAGES',
  paid_current_fy_material: 'MIS_FIELD_PAID_CURRENT_FY_MATERIAL',
  booked_current_fy_wages: 'MIS_FIELD_BOOKED_CURRENT_FY_WAGES',
  booked_current_fy_material: 'MIS_FIELD_BOOKED_CURRENT_FY_MATERIAL',
  booked_inception_wages: 'MIS_FIELD_BOOKED_INCEPTION_WAGES',
  booked_inception_material: 'MIS_FIELD_BOOKED_INCEPTION_MATERIAL',
  paid_inception_wages: 'MIS_FIELD_PAID_INCEPTION_WAGES',
  paid_inception_material: 'MIS_FIELD_PAID_INCEPTION_MATERIAL',
  paid_inception_total: 'MIS_FIELD_PAID_INCEPTION_TOTAL',
  total_mandays: 'MIS_FIELD_TOTAL_MANDAYS',
  mandays_current_fy: 'MIS_FIELD_MANDAYS_CURRENT_FY',
  units: 'MIS_FIELD_UNITS',
  is_secure: 'MIS_FIELD_IS_SECURE',
  is_convergence: 'MIS_FIELD_IS_CONVERGENCE',
  started_on: 'MIS_FIELD_STARTED_ON',
  physically_completed_on: 'MIS_FIELD_PHYSICALLY_COMPLETED_ON',
  beneficiary_jcn: 'MIS_FIELD_BENEFICIARY_JCN',
  priority_no: 'MIS_FIELD_PRIORITY_NO',
  ts_date: 'MIS_FIELD_TS_DATE',
  as_date: 'MIS_FIELD_AS_DATE',
  implementing_agency: 'MIS_FIELD_IMPLEMENTING_AGENCY',
  estimated_completion_on: 'MIS_FIELD_ESTIMATED_COMPLETION_ON',
  actual_completion_on: 'MIS_FIELD_ACTUAL_COMPLETION_ON',
  sanctioned_unskilled: 'MIS_FIELD_SANCTIONED_UNSKILLED',
  sanctioned_material: 'MIS_FIELD_SANCTIONED_MATERIAL',
  detail_url: 'MIS_FIELD_DETAIL_URL',
  bill_key: 'MIS_FIELD_BILL_KEY',
  item_key: 'MIS_FIELD_ITEM_KEY',
  row_key: 'MIS_FIELD_ROW_KEY',
  fto_no: 'MIS_FIELD_FTO_NO',
  serial: 'MIS_FIELD_SERIAL',
  bill_no: 'MIS_FIELD_BILL_NO',
  voucher_no: 'MIS_FIELD_VOUCHER_NO',
  bill_date: 'MIS_FIELD_BILL_DATE',
  fin_year: 'MIS_FIELD_FIN_YEAR',
  paid: 'MIS_FIELD_PAID',
  due: 'MIS_FIELD_DUE',
  vendor_name: 'MIS_FIELD_VENDOR_NAME',
  vendor_tin: 'MIS_FIELD_VENDOR_TIN',
  material_detail: 'MIS_FIELD_MATERIAL_DETAIL',
  quantity: 'MIS_FIELD_QUANTITY',
  total_price: 'MIS_FIELD_TOTAL_PRICE',
  sr_no: 'MIS_FIELD_SR_NO',
  reference_no: 'MIS_FIELD_REFERENCE_NO',
  transaction_date: 'MIS_FIELD_TRANSACTION_DATE',
  vendor_id: 'MIS_FIELD_VENDOR_ID',
  account_holder: 'MIS_FIELD_ACCOUNT_HOLDER',
  bank_code: 'MIS_FIELD_BANK_CODE',
  ifsc: 'MIS_FIELD_IFSC',
  credit_amount_due: 'MIS_FIELD_CREDIT_AMOUNT_DUE',
  credit_amount_actual: 'MIS_FIELD_CREDIT_AMOUNT_ACTUAL',
  status: 'MIS_FIELD_STATUS',
  processed_date: 'MIS_FIELD_PROCESSED_DATE',
  coop_processed_date: 'MIS_FIELD_COOP_PROCESSED_DATE',
  utr_no: 'MIS_FIELD_UTR_NO',
  rejection_reason: 'MIS_FIELD_REJECTION_REASON',
} as const satisfies Record<string, MessageCode>;

/** The MIS's status words (works and FTO transactions) that have a rendering, by their lower-case text. */
const STATUS_CODES: Record<string, MessageCode> = {
  ongoing: 'MIS_STATUS_ONGOING',
  completed: 'MIS_STATUS_COMPLETED',
  'physically completed': 'MIS_STATUS_PHYSICALLY_COMPLETED',
  suspended: 'MIS_STATUS_SUSPENDED',
  approved: 'MIS_STATUS_APPROVED',
  'not started': 'MIS_STATUS_NOT_STARTED',
  closed: 'MIS_STATUS_CLOSED',
  cancelled: 'MIS_STATUS_CANCELLED',
  processed: 'MIS_STATUS_PROCESSED',
  rejected: 'MIS_STATUS_REJECTED',
  pending: 'MIS_STATUS_PENDING',
  'fto not generated': 'MIS_STATUS_FTO_NOT_GENERATED',
};

/** A status as the MIS writes it (Ongoing, Physically Completed, Processed, ...) in the officer's language; an unknown one as it came. */
export function misStatusText(value: string | null | undefined, say: Say): string {
  if (value === null || value === undefined) return '';
  const code = STATUS_CODES[value.trim().replace(/\s+/g, ' ').toLowerCase()];
  return code ? say(code) : value;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A value as text: a string as it is, a number or yes/no as JavaScript writes it, anything else as JSON. */
function plain(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

/** One value of a field as an officer reads it: rupees, dd/mm/yyyy, a year, a count, yes/no, a status in words. */
export function fieldValueText(field: string, value: unknown, say: Say): string {
  if (isEmpty(value)) return NONE;
  if (MONEY_FIELDS.has(field) && (typeof value === 'number' || typeof value === 'string')) return formatMoney(value) || String(value);
  return wordedValue(field, value, say);
}

/** A value other than an amount as an officer reads it: dd/mm/yyyy, a year, a count grouped, yes/no, a status in words; other text as it came. */
function wordedValue(field: string, value: unknown, say: Say): string {
  if (DATE_FIELDS.has(field) && typeof value === 'string') return formatDate(value);
  if (YEAR_FIELDS.has(field) && (typeof value === 'string' || typeof value === 'number')) return formatFinancialYear(value);
  if (COUNT_FIELDS.has(field) && (typeof value === 'number' || typeof value === 'string')) return formatNumber(value) || String(value);
  if (YES_NO_FIELDS.has(field) || typeof value === 'boolean')
    return say(value === true || value === 'true' ? 'MIS_WORD_YES' : 'MIS_WORD_NO');
  if (STATUS_FIELDS.has(field) && typeof value === 'string') return misStatusText(value, say);
  return plain(value);
}

/**
 * One value of a field as the MIS Changes CSV writes it (docs/mis-changes.md, "The CSV"): the
 * page's words for dates, years, yes/no and statuses, but money and counts stay numbers (no ₹, no
 * grouping, as the MIS gives them) so that a spreadsheet adds them up; no value is an empty cell.
 */
export function fieldValueCell(field: string, value: unknown, say: Say): string | number {
  if (isEmpty(value)) return '';
  if ((MONEY_FIELDS.has(field) || COUNT_FIELDS.has(field)) && (typeof value === 'number' || typeof value === 'string')) return value;
  return wordedValue(field, value, say);
}

/** A field's label in the officer's language; a column the list does not know (a new one) reads as its name, spaced. */
export function fieldLabel(field: string, say: Say): string {
  const code = (FIELD_LABELS as Record<string, MessageCode>)[field];
  return code ? say(code) : field.replace(/_/g, ' ');
}

interface Pair {
  field: string;
  old: unknown;
  new: unknown;
}

/** The entry's fields as a list of [field, old, new], whichever shape they came in. */
export function pairsOf(entry: HistoryEntry): Pair[] {
  if (Array.isArray(entry.fields)) return entry.fields.map((f: Pair) => ({ field: f.field, old: f.old, new: f.new }));
  return Object.entries(entry.fields as Record<string, unknown>).map(([field, pair]) => {
    const [old, now] = Array.isArray(pair) ? (pair as unknown[]) : [null, pair];
    return { field, old, new: now };
  });
}

/** The value a row had (gone) or has (otherwise) for a field, if the entry carries it. */
const valueOf = (pairs: Pair[], field: string, change: string): unknown => {
  const pair = pairs.find((p) => p.field === field);
  if (!pair) return null;
  return change === 'gone' ? pair.old : isEmpty(pair.new) ? pair.old : pair.new;
};

/** The part of a row key after its first `|` (a bill's or an FTO row's own key). */
const ownKey = (rowKey: string, prefix: string | null | undefined): string => {
  if (prefix && rowKey.startsWith(`${prefix}|`)) return rowKey.slice(prefix.length + 1);
  const bar = rowKey.indexOf('|');
  return bar < 0 ? rowKey : rowKey.slice(bar + 1);
};

/**
 * The row as an officer knows it: "Bill LE-104", "Material “Cement”", "FTO KN…, transaction 123".
 * A name the entry's own fields lack (a changed bill keeps only its changed columns, a changed
 * material line too) is taken from the row's names the API gives beside the entry.
 */
export function subjectText(entry: HistoryEntry, say: Say): string {
  const pairs = pairsOf(entry);
  const value = (field: 'bill_no' | 'material_detail' | 'reference_no') => {
    const v = valueOf(pairs, field, entry.change);
    if (!isEmpty(v)) return plain(v);
    const named = field === 'reference_no' ? null : entry.names?.[field];
    return isEmpty(named) ? null : String(named);
  };
  switch (entry.source) {
    case 'work':
      return say('MIS_WORD_SUBJECT_WORK');
    case 'register':
      return say('MIS_WORD_SUBJECT_REGISTER');
    case 'bill': {
      const bill = value('bill_no');
      if (bill) return say('MIS_WORD_SUBJECT_BILL', { bill });
      // The bill's own key: `v:<voucher no.>` or `b:<bill no.>|<bill date>` (mirror-store billKey).
      const key = ownKey(entry.row_key, null);
      if (key.startsWith('b:')) return say('MIS_WORD_SUBJECT_BILL', { bill: key.slice(2).split('|')[0] });
      if (key.startsWith('v:')) return say('MIS_WORD_SUBJECT_BILL_VOUCHER', { voucher: key.slice(2) });
      return say('MIS_WORD_SUBJECT_BILL_UNKNOWN');
    }
    case 'item': {
      const material = value('material_detail');
      const bill = value('bill_no');
      if (material && bill) return say('MIS_WORD_SUBJECT_MATERIAL_OF_BILL', { material, bill });
      if (material) return say('MIS_WORD_SUBJECT_MATERIAL', { material });
      if (bill) return say('MIS_WORD_SUBJECT_MATERIAL_BILL', { bill });
      return say('MIS_WORD_SUBJECT_MATERIAL_UNKNOWN');
    }
    case 'fto': {
      const key = ownKey(entry.row_key, entry.fto_no);
      const fto = entry.fto_no ?? entry.row_key.split('|')[0];
      const reference = value('reference_no') ?? (key.startsWith('sr:') || key === entry.row_key ? null : key);
      if (reference) return say('MIS_WORD_SUBJECT_FTO_TRANSACTION', { fto, reference });
      if (key.startsWith('sr:')) return say('MIS_WORD_SUBJECT_FTO_ROW', { fto, row: key.slice(3) });
      return say('MIS_WORD_SUBJECT_FTO', { fto });
    }
    default:
      return say('MIS_WORD_SUBJECT_ROW');
  }
}

/** One field of an entry, worded: "Paid: ₹ 0.00 → ₹ 18,500.00" (changed) or "Paid: ₹ 0.00". */
export interface FieldWords {
  field: string;
  text: string;
}

/** The fields an entry shows: every changed one; of a row added, back or gone, those with a value. */
const shownPairs = (entry: HistoryEntry): Pair[] =>
  pairsOf(entry).filter((p) => entry.change === 'changed' || !isEmpty(entry.change === 'gone' ? p.old : p.new));

/** The entry's fields in words (those the head already says are left out). */
export function fieldWords(entry: HistoryEntry, say: Say, omit: readonly string[] = []): FieldWords[] {
  return shownPairs(entry)
    .filter((p) => !omit.includes(p.field))
    .map((p) => {
      const label = fieldLabel(p.field, say);
      if (entry.change === 'changed') {
        return {
          field: p.field,
          text: fieldChangedText(label, fieldValueText(p.field, p.old, say), fieldValueText(p.field, p.new, say)),
        };
      }
      return {
        field: p.field,
        text: fieldText(label, fieldValueText(p.field, entry.change === 'gone' ? p.old : p.new, say)),
      };
    });
}

/** What happened to a row, with the row's name as `subject`. */
const CHANGE_CODES: Record<HistoryChange, MessageCode> = {
  added: 'MIS_WORD_ADDED',
  changed: 'MIS_WORD_CHANGED',
  gone: 'MIS_WORD_GONE',
  back: 'MIS_WORD_BACK',
};

/** The head of an entry and the fields it leaves to the list: "New bill LE-104 of ₹ 18,500.00 dated 05/12/2026". */
export function headOf(entry: HistoryEntry, say: Say): { head: string; omit: string[] } {
  const pairs = pairsOf(entry);
  if (entry.source === 'bill' && (entry.change === 'added' || entry.change === 'back')) {
    const bill = valueOf(pairs, 'bill_no', entry.change);
    const amount = valueOf(pairs, 'due', entry.change) ?? valueOf(pairs, 'paid', entry.change);
    const amountField = isEmpty(valueOf(pairs, 'due', entry.change)) ? 'paid' : 'due';
    const date = valueOf(pairs, 'bill_date', entry.change);
    if (!isEmpty(bill) && !isEmpty(amount) && !isEmpty(date)) {
      const key = entry.change === 'added' ? 'MIS_WORD_NEW_BILL' : 'MIS_WORD_BILL_BACK';
      return {
        head: say(key, {
          bill: plain(bill),
          amount: fieldValueText(amountField, amount, say),
          date: fieldValueText('bill_date', date, say),
        }),
        omit: ['bill_no', amountField, 'bill_date'],
      };
    }
  }
  const subject = subjectText(entry, say);
  const change = (['added', 'changed', 'gone', 'back'] as const).find((c) => c === entry.change) ?? 'changed';
  // The subject's own name is not listed again.
  const omit =
    entry.source === 'bill'
      ? ['bill_no']
      : entry.source === 'item'
        ? ['material_detail', 'bill_no']
        : entry.source === 'fto'
          ? ['reference_no']
          : [];
  return { head: say(CHANGE_CODES[change], { subject }), omit: entry.change === 'changed' ? [] : omit };
}

/** The whole entry in one line: "New bill LE-104 of ₹ 18,500.00 dated 05/12/2026 (Paid: ₹ 0.00)". */
export function changeSentence(entry: HistoryEntry, say: Say): string {
  const { head, omit } = headOf(entry, say);
  const fields = fieldWords(entry, say, omit);
  if (fields.length === 0) return head;
  return withDetails(
    head,
    fields.map((f) => f.text),
  );
}
