import type { IncomingMessage } from 'node:http';
import type { MessageRef } from '../messages/index.js';
import { ApiError } from './api-error.js';
import { checkJsonStrings } from './text-check.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Deeper JSON than any form of the portal sends is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;
export const MAX_JSON_BYTES = 1024 * 1024;

/** A request refused at the door: its status and the envelope's message. */
export interface Refusal {
  status: number;
  message: MessageRef;
}

/** What the door checks of a request: Node's own request line and headers. */
type RequestHead = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

const header = (req: RequestHead, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Whether an address is the API's (/api, /api/..., /api?...). */
export function isApiUrl(url: string): boolean {
  return url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?');
}

/**
 * The checks every API request passes before its session or body is read (in this order): no
 * NUL in the address; no state-changing call from another site; state-changing calls take JSON
 * only, because an HTML form can post urlencoded, multipart or plain text across sites without
 * a CORS preflight, but not JSON (multipart only on the upload paths, which check their own
 * fields). Null when the request may go on.
 */
export function requestGuard(options: {
  allowedOrigins: readonly string[];
  multipartPaths: readonly string[];
}): (req: RequestHead) => Refusal | null {
  const { allowedOrigins, multipartPaths } = options;
  return (req) => {
    const url = req.url ?? '';
    // PostgreSQL cannot store NUL in text; such a request is refused at the door, path and query included.
    if (url.includes('\0') || /%00/i.test(url)) return { status: 400, message: 'NUL_CHARACTER' };
    if (!STATE_CHANGING.has(req.method ?? '')) return null;
    if (crossSite(req, allowedOrigins)) return { status: 403, message: 'CROSS_SITE' };
    if (!hasBody(req)) return null;
    const type = (header(req, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type === 'application/json') return null;
    const route = apiPath(url);
    if (type === 'multipart/form-data' && multipartPaths.some((p) => route === p || route.startsWith(`${p}/`))) return null;
    return { status: 415, message: 'JSON_ONLY' };
  };
}

function sameOrigin(req: RequestHead, origin: string): boolean {
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
function crossSite(req: RequestHead, allowedOrigins: readonly string[]): boolean {
  const origin = header(req, 'origin');
  const fetchSite = header(req, 'sec-fetch-site');
  const allowed = origin === undefined || sameOrigin(req, origin) || allowedOrigins.includes(origin);
  return !allowed || (fetchSite === 'cross-site' && !(origin && allowedOrigins.includes(origin)));
}

function hasBody(req: RequestHead): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The path of a request under /api (without the query), as the multipart paths name it. */
function apiPath(url: string): string {
  const route = url.split('?')[0];
  return route.startsWith('/api/') ? route.slice(4) : route;
}

/** Scans raw JSON for nesting depth without parsing it. */
export function checkJsonText(buf: Buffer): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_JSON_DEPTH) throw ApiError.badRequest({ code: 'JSON_TOO_DEEP', params: { levels: MAX_JSON_DEPTH } });
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
}

/**
 * The JSON body parser of the API (Fastify's own parsers are removed: no urlencoded or text
 * bodies): depth checked on the raw text first, then parsed, then every string (and property
 * name) checked for what PostgreSQL cannot store, naming its field (text-check.ts). An empty
 * body is none.
 */
export function jsonBodyParser(_req: unknown, buf: Buffer, done: (err: Error | null, body?: unknown) => void): void {
  if (buf.length === 0) return done(null, undefined);
  let body: unknown;
  try {
    checkJsonText(buf);
    body = JSON.parse(buf.toString('utf8'));
  } catch (err) {
    return done(err instanceof ApiError ? err : ApiError.badRequest('INVALID_JSON'));
  }
  try {
    checkJsonStrings(body);
  } catch (err) {
    return done(err as ApiError);
  }
  done(null, body);
}
