import { ApiError } from '../http/api-error.js';
import type { Scope } from './scope.js';

export interface PlaceFilter {
  district_code: string | null;
  block_code: string | null;
}

/**
 * A report's district/taluk filter inside the caller's jurisdiction: a taluk outside the named
 * district is a 400, a place outside the scope a 403; the scope's own place fills what the
 * filter leaves open (a TP caller always reads its taluk, a ZP caller its district).
 */
export function narrowToScope(scope: Scope, filter: { district_code?: string | null; block_code?: string | null }): PlaceFilter {
  let block = filter.block_code ?? null;
  let district = filter.district_code ?? null;
  if (block) {
    if (district && !block.startsWith(district)) throw ApiError.badField('block_code', 'BLOCK_NOT_IN_DISTRICT');
    district = block.slice(0, 4);
  }
  if (scope.level === 'STATE') return { district_code: district, block_code: block };
  if (district && district !== scope.district_code) throw ApiError.forbidden('OUTSIDE_JURISDICTION');
  district = scope.district_code;
  if (scope.level === 'TP' || scope.level === 'GP') {
    if (block && block !== scope.block_code) throw ApiError.forbidden('OUTSIDE_JURISDICTION');
    block = scope.block_code;
  }
  return { district_code: district, block_code: block };
}
