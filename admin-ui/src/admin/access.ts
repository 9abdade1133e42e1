import type { OfficerLevel, Permission } from '../providers/authApi';
import type { Department } from './types';

/**
 * Who may see what on the administration screens (spec 1 §6), as pure functions of the
 * session so that pages, cards and tests share one rule. The server enforces the same
 * rules; these only decide what the screens offer.
 */
export { OFFICER_LEVELS } from '@server/common/auth/levels';
import { OFFICER_LEVELS } from '@server/common/auth/levels';

export const isOfficerLevel = (value: unknown): value is OfficerLevel =>
  typeof value === 'string' && (OFFICER_LEVELS as readonly string[]).includes(value);

/** ADMIN permission at STATE level: shortcut cards, Set as Admin / USER, Main Option Management, master data writes. */
export const isStateAdmin = (permissions: readonly Permission[] | null | undefined): boolean =>
  (permissions ?? []).some((p) => p.permission_type === 'ADMIN' && p.permission_level === 'STATE');

/**
 * Departments the assign-role dialog offers for the current role's level: STATE all, ZP all
 * but STATE, TP all but STATE and ZP, anything else only its own level.
 */
export function departmentsForLevel(level: string | null | undefined, departments: readonly Department[]): Department[] {
  switch (level) {
    case 'STATE':
      return [...departments];
    case 'ZP':
      return departments.filter((d) => d.levels !== 'STATE');
    case 'TP':
      return departments.filter((d) => d.levels !== 'STATE' && d.levels !== 'ZP');
    default:
      return departments.filter((d) => d.levels === level);
  }
}

/** Which location fields a department level needs (spec 1 §5 Assign roles). */
export function locationFieldsFor(level: string | null | undefined) {
  return {
    district: level === 'ZP' || level === 'TP' || level === 'GP',
    block: level === 'TP' || level === 'GP',
    panchayat: level === 'GP',
  };
}

/**
 * The codes a ZP/TP/GP administrator is locked to when assigning: the jurisdiction of the
 * current role. A STATE role (or none) locks nothing.
 */
export function jurisdictionLocks(
  role: { levels?: string | null; district_code?: string | null; block_code?: string | null; panchayat_code?: string | null } | null,
) {
  const level = role?.levels;
  return {
    district: level === 'ZP' || level === 'TP' || level === 'GP' ? role?.district_code || null : null,
    block: level === 'TP' || level === 'GP' ? role?.block_code || null : null,
    panchayat: level === 'GP' ? role?.panchayat_code || null : null,
  };
}
