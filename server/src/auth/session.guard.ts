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

  /** Whether a route is @Public(), by handler and class (read once: the metadata is fixed at start-up). */
  private readonly publicRoutes = new WeakMap<object, WeakMap<object, boolean>>();

  /**
   * Synchronous when the principal came with the session row (SessionStore.load), as on nearly
   * every request: no promise of its own (Nest's guards consumer takes a boolean as it is).
   */
  canActivate(ctx: ExecutionContext): boolean | Promise<boolean> {
    if (this.isPublic(ctx)) return true;
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    const userId = req.session?.userId;
    if (!userId) throw ApiError.unauthenticated();
    // Read with the session row in the same request (SessionStore.load), else now.
    const preloaded = req.preloadedPrincipal;
    const fresh = preloaded !== null && preloaded.userId === userId;
    if (fresh && preloaded.principal) {
      req.principal = preloaded.principal;
      if (preloaded.ftoContextVersion !== null) req.ftoContextVersion = preloaded.ftoContextVersion;
      return true;
    }
    return this.activateRead(req, userId, fresh);
  }

  /** The principal read now (or found gone with the session row): the session forgotten when there is none. */
  private async activateRead(req: AuthedRequest, userId: number, fresh: boolean): Promise<boolean> {
    const principal = fresh ? null : await this.principals.load(userId);
    if (!principal) {
      await this.sessions.forget(req);
      throw ApiError.unauthenticated();
    }
    req.principal = principal;
    return true;
  }

  private isPublic(ctx: ExecutionContext): boolean {
    const handler = ctx.getHandler();
    const cls = ctx.getClass();
    let byClass = this.publicRoutes.get(handler);
    let value = byClass?.get(cls);
    if (value === undefined) {
      value = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, cls]) === true;
      if (!byClass) this.publicRoutes.set(handler, (byClass = new WeakMap()));
      byClass.set(cls, value);
    }
    return value;
  }
}
