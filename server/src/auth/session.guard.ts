import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthedRequest } from '../common/auth/current.decorators.js';
import { IS_PUBLIC } from '../common/auth/public.decorator.js';
import type { PreloadedRequest } from './principal-session-store.js';
import { PrincipalService } from './principal.service.js';
import type { SessionData } from './session.js';

/**
 * Deny by default: every route needs a live session unless marked @Public(). The principal
 * (user, permissions, active roles) is read fresh from the database on each request (with the
 * session row itself), so a disabled user or a removed role takes effect at once.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly principals: PrincipalService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [ctx.getHandler(), ctx.getClass()])) return true;
    const req = ctx.switchToHttp().getRequest<AuthedRequest & PreloadedRequest & { session?: SessionData }>();
    const userId = req.session?.userId;
    if (!userId) throw new UnauthorizedException('Please sign in to continue.');
    // Read with the session row in the same request (principal-session-store.ts), else now.
    const preloaded = req.preloadedPrincipal;
    const fresh = preloaded && preloaded.userId === userId;
    const principal = fresh ? preloaded.principal : await this.principals.load(userId);
    if (!principal) {
      await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
      throw new UnauthorizedException('Please sign in to continue.');
    }
    req.principal = principal;
    if (fresh && preloaded.ftoContextVersion !== null) req.ftoContextVersion = preloaded.ftoContextVersion;
    return true;
  }
}
