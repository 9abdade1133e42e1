import { HttpException, HttpStatus } from '@nestjs/common';

/** The one error envelope of the API: `{ success: false, message, errors? }`. */
export interface ErrorBody {
  success: false;
  message: string;
  errors?: Record<string, string>;
  /** Call-specific fields some answers add (`error` of the schedule calls, `retryAfter` of a cooldown). */
  [extra: string]: unknown;
}

/** An HTTP error whose body is already the envelope; services throw these (or Nest's own). */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, message: string, errors?: Record<string, string>, extra?: Record<string, unknown>) {
    const body: ErrorBody = { ...extra, success: false, message, ...(errors ? { errors } : {}) };
    super(body, status);
  }

  static badRequest(message: string, errors?: Record<string, string>): ApiError {
    return new ApiError(HttpStatus.BAD_REQUEST, message, errors);
  }

  static conflict(message: string): ApiError {
    return new ApiError(HttpStatus.CONFLICT, message);
  }

  static forbidden(message: string): ApiError {
    return new ApiError(HttpStatus.FORBIDDEN, message);
  }

  static notFound(message: string): ApiError {
    return new ApiError(HttpStatus.NOT_FOUND, message);
  }
}
