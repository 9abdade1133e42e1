import { Inject, Injectable, Logger, OnApplicationShutdown, Provider } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

export const REDIS = Symbol('REDIS');

const logger = new Logger('Redis');

/** How long the API's connection waits for a Redis command's answer (queued while reconnecting included). */
export const REDIS_COMMAND_TIMEOUT_MS = 5000;

/**
 * Worker connections block on Redis and BullMQ requires them to retry forever
 * (maxRetriesPerRequest: null): a worker rides out a Redis restart and goes on where it was.
 * The API's own connection must fail fast instead, so a Redis outage gives a clear error (and a
 * 503 readiness) rather than requests that hang: one retry, and no command waits longer than
 * REDIS_COMMAND_TIMEOUT_MS (a connection to a Redis that stopped answering without closing
 * it included). Both reconnect by themselves, every 2 s at most while Redis is away.
 */
export function createRedis(url: string, use: 'worker' | 'client' = 'worker'): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: use === 'worker' ? null : 1,
    ...(use === 'client' ? { commandTimeout: REDIS_COMMAND_TIMEOUT_MS } : {}),
    connectTimeout: 5000,
    enableReadyCheck: true,
  });
  // ioredis reconnects by itself; readiness (/api/health/ready) reports the outage. The log
  // says once that Redis went away and once that it is back, not each reconnection attempt.
  let away = false;
  redis.on('error', (err: Error) => {
    if (away) return;
    away = true;
    logger.warn(`Redis is unavailable (${err.message}); reconnecting`);
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    logger.log('Redis is reachable again');
  });
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
