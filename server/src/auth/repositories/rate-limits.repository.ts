import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** A key's counter after a hit: its hits in the open window and the seconds until the window (or lock) ends. */
export interface RateLimitHit {
  hits: number;
  remaining: number;
}

/** The throttle counters (table rate_limits); the limits themselves are RateLimiter's. */
@Injectable()
export class RateLimitsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Counts one hit of a key in one atomic statement (a new window at the key's first hit or
   * after its window ended; the lock once the limit is reached). With `em`, inside that transaction.
   */
  async countHit(
    key: string,
    firstWindowSeconds: number,
    windowSeconds: number,
    limit: number,
    lockSeconds: number,
    em?: EntityManager,
  ): Promise<RateLimitHit> {
    const rows: RateLimitHit[] = await (em ?? this.dataSource).query(
      `INSERT INTO rate_limits AS r (key, hits, window_end)
       VALUES ($1, 1, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_end <= now() THEN 1 ELSE r.hits + 1 END,
         window_end = CASE
           WHEN r.window_end <= now() THEN now() + make_interval(secs => $3)
           WHEN r.hits + 1 = $4 THEN greatest(r.window_end, now() + make_interval(secs => $5))
           ELSE r.window_end END
       RETURNING hits, extract(epoch FROM window_end - now())::float8 AS remaining`,
      [key, firstWindowSeconds, windowSeconds, limit, lockSeconds],
    );
    return rows[0];
  }

  /** The counter of a key's open window, if one is open. */
  async openWindow(key: string): Promise<RateLimitHit | undefined> {
    const rows: RateLimitHit[] = await this.dataSource.query(
      `SELECT hits, extract(epoch FROM window_end - now())::float8 AS remaining FROM rate_limits WHERE key = $1 AND window_end > now()`,
      [key],
    );
    return rows[0];
  }

  /** Takes one hit off a key's counter (never below zero). */
  async takeBackHit(key: string): Promise<void> {
    await this.dataSource.query(`UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1`, [key]);
  }

  async deleteKey(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits WHERE key = $1`, [key]);
  }

  /** Deletes the counters whose key starts with `prefix`. */
  async deleteKeysStartingWith(prefix: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits WHERE starts_with(key, $1)`, [prefix]);
  }

  /** Deletes the counters whose window ended over an hour ago. */
  async deleteExpired(): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits WHERE window_end < now() - interval '1 hour'`);
  }
}
