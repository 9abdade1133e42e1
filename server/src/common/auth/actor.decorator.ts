import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiError } from '../http/api-error.js';
import type { AuthedRequest } from './current.decorators.js';

/** Who is making a change, for the audit trail. */
export interface Actor {
  userId: number;
  name: string;
  requestId: string | null;
}

export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor => {
  const req = ctx.switchToHttp().getRequest<AuthedRequest & { id?: unknown }>();
  if (!req.principal) throw ApiError.unauthenticated();
  return { userId: req.principal.user.id, name: req.principal.user.name, requestId: typeof req.id === 'string' ? req.id : null };
});
