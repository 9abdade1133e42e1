/** The administration routes (spec 1 §2; /users/audit-trail is this portal's own). */
export const adminPaths = {
  users: '/users',
  roleManagement: '/users/rolesmanage',
  roleAdd: '/users/roleadd',
  departmentAdd: '/users/departmentadd',
  agencyAdd: '/users/implementingagencyadd',
  options: '/users/options',
  auditTrail: '/users/audit-trail',
  fto: '/fto',
  audit: '/audit',
  tools: '/tools',
} as const;
