import { HttpStatus } from '@nestjs/common';

/** Errors that mean the database cannot be reached right now (down, restarting, silent, pool exhausted). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
]);
/**
 * pg's own texts: a query without an answer within query_timeout (a silent network), a new
 * connection that did not complete within connectionTimeoutMillis (pool or client), a
 * connection cut or closed, the server starting or stopping.
 */
const UNAVAILABLE_TEXT =
  /Query read timeout|timeout exceeded when trying to connect|Connection terminated|^timeout expired$|Client was closed and is not queryable|connection error|terminating connection|ECONNREFUSED|the database system is (starting up|shutting down)|Cannot use a pool after calling end/i;

/** The SQLSTATE and constraint name of a database error, for services that answer a violation themselves. */
export function violationOf(err: unknown): { code: string | undefined; constraint: string | undefined } {
  const e = err as { constraint?: unknown; driverError?: { constraint?: unknown } } | null;
  const constraint = e?.driverError?.constraint ?? e?.constraint;
  return { code: codeOf(err), constraint: typeof constraint === 'string' ? constraint : undefined };
}

function codeOf(err: unknown): string | undefined {
  const e = err as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const code = codeOf(err);
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  const cause = (err as { cause?: unknown }).cause;
  return (
    UNAVAILABLE_TEXT.test(String((err as Error).message ?? '')) || (cause !== undefined && cause !== err && isDatabaseUnavailable(cause))
  );
}

export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again in a moment.';
export const CONTENDED_MESSAGE = 'Someone else is changing this record at the moment. Please try again.';

export interface MappedError {
  status: HttpStatus;
  message: string;
  /** Whether the error means a check is missing in front of the database (worth a warning). */
  gap: boolean;
}

/**
 * The answer for a database error that no service turned into one itself: never a 500 for
 * what is really bad input, contention or an outage. Rules the database enforces raise
 * SQLSTATE class "RD" (see migrations) with a message meant for the officer.
 */
export function mapDatabaseError(err: unknown): MappedError | null {
  if (isDatabaseUnavailable(err)) return { status: HttpStatus.SERVICE_UNAVAILABLE, message: UNAVAILABLE_MESSAGE, gap: false };
  const code = codeOf(err);
  if (!code || !/^[0-9A-Z]{5}$/.test(code)) return null;
  if (code.startsWith('RD')) return { status: HttpStatus.CONFLICT, message: String((err as Error).message), gap: false };
  if (code === '55P03' || code === '40P01' || code === '40001')
    return { status: HttpStatus.CONFLICT, message: CONTENDED_MESSAGE, gap: false };
  if (code === '57014') return { status: HttpStatus.SERVICE_UNAVAILABLE, message: UNAVAILABLE_MESSAGE, gap: true };
  if (code.startsWith('22'))
    return { status: HttpStatus.BAD_REQUEST, message: 'The request contains a value that is out of range or not allowed.', gap: true };
  if (code === '23505') return { status: HttpStatus.CONFLICT, message: 'This record already exists.', gap: true };
  if (code === '23503')
    return { status: HttpStatus.CONFLICT, message: 'This refers to a record that does not exist or is still in use.', gap: true };
  if (code === '23502' || code === '23514')
    return { status: HttpStatus.BAD_REQUEST, message: 'The request is missing a value or has one that is not allowed.', gap: true };
  return null;
}
