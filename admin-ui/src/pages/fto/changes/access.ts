import type { FtoContext, RoleAssignment } from '../../../providers/authApi';
import { ftoLevelOf } from '../../modules/usableTiles';

/**
 * The MIS changes page (issue 29): STATE, ZP and TP officers, and the roles the FTO role mapping
 * puts at a verification level (the server scopes every answer to the role's jurisdiction).
 */
export const canSeeMisChanges = (role: RoleAssignment | null, fto: FtoContext) =>
  ['STATE', 'ZP', 'TP'].includes(String(role?.levels ?? '')) || ftoLevelOf(fto, role) !== null;
