import connectPgSimple from 'connect-pg-simple';
import type { Request } from 'express';
import session from 'express-session';
import type pg from 'pg';
import type { Principal } from '../common/auth/principal.js';
import { principalOf, principalSql, type PrincipalRow } from './principal.service.js';

/** The principal read with the session row: whose it is, and what it was (null: unknown or disabled). */
export interface PreloadedPrincipal {
  userId: number;
  principal: Principal | null;
  /** The `fto_context` change version read in the same statement (schedules.service.ts keeps the context by it). */
  ftoContextVersion: string | null;
}
export type PreloadedRequest = Request & { preloadedPrincipal?: PreloadedPrincipal };

// A symbol key: express-session copies a session's enumerable keys only, so the principal never
// becomes part of the stored session.
const PRELOADED = Symbol('preloaded principal');
type LoadedSession = session.SessionData & { [PRELOADED]?: PreloadedPrincipal };

/**
 * The session row, the principal of its user (a malformed user id reads as none) and the change
 * version of the FTO context (which /auth/me answers with) in one round trip.
 */
const SESSION_SQL = `
  SELECT s.sess,
         (SELECT row_to_json(p)
            FROM (${principalSql(`CASE WHEN s.sess->>'userId' ~ '^[0-9]{1,9}$' THEN (s.sess->>'userId')::int END`)}) p) AS principal,
         (SELECT v.version FROM change_versions v WHERE v.name = 'fto_context') AS fto_version
    FROM sessions s
   WHERE s.sid = $1 AND s.expire >= now()`;

/**
 * connect-pg-simple's PostgreSQL session store, whose read also loads the principal of the
 * session's user (the statement the session guard would otherwise run right after): every
 * signed-in request pays one database round trip before its own work instead of two. The
 * principal is as fresh as before (read in the same request); the guard uses it only for the
 * user it was read for.
 */
export function principalSessionStore(pool: pg.Pool, options: { pruneSessionInterval: number }): session.Store & { close(): void } {
  const PgStore = connectPgSimple(session);
  class PrincipalSessionStore extends PgStore {
    override get(sid: string, fn: (err: unknown, session?: session.SessionData | null) => void): void {
      // A named statement: each connection plans it once (planning it costs more than running it).
      pool
        .query<{ sess: LoadedSession | string; principal: PrincipalRow | null; fto_version: string | null }>({
          name: 'session_principal',
          text: SESSION_SQL,
          values: [sid],
        })
        .then(
          ({ rows: [row] }) => {
            if (!row) return fn(null, null);
            let sess: LoadedSession;
            try {
              sess = typeof row.sess === 'string' ? (JSON.parse(row.sess) as LoadedSession) : row.sess;
            } catch {
              return this.destroy(sid, (err) => fn(err));
            }
            if (typeof sess.userId === 'number') {
              sess[PRELOADED] = { userId: sess.userId, principal: principalOf(row.principal), ftoContextVersion: row.fto_version };
            }
            fn(null, sess);
          },
          (err: unknown) => fn(err),
        );
    }

    override createSession(req: Request, sess: LoadedSession): session.Session & session.SessionData {
      const preloaded = sess[PRELOADED];
      const created = super.createSession(req, sess);
      if (preloaded) (req as PreloadedRequest).preloadedPrincipal = preloaded;
      return created;
    }
  }
  // No touch: express-session would otherwise write the (unchanged, absolute) expiry back on
  // every request, one committed UPDATE per call.
  return new PrincipalSessionStore({ pool, tableName: 'sessions', createTableIfMissing: false, disableTouch: true, ...options });
}
