import { Inject, Injectable, OnApplicationShutdown, Provider } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

export const REDIS = Symbol('REDIS');

/**
 * Worker connections block on Redis and BullMQ requires them to retry forever
 * (maxRetriesPerRequest: null). The API's own connection must fail fast instead, so a Redis
 * outage gives a clear error (and a 503 readiness) rather than requests that hang.
 */
export function createRedis(url: string, use: 'worker' | 'client' = 'worker'): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: use === 'worker' ? null : 1,
    connectTimeout: 5000,
    enableReadyCheck: true,
  });
  // ioredis reconnects by itself; readiness (/api/health/ready) reports the outage.
  redis.on('error', () => undefined);
  return redis;
}

/** The shared Redis connection, or null when REDIS_URL is unset (embedded mode). */
export const redisProvider: Provider = {
  provide: REDIS,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): Redis | null => (config.redis.url ? createRedis(config.redis.url, 'client') : null),
};

/** Closes the shared Redis connection when the application shuts down. */
@Injectable()
export class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (!this.redis) return;
    // quit() waits for a connection that may never come; only a live connection is quit politely.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis?.disconnect());
    else this.redis.disconnect();
  }
}
