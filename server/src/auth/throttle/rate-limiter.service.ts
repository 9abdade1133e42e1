import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { EntityManager } from 'typeorm';
import { RateLimitsRepository } from '../repositories/rate-limits.repository.js';

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

  constructor(private readonly counters: RateLimitsRepository) {}

  /**
   * Counts one hit. With `em` the hit is part of that transaction: it counts only if the
   * transaction commits (the guarded work is done in the same transaction).
   */
  async consume(key: string, { limit, windowSeconds, lockSeconds = 0 }: Limit, em?: EntityManager): Promise<Consumed> {
    const first = limit <= 1 ? Math.max(windowSeconds, lockSeconds) : windowSeconds;
    const { hits, remaining } = await this.counters.countHit(key, first, windowSeconds, limit, lockSeconds, em);
    return { allowed: hits <= limit, hits, retryAfterSeconds: Math.max(1, Math.ceil(remaining)) };
  }

  /** The hits of a key's open window, without counting one (0 when none is open). */
  async peek(key: string): Promise<Pick<Consumed, 'hits' | 'retryAfterSeconds'>> {
    const open = await this.counters.openWindow(key);
    const hits = open?.hits ?? 0;
    return { hits, retryAfterSeconds: Math.max(1, Math.ceil(open?.remaining ?? 0)) };
  }

  /** Gives a hit back (the guarded work turned out not to count, e.g. a right password). */
  async refund(key: string): Promise<void> {
    await this.counters.takeBackHit(key);
  }

  async reset(key: string): Promise<void> {
    await this.counters.deleteKey(key);
  }

  /** Clears every counter whose key starts with `prefix` (all addresses of one account). */
  async resetPrefix(prefix: string): Promise<void> {
    await this.counters.deleteKeysStartingWith(prefix);
  }

  /** Expired counters are dead weight; one replica or several may run this, it is idempotent. */
  @Cron(CronExpression.EVERY_HOUR)
  async prune(): Promise<void> {
    try {
      await this.counters.deleteExpired();
    } catch (err) {
      this.logger.warn(`Pruning throttle counters failed: ${(err as Error).message}`);
    }
  }
}
