import { HttpException, HttpStatus } from '@nestjs/common';
import { en, refOf, type MessageCode, type MessageParams, type MessageRef } from '../messages/index.js';

/**
 * The one error envelope of the API: `{ success: false, code, message, params?, errors?,
 * errorCodes? }`. `code` is stable (the UI shows its text in the user's language), `message`
 * its English text, `params` the values in that text.
 */
export interface ErrorBody {
  success: false;
  code: MessageCode;
  message: string;
  params?: MessageParams;
  /** field -> English message, and beside it field -> code (and the values of those that have any). */
  errors?: Record<string, string>;
  errorCodes?: Record<string, MessageCode>;
  errorParams?: Record<string, MessageParams>;
  /** Call-specific fields some answers add (`error` of the schedule calls, `retryAfter` of a cooldown). */
  [extra: string]: unknown;
}

/** Field errors: field -> the message of that field. */
export type FieldErrors = Record<string, MessageRef>;

/** The envelope of a refusal; `extra` fields are spread first so the envelope's own win. */
export function errorBody(ref: MessageRef, errors?: FieldErrors, extra?: Record<string, unknown>): ErrorBody {
  const m = refOf(ref);
  const body: ErrorBody = { ...extra, success: false, code: m.code, message: en(m) };
  if (m.params && Object.keys(m.params).length) body.params = m.params;
  if (errors && Object.keys(errors).length) {
    body.errors = {};
    body.errorCodes = {};
    for (const [field, fieldRef] of Object.entries(errors)) {
      const f = refOf(fieldRef);
      body.errors[field] = en(f);
      body.errorCodes[field] = f.code;
      if (f.params && Object.keys(f.params).length) (body.errorParams ??= {})[field] = f.params;
    }
  }
  return body;
}

/** An HTTP error whose body is already the envelope; every refusal of the API is one of these. */
export class ApiError extends HttpException {
  readonly code: MessageCode;

  constructor(status: HttpStatus, ref: MessageRef, errors?: FieldErrors, extra?: Record<string, unknown>) {
    const body = errorBody(ref, errors, extra);
    super(body, status);
    this.code = body.code;
  }

  static badRequest(ref: MessageRef, errors?: FieldErrors): ApiError {
    return new ApiError(HttpStatus.BAD_REQUEST, ref, errors);
  }

  /** A refusal whose one field error is its own message (the form shows it under the field). */
  static badField(field: string, ref: MessageRef): ApiError {
    return new ApiError(HttpStatus.BAD_REQUEST, ref, { [field]: ref });
  }

  static unauthenticated(ref: MessageRef = 'UNAUTHENTICATED'): ApiError {
    return new ApiError(HttpStatus.UNAUTHORIZED, ref);
  }

  static conflict(ref: MessageRef, errors?: FieldErrors): ApiError {
    return new ApiError(HttpStatus.CONFLICT, ref, errors);
  }

  static forbidden(ref: MessageRef): ApiError {
    return new ApiError(HttpStatus.FORBIDDEN, ref);
  }

  static notFound(ref: MessageRef): ApiError {
    return new ApiError(HttpStatus.NOT_FOUND, ref);
  }

  static tooMany(ref: MessageRef, retryAfter?: number): ApiError {
    return new ApiError(HttpStatus.TOO_MANY_REQUESTS, ref, undefined, retryAfter === undefined ? undefined : { retryAfter });
  }

  static unavailable(ref: MessageRef): ApiError {
    return new ApiError(HttpStatus.SERVICE_UNAVAILABLE, ref);
  }
}

export type { MessageParams };
