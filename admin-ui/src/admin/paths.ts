/**
 * The administration and module routes (spec 1 §2, spec 2 §2; /users/audit-trail,
 * /users/scraper-jobs, /users/fto-checklist and /audit/import are this portal's own).
 */
export const adminPaths = {
  users: '/users',
  roleManagement: '/users/rolesmanage',
  roleAdd: '/users/roleadd',
  departmentAdd: '/users/departmentadd',
  agencyAdd: '/users/implementingagencyadd',
  options: '/users/options',
  auditTrail: '/users/audit-trail',
  scraperJobs: '/users/scraper-jobs',
  scheduler: '/users/shedule',
  ftoScheduler: '/users/fto-scheduler',
  ftoChecklist: '/users/fto-checklist',
  fto: '/fto',
  viewData: '/fto/viewdata',
  fileVerify: '/fto/fileverify',
  ftoVerify: '/fto/ftoverify',
  showList: '/fto/showlist',
  audit: '/audit',
  auditIssues: '/audit/issues',
  auditRecoveryIssues: '/audit/recoveryissues',
  auditVerifyRecovery: '/audit/verifyRecovery',
  auditImport: '/audit/import',
  tools: '/tools',
} as const;
