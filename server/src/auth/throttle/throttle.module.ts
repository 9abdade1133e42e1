import { Module } from '@nestjs/common';
import { RateLimitsRepository } from '../repositories/rate-limits.repository.js';
import { RateLimiter } from './rate-limiter.service.js';

/**
 * The one RateLimiter of the process: the counters are rows in PostgreSQL (rate_limits), used by
 * the auth module's limits and the FTO submission limit, pruned hourly by this one instance.
 */
@Module({
  providers: [RateLimiter, RateLimitsRepository],
  exports: [RateLimiter],
})
export class ThrottleModule {}
