import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { RequestHandler } from 'express';
import session from 'express-session';
import pg from 'pg';
import type { RoleChoice } from '../common/auth/current.decorators.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { DATABASE_URL } from '../database/database-url.js';
import { connectionBounds } from '../database/pg-client.js';
import { principalSessionStore } from './principal-session-store.js';

export const SESSION_COOKIE = 'portal.sid';

/** What a session holds: the user id, when they signed in, and the role they chose to act as. */
export interface SessionData extends session.Session {
  userId?: number;
  signedInAt?: string;
  selectedRole?: RoleChoice;
}

// express-session keeps the session on Node's request; app.factory.ts exposes it on Fastify's.
declare module 'fastify' {
  interface FastifyRequest {
    session: session.Session & Partial<session.SessionData>;
  }
}

declare module 'express-session' {
  interface SessionData {
    userId?: number;
    signedInAt?: string;
    selectedRole?: RoleChoice;
  }
}

/**
 * Server-side sessions in PostgreSQL (table `sessions`), so any API replica can serve any
 * request. The cookie is httpOnly, SameSite=Lax, Secure in production, and lasts
 * SESSION_MAX_AGE_MINUTES (8 hours) from sign-in.
 */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  readonly pool: pg.Pool;
  readonly middleware: RequestHandler;
  private readonly store: { close(): void };
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
    const store = principalSessionStore(this.pool, { pruneSessionInterval: 15 * 60 });
    this.store = store;
    this.middleware = session({
      name: SESSION_COOKIE,
      secret: config.session.secret,
      store,
      resave: false,
      saveUninitialized: false,
      // An absolute working-day session: no database write on every request just to extend it.
      rolling: false,
      proxy: config.trustProxy > 0,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.session.secureCookie,
        maxAge: config.session.maxAgeMinutes * 60 * 1000,
        path: '/',
      },
    });
  }

  /** Ends every session of a user (after a password reset). */
  async destroyAllFor(userId: number): Promise<number> {
    const { rowCount } = await this.pool.query(`DELETE FROM sessions WHERE sess->>'userId' = $1`, [String(userId)]);
    return rowCount ?? 0;
  }

  async onApplicationShutdown(): Promise<void> {
    this.store.close();
    await this.pool.end();
  }
}
