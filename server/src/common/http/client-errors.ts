import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { MessageCode } from '../messages/index.js';
import { errorBody } from './api-error.js';

/** What Node's HTTP parser refused, as status and code: headers over the limit, a request too slow, anything else malformed. */
function refusalOf(err: NodeJS.ErrnoException): { status: number; code: MessageCode } {
  if (err.code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'HEADERS_TOO_LARGE' };
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'REQUEST_TIMEOUT' };
  return { status: 400, code: 'MALFORMED_REQUEST' };
}

/**
 * The raw answer to a request Node's HTTP parser refused (oversized headers, a garbage request
 * line, a body that breaks the framing): no route, hook or filter ever sees it, so it is written
 * here, in the API's envelope, and the connection closed.
 */
export function clientErrorAnswer(err: NodeJS.ErrnoException): string {
  const { status, code } = refusalOf(err);
  const body = JSON.stringify(errorBody(code));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** How long a refused connection may linger after its answer before it is closed outright. */
const LINGER_MS = 5000;
const answered = new WeakSet<Socket>();

/**
 * Fastify's `clientErrorHandler` (Node's `clientError`): answers in the envelope where the
 * socket can still take an answer, as Node itself decides (writable, and no answer of an earlier
 * request on it has begun), else only closes it. The answer half-closes the connection and what
 * the client still sends is read and dropped (each piece is another parser error, answered once):
 * closing at once, with the rest of an oversized request unread, would reset the connection and
 * could lose the answer on its way. A client that never closes is cut off after LINGER_MS.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorAnswer(err));
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
