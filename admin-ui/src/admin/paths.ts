/**
 * The administration routes: the User Administration and Developer Tools main options (spec 1 §2,
 * spec 2 §2; /users/audit-trail, /users/scraper-jobs and /users/fto-checklist are this portal's own).
 * Every /users path also passes the admin-type guard.
 */
export const adminPaths = {
  users: '/users',
  roleManagement: '/users/rolesmanage',
  roleAdd: '/users/roleadd',
  departmentAdd: '/users/departmentadd',
  agencyAdd: '/users/implementingagencyadd',
  mainOptions: '/users/options',
  auditTrail: '/users/audit-trail',
  misLoadHistory: '/users/scraper-jobs',
  scheduler: '/users/shedule',
  ftoVerificationSchedule: '/users/fto-scheduler',
  ftoChecklist: '/users/fto-checklist',
  tools: '/tools',
} as const;
