import type { PrincipalRole } from '../common/auth/principal.js';
import { scopeOfRole, type Scope } from '../common/auth/scope.js';
import { ApiError } from '../common/http/api-error.js';
import { msg } from '../common/messages/index.js';

export const issueNotFound = (issueNumber: string) => ApiError.notFound(msg('ISSUE_NOT_FOUND', { issue: issueNumber }));

/** The codes of a district, block or panchayat code (each begins with its parent's). */
export function placeOfCode(code: string): { district_code: string; block_code: string | null; panchayat_code: string | null } {
  return {
    district_code: code.slice(0, 4),
    block_code: code.length >= 7 ? code.slice(0, 7) : null,
    panchayat_code: code.length === 10 ? code : null,
  };
}

/**
 * Whether everything at `code` lies inside the scope: a ZP officer may look at a block of
 * its district, not at another district; a TP officer at a panchayat of its block only.
 */
export function coversCode(scope: Scope, code: string): boolean {
  const place = placeOfCode(code);
  switch (scope.level) {
    case 'STATE':
      return true;
    case 'ZP':
      return place.district_code === scope.district_code;
    case 'TP':
      return place.block_code === scope.block_code;
    case 'GP':
      return place.panchayat_code === scope.panchayat_code;
  }
}

export function assertCovers(scope: Scope, code: string): void {
  if (!coversCode(scope, code)) throw ApiError.forbidden('OUTSIDE_JURISDICTION');
}

/** The drill-down and the issue details are for TP and GP officers (spec 2 §5). */
export function assertTpOrGp(role: PrincipalRole): Scope {
  if (role.levels !== 'TP' && role.levels !== 'GP') throw ApiError.forbidden('TP_GP_ONLY');
  return scopeOfRole(role);
}
