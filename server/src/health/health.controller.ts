import { Controller, Get, HttpStatus, Logger, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '../common/auth/public.decorator.js';
import { ApiError } from '../common/http/api-error.js';
import { FilesHealthIndicator } from './files.health.js';
import { RedisHealthIndicator } from './redis.health.js';
import { msg, ok } from '../common/messages/index.js';

const DOWN = { database: 'DATABASE_DOWN', redis: 'REDIS_DOWN', files: 'FILE_STORAGE_DOWN' } as const;

@Public()
@Controller('health')
export class HealthController {
  private readonly logger = new Logger(HealthController.name);

  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
    private readonly files: FilesHealthIndicator,
  ) {}

  /** Liveness: the process answers (it needs neither the database nor Redis). */
  @Get(['', 'live'])
  live() {
    return { ...ok(), status: 'ok' };
  }

  /**
   * Readiness: the database, Redis and the file store answer; 503 in the error envelope otherwise. The answer
   * names what is down but never an address or a driver message (those go to the log).
   */
  @Get('ready')
  async ready() {
    try {
      const result = await this.health.check([
        () => this.db.pingCheck('database', { timeout: 1500 }),
        () => this.redis.check('redis'),
        () => this.files.check('files'),
      ]);
      // Only the status (and Redis's mode) leaves the server, never a driver's detail.
      const redis = result.details.redis as { status: string; mode?: string } | undefined;
      return {
        ...ok(),
        status: 'ok',
        details: {
          database: { status: 'up' },
          redis: redis?.mode ? { status: 'up', mode: redis.mode } : { status: 'up' },
          files: { status: 'up', driver: (result.details.files as { driver?: string } | undefined)?.driver },
        },
      };
    } catch (err) {
      if (!(err instanceof ServiceUnavailableException)) throw err;
      const body = err.getResponse() as { error?: Record<string, unknown> };
      const down = Object.keys(body.error ?? {}).filter((k): k is keyof typeof DOWN => k in DOWN);
      this.logger.warn(`Not ready: ${JSON.stringify(body.error)}`);
      const errors = Object.fromEntries(down.map((k) => [k, DOWN[k]]));
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, msg('NOT_READY', { down: down.join(' and ') }), errors);
    }
  }
}
