import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorBody, type ErrorBody } from '../http/api-error.js';
import { mapDatabaseError } from '../http/database-errors.js';
import { msg, type MessageCode, type MessageRef } from '../messages/index.js';

/** The code of a refusal Nest or Fastify made itself, where nothing more specific is known. */
const STATUS_CODES: Record<number, MessageCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

const statusCode = (status: HttpStatus): MessageCode =>
  STATUS_CODES[status] ?? (status >= HttpStatus.INTERNAL_SERVER_ERROR ? 'SERVER_ERROR' : 'REQUEST_FAILED');

/**
 * The envelope of an HttpException Nest or Fastify threw itself (ApiError is already one). Its
 * text is kept as the English `message` when it has one; the code is the status's.
 */
function nestBody(exception: HttpException, req: FastifyRequest, status: HttpStatus): ErrorBody {
  const cause = exception.cause as { code?: unknown } | undefined;
  // Refusals of Fastify itself before any handler (its body limit, an unknown body type).
  if (typeof cause?.code === 'string' && cause.code.startsWith('FST_'))
    return errorBody(status === HttpStatus.UNSUPPORTED_MEDIA_TYPE ? 'JSON_ONLY' : statusCode(status));
  if (exception.cause instanceof SyntaxError && status === HttpStatus.BAD_REQUEST) return errorBody('INVALID_JSON');
  if (exception.cause instanceof URIError) return errorBody('BAD_ADDRESS');
  const response = exception.getResponse();
  const body = (response && typeof response === 'object' ? response : {}) as { message?: unknown };
  const text: unknown =
    typeof response === 'string' ? response : Array.isArray(body.message) ? (body.message as unknown[])[0] : body.message;
  if (status === HttpStatus.NOT_FOUND && typeof text === 'string' && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(text))
    return errorBody(msg('NO_ENDPOINT', { method: req.method, path: req.url.split('?')[0] }));
  const ref: MessageRef = statusCode(status);
  const generic = errorBody(ref);
  return typeof text === 'string' && text ? { ...generic, message: text } : generic;
}

/**
 * Turns every error into the envelope with a correct status and a code. Unknown errors are
 * logged with the request id and answered as a plain 500: no stack trace or internal detail leaves.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<FastifyReply>();
    const req = ctx.getRequest<FastifyRequest>();
    let status = HttpStatus.INTERNAL_SERVER_ERROR;
    let body: ErrorBody;

    if (exception instanceof ApiError) {
      // Already the envelope, with any call-specific fields.
      status = exception.getStatus();
      body = exception.getResponse() as ErrorBody;
    } else if (exception instanceof HttpException) {
      status = exception.getStatus();
      body = nestBody(exception, req, status);
    } else {
      const mapped = mapDatabaseError(exception);
      const reqId = (req as { id?: unknown }).id;
      if (mapped) {
        status = mapped.status;
        body = errorBody(mapped.message);
        // A value the database refused means a check is missing in front of it: worth fixing.
        if (mapped.gap) this.logger.warn({ err: exception, reqId }, `Database refused the request: ${(exception as Error).message}`);
        else if (status === HttpStatus.SERVICE_UNAVAILABLE)
          this.logger.warn({ reqId }, `Database unavailable: ${(exception as Error).message}`);
      } else {
        this.logger.error({ err: exception, reqId }, 'Unhandled error');
        body = errorBody('SERVER_ERROR');
      }
    }
    if (res.sent || res.raw.headersSent) return;
    if (typeof body.retryAfter === 'number') res.header('Retry-After', String(body.retryAfter));
    res.status(status).send(body);
  }
}
