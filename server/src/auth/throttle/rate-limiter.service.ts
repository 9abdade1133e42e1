import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource, type EntityManager } from 'typeorm';

export interface Limit {
  /** Hits allowed in one window. */
  limit: number;
  windowSeconds: number;
  /** Once the limit is reached the key stays shut at least this long (a lockout). */
  lockSeconds?: number;
}

export interface Consumed {
  allowed: boolean;
  hits: number;
  /** Seconds until the window (or lock) ends. */
  retryAfterSeconds: number;
}

/**
 * Throttle counters in PostgreSQL, each hit counted by one atomic statement, so parallel
 * requests cannot slip past a limit and every API replica shares the count. A window starts
 * at its key's first hit. Callers count a try *before* doing the work it guards and refund or
 * reset it afterwards (a right password resets its pair counter), so requests in flight count.
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger(RateLimiter.name);

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Counts one hit. With `em` the hit is part of that transaction: it counts only if the
   * transaction commits (the guarded work is done in the same transaction).
   */
  async consume(key: string, { limit, windowSeconds, lockSeconds = 0 }: Limit, em?: EntityManager): Promise<Consumed> {
    const first = limit <= 1 ? Math.max(windowSeconds, lockSeconds) : windowSeconds;
    const rows: { hits: number; remaining: number }[] = await (em ?? this.dataSource).query(
      `INSERT INTO rate_limits AS r (key, hits, window_end)
       VALUES ($1, 1, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_end <= now() THEN 1 ELSE r.hits + 1 END,
         window_end = CASE
           WHEN r.window_end <= now() THEN now() + make_interval(secs => $3)
           WHEN r.hits + 1 = $4 THEN greatest(r.window_end, now() + make_interval(secs => $5))
           ELSE r.window_end END
       RETURNING hits, extract(epoch FROM window_end - now())::float8 AS remaining`,
      [key, first, windowSeconds, limit, lockSeconds],
    );
    const { hits, remaining } = rows[0];
    return { allowed: hits <= limit, hits, retryAfterSeconds: Math.max(1, Math.ceil(remaining)) };
  }

  /** The hits of a key's open window, without counting one (0 when none is open). */
  async peek(key: string): Promise<Pick<Consumed, 'hits' | 'retryAfterSeconds'>> {
    const rows: { hits: number; remaining: number }[] = await this.dataSource.query(
      `SELECT hits, extract(epoch FROM window_end - now())::float8 AS remaining FROM rate_limits WHERE key = $1 AND window_end > now()`,
      [key],
    );
    const hits = rows[0]?.hits ?? 0;
    return { hits, retryAfterSeconds: Math.max(1, Math.ceil(rows[0]?.remaining ?? 0)) };
  }

  /** Gives a hit back (the guarded work turned out not to count, e.g. a right password). */
  async refund(key: string): Promise<void> {
    await this.dataSource.query(`UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1`, [key]);
  }

  async reset(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits WHERE key = $1`, [key]);
  }

  /** Clears every counter whose key starts with `prefix` (all addresses of one account). */
  async resetPrefix(prefix: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits WHERE starts_with(key, $1)`, [prefix]);
  }

  /** Expired counters are dead weight; one replica or several may run this, it is idempotent. */
  @Cron(CronExpression.EVERY_HOUR)
  async prune(): Promise<void> {
    try {
      await this.dataSource.query(`DELETE FROM rate_limits WHERE window_end < now() - interval '1 hour'`);
    } catch (err) {
      this.logger.warn(`Pruning throttle counters failed: ${(err as Error).message}`);
    }
  }
}
