/** The Social Audit module's routes (spec 2 §2; /audit/import is this portal's own). */
export const socialAuditPaths = {
  socialAudit: '/audit',
  issuesReport: '/audit/issues',
  recoveredIssues: '/audit/recoveryissues',
  recoveryVerification: '/audit/verifyRecovery',
  importIssues: '/audit/import',
} as const;
