import type { Issue } from '../socialAuditApi';
import type { SocialAuditTranslate } from './useSocialAuditTranslate';

const KNOWN = ['not_filed', 'filed', 'mapped', 'verified'] as const;

/** The portal's progress of an issue, in words; a mapped issue names the issue that covers it. */
export function filingStatusText(t: SocialAuditTranslate, issue: Pick<Issue, 'filing_status' | 'covered_by'>): string {
  const status = (KNOWN as readonly string[]).includes(issue.filing_status) ? (issue.filing_status as (typeof KNOWN)[number]) : null;
  if (!status) return issue.filing_status;
  const text = t(`socialAudit.common.filingStatus.${status}`);
  return status === 'mapped' && issue.covered_by ? `${text} (${issue.covered_by})` : text;
}
