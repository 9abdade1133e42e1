import { isStateAdmin } from '../../../admin/access';
import type { Permission, RoleAssignment } from '../../../providers/authApi';
import { hasAdminPermission } from '../../../session/sessionStore';
import { roleAndPlace } from '../../../i18n/names';

/**
 * What the social audit screens offer to the current role (spec 2 §5, §6). The server checks
 * every one of these again; here they only decide which buttons are shown.
 */
const roleCode = (role: RoleAssignment | null) => role?.Role_code ?? '';

/** Spec 2 §6: TP-EO is the only role that files recoveries. */
export const canFileRecovery = (role: RoleAssignment | null) => roleCode(role) === 'TP-EO' && role?.levels === 'TP';

/** Spec 2 §6: SDATA verifies recoveries. */
export const canVerifyRecovery = (role: RoleAssignment | null) => roleCode(role) === 'SDATA';

/** Spec 2 §2, §6: account statements for admin-type roles and SDATA only. */
export const canViewStatements = (role: RoleAssignment | null, permissions: readonly Permission[]) =>
  hasAdminPermission([...permissions]) || canVerifyRecovery(role);

/** Spec 2 §5: the issues report drill-down is for TP and GP level roles. */
export const canDrillDown = (role: RoleAssignment | null) => role?.levels === 'TP' || role?.levels === 'GP';

/** The issue import: STATE ADMIN. */
export const canImportIssues = (permissions: readonly Permission[]) => isStateAdmin(permissions);

/** The account statement links are written by a STATE ADMIN. */
export const canEditStatements = (permissions: readonly Permission[]) => isStateAdmin(permissions);

export const actingAs = (role: RoleAssignment, locale: string) => roleAndPlace(role, locale);
