import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { REDIS } from '../../jobs/redis.provider.js';
import { HostLimiter, LocalHostLimiter, RedisHostLimiter } from './host-limiter.js';
import { MisSession } from './mis-client.js';

/**
 * Opens MIS visits with the configured base URL, timeouts, retries and User-Agent. With Redis
 * the per-host limits are shared by every API and worker process; without it (embedded mode,
 * one process) they are kept in memory.
 */
@Injectable()
export class MisClientFactory {
  private readonly limiter: HostLimiter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis | null,
  ) {
    // A request holds its slot for at most its timeout (the abort covers the body too), so a slot
    // older than that with some slack belongs to a process that died (a killed worker): given
    // back then, not after minutes of the host standing idle.
    const limits = {
      ratePerSecond: config.mis.ratePerSecond,
      concurrency: config.mis.concurrency,
      leaseTtlMs: config.mis.timeoutMs + 5000,
    };
    this.limiter = redis ? new RedisHostLimiter(redis, limits) : new LocalHostLimiter(limits);
  }

  get baseUrl(): string {
    if (!this.config.mis.baseUrl) throw new Error('MIS_BASE_URL is not set and no fixture MIS is running');
    return this.config.mis.baseUrl;
  }

  open(onPage?: (pagesFetched: number) => void | Promise<void>): MisSession {
    return new MisSession(
      {
        baseUrl: this.baseUrl,
        timeoutMs: this.config.mis.timeoutMs,
        retries: this.config.mis.retries,
        userAgent: this.config.mis.userAgent,
        limiter: this.limiter,
      },
      onPage,
    );
  }
}
