import type { SocialAuditTranslate } from './useSocialAuditTranslate';

/** The issue filters offer ALL and the years of useYearLists().issues (spec 2 §9: from 2016-2017). */
export const ALL_YEARS = 'ALL';

/** The four issue types of the social audit (FM, FD, PV, GR), in the report's column order. */
export const ISSUE_TYPES = ['FM', 'FD', 'PV', 'GR'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

/** An issue type's name in the officer's language when it is one of the four, else the name the server sent. */
export function issueTypeName(t: SocialAuditTranslate, type: string, serverName: string | null | undefined): string | null {
  return (ISSUE_TYPES as readonly string[]).includes(type) ? t(`socialAudit.common.types.${type as IssueType}`) : (serverName ?? null);
}

export const RECOVERY_MODES = ['DD', 'CASH', 'RTGS', 'UPI'] as const;
export type RecoveryMode = (typeof RECOVERY_MODES)[number];

export const DECISIONS = ['recovery', 'dropped', 'not_submitted'] as const;
export type Decision = (typeof DECISIONS)[number];

/** Spec 2 §4: the Recovery Summary's filters. */
export const SUMMARY_FILTERS = ['uploaded', 'recovered', 'not_recovered', 'dropped', 'not_submitted'] as const;
export type SummaryFilter = (typeof SUMMARY_FILTERS)[number];
