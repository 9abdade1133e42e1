import { applyDecorators, createParamDecorator, ExecutionContext, UseInterceptors } from '@nestjs/common';
import { IdempotencyInterceptor, type IdempotentCarrier } from './idempotency.interceptor.js';
import type { IdempotentRequest } from './idempotency.service.js';

/** A JSON submission route that honours `Idempotency-Key` (upload routes list the interceptor after their upload interceptor). */
export const Idempotent = () => applyDecorators(UseInterceptors(IdempotencyInterceptor));

/** The submission's key as the interceptor checked it, or null when none was sent. */
export const IdempotencyOf = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): IdempotentRequest | null => ctx.switchToHttp().getRequest<IdempotentCarrier>().idempotency ?? null,
);
