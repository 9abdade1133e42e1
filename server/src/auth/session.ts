import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { parse as parseCookies, serialize as serializeCookie, type SerializeOptions } from 'cookie';
import { sign, unsign } from 'cookie-signature';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Principal } from '../common/auth/principal.js';
import type { RoleChoice } from '../common/auth/current.decorators.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { WeightBoundedMap } from '../common/bounded-map.js';
import { KeptPrincipals, principalOf } from './principal.service.js';
import { SessionsRepository } from './repositories/sessions.repository.js';

export const SESSION_COOKIE = 'portal.sid';
/** How often expired sessions are deleted and principal changes compacted (each replica; both statements are idempotent). */
const PRUNE_EVERY_MS = 15 * 60 * 1000;
/** How many verified session cookies each process remembers (the least recently used is dropped first). */
const SIGNED_KEPT = 20_000;

/** What a session holds: the user id, when they signed in, and the role they chose to act as. */
export interface SessionData {
  userId?: number;
  signedInAt?: string;
  selectedRole?: RoleChoice;
}

/**
 * A session row's `sess` as stored: the data and the cookie it was issued with (the layout of
 * express-session, which wrote these rows before; a row it wrote reads the same).
 */
interface StoredSession extends SessionData {
  cookie: { originalMaxAge: number | null; expires: string | null; secure?: boolean; httpOnly?: boolean; path?: string; sameSite?: string };
}

/** The session of a request (`req.session`; null when the request carries none that is live). */
export class Session {
  constructor(
    readonly id: string,
    /** @internal the stored row, written back whole by SessionStore.update. */
    readonly stored: Readonly<StoredSession>,
  ) {}

  get userId(): number | undefined {
    const id = this.stored.userId;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
  }

  get signedInAt(): string | undefined {
    return this.stored.signedInAt;
  }

  get selectedRole(): RoleChoice | undefined {
    return this.stored.selectedRole;
  }
}

/** The principal read with the session row: whose it is, and what it was (null: unknown or disabled). */
export interface PreloadedPrincipal {
  userId: number;
  principal: Principal | null;
  /** The `fto_context` change version read in the same statement (schedules.service.ts keeps the context by it). */
  ftoContextVersion: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    preloadedPrincipal: PreloadedPrincipal | null;
  }
}

