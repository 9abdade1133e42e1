import type { SubOption } from '../../admin/types';
import type { FtoContext, Permission, RoleAssignment } from '../../providers/authApi';
import { canSeeMisChanges } from '../fto/mis-changes/access';
import { ftoPaths } from '../fto/paths';

interface Mapping {
  levels_data?: Record<string, unknown>;
}

/**
 * The verification level the FTO role mapping gives `role` (the lowest level any department maps
 * it to, as the server's level context decides), or null when no department maps it.
 */
export function ftoLevelOf(fto: FtoContext, role: RoleAssignment | null): number | null {
  if (!role) return null;
  const id = Number(role.role_id);
  let level: number | null = null;
  for (const mapping of fto.Roles as Mapping[]) {
    for (let n = 1; n <= 5; n++) {
      const ids = mapping.levels_data?.[`Level${n}`];
      if (Array.isArray(ids) && ids.map(Number).includes(id) && (level === null || n < level)) level = n;
    }
  }
  return level;
}

/**
 * Whether the officer, as the chosen role, can use the screen a module tile opens (issue 25:
 * no tile that opens only "Selected Role Has No Access for This Page"). The FTO verification
 * screens are for the roles the FTO role mapping puts at level 1, or at levels 2 to 5; every
 * other tile shows as the menu gives it. A direct link still gets the server's answer.
 */
export function tileUsable(sub: SubOption, role: RoleAssignment | null, fto: FtoContext, permissions: readonly Permission[] = []): boolean {
  switch (sub.router) {
    case ftoPaths.worksVerification:
      return ftoLevelOf(fto, role) === 1;
    case ftoPaths.ftoVerification:
      return (ftoLevelOf(fto, role) ?? 0) >= 2;
    // Issue 27: the Photo evidence report is for STATE, ZP and TP administrators (the card is ADMIN).
    case ftoPaths.photoEvidence:
    case ftoPaths.reconciliation:
      return ['STATE', 'ZP', 'TP'].includes(String(role?.levels ?? ''));
    // Issue 29: the MIS changes page is for STATE, ZP and TP administrators and the verification levels.
    case ftoPaths.misChanges:
      return canSeeMisChanges(role, fto, permissions);
    default:
      return true;
  }
}
