import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ApiError } from '../common/http/api-error.js';
import { Reflector } from '@nestjs/core';
import type { AuthedRequest } from '../common/auth/current.decorators.js';
import { IS_PUBLIC } from '../common/auth/public.decorator.js';
import { PrincipalService } from './principal.service.js';
import { SessionStore } from './session.js';

/**
 * Deny by default: every route needs a live session unless marked @Public(). The principal
 * (user, permissions, active roles) is checked against the database on each request: its
 * version is read with the session row and a changed principal is read afresh (SessionStore),
 * so a disabled user or a removed role takes effect at once.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly principals: PrincipalService,
    private readonly sessions: SessionStore,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [ctx.getHandler(), ctx.getClass()])) return true;
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    const userId = req.session?.userId;
    if (!userId) throw ApiError.unauthenticated();
    // Read with the session row in the same request (SessionStore.load), else now.
    const preloaded = req.preloadedPrincipal;
    const fresh = preloaded !== null && preloaded.userId === userId;
    const principal = fresh ? preloaded.principal : await this.principals.load(userId);
    if (!principal) {
      await this.sessions.forget(req);
      throw ApiError.unauthenticated();
    }
    req.principal = principal;
    if (fresh && preloaded.ftoContextVersion !== null) req.ftoContextVersion = preloaded.ftoContextVersion;
    return true;
  }
}