/**
 * Server-side sessions in PostgreSQL (table `sessions`), so any API replica can serve any
 * request. The cookie carries only the session id, signed with SESSION_SECRET (HMAC-SHA256,
 * cookie-signature's `s:` format); it is httpOnly, SameSite=Lax, Secure in production, and the
 * session lasts SESSION_MAX_AGE_MINUTES (8 hours) from sign-in, never extended.
 *
 * Reading a session is the request hook `load`: one statement reads the row together with the
 * version of its user's principal, so a signed-in request pays one round trip before its own
 * work; the principal itself is kept by the process while that version holds (read afresh, in a
 * second statement, after any change to it: KeptPrincipals). A session
 * is written only where it changes: sign-in (a new id, the old row deleted in the same
 * statement), a role switch, sign-out. (It replaced express-session, whose per-request work
 * cost about a third of a session-checked call: docs/benchmarks.md.)
 */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  private readonly logger = new Logger('SessionStore');
  private readonly secret: string;
  private readonly maxAgeMs: number;
  private readonly cookieOptions: SerializeOptions;
  private readonly pruner: NodeJS.Timeout;
  /** The principals of this process's signed-in users, by version (principal.service.ts). */
  private readonly principals = new KeptPrincipals();
  /** Signed cookie values whose signature verified, with their session id (sidOf). */
  private readonly verified = new WeightBoundedMap<string, string>(SIGNED_KEPT, () => 1);

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly rows: SessionsRepository,
  ) {
    this.secret = config.session.secret;
    this.maxAgeMs = config.session.maxAgeMinutes * 60 * 1000;
    this.cookieOptions = { httpOnly: true, sameSite: 'lax', secure: config.session.secureCookie, path: '/' };
    this.pruner = setInterval(() => void this.prune(), PRUNE_EVERY_MS).unref();
  }

  /**
   * The request hook: `req.session` is the live session the signed cookie names (else null),
   * and `req.preloadedPrincipal` its user's principal, kept or read afresh by the version read
   * in the same statement as the session.
   */
  readonly load = (req: FastifyRequest, done: (err?: Error) => void): void => {
    req.session = null;
    req.preloadedPrincipal = null;
    const sid = this.sidOf(req.headers.cookie);
    if (!sid) return done();
    // Passed on as it is: the exception filter answers a lost connection (its `code`) with 503.
    // (Not rewrapped: an error from another realm fails `instanceof Error`.)
    const fail = (err: unknown) => done(err as Error);
    // The callback form: no promise of pg's per request (each one costs on every request while the
    // request logger's AsyncLocalStorage hooks promises: docs/benchmarks.md).
    this.rows.liveSessionWithVersions<StoredSession>(sid, (err, row) => {
      if (err) return fail(err);
      try {
        const userId = row?.sess && typeof row.sess === 'object' ? (req.session = new Session(sid, row.sess)).userId : undefined;
        if (userId === undefined) return done();
        const preload = (principal: Principal | null) =>
          (req.preloadedPrincipal = { userId, principal, ftoContextVersion: row!.fto_version });
        const kept = this.principals.get(userId, row!.principal_version);
        if (kept) {
          preload(kept);
          return done();
        }
        this.readPrincipal(userId).then((principal) => (preload(principal), done()), fail);
      } catch (thrown) {
        fail(thrown);
      }
    });
  };

  /** A user's principal read afresh with its version, and kept by it (null: unknown or disabled). */
  private async readPrincipal(userId: number): Promise<Principal | null> {
    const row = await this.rows.versionedPrincipal(userId);
    const principal = principalOf(row?.principal);
    if (!principal) {
      this.principals.forget(userId);
      return null;
    }
    return this.principals.keep(userId, row.version, principal);
  }

  /** Signs a user in: a new session id (no fixation), the request's old session deleted with it. */
  async start(req: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    const sid = randomBytes(24).toString('base64url');
    const expires = new Date(Date.now() + this.maxAgeMs);
    const stored: StoredSession = {
      cookie: { originalMaxAge: this.maxAgeMs, expires: expires.toISOString(), ...this.storedCookie() },
      userId,
      signedInAt: new Date().toISOString(),
    };
    await this.rows.replace(req.session?.id ?? '', sid, JSON.stringify(stored), expires);
    req.session = new Session(sid, stored);
    req.preloadedPrincipal = null;
    void reply.header('Set-Cookie', serializeCookie(SESSION_COOKIE, `s:${sign(sid, this.secret)}`, { ...this.cookieOptions, expires }));
  }

  /** Changes what the request's session holds; a session ended meanwhile stays ended. */
  async update(req: FastifyRequest, changes: Partial<Pick<SessionData, 'selectedRole'>>): Promise<void> {
    const session = req.session;
    if (!session) return;
    const stored: StoredSession = { ...session.stored, ...changes };
    await this.rows.updateLive(session.id, JSON.stringify(stored));
    req.session = new Session(session.id, stored);
  }

  /** Signs out: the session row deleted and the cookie cleared. */
  async end(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.forget(req);
    void reply.header('Set-Cookie', serializeCookie(SESSION_COOKIE, '', { ...this.cookieOptions, expires: new Date(0) }));
  }

  /** Deletes the request's session row (its user is gone or disabled). */
  async forget(req: FastifyRequest): Promise<void> {
    const session = req.session;
    req.session = null;
    req.preloadedPrincipal = null;
    if (session) await this.rows.delete(session.id);
  }

  /** Ends every session of a user (after a password reset). */
  async destroyAllFor(userId: number): Promise<number> {
    return this.rows.deleteAllOfUser(userId);
  }

  onApplicationShutdown(): void {
    clearInterval(this.pruner);
  }

  /**
   * The session id of a validly signed session cookie, else null. A signature checked once is
   * remembered (only signatures that verified, at most SIGNED_KEPT of them), so a session's
   * later requests skip the HMAC; whether the session is live is still read every time.
   */
  private sidOf(header: string | undefined): string | null {
    if (!header || !header.includes(SESSION_COOKIE)) return null;
    const value = parseCookies(header)[SESSION_COOKIE];
    if (!value?.startsWith('s:')) return null;
    const known = this.verified.get(value);
    if (known !== undefined) return known;
    const sid = unsign(value.slice(2), this.secret);
    if (sid === false || sid.length === 0) return null;
    this.verified.set(value, sid);
    return sid;
  }

  private storedCookie(): Omit<StoredSession['cookie'], 'originalMaxAge' | 'expires'> {
    const { httpOnly, secure, path, sameSite } = this.cookieOptions;
    return { httpOnly, secure, path, sameSite: typeof sameSite === 'string' ? sameSite : undefined };
  }

  private async prune(): Promise<void> {
    try {
      await this.rows.deleteExpired();
      await this.rows.compactPrincipalChanges();
    } catch (err) {
      this.logger.warn(`Expired sessions or principal changes not pruned: ${(err as Error).message}`);
    }
  }
}
