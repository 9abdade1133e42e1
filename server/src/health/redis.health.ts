import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type { Redis } from 'ioredis';
import { REDIS } from '../jobs/redis.provider.js';

@Injectable()
export class RedisHealthIndicator {
  constructor(
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  async check(key: string, timeoutMs = 1500) {
    const indicator = this.indicators.check(key);
    if (!this.redis) return indicator.up({ mode: 'in-process (REDIS_URL unset)' });
    // A connection that is not ready (Redis away, ioredis reconnecting) is down without a ping
    // waiting in ioredis's offline queue: each probe of an outage would leave one behind.
    if (this.redis.status !== 'ready') return indicator.down({ message: `Redis connection ${this.redis.status}` });
    try {
      await Promise.race([
        this.redis.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref()),
      ]);
      return indicator.up();
    } catch (err) {
      return indicator.down({ message: `Redis did not answer: ${(err as Error).message}` });
    }
  }
}
