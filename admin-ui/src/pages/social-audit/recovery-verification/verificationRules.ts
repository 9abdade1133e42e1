import type { LinkedIssue, VerificationEntry } from '../socialAuditApi';
import { isoDate } from '../../../i18n/format';
import { formatPaise, toPaise } from '../common/money';
import type { SocialAuditTranslate } from '../common/useSocialAuditTranslate';
import { serverMessage } from '../../../i18n/serverMessage';

/** One row of the Recovery Verification dialog as entered (the date as the date field gives it). */
export interface EntryDraft {
  entered_amount: string;
  remittence: string;
  status: '' | 'Completed' | 'Incomplete';
  remark: string;
}

export const EMPTY_ENTRY: EntryDraft = { entered_amount: '', remittence: '', status: '', remark: '' };

/** Spec 2 §5: an entered amount above the issue's amount is refused as it is typed. */
export function exceedsIssueAmount(text: string, issue: Pick<LinkedIssue, 'issue_amount'>): boolean {
  const entered = toPaise(text);
  const limit = toPaise(issue.issue_amount);
  return entered !== null && limit !== null && entered > limit;
}

const complete = (entry: EntryDraft) =>
  toPaise(entry.entered_amount) !== null && isoDate(entry.remittence) !== '' && entry.status !== '' && entry.remark.trim() !== '';

/** Spec 2 §5 Verification submit: every row needs amount, status, remark and remittance date. */
export function verificationProblem(
  issues: readonly LinkedIssue[],
  drafts: Record<string, EntryDraft>,
  t: SocialAuditTranslate,
): string | null {
  if (issues.some((issue) => !complete(drafts[issue.issue_number] ?? EMPTY_ENTRY))) return t('socialAudit.verify.allFields');
  if (issues.some((issue) => exceedsIssueAmount(drafts[issue.issue_number]?.entered_amount ?? '', issue)))
    return t('socialAudit.verify.tooMuch');
  return null;
}

/** The `issues` of `update-verification-zp`: one entry per issue of the filing, in the dialog's order. */
export function verificationEntries(issues: readonly LinkedIssue[], drafts: Record<string, EntryDraft>): VerificationEntry[] {
  return issues.map((issue, index) => {
    const draft = drafts[issue.issue_number] ?? EMPTY_ENTRY;
    return {
      serial: index + 1,
      issue_number: issue.issue_number,
      issue_amount: issue.issue_amount,
      response_amount: issue.response_amount,
      entered_amount: formatPaise(toPaise(draft.entered_amount) ?? 0n),
      remittence: isoDate(draft.remittence),
      status: draft.status === 'Incomplete' ? 'Incomplete' : 'Completed',
      remark: draft.remark.trim(),
    };
  });
}

const statusOf = (error: unknown): number | null => {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : null;
};

/**
 * Spec 2 §8 Verification: 409 is 'Data already uploaded.'; no answer at all is 'Submission
 * failed. Please try again.'; a refusal the server explains (4xx with a message, e.g. 'Should
 * not exceed issue amount') shows that explanation; any other status is 'Unexpected response
 * from server.'.
 */
export function verificationFailure(error: unknown, t: SocialAuditTranslate): string {
  const status = statusOf(error);
  if (status === null || status === 0) return t('socialAudit.verify.failed');
  if (status === 409) return t('socialAudit.verify.duplicate');
  const said = status >= 400 && status < 500 ? serverMessage((error as { body?: unknown }).body) : undefined;
  if (said) return said;
  return t('socialAudit.verify.unexpected');
}
