import type { Permission, RoleAssignment } from '../../../providers/authApi';
import { hasAdminPermission } from '../../../session/sessionStore';

/** The Photo evidence report: STATE, ZP and TP administrators (the server scopes and checks again). */
export const canSeeEvidenceReport = (role: RoleAssignment | null, permissions: readonly Permission[]) =>
  hasAdminPermission([...permissions]) && ['STATE', 'ZP', 'TP'].includes(String(role?.levels ?? ''));

/** The panchayat locations import: STATE and ZP administrators. */
export const canImportLocations = (role: RoleAssignment | null, permissions: readonly Permission[]) =>
  hasAdminPermission([...permissions]) && ['STATE', 'ZP'].includes(String(role?.levels ?? ''));
