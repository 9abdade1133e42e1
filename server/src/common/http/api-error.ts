import { HttpException, HttpStatus } from '@nestjs/common';

/** The one error envelope of the API: `{ success: false, message, errors? }`. */
export interface ErrorBody {
  success: false;
  message: string;
  errors?: Record<string, string>;
}

/** An HTTP error whose body is already the envelope; services throw these (or Nest's own). */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, message: string, errors?: Record<string, string>) {
    const body: ErrorBody = errors ? { success: false, message, errors } : { success: false, message };
    super(body, status);
  }

  static badRequest(message: string, errors?: Record<string, string>): ApiError {
    return new ApiError(HttpStatus.BAD_REQUEST, message, errors);
  }

  static conflict(message: string): ApiError {
    return new ApiError(HttpStatus.CONFLICT, message);
  }
}
