/** The administration routes (spec 1 §2; /users/audit-trail and /users/scraper-jobs are this portal's own). */
export const adminPaths = {
  users: '/users',
  roleManagement: '/users/rolesmanage',
  roleAdd: '/users/roleadd',
  departmentAdd: '/users/departmentadd',
  agencyAdd: '/users/implementingagencyadd',
  options: '/users/options',
  auditTrail: '/users/audit-trail',
  scraperJobs: '/users/scraper-jobs',
  fto: '/fto',
  viewData: '/fto/viewdata',
  audit: '/audit',
  tools: '/tools',
} as const;
