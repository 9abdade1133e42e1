import { ApiError } from '../common/http/api-error.js';
import { ADHOC_DECISIONS, type AdhocDecision, RECOVERY_MODES, type RecoveryMode } from './entities/recovery.entity.js';
import { isBlank, isNoSuchDate, parseIsoDate, parseMoney, textOf, todayInIndia, toPaise } from './values.js';
import { type MessageCode, msg } from '../common/messages/index.js';

export const MSG = {
  decision: 'FILING_DECISION',
  remark: 'FILING_REMARK',
  caseStatus: 'FILING_CASE_STATUS',
  mode: 'FILING_MODE',
  insufficient: 'FILING_INSUFFICIENT',
  mapExcess: 'FILING_MAP_EXCESS',
  mismatch: 'FILING_MISMATCH',
  noExcess: 'FILING_NO_EXCESS',
} as const satisfies Record<string, MessageCode>;

type FieldKind = 'text' | 'date' | 'expiry' | 'amount';
interface ModeField {
  name: string;
  label: string;
  kind: FieldKind;
}

/** Each mode's fields (spec 2 §3 Recovery filing), in the form's order; the amount field is what was recovered. */
export const MODE_FIELDS: Record<RecoveryMode, { title: string; fields: ModeField[] }> = {
  DD: {
    title: 'DD',
    fields: [
      { name: 'dd_number', label: 'DD Number', kind: 'text' },
      { name: 'dd_date', label: 'DD Date', kind: 'date' },
      { name: 'dd_amount', label: 'DD Amount', kind: 'amount' },
      { name: 'dd_expire_date', label: 'DD Expiry Date', kind: 'expiry' },
      { name: 'bank_details', label: 'Bank Details', kind: 'text' },
      { name: 'dd_branch', label: 'Branch', kind: 'text' },
    ],
  },
  CASH: {
    title: 'Cash',
    fields: [
      { name: 'cash_amount', label: 'Amount', kind: 'amount' },
      { name: 'cash_date', label: 'Date', kind: 'date' },
      { name: 'bank_name', label: 'Bank Name', kind: 'text' },
      { name: 'branch_name', label: 'Branch Name', kind: 'text' },
    ],
  },
  RTGS: {
    title: 'RTGS',
    fields: [
      { name: 'rtgs_id', label: 'RTGS ID', kind: 'text' },
      { name: 'rtgs_date', label: 'RTGS Date', kind: 'date' },
      { name: 'bank_name', label: 'Bank Name', kind: 'text' },
      { name: 'branch', label: 'Branch', kind: 'text' },
      { name: 'rtgs_amount', label: 'RTGS Amount', kind: 'amount' },
    ],
  },
  UPI: {
    title: 'UPI',
    fields: [
      { name: 'upi_id', label: 'UPI ID', kind: 'text' },
      { name: 'upi_date', label: 'UPI Date', kind: 'date' },
      { name: 'upi_amount', label: 'UPI Amount', kind: 'amount' },
    ],
  },
};

const MAX_TEXT = 1000;

/** The decision part of a filing, checked and normalised. */
export interface CheckedDecision {
  adhoc_decision: AdhocDecision;
  case_status: 'YES' | 'NO' | null;
  remark: string | null;
  recovery_mode: RecoveryMode | null;
  mode_details: Record<string, string>;
  recovered_amount: string | null;
  excess_remark: string | null;
  insufficient_remark: string | null;
}

function remarkOf(value: unknown, field: string): string | null {
  if (isBlank(value)) return null;
  const text = textOf(value);
  if (text === null) throw ApiError.badRequest(msg('FILING_TEXT_REQUIRED', { field }));
  if (text.length > MAX_TEXT) throw ApiError.badRequest(msg('FILING_TEXT_TOO_LONG', { field, max: MAX_TEXT }));
  return text;
}

/**
 * Spec 2 §4/§5 decision tree, in the form's order: decision, remark, whether recovered, mode,
 * the mode's fields. The comparison with the expected amount comes after (checkAmounts).
 */
