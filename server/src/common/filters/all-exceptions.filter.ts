import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type ErrorBody } from '../http/api-error.js';
import { BAD_ADDRESS_MESSAGE, JSON_ONLY_MESSAGE } from '../http/request-guards.js';
import { mapDatabaseError } from '../http/database-errors.js';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request.',
  401: 'Please sign in to continue.',
  403: 'You are not allowed to do this.',
  404: 'Not found.',
  405: 'Method not allowed.',
  409: 'Conflict.',
  413: 'The request is too large.',
  415: 'Unsupported content type.',
  422: 'The request could not be processed.',
  429: 'Too many requests. Please try again later.',
  503: 'Service unavailable. Please try again later.',
};

function messageOf(response: unknown, status: number): { message: string; errors?: Record<string, string> } {
  if (typeof response === 'string') return { message: response };
  if (response && typeof response === 'object') {
    const body = response as { message?: unknown; errors?: unknown };
    const errors =
      body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors) ? (body.errors as Record<string, string>) : undefined;
    if (typeof body.message === 'string') return { message: body.message, errors };
    if (Array.isArray(body.message) && typeof body.message[0] === 'string') return { message: body.message[0], errors };
  }
  return { message: STATUS_MESSAGES[status] ?? 'Request failed.' };
}

/**
 * Turns every error into the envelope with a correct status. Unknown errors are logged with
 * the request id and answered as a plain 500: no stack trace or internal detail leaves.
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
      const { message, errors } = messageOf(exception.getResponse(), status);
      body = errors ? { success: false, message, errors } : { success: false, message };
      // Refusals of Fastify itself before any handler (its body limit, an unknown body type).
      const fastifyCode = (exception.cause as { code?: unknown } | undefined)?.code;
      if (typeof fastifyCode === 'string' && fastifyCode.startsWith('FST_')) {
        const message = status === HttpStatus.UNSUPPORTED_MEDIA_TYPE ? JSON_ONLY_MESSAGE : (STATUS_MESSAGES[status] ?? 'Request failed.');
        body = { success: false, message };
      } else if (exception.cause instanceof SyntaxError && status === HttpStatus.BAD_REQUEST) {
        body = { success: false, message: 'The request body is not valid JSON.' };
      } else if (exception.cause instanceof URIError) {
        body = { success: false, message: BAD_ADDRESS_MESSAGE };
      }
      if (status === HttpStatus.NOT_FOUND && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(message)) {
        body = { success: false, message: `No API endpoint ${req.method} ${req.url.split('?')[0]}` };
      }
    } else {
      const mapped = mapDatabaseError(exception);
      const reqId = (req as { id?: unknown }).id;
      if (mapped) {
        status = mapped.status;
        body = { success: false, message: mapped.message };
        // A value the database refused means a check is missing in front of it: worth fixing.
        if (mapped.gap) this.logger.warn({ err: exception, reqId }, `Database refused the request: ${(exception as Error).message}`);
        else if (status === HttpStatus.SERVICE_UNAVAILABLE)
          this.logger.warn({ reqId }, `Database unavailable: ${(exception as Error).message}`);
      } else {
        this.logger.error({ err: exception, reqId }, 'Unhandled error');
        body = { success: false, message: 'Something went wrong on the server. Please try again later.' };
      }
    }
    if (res.sent || res.raw.headersSent) return;
    if (typeof body.retryAfter === 'number') res.header('Retry-After', String(body.retryAfter));
    res.status(status).send(body);
  }
}
