import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.js';
import { locationCodeOf, OFFICER_LEVELS, OfficerLevel } from './levels.js';
import type { Principal, PrincipalRole } from './principal.js';

export type AuthedRequest = FastifyRequest & {
  principal?: Principal;
  /** The FTO context's change version, read with the session (absent when the principal was read apart). */
  ftoContextVersion?: string;
};

/** The signed-in user's principal of a request (the session guard has loaded it). */
export function principalOfRequest(req: AuthedRequest): Principal {
  if (!req.principal) throw ApiError.unauthenticated();
  return req.principal;
}

/** The signed-in user's principal (the session guard has loaded it). */
export const CurrentPrincipal = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal =>
  principalOfRequest(ctx.switchToHttp().getRequest<AuthedRequest>()),
);

/**
 * The one place a client's `currentRole` choice is checked. The body (or a JSON `currentRole`
 * query parameter) names a role; it is accepted only when it is one of the session user's
 * active assignments, matched by role_id plus the location code of its level, and the
 * server's own copy of that assignment is returned. Anything else is a 403.
 */
export function resolveCurrentRole(principal: Principal, claimed: unknown): PrincipalRole {
  if (claimed === undefined || claimed === null || claimed === '') {
    throw ApiError.badRequest('CURRENT_ROLE_REQUIRED', { currentRole: 'CURRENT_ROLE_SELECT' });
  }
  let value: unknown = claimed;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      throw ApiError.badRequest('CURRENT_ROLE_INVALID', { currentRole: 'CURRENT_ROLE_FIELD_INVALID' });
    }
  }
  if (typeof value !== 'object' || value === null) {
    throw ApiError.badRequest('CURRENT_ROLE_INVALID', { currentRole: 'CURRENT_ROLE_FIELD_INVALID' });
  }
  const c = value as Record<string, unknown>;
  const roleId = Number(c.role_id);
  const level = c.levels as OfficerLevel;
  if (!Number.isInteger(roleId) || !OFFICER_LEVELS.includes(level)) {
    throw ApiError.forbidden('ROLE_NOT_ASSIGNED');
  }
  const claimedCode = locationCodeOf(level, {
    state_code: (c.state_code as string) ?? null,
    district_code: (c.district_code as string) ?? null,
    block_code: (c.block_code as string) ?? null,
    panchayat_code: (c.panchayat_code as string) ?? null,
  });
  const held = principal.roles.find(
    (r) => r.role_id === roleId && r.levels === level && locationCodeOf(level, r) === claimedCode && claimedCode !== null,
  );
  if (!held) throw ApiError.forbidden('ROLE_NOT_ASSIGNED');
  return held;
}

/** What the session remembers of the role an officer chose (`POST /auth/select-role`). */
export interface RoleChoice {
  role_id: number;
  levels: OfficerLevel;
  code: string | null;
}

export function roleChoiceOf(role: PrincipalRole): RoleChoice {
  return { role_id: role.role_id, levels: role.levels, code: locationCodeOf(role.levels, role) };
}

/**
 * The role a call acts as when it names none: the one chosen in this session if the officer
 * still holds it, else the first (spec 1 §4: the default is the first role).
 */
export function defaultRole(principal: Principal, choice: RoleChoice | undefined): PrincipalRole {
  const chosen = choice
    ? principal.roles.find((r) => r.role_id === choice.role_id && r.levels === choice.levels && locationCodeOf(r.levels, r) === choice.code)
    : undefined;
  const role = chosen ?? principal.roles[0];
  if (!role) throw ApiError.forbidden('NO_ROLE');
  return role;
}

/**
 * The verified role a call acts as: the `currentRole` of the body (or query) when given,
 * checked by `resolveCurrentRole`; otherwise the session's chosen role (`defaultRole`).
 */
export function currentRoleOf(_: unknown, ctx: ExecutionContext): PrincipalRole {
  const req = ctx.switchToHttp().getRequest<AuthedRequest>();
  if (!req.principal) throw ApiError.unauthenticated();
  const claimed =
    (req.body as Record<string, unknown> | undefined)?.currentRole ?? (req.query as Record<string, unknown> | undefined)?.currentRole;
  if (claimed === undefined || claimed === null || claimed === '') return defaultRole(req.principal, req.session?.selectedRole);
  return resolveCurrentRole(req.principal, claimed);
}

/** The verified role a call acts as (currentRoleOf); the OpenAPI document names its `currentRole` parameter. */
export const CurrentRole = createParamDecorator(currentRoleOf);
