import { ApiError } from '../common/http/api-error.js';
import { ADHOC_DECISIONS, type AdhocDecision, RECOVERY_MODES, type RecoveryMode } from './entities/recovery.entity.js';
import { AMOUNT_LIKE, isBlank, isNoSuchDate, NO_SUCH_DATE, parseIsoDate, parseMoney, textOf, todayInIndia, toPaise } from './values.js';

export const MSG = {
  decision: 'Please select a decision (Recovery / Dropped / Not Submitted)',
  remark: 'Please enter a remark.',
  caseStatus: 'Please specify whether recovery was made.',
  mode: 'Please select a recovery mode.',
  insufficient: 'Please provide a remark for less than expected recovery.',
  mapExcess: 'Please select other issues to map excess recovery.',
  mismatch: 'Please provide an additional remark for mismatch between expected and entered recovery amount.',
  noExcess: 'Excess can be mapped only when the recovered amount exceeds the expected amount.',
} as const;

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
  if (text === null) throw ApiError.badRequest(`${field} must be text.`);
  if (text.length > MAX_TEXT) throw ApiError.badRequest(`${field} is at most ${MAX_TEXT} characters.`);
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
    throw ApiError.badRequest(`Please fill in all required ${title} recovery fields: ${missing.map((f) => f.label).join(', ')}.`);
  }
  const details: Record<string, string> = {};
  let amount = '';
  for (const field of fields) {
    const raw = input[field.name];
    if (field.kind === 'amount') {
      const value = parseMoney(raw);
      if (value === null) throw ApiError.badRequest(`${field.label}: ${AMOUNT_LIKE}`, { [field.name]: AMOUNT_LIKE });
      if (toPaise(value) === 0n) {
        const message = `${field.label} must be an amount above zero in rupees with at most two decimals.`;
        throw ApiError.badRequest(message, { [field.name]: message });
      }
      details[field.name] = amount = value;
    } else if (field.kind === 'date' || field.kind === 'expiry') {
      const value = parseIsoDate(raw);
      if (value === null) {
        if (isNoSuchDate(raw)) throw ApiError.badRequest(`${field.label}: ${NO_SUCH_DATE}`, { [field.name]: NO_SUCH_DATE });
        const message = `${field.label} must be a date (yyyy-mm-dd).`;
        throw ApiError.badRequest(message, { [field.name]: message });
      }
      if (field.kind === 'date' && value > today) {
        const message = `${field.label} cannot be in the future.`;
        throw ApiError.badRequest(message, { [field.name]: message });
      }
      details[field.name] = value;
    } else {
      const value = textOf(raw);
      if (value === null || value.length > 200) throw ApiError.badRequest(`${field.label} must be text of at most 200 characters.`);
      details[field.name] = value;
    }
  }
  if (mode === 'DD' && details.dd_expire_date < details.dd_date) throw ApiError.badRequest('DD Expiry Date cannot be before the DD Date.');
  if (!isBlank(input.recovered_amount)) {
    const sent = parseMoney(input.recovered_amount);
    if (sent === null || toPaise(sent) !== toPaise(amount)) throw ApiError.badRequest(`recovered_amount must equal the ${title} amount.`);
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
