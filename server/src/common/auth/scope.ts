import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { OfficerLevel } from './levels.js';
import type { Principal, PrincipalRole } from './principal.js';
import { isStateAdmin } from './principal.js';

/**
 * A jurisdiction: everything (STATE), or one district (ZP), block (TP) or panchayat (GP).
 * An officer acting in a role sees and changes only what lies inside that role's scope.
 */
export type Scope =
  | { level: 'STATE' }
  | { level: 'ZP'; district_code: string }
  | { level: 'TP'; district_code: string; block_code: string }
  | { level: 'GP'; district_code: string; block_code: string; panchayat_code: string };

export function scopeOfRole(role: PrincipalRole): Scope {
  switch (role.levels) {
    case 'STATE':
      return { level: 'STATE' };
    case 'ZP':
      return { level: 'ZP', district_code: role.district_code! };
    case 'TP':
      return { level: 'TP', district_code: role.district_code ?? role.block_code!.slice(0, 4), block_code: role.block_code! };
    case 'GP':
      return {
        level: 'GP',
        district_code: role.district_code ?? role.panchayat_code!.slice(0, 4),
        block_code: role.block_code ?? role.panchayat_code!.slice(0, 7),
        panchayat_code: role.panchayat_code!,
      };
  }
}

/**
 * When a call names no role (the spec's client sends none for some GET/PUT calls), the caller
 * acts with all of its roles: a STATE ADMIN everywhere, others within any of their roles.
 */
export function scopesOf(principal: Principal, role: PrincipalRole | null): Scope[] {
  if (role) return [scopeOfRole(role)];
  if (isStateAdmin(principal)) return [{ level: 'STATE' }];
  return principal.roles.map(scopeOfRole);
}

/** Whether a location (by its codes) lies inside a scope. */
export function inScope(
  scope: Scope,
  codes: { district_code?: string | null; block_code?: string | null; panchayat_code?: string | null },
): boolean {
  switch (scope.level) {
    case 'STATE':
      return true;
    case 'ZP':
      return codes.district_code === scope.district_code;
    case 'TP':
      return codes.block_code === scope.block_code;
    case 'GP':
      return codes.panchayat_code === scope.panchayat_code;
  }
}

/** Levels a role at `level` may assign departments of (spec 1 §6). */
export function assignableLevels(level: OfficerLevel): OfficerLevel[] {
  switch (level) {
    case 'STATE':
      return ['STATE', 'ZP', 'TP', 'GP'];
    case 'ZP':
      return ['ZP', 'TP', 'GP'];
    case 'TP':
      return ['TP', 'GP'];
    case 'GP':
      return ['GP'];
  }
}

/**
 * Limits a query to rows inside any of the scopes, by the row's `district_code`, `block_code`
 * and `panchayat_code` columns (under `alias`): nothing for no scope, everything for STATE.
 */
export function restrictToScopes<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  scopes: Scope[],
): SelectQueryBuilder<T> {
  if (scopes.some((s) => s.level === 'STATE')) return qb;
  if (scopes.length === 0) return qb.andWhere('1 = 0');
  return qb.andWhere(
    new Brackets((w) => {
      scopes.forEach((s, i) => {
        if (s.level === 'STATE') return;
        const [column, value] =
          s.level === 'ZP'
            ? ['district_code', s.district_code]
            : s.level === 'TP'
              ? ['block_code', s.block_code]
              : ['panchayat_code', s.panchayat_code];
        w.orWhere(`${alias}.${column} = :scope_${alias}_${i}`, { [`scope_${alias}_${i}`]: value });
      });
    }),
  );
}

/**
 * A raw-SQL condition limiting rows to any of the scopes by their district, block and panchayat
 * columns (the raw-SQL twin of `restrictToScopes`); values go to `params` as positional parameters.
 */
export function scopeSql(scopes: Scope[], columns: { district: string; block: string; panchayat: string }, params: unknown[]): string {
  if (scopes.some((s) => s.level === 'STATE')) return 'TRUE';
  if (scopes.length === 0) return 'FALSE';
  const parts = scopes.map((s) => {
    if (s.level === 'ZP') {
      params.push(s.district_code);
      return `${columns.district} = $${params.length}`;
    }
    if (s.level === 'TP') {
      params.push(s.block_code);
      return `${columns.block} = $${params.length}`;
    }
    params.push((s as { panchayat_code: string }).panchayat_code);
    return `${columns.panchayat} = $${params.length}`;
  });
  return `(${parts.join(' OR ')})`;
}
