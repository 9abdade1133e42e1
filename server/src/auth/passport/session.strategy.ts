import { Injectable } from '@nestjs/common';
import type { AuthedRequest } from '../../common/auth/current.decorators.js';
import type { Principal } from '../../common/auth/principal.js';
import { ApiError } from '../../common/http/api-error.js';
import { PrincipalService } from '../principal.service.js';
import { SessionStore } from '../session.js';
import { AppStrategy } from './app-strategy.js';

/**
 * The session check of every signed-in request: the session the cookie names (read by the
 * request hook, SessionStore.load) and its user's principal (user, permissions, active roles),
 * checked against the database on each request: its version is read with the session row and a
 * changed principal is read afresh, so a disabled user or a removed role takes effect at once.
 * No session, or a user gone or disabled (that session then forgotten): 401 UNAUTHENTICATED.
 */
@Injectable()
export class SessionStrategy extends AppStrategy<Principal>('session') {
  constructor(
    private readonly principals: PrincipalService,
    private readonly sessions: SessionStore,
  ) {
    super();
  }

  /** The principal read with the session row as it is (no promise of its own, as on nearly every request), else read now. */
  validate(req: AuthedRequest): Principal | Promise<Principal> {
    const userId = req.session?.userId;
    if (!userId) throw ApiError.unauthenticated();
    // Read with the session row in the same request (SessionStore.load), else now.
    const preloaded = req.preloadedPrincipal;
    const fresh = preloaded !== null && preloaded.userId === userId;
    if (fresh && preloaded.principal) {
      if (preloaded.ftoContextVersion !== null) req.ftoContextVersion = preloaded.ftoContextVersion;
      return preloaded.principal;
    }
    return this.readNow(req, userId, fresh);
  }

  private async readNow(req: AuthedRequest, userId: number, fresh: boolean): Promise<Principal> {
    const principal = fresh ? null : await this.principals.load(userId);
    if (!principal) {
      await this.sessions.forget(req);
      throw ApiError.unauthenticated();
    }
    return principal;
  }
}
