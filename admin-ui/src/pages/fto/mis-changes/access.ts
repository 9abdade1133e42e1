import type { FtoContext, Permission, RoleAssignment } from '../../../providers/authApi';
import { hasAdminPermission } from '../../../session/sessionStore';
import { ftoLevelOf } from '../../modules/usableTiles';

/**
 * The MIS changes page (issue 29): STATE, ZP and TP administrators, and the roles the FTO role
 * mapping puts at a verification level (the server scopes every answer to the role's jurisdiction).
 */
export const canSeeMisChanges = (role: RoleAssignment | null, fto: FtoContext, permissions: readonly Permission[]) =>
  (hasAdminPermission([...permissions]) && ['STATE', 'ZP', 'TP'].includes(String(role?.levels ?? ''))) || ftoLevelOf(fto, role) !== null;
