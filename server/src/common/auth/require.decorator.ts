import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiError } from '../http/api-error.js';
import { Reflector } from '@nestjs/core';
import type { AuthedRequest } from './current.decorators.js';
import { isAdmin, isStateAdmin } from './principal.js';

export type Requirement = 'admin' | 'state-admin';
const REQUIREMENT = 'portal:requirement';

@Injectable()
export class RequirementGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(ctx: ExecutionContext): boolean {
    const need = this.reflector.getAllAndOverride<Requirement | undefined>(REQUIREMENT, [ctx.getHandler(), ctx.getClass()]);
    const principal = ctx.switchToHttp().getRequest<AuthedRequest>().principal;
    if (!need || !principal) return true; // the session guard has already required a session
    if (need === 'admin' && !isAdmin(principal)) throw ApiError.forbidden('NOT_ADMIN');
    if (need === 'state-admin' && !isStateAdmin(principal)) throw ApiError.forbidden('NOT_STATE_ADMIN');
    return true;
  }
}

/** Any ADMIN permission (spec 1 §6: admin-only pages). */
export const RequireAdmin = () => applyDecorators(SetMetadata(REQUIREMENT, 'admin'), UseGuards(RequirementGuard));

/** ADMIN permission at STATE level (spec 1 §6: writes to menus, roles, Set as Admin). */
export const RequireStateAdmin = () => applyDecorators(SetMetadata(REQUIREMENT, 'state-admin'), UseGuards(RequirementGuard));
