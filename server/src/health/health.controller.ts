import { Controller, Get, HttpStatus, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '../common/auth/public.decorator.js';
import { ApiError } from '../common/http/api-error.js';
import { RedisHealthIndicator } from './redis.health.js';

@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
  ) {}

  /** Liveness: the process answers. */
  @Get()
  live() {
    return { success: true, status: 'ok' };
  }

  /** Readiness: the database and Redis answer; 503 in the error envelope otherwise. */
  @Get('ready')
  async ready() {
    try {
      const result = await this.health.check([
        () => this.db.pingCheck('database', { timeout: 1500 }),
        () => this.redis.check('redis'),
      ]);
      return { success: true, status: result.status, details: result.details };
    } catch (err) {
      if (!(err instanceof ServiceUnavailableException)) throw err;
      const body = err.getResponse() as { error?: Record<string, { message?: string }> };
      const down = Object.keys(body.error ?? {});
      const errors = Object.fromEntries(down.map((k) => [k, body.error?.[k]?.message ?? `${k} is down`]));
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, `Not ready: ${down.join(' and ')} unavailable`, errors);
    }
  }
}
