import { HttpStatus } from '@nestjs/common';
import { msg, type MessageRef } from '../messages/index.js';

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

/**
 * The catalog codes of the rules the database raises as SQLSTATE class "RD" (migrations), whose
 * English texts are the database's own.
 */
const DATABASE_RULES: Record<string, MessageRef> = {
  RD001: 'LAST_STATE_ADMIN',
};

export interface MappedError {
  status: HttpStatus;
  message: MessageRef;
  /** Whether the error means a check is missing in front of the database (worth a warning). */
  gap: boolean;
}

/**
 * The answer for a database error that no service turned into one itself: never a 500 for
 * what is really bad input, contention or an outage. Rules the database enforces raise
 * SQLSTATE class "RD" (see migrations) with a message meant for the officer.
 */
export function mapDatabaseError(err: unknown): MappedError | null {
  if (isDatabaseUnavailable(err)) return { status: HttpStatus.SERVICE_UNAVAILABLE, message: 'DB_UNAVAILABLE', gap: false };
  const code = codeOf(err);
  if (!code || !/^[0-9A-Z]{5}$/.test(code)) return null;
  if (code.startsWith('RD')) return { status: HttpStatus.CONFLICT, message: DATABASE_RULES[code] ?? databaseRule(err), gap: false };
  if (code === '55P03' || code === '40P01' || code === '40001')
    return { status: HttpStatus.CONFLICT, message: 'RECORD_CONTENDED', gap: false };
  if (code === '57014') return { status: HttpStatus.SERVICE_UNAVAILABLE, message: 'DB_UNAVAILABLE', gap: true };
  if (code.startsWith('22')) return { status: HttpStatus.BAD_REQUEST, message: 'VALUE_OUT_OF_RANGE', gap: true };
  if (code === '23505') return { status: HttpStatus.CONFLICT, message: 'RECORD_EXISTS', gap: true };
  if (code === '23503') return { status: HttpStatus.CONFLICT, message: 'RECORD_REFERENCE_INVALID', gap: true };
  if (code === '23502' || code === '23514') return { status: HttpStatus.BAD_REQUEST, message: 'VALUE_MISSING', gap: true };
  return null;
}

/** A database rule without its own code yet: a generic conflict whose text is the database's. */
function databaseRule(err: unknown): MessageRef {
  return msg('DATABASE_RULE', { text: String((err as Error).message) });
}
