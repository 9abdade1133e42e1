import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import { Logger } from '@nestjs/common';
import type { ErrorBody } from './api-error.js';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './database-errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Deeper JSON than any form of the portal sends is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;
export const MAX_JSON_BYTES = '1mb';

export const CROSS_SITE_MESSAGE = 'Requests from other websites are not accepted.';
export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';
export const NUL_MESSAGE = 'The request contains a character that is not allowed (NUL).';
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;

class RequestRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: Parameters<RequestHandler>[1], status: number, message: string): void {
  const body: ErrorBody = { success: false, message };
  res.status(status).json(body);
}

/** API answers depend on who asks: no browser or proxy may keep a copy. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

function sameOrigin(req: Request, origin: string): boolean {
  try {
    return new URL(origin).host === req.get('host');
  } catch {
    return false;
  }
}

/**
 * Cookie sessions make every state-changing call a cross-site request forgery target. A
 * browser names the page that sent a request in `Origin` (and `Sec-Fetch-Site`); a call from
 * another site is refused unless that site is a configured CORS origin.
 */
export function refuseCrossSite(allowedOrigins: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
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
export function requireJson(multipartPaths: readonly string[] = []): RequestHandler {
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method) || !hasBody(req)) return next();
    const type = (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type === 'application/json') return next();
    if (type === 'multipart/form-data' && multipartPaths.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return next();
    send(res, 415, JSON_ONLY_MESSAGE);
  };
}

/** PostgreSQL cannot store NUL in text; such a request is refused at the door, path and query included. */
export const refuseNul: RequestHandler = (req, res, next) => {
  if (/%00/i.test(req.originalUrl) || req.originalUrl.includes('\0')) return send(res, 400, NUL_MESSAGE);
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
        if (buf[i + 1] === 0x75 && buf.toString('latin1', i + 2, i + 6) === '0000') throw new RequestRefused(400, NUL_MESSAGE);
        i++;
      } else if (c === 0x22) inString = false;
      else if (c === 0x00) throw new RequestRefused(400, NUL_MESSAGE);
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_JSON_DEPTH) throw new RequestRefused(400, TOO_DEEP_MESSAGE);
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
}

/** The JSON body parser of the API (Nest's own parsers are off: no urlencoded bodies). */
export const jsonBody: RequestHandler = express.json({
  limit: MAX_JSON_BYTES,
  verify: (_req, _res, buf) => checkJsonText(buf),
});

/**
 * Errors raised by the middleware above and by the session store (before any Nest handler
 * runs) answered in the envelope: a database that is down is a 503, never an HTML 500.
 */
export function envelopeErrors(logger = new Logger('HTTP')): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    const e = err as { status?: number; statusCode?: number; type?: string; message?: string };
    if (err instanceof RequestRefused) return send(res, err.status, err.message);
    if (isDatabaseUnavailable(err)) {
      logger.warn(`Database unavailable (${req.method} ${req.path}): ${e.message}`);
      return send(res, 503, UNAVAILABLE_MESSAGE);
    }
    const status = e.status ?? e.statusCode;
    if (e.type === 'entity.parse.failed') return send(res, 400, 'The request body is not valid JSON.');
    if (e.type === 'entity.too.large') return send(res, 413, 'The request is too large.');
    if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return send(res, 415, JSON_ONLY_MESSAGE);
    if (typeof status === 'number' && status >= 400 && status < 500) return send(res, status, 'Bad request.');
    logger.error({ err, reqId: (req as { id?: unknown }).id }, 'Unhandled error before the route');
    send(res, 500, 'Something went wrong on the server. Please try again later.');
  };
}
