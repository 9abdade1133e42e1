import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, type ErrorBody } from './api-error.js';

/** A middleware on Node's own request and response (as @fastify/middie runs them). */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Deeper JSON than any form of the portal sends is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;
export const MAX_JSON_BYTES = 1024 * 1024;

export const CROSS_SITE_MESSAGE = 'Requests from other websites are not accepted.';
export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';
export const NUL_MESSAGE = 'The request contains a character that is not allowed (NUL).';
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;
export const BAD_ADDRESS_MESSAGE = 'The address is not valid.';
export const LONG_ADDRESS_MESSAGE = 'The address is too long.';

function send(res: ServerResponse, status: number, message: string): void {
  const body: ErrorBody = { success: false, message };
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The whole address asked for (middie shortens `url` under a mount path, not `originalUrl`). */
const urlOf = (req: IncomingMessage & { originalUrl?: string }): string => req.originalUrl ?? req.url ?? '';

/** API answers depend on who asks: no browser or proxy may keep a copy. */
export const noStore: Middleware = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

function sameOrigin(req: IncomingMessage, origin: string): boolean {
  try {
    return new URL(origin).host === header(req, 'host');
  } catch {
    return false;
  }
}

/**
 * Cookie sessions make every state-changing call a cross-site request forgery target. A
 * browser names the page that sent a request in `Origin` (and `Sec-Fetch-Site`); a call from
 * another site is refused unless that site is a configured CORS origin.
 */
export function refuseCrossSite(allowedOrigins: readonly string[]): Middleware {
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method ?? '')) return next();
    const origin = header(req, 'origin');
    const fetchSite = header(req, 'sec-fetch-site');
    const allowed = origin === undefined || sameOrigin(req, origin) || allowedOrigins.includes(origin);
    if (!allowed || (fetchSite === 'cross-site' && !(origin && allowedOrigins.includes(origin)))) {
      return send(res, 403, CROSS_SITE_MESSAGE);
    }
    next();
  };
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * State-changing calls take JSON only: an HTML form can post urlencoded, multipart or plain
 * text across sites without a CORS preflight, but not JSON. Multipart is accepted only on the
 * paths listed (file uploads), which check their own fields.
 */
export function requireJson(multipartPaths: readonly string[] = []): Middleware {
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method ?? '') || !hasBody(req)) return next();
    const type = (header(req, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type === 'application/json') return next();
    const route = apiPath(req);
    if (type === 'multipart/form-data' && multipartPaths.some((p) => route === p || route.startsWith(`${p}/`))) return next();
    send(res, 415, JSON_ONLY_MESSAGE);
  };
}

/** The path of a request under /api (without the query), as the multipart paths name it. */
function apiPath(req: IncomingMessage): string {
  const url = urlOf(req).split('?')[0];
  return url.startsWith('/api/') ? url.slice(4) : url;
}

/** PostgreSQL cannot store NUL in text; such a request is refused at the door, path and query included. */
export const refuseNul: Middleware = (req, res, next) => {
  const url = urlOf(req);
  if (/%00/i.test(url) || url.includes('\0')) return send(res, 400, NUL_MESSAGE);
  next();
};

/** Scans raw JSON for nesting depth and for NUL (`\u0000` escapes) without parsing it. */
export function checkJsonText(buf: Buffer): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (inString) {
      if (c === 0x5c) {
        // \u0000 (any case of the hex digits is not possible: digits only)
        if (buf[i + 1] === 0x75 && buf.toString('latin1', i + 2, i + 6) === '0000') throw new ApiError(400, NUL_MESSAGE);
        i++;
      } else if (c === 0x22) inString = false;
      else if (c === 0x00) throw new ApiError(400, NUL_MESSAGE);
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_JSON_DEPTH) throw new ApiError(400, TOO_DEEP_MESSAGE);
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
}

/**
 * The JSON body parser of the API (Fastify's own parsers are removed: no urlencoded or text
 * bodies): depth and NUL checked on the raw text first, then parsed. An empty body is none.
 */
export function jsonBodyParser(_req: unknown, buf: Buffer, done: (err: Error | null, body?: unknown) => void): void {
  if (buf.length === 0) return done(null, undefined);
  try {
    checkJsonText(buf);
    done(null, JSON.parse(buf.toString('utf8')));
  } catch (err) {
    done(err instanceof ApiError ? err : new ApiError(400, 'The request body is not valid JSON.'));
  }
}
