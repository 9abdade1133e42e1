import { applyDecorators, CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { tap, type Observable } from 'rxjs';
import { principalOfRequest, type AuthedRequest } from '../../common/auth/current.decorators.js';
import { ApiError } from '../../common/http/api-error.js';
import { msg } from '../../common/messages/index.js';
import { RateLimiter } from './rate-limiter.service.js';

/** CSV downloads an officer may start in one window (all exports together), and the window. */
export const EXPORTS_PER_WINDOW = 20;
export const EXPORT_WINDOW_SECONDS = 10 * 60;
/** Downloads of one officer running at once. */
export const EXPORTS_IN_FLIGHT = 2;
/**
 * The in-flight count's window: a download's end gives its count back; one whose end was never
 * seen (a process that died while sending it) is forgotten when the window ends. A download
 * whose client stops reading is ended by the database after a minute (openCursor).
 */
const IN_FLIGHT_LEASE_SECONDS = 60 * 60;
/** What a refusal for downloads still running says to wait: about as long as a download takes. */
const IN_FLIGHT_RETRY_SECONDS = 10;

/**
 * Throttles an officer's CSV downloads (issue 41) with the one RateLimiter: at most
 * EXPORTS_IN_FLIGHT running at once (counted when one starts, given back when its answer has
 * been sent or its client has gone) and at most EXPORTS_PER_WINDOW started in EXPORT_WINDOW_SECONDS;
 * beyond either, 429 with Retry-After before any work. A download refused by its own route (a
 * bad filter, a place outside the jurisdiction) does not count.
 */
@Injectable()
export class ExportThrottleInterceptor implements NestInterceptor {
  private readonly logger = new Logger('ExportThrottle');

  constructor(private readonly limiter: RateLimiter) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const user = principalOfRequest(http.getRequest<AuthedRequest>()).user.id;
    const flightKey = `export-flight:${user}`;
    const windowKey = `export:${user}`;
    const flight = await this.limiter.consume(flightKey, { limit: EXPORTS_IN_FLIGHT, windowSeconds: IN_FLIGHT_LEASE_SECONDS });
    if (!flight.allowed) {
      await this.limiter.refund(flightKey);
      throw ApiError.tooMany(msg('EXPORTS_IN_FLIGHT', { max: EXPORTS_IN_FLIGHT }), IN_FLIGHT_RETRY_SECONDS);
    }
    const started = await this.limiter
      .consume(windowKey, { limit: EXPORTS_PER_WINDOW, windowSeconds: EXPORT_WINDOW_SECONDS })
      .catch(async (err: unknown) => {
        await this.limiter.refund(flightKey);
        throw err;
      });
    if (!started.allowed) {
      await this.limiter.refund(flightKey);
      const seconds = started.retryAfterSeconds;
      throw ApiError.tooMany(msg('EXPORTS_TOO_MANY', { max: EXPORTS_PER_WINDOW, minutes: EXPORT_WINDOW_SECONDS / 60, seconds }), seconds);
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.limiter.refund(flightKey).catch((err: Error) => this.logger.warn(`Giving back a download's count failed: ${err.message}`));
    };
    // The answer has been sent (or cut off), or the client has gone.
    http.getResponse<FastifyReply>().raw.once('close', release);
    return next.handle().pipe(
      tap({
        error: () => {
          release();
          this.limiter.refund(windowKey).catch((err: Error) => this.logger.warn(`Giving back a download's count failed: ${err.message}`));
        },
      }),
    );
  }
}

/** A CSV download route: throttled per officer (ExportThrottleInterceptor). */
export const ThrottledExport = () => applyDecorators(UseInterceptors(ExportThrottleInterceptor));
