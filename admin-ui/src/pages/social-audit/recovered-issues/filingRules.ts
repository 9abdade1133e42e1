import { DATE_FIELDS, MODE_AMOUNT, MODE_FIELDS, type FilingPayload, type Issue } from '../socialAuditApi';
import { isoDate, typedDateProblem } from '../../../i18n/format';
import { formatPaise, toPaise } from '../common/money';
import type { SocialAuditTranslate } from '../common/useSocialAuditTranslate';
import type { Decision, RecoveryMode } from '../common/years';

/**
 * What the officer has entered in the recovery filing form: a date as the date field gives it
 * (ISO yyyy-mm-dd, or the dd/mm/yyyy text of what is no date; older drafts hold dd/mm/yyyy).
 */
export interface FilingDraft {
  decision: Decision | null;
  caseStatus: 'YES' | 'NO' | null;
  remark: string;
  mode: RecoveryMode | null;
  fields: Record<string, string>;
  insufficientRemark: string;
  excessRemark: string;
  mapped: string[];
}

export const EMPTY_DRAFT: FilingDraft = {
  decision: null,
  caseStatus: null,
  remark: '',
  mode: null,
  fields: {},
  insufficientRemark: '',
  excessRemark: '',
  mapped: [],
};

/** How the entered amount compares with what was expected (spec 2 §4), all in paise. */
export interface Comparison {
  entered: bigint | null;
  expected: bigint;
  /** The expected amount plus the mapped issues' expected amounts. */
  mappedTotal: bigint;
  relation: 'none' | 'less' | 'equal' | 'more';
}

const fieldValid = (field: string, value: string) => {
  const text = value.trim();
  if (text === '') return false;
  if (DATE_FIELDS.has(field)) return isoDate(text) !== '';
  if (field.endsWith('_amount')) return (toPaise(text) ?? 0n) > 0n;
  return true;
};

/** The recovered amount, when the draft is a recovery made in a mode and its amount reads. */
export function enteredPaise(draft: FilingDraft): bigint | null {
  if (draft.decision !== 'recovery' || draft.caseStatus !== 'YES' || !draft.mode) return null;
  return toPaise(draft.fields[MODE_AMOUNT[draft.mode]] ?? '');
}

export function compare(draft: FilingDraft, issue: Issue, candidates: readonly Issue[]): Comparison {
  const expected = toPaise(issue.expected_amount) ?? 0n;
  const entered = enteredPaise(draft);
  const mappedTotal = draft.mapped.reduce(
    (total, number) => total + (toPaise(candidates.find((c) => c.issue_number === number)?.expected_amount) ?? 0n),
    expected,
  );
  const relation = entered === null ? 'none' : entered < expected ? 'less' : entered > expected ? 'more' : 'equal';
  return { entered, expected, mappedTotal, relation };
}

/**
 * Spec 2 §5 Recovery filing, checked in the spec's order; the first problem in its words, or
 * null. The server checks the same again (docs/socialaudit-api.md upload-issues).
 */
export function filingProblem(draft: FilingDraft, comparison: Comparison, t: SocialAuditTranslate): string | null {
  if (!draft.decision) return t('socialAudit.filing.errors.decision');
  if (draft.decision !== 'recovery') return draft.remark.trim() ? null : t('socialAudit.filing.errors.remark');
  if (!draft.caseStatus) return t('socialAudit.filing.errors.made');
  if (draft.caseStatus === 'NO') return draft.remark.trim() ? null : t('socialAudit.filing.errors.remark');
  if (!draft.mode) return t('socialAudit.filing.errors.mode');
  // Blank fields are missing; a field holding what is not a date or an amount ("abc",
  // 31/02/2030) is named with what is wrong, as the server does (Issue 25).
  const missing = MODE_FIELDS[draft.mode].filter((field) => (draft.fields[field] ?? '').trim() === '');
  if (missing.length > 0) {
    return t('socialAudit.filing.errors.modeFields', {
      mode: t(`socialAudit.filing.modeNames.${draft.mode}`),
      fields: missing.map((field) => t(`socialAudit.filing.fields.${field}`)).join(', '),
    });
  }
  const wrong = MODE_FIELDS[draft.mode].find((field) => !fieldValid(field, draft.fields[field] ?? ''));
  if (wrong) {
    const text = (draft.fields[wrong] ?? '').trim();
    const why = DATE_FIELDS.has(wrong)
      ? typedDateProblem(text) === 'no-such'
        ? t('socialAudit.filing.noSuchDate')
        : t('socialAudit.filing.invalidDate')
      : toPaise(text) === null
        ? t('socialAudit.filing.invalidAmount')
        : t('socialAudit.filing.errors.zeroAmount');
    return `${t(`socialAudit.filing.fields.${wrong}`)}: ${why}`;
  }
  if (comparison.relation === 'less' && !draft.insufficientRemark.trim()) return t('socialAudit.filing.errors.insufficient');
  if (comparison.relation === 'more') {
    if (draft.mapped.length === 0) return t('socialAudit.filing.errors.mapping');
    if (comparison.mappedTotal !== comparison.entered && !draft.excessRemark.trim()) return t('socialAudit.filing.errors.mismatch');
  }
  return null;
}

/** The `upload-issues` body: only what the chosen branch of the decision tree holds. */
export function filingPayload(draft: FilingDraft, issue: Issue, comparison: Comparison): FilingPayload {
  const recovered = draft.decision === 'recovery' && draft.caseStatus === 'YES' && draft.mode !== null;
  const payload: FilingPayload = {
    issue_number: issue.issue_number,
    adhoc_decision: draft.decision ?? 'recovery',
    case_status: draft.decision === 'recovery' ? draft.caseStatus : null,
    remark: recovered ? '' : draft.remark.trim(),
    recovery_mode: recovered ? draft.mode : null,
    recovered_amount: null,
    insufficient_remark: recovered && comparison.relation === 'less' ? draft.insufficientRemark.trim() : '',
    excess_remark:
      recovered && comparison.relation === 'more' && comparison.mappedTotal !== comparison.entered ? draft.excessRemark.trim() : '',
    mapped_issues: recovered && comparison.relation === 'more' ? draft.mapped : [],
    total_expected: formatPaise(recovered && comparison.relation === 'more' ? comparison.mappedTotal : comparison.expected),
  };
  if (recovered && draft.mode) {
    for (const field of MODE_FIELDS[draft.mode]) {
      const text = (draft.fields[field] ?? '').trim();
      payload[field] = DATE_FIELDS.has(field) ? isoDate(text) || text : field.endsWith('_amount') ? formatPaise(toPaise(text) ?? 0n) : text;
    }
    payload.recovered_amount = comparison.entered === null ? null : formatPaise(comparison.entered);
  }
  return payload;
}
