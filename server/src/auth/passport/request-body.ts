import type { Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createValidationPipe } from '../../common/pipes/validation.pipe.js';

const pipe = createValidationPipe();

/**
 * The request's body as the route's DTO, checked by the same pipe as every handler's @Body():
 * a strategy runs as a guard, before the pipes, and must refuse a malformed body as the pipe
 * would (400 with the field's message) before it counts a try or reads an account.
 */
export function bodyOf<T extends object>(req: FastifyRequest, dto: Type<T>): Promise<T> {
  return pipe.transform(req.body, { type: 'body', metatype: dto }) as Promise<T>;
}
