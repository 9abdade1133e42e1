import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DATABASE_URL } from '../../database/database-url.js';
import { connectionBounds } from '../../database/pg-client.js';
import { COMPACT_PRINCIPAL_CHANGES_SQL, principalVersionSql, VERSIONED_PRINCIPAL_SQL, type PrincipalRow } from './principal.repository.js';

/** The user id a session row holds, in SQL (a malformed one reads as none). */
const SESSION_USER_ID = `CASE WHEN s.sess->>'userId' ~ '^[0-9]{1,9}$' THEN (s.sess->>'userId')::int END`;

/**
 * The session row, the version of its user's principal (KeptPrincipals) and the change version
 * of the FTO context (which /auth/me answers with) in one round trip.
 */
const SESSION_SQL = `
  SELECT s.sess,
         ${principalVersionSql(SESSION_USER_ID)} AS principal_version,
         (SELECT v.version FROM change_versions v WHERE v.name = 'fto_context') AS fto_version
    FROM sessions s
   WHERE s.sid = $1 AND s.expire >= now()`;

/** A live session row as the request hook reads it, with the versions read beside it. */
export interface SessionWithVersions<S> {
  sess: S | null;
  principal_version: string;
  fto_version: string | null;
}

/** A principal (null: unknown or disabled user) with the version it was read at. */
export interface VersionedPrincipal {
  principal: PrincipalRow | null;
  version: string;
}

/**
 * The session rows (table `sessions`) on a pool of their own, and the principal reads and
 * principal-change compaction the session store does beside them (SessionStore).
 */
@Injectable()
export class SessionsRepository implements OnApplicationShutdown {
  readonly pool: pg.Pool;
  private readonly logger = new Logger('SessionStore');

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(DATABASE_URL) databaseUrl: string) {
    // Bounded like the API's own pool: a new connection waits 5 s at most, a query's answer
    // DB_QUERY_TIMEOUT_MS (then its connection closes), so a silent network answers 503, not a hang.
    this.pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      ...connectionBounds(config.database.queryTimeoutMs),
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on next use.
    this.pool.on('error', (err) => this.logger.warn(`Session store connection lost: ${err.message}`));
  }

  /**
   * The live session `sid` with its user's principal version and the FTO context's version
   * (undefined: no live session), to `callback`. A named statement: each connection plans it
   * once (planning costs more than running it). The callback form: no promise per request.
   */
  liveSessionWithVersions<S>(sid: string, callback: (err: Error | undefined, row: SessionWithVersions<S> | undefined) => void): void {
    this.pool.query<SessionWithVersions<S>>({ name: 'session_principal_version', text: SESSION_SQL, values: [sid] }, (err, result) =>
      err ? callback(err, undefined) : callback(undefined, result.rows[0]),
    );
  }

  /** A user's principal row and its version, in one named statement. */
  async versionedPrincipal(userId: number): Promise<VersionedPrincipal> {
    const {
      rows: [row],
    } = await this.pool.query<VersionedPrincipal>({
      name: 'principal_versioned',
      text: VERSIONED_PRINCIPAL_SQL,
      values: [userId],
    });
    return row;
  }

  /** Inserts session `sid` and deletes `oldSid` in the same statement. */
  async replace(oldSid: string, sid: string, sess: string, expires: Date): Promise<void> {
    await this.pool.query(
      `WITH old AS (DELETE FROM sessions WHERE sid = $1) INSERT INTO sessions (sid, sess, expire) VALUES ($2, $3, $4)`,
      [oldSid, sid, sess, expires],
    );
  }

  /** Writes a live session's data (an expired one is left alone). */
  async updateLive(sid: string, sess: string): Promise<void> {
    await this.pool.query(`UPDATE sessions SET sess = $2 WHERE sid = $1 AND expire >= now()`, [sid, sess]);
  }

  async delete(sid: string): Promise<void> {
    await this.pool.query(`DELETE FROM sessions WHERE sid = $1`, [sid]);
  }

  /** Deletes every session of a user; answers how many there were. */
  async deleteAllOfUser(userId: number): Promise<number> {
    const { rowCount } = await this.pool.query(`DELETE FROM sessions WHERE sess->>'userId' = $1`, [String(userId)]);
    return rowCount ?? 0;
  }

  async deleteExpired(): Promise<void> {
    await this.pool.query(`DELETE FROM sessions WHERE expire < now()`);
  }

  /** Folds each user's principal_changes rows into one (COMPACT_PRINCIPAL_CHANGES_SQL). */
  async compactPrincipalChanges(): Promise<void> {
    await this.pool.query(COMPACT_PRINCIPAL_CHANGES_SQL);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