export function checkDecision(input: Record<string, unknown>, today = todayInIndia()): CheckedDecision {
  const decision = input.adhoc_decision;
  if (typeof decision !== 'string' || !(ADHOC_DECISIONS as readonly string[]).includes(decision)) throw ApiError.badRequest(MSG.decision);
  const remark = remarkOf(input.remark, 'remark');
  const base = {
    adhoc_decision: decision as AdhocDecision,
    remark,
    case_status: null,
    recovery_mode: null,
    mode_details: {},
    recovered_amount: null,
    excess_remark: null,
    insufficient_remark: null,
  };
  if (decision !== 'recovery') {
    if (!remark) throw ApiError.badRequest(MSG.remark);
    return base;
  }
  const caseStatus = input.case_status;
  if (caseStatus !== 'YES' && caseStatus !== 'NO') throw ApiError.badRequest(MSG.caseStatus);
  if (caseStatus === 'NO') {
    if (!remark) throw ApiError.badRequest(MSG.remark);
    return { ...base, case_status: 'NO' };
  }
  const mode = input.recovery_mode;
  if (typeof mode !== 'string' || !(RECOVERY_MODES as readonly string[]).includes(mode)) throw ApiError.badRequest(MSG.mode);
  const { title, fields } = MODE_FIELDS[mode as RecoveryMode];
  const missing = fields.filter((f) => isBlank(input[f.name]));
  if (missing.length) {
    throw ApiError.badRequest(msg('FILING_FIELDS_MISSING', { mode: title, fields: missing.map((f) => f.label).join(', ') }));
  }
  const details: Record<string, string> = {};
  let amount = '';
  for (const field of fields) {
    const raw = input[field.name];
    if (field.kind === 'amount') {
      const value = parseMoney(raw);
      if (value === null) throw ApiError.badRequest(msg('LABELED_AMOUNT_LIKE', { label: field.label }), { [field.name]: 'AMOUNT_LIKE' });
      if (toPaise(value) === 0n) throw ApiError.badField(field.name, msg('FILING_AMOUNT_ZERO', { label: field.label }));
      details[field.name] = amount = value;
    } else if (field.kind === 'date' || field.kind === 'expiry') {
      const value = parseIsoDate(raw);
      if (value === null) {
        if (isNoSuchDate(raw))
          throw ApiError.badRequest(msg('LABELED_NO_SUCH_DATE', { label: field.label }), { [field.name]: 'NO_SUCH_DATE' });
        throw ApiError.badField(field.name, msg('FILING_DATE_FORMAT', { label: field.label }));
      }
      if (field.kind === 'date' && value > today) throw ApiError.badField(field.name, msg('FILING_DATE_FUTURE', { label: field.label }));
      details[field.name] = value;
    } else {
      const value = textOf(raw);
      if (value === null || value.length > 200) throw ApiError.badRequest(msg('FILING_TEXT_200', { label: field.label }));
      details[field.name] = value;
    }
  }
  if (mode === 'DD' && details.dd_expire_date < details.dd_date) throw ApiError.badRequest('FILING_DD_EXPIRY_BEFORE');
  if (!isBlank(input.recovered_amount)) {
    const sent = parseMoney(input.recovered_amount);
    if (sent === null || toPaise(sent) !== toPaise(amount)) throw ApiError.badRequest(msg('FILING_AMOUNT_MISMATCH', { mode: title }));
  }
  return {
    ...base,
    case_status: 'YES',
    recovery_mode: mode as RecoveryMode,
    mode_details: details,
    recovered_amount: amount,
    excess_remark: remarkOf(input.excess_remark, 'excess_remark'),
    insufficient_remark: remarkOf(input.insufficient_remark, 'insufficient_remark'),
  };
}

/**
 * The recovered amount against the expected amount (spec 2 §4): less needs a remark,
 * more needs issues to map the excess to (checked by the caller, who also knows their amounts).
 */
export function checkAgainstExpected(filing: CheckedDecision, expected: string, mappedCount: number): 'less' | 'equal' | 'more' | 'none' {
  if (filing.recovered_amount === null) {
    if (mappedCount > 0) throw ApiError.badRequest(MSG.noExcess);
    return 'none';
  }
  const recovered = toPaise(filing.recovered_amount);
  const due = toPaise(expected);
  if (recovered < due) {
    if (!filing.insufficient_remark) throw ApiError.badRequest(MSG.insufficient);
    if (mappedCount > 0) throw ApiError.badRequest(MSG.noExcess);
    return 'less';
  }
  if (recovered === due) {
    if (mappedCount > 0) throw ApiError.badRequest(MSG.noExcess);
    return 'equal';
  }
  if (mappedCount === 0) throw ApiError.badRequest(MSG.mapExcess);
  return 'more';
}

/** With the excess mapped: the total expected must match what was recovered, or be explained. */
export function checkMappedTotal(filing: CheckedDecision, totalExpected: bigint): void {
  if (toPaise(filing.recovered_amount!) !== totalExpected && !filing.excess_remark) throw ApiError.badRequest(MSG.mismatch);
}
