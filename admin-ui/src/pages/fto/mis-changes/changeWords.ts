import { formatDate, formatFinancialYear, formatMoney, formatNumber } from '../../../i18n/format';
import type { FtoMessageKey } from '../../../i18n/fto';

/**
 * What a MIS history entry says, in the officer's words (issue 43 item 1): the row named by what
 * an officer knows (bill number, material, FTO number and transaction), each field by its label,
 * money as rupees, dates dd/mm/yyyy, statuses in words; never a row key or a column name. The one
 * place that words an entry: the Fill Work File's "Changed in the MIS" notice and the MIS
 * Changes page both call it. Pure: the translate function is given.
 */
export type Translate = (key: FtoMessageKey, values?: Record<string, string | number>) => string;

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

/** The columns of the mirror tables whose values are rupees. */
export const MONEY_FIELDS = new Set([
  'sanction_wages',
  'sanction_material',
  'sanction_total',
  'paid_current_fy_wages',
  'paid_current_fy_material',
  'booked_current_fy_wages',
  'booked_current_fy_material',
  'booked_inception_wages',
  'booked_inception_material',
  'paid_inception_wages',
  'paid_inception_material',
  'paid_inception_total',
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

/** Every column a history entry can carry, with its label key (the mirror's tables, docs/mis-changes.md). */
export const FIELD_LABELS = {
  work_code: 'fto.misWords.fields.work_code',
  district_code: 'fto.misWords.fields.district_code',
  block_code: 'fto.misWords.fields.block_code',
  panchayat_code: 'fto.misWords.fields.panchayat_code',
  district_name: 'fto.misWords.fields.district_name',
  block_name: 'fto.misWords.fields.block_name',
  panchayat_name: 'fto.misWords.fields.panchayat_name',
  work_start_fin_year: 'fto.misWords.fields.work_start_fin_year',
  work_status: 'fto.misWords.fields.work_status',
  work_name: 'fto.misWords.fields.work_name',
  master_work_category: 'fto.misWords.fields.master_work_category',
  work_category: 'fto.misWords.fields.work_category',
  work_type_new_module: 'fto.misWords.fields.work_type_new_module',
  work_type: 'fto.misWords.fields.work_type',
  agency_name: 'fto.misWords.fields.agency_name',
  sanction_wages: 'fto.misWords.fields.sanction_wages',
  sanction_material: 'fto.misWords.fields.sanction_material',
  sanction_total: 'fto.misWords.fields.sanction_total',
  paid_current_fy_wages: 'fto.misWords.fields.paid_current_fy_wages',
  paid_current_fy_material: 'fto.misWords.fields.paid_current_fy_material',
  booked_current_fy_wages: 'fto.misWords.fields.booked_current_fy_wages',
  booked_current_fy_material: 'fto.misWords.fields.booked_current_fy_material',
  booked_inception_wages: 'fto.misWords.fields.booked_inception_wages',
  booked_inception_material: 'fto.misWords.fields.booked_inception_material',
  paid_inception_wages: 'fto.misWords.fields.paid_inception_wages',
  paid_inception_material: 'fto.misWords.fields.paid_inception_material',
  paid_inception_total: 'fto.misWords.fields.paid_inception_total',
  total_mandays: 'fto.misWords.fields.total_mandays',
  mandays_current_fy: 'fto.misWords.fields.mandays_current_fy',
  units: 'fto.misWords.fields.units',
  is_secure: 'fto.misWords.fields.is_secure',
  is_convergence: 'fto.misWords.fields.is_convergence',
  started_on: 'fto.misWords.fields.started_on',
  physically_completed_on: 'fto.misWords.fields.physically_completed_on',
  beneficiary_jcn: 'fto.misWords.fields.beneficiary_jcn',
  priority_no: 'fto.misWords.fields.priority_no',
  ts_date: 'fto.misWords.fields.ts_date',
  as_date: 'fto.misWords.fields.as_date',
  implementing_agency: 'fto.misWords.fields.implementing_agency',
  estimated_completion_on: 'fto.misWords.fields.estimated_completion_on',
  actual_completion_on: 'fto.misWords.fields.actual_completion_on',
  sanctioned_unskilled: 'fto.misWords.fields.sanctioned_unskilled',
  sanctioned_material: 'fto.misWords.fields.sanctioned_material',
  detail_url: 'fto.misWords.fields.detail_url',
  bill_key: 'fto.misWords.fields.bill_key',
  item_key: 'fto.misWords.fields.item_key',
  row_key: 'fto.misWords.fields.row_key',
  fto_no: 'fto.misWords.fields.fto_no',
  serial: 'fto.misWords.fields.serial',
  bill_no: 'fto.misWords.fields.bill_no',
  voucher_no: 'fto.misWords.fields.voucher_no',
  bill_date: 'fto.misWords.fields.bill_date',
  fin_year: 'fto.misWords.fields.fin_year',
  paid: 'fto.misWords.fields.paid',
  due: 'fto.misWords.fields.due',
  vendor_name: 'fto.misWords.fields.vendor_name',
  vendor_tin: 'fto.misWords.fields.vendor_tin',
  material_detail: 'fto.misWords.fields.material_detail',
  quantity: 'fto.misWords.fields.quantity',
  total_price: 'fto.misWords.fields.total_price',
  sr_no: 'fto.misWords.fields.sr_no',
  reference_no: 'fto.misWords.fields.reference_no',
  transaction_date: 'fto.misWords.fields.transaction_date',
  vendor_id: 'fto.misWords.fields.vendor_id',
  account_holder: 'fto.misWords.fields.account_holder',
  bank_code: 'fto.misWords.fields.bank_code',
  ifsc: 'fto.misWords.fields.ifsc',
  credit_amount_due: 'fto.misWords.fields.credit_amount_due',
  credit_amount_actual: 'fto.misWords.fields.credit_amount_actual',
  status: 'fto.misWords.fields.status',
  processed_date: 'fto.misWords.fields.processed_date',
  coop_processed_date: 'fto.misWords.fields.coop_processed_date',
  utr_no: 'fto.misWords.fields.utr_no',
  rejection_reason: 'fto.misWords.fields.rejection_reason',
} as const satisfies Record<string, FtoMessageKey>;

/** The MIS's status words (works and FTO transactions) that have a rendering, by their lower-case text. */
const STATUS_KEYS: Record<string, FtoMessageKey> = {
  ongoing: 'fto.misWords.statuses.ongoing',
  completed: 'fto.misWords.statuses.completed',
  'physically completed': 'fto.misWords.statuses.physicallyCompleted',
  suspended: 'fto.misWords.statuses.suspended',
  approved: 'fto.misWords.statuses.approved',
  'not started': 'fto.misWords.statuses.notStarted',
  closed: 'fto.misWords.statuses.closed',
  cancelled: 'fto.misWords.statuses.cancelled',
  processed: 'fto.misWords.statuses.processed',
  rejected: 'fto.misWords.statuses.rejected',
  pending: 'fto.misWords.statuses.pending',
  'fto not generated': 'fto.misWords.statuses.ftoNotGenerated',
};

/** A status as the MIS writes it (Ongoing, Physically Completed, Processed, ...) in the officer's language; an unknown one as it came. */
export function misStatusText(value: string | null | undefined, t: Translate): string {
  if (value === null || value === undefined) return '';
  const key = STATUS_KEYS[value.trim().replace(/\s+/g, ' ').toLowerCase()];
  return key ? t(key) : value;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** One value of a field as an officer reads it: rupees, dd/mm/yyyy, a year, a count, yes/no, a status in words. */
export function fieldValueText(field: string, value: unknown, t: Translate): string {
  if (isEmpty(value)) return t('fto.misWords.none');
  if (MONEY_FIELDS.has(field) && (typeof value === 'number' || typeof value === 'string')) return formatMoney(value) || String(value);
  if (DATE_FIELDS.has(field) && typeof value === 'string') return formatDate(value);
  if (YEAR_FIELDS.has(field) && (typeof value === 'string' || typeof value === 'number')) return formatFinancialYear(value);
  if (COUNT_FIELDS.has(field) && (typeof value === 'number' || typeof value === 'string')) return formatNumber(value) || String(value);
  if (YES_NO_FIELDS.has(field) || typeof value === 'boolean')
    return t(value === true || value === 'true' ? 'fto.common.yes' : 'fto.common.no');
  if (STATUS_FIELDS.has(field) && typeof value === 'string') return misStatusText(value, t);
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
}

/** A field's label in the officer's language; a column the list does not know (a new one) reads as its name, spaced. */
export function fieldLabel(field: string, t: Translate): string {
  const key = (FIELD_LABELS as Record<string, FtoMessageKey>)[field];
  return key ? t(key) : field.replace(/_/g, ' ');
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
export function subjectText(entry: HistoryEntry, t: Translate): string {
  const pairs = pairsOf(entry);
  const value = (field: 'bill_no' | 'material_detail' | 'reference_no') => {
    const v = valueOf(pairs, field, entry.change);
    if (!isEmpty(v)) return String(v as string | number);
    const named = field === 'reference_no' ? null : entry.names?.[field];
    return isEmpty(named) ? null : String(named);
  };
  switch (entry.source) {
    case 'work':
      return t('fto.misWords.subjects.work');
    case 'register':
      return t('fto.misWords.subjects.register');
    case 'bill': {
      const bill = value('bill_no');
      if (bill) return t('fto.misWords.subjects.bill', { bill });
      // The bill's own key: `v:<voucher no.>` or `b:<bill no.>|<bill date>` (mirror-store billKey).
      const key = ownKey(entry.row_key, null);
      if (key.startsWith('b:')) return t('fto.misWords.subjects.bill', { bill: key.slice(2).split('|')[0] });
      if (key.startsWith('v:')) return t('fto.misWords.subjects.billVoucher', { voucher: key.slice(2) });
      return t('fto.misWords.subjects.billUnknown');
    }
    case 'item': {
      const material = value('material_detail');
      const bill = value('bill_no');
      if (material && bill) return t('fto.misWords.subjects.materialOfBill', { material, bill });
      if (material) return t('fto.misWords.subjects.material', { material });
      if (bill) return t('fto.misWords.subjects.materialBill', { bill });
      return t('fto.misWords.subjects.materialUnknown');
    }
    case 'fto': {
      const key = ownKey(entry.row_key, entry.fto_no);
      const fto = entry.fto_no ?? entry.row_key.split('|')[0];
      const reference = value('reference_no') ?? (key.startsWith('sr:') || key === entry.row_key ? null : key);
      if (reference) return t('fto.misWords.subjects.ftoTransaction', { fto, reference });
      if (key.startsWith('sr:')) return t('fto.misWords.subjects.ftoRow', { fto, row: key.slice(3) });
      return t('fto.misWords.subjects.fto', { fto });
    }
    default:
      return t('fto.misWords.subjects.row');
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
export function fieldWords(entry: HistoryEntry, t: Translate, omit: readonly string[] = []): FieldWords[] {
  return shownPairs(entry)
    .filter((p) => !omit.includes(p.field))
    .map((p) => {
      const label = fieldLabel(p.field, t);
      if (entry.change === 'changed') {
        return {
          field: p.field,
          text: t('fto.misWords.fieldChanged', {
            label,
            old: fieldValueText(p.field, p.old, t),
            new: fieldValueText(p.field, p.new, t),
          }),
        };
      }
      return {
        field: p.field,
        text: t('fto.misWords.field', { label, value: fieldValueText(p.field, entry.change === 'gone' ? p.old : p.new, t) }),
      };
    });
}

/** The head of an entry and the fields it leaves to the list: "New bill LE-104 of ₹ 18,500.00 dated 05/12/2026". */
export function headOf(entry: HistoryEntry, t: Translate): { head: string; omit: string[] } {
  const pairs = pairsOf(entry);
  if (entry.source === 'bill' && (entry.change === 'added' || entry.change === 'back')) {
    const bill = valueOf(pairs, 'bill_no', entry.change);
    const amount = valueOf(pairs, 'due', entry.change) ?? valueOf(pairs, 'paid', entry.change);
    const amountField = isEmpty(valueOf(pairs, 'due', entry.change)) ? 'paid' : 'due';
    const date = valueOf(pairs, 'bill_date', entry.change);
    if (!isEmpty(bill) && !isEmpty(amount) && !isEmpty(date)) {
      const key = entry.change === 'added' ? 'fto.misWords.newBill' : 'fto.misWords.billBack';
      return {
        head: t(key, {
          bill: String(bill as string),
          amount: fieldValueText(amountField, amount, t),
          date: fieldValueText('bill_date', date, t),
        }),
        omit: ['bill_no', amountField, 'bill_date'],
      };
    }
  }
  const subject = subjectText(entry, t);
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
  return { head: t(`fto.misWords.changes.${change}`, { subject }), omit: entry.change === 'changed' ? [] : omit };
}

/** The whole entry in one line: "New bill LE-104 of ₹ 18,500.00 dated 05/12/2026 (Paid: ₹ 0.00)". */
export function changeSentence(entry: HistoryEntry, t: Translate): string {
  const { head, omit } = headOf(entry, t);
  const fields = fieldWords(entry, t, omit);
  if (fields.length === 0) return head;
  return t('fto.misWords.withDetails', { head, details: fields.map((f) => f.text).join('; ') });
}
