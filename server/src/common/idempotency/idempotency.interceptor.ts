import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { HttpArgumentsHost } from '@nestjs/common/interfaces/index.js';
import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { catchError, from, of, type Observable } from 'rxjs';
import type { AuthedRequest } from '../auth/current.decorators.js';
import { ApiError } from '../http/api-error.js';
import { AlreadyAnswered, IdempotencyService, type IdempotentRequest, type StoredAnswer } from './idempotency.service.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's Idempotency-Key when it is a well-formed one (else null; the interceptor refuses it). */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const header = headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  return key !== undefined && UUID.test(key) ? key.toLowerCase() : null;
}

/** The route a key is stored with and matched on (`POST /api/...`): a key belongs to one officer and one route. */
export function idempotencyRouteOf(req: { method: string; url: string; routeOptions: { url?: string } }): string {
  return `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`;
}

/** What the interceptor leaves on the request for the handler (read with `@IdempotencyOf()`). */
export type IdempotentCarrier = AuthedRequest & {
  idempotency?: IdempotentRequest | null;
  files?: { fieldname: string; buffer: Buffer }[];
};

/** JSON with object keys sorted, so the same contents hash alike whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The contents of a submission: its route, its fields and each file's bytes. */
export function requestHash(route: string, body: unknown, files: readonly { fieldname: string; buffer: Buffer }[] = []): string {
  const hash = createHash('sha256')
    .update(route)
    .update('\n')
    .update(canonical(body ?? null));
  for (const file of [...files].sort((a, b) => (a.fieldname < b.fieldname ? -1 : a.fieldname > b.fieldname ? 1 : 0))) {
    hash.update(`\n${file.fieldname}:`).update(createHash('sha256').update(file.buffer).digest('hex'));
  }
  return hash.digest('hex');
}

/**
 * `Idempotency-Key` on a submission route (DESIGN: one interceptor for every submission route).
 * A key already answered for this user is answered again from the store (the same status and
 * body; `Idempotent-Replayed: true`), or refused with 409 when the contents differ; a new key
 * goes to the handler, whose service stores it in the submission's transaction
 * (IdempotencyService.once). Without the header the route behaves as before. On an upload route
 * this runs after the upload interceptor, so the files are part of the contents.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly idempotency: IdempotencyService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<IdempotentCarrier>();
    if (req.headers[IDEMPOTENCY_HEADER] === undefined) return next.handle();
    const key = idempotencyKeyOf(req.headers);
    if (key === null) throw ApiError.badField('Idempotency-Key', 'IDEMPOTENCY_KEY_INVALID');
    if (!req.principal) throw ApiError.unauthenticated();
    const route = idempotencyRouteOf(req);
    const request: IdempotentRequest = {
      userId: req.principal.user.id,
      key,
      route,
      hash: requestHash(route, req.body, req.files ?? []),
    };
    const stored = await this.idempotency.answerOf(request);
    if (stored) return of(replay(http, stored));
    req.idempotency = request;
    return next.handle().pipe(
      catchError((err: unknown) =>
        // Another submission with this key may have committed while this one ran: then this one
        // was refused (or rolled back) only because of it, and the stored answer is the answer.
        from(
          this.idempotency.answerOf(request).then((answer) => {
            if (answer) return replay(http, answer);
            if (err instanceof AlreadyAnswered) throw ApiError.conflict('SUBMISSION_DIFFERENT_CONTENTS');
            throw err;
          }),
        ),
      ),
    );
  }
}

function replay(http: HttpArgumentsHost, answer: StoredAnswer): unknown {
  void http.getResponse<FastifyReply>().header('Idempotent-Replayed', 'true');
  return answer.body;
}
