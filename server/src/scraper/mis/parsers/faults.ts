/**
 * Fault answers of the MIS (README §4): the "URL TEMPERED" page for a bad or stale Digest, the
 * ASP.NET runtime error page (HTTP 500), 503, and a 302 to `error.html?aspxerrorpath=...`.
 * Every parser calls assertNotFault before reading a page. No cheerio here: the MIS client
 * (../mis-client.ts), which the app loads at start, calls these too (loader.ts).
 */
import { MisPageError } from '../types.js';
import { isDelta, parseDelta } from './delta.js';

const URL_TAMPERED = /url\s*t[ae]mpered/i;
const SERVER_ERROR = /Server\s+Error\s+in\s+'[^'<]*'\s+Application/i;
const RUNTIME_TITLE = /<title>\s*Runtime\s+Error\s*<\/title>/i;
const RUNTIME_HEADING = /Runtime\s+Error/i;
const SERVER_ERROR_LOOSE = /Server\s+Error\s+in\b[^<]{0,200}?Application/i;

/**
 * Throws when `body` (and `status`, when given) is a fault answer instead of the page asked for:
 * - `url-tampered`: the text holds "URL TEMPERED" (or "url tampered"), any case;
 * - `error-page`: the ASP.NET runtime error page ("Server Error in '/netnrega' Application" /
 *   "Runtime Error"), or an HTTP 5xx status (500, 503, ...), or an async answer whose `pageRedirect`
 *   goes to error.html;
 * - `async-error`: an async answer (`len|type|id|content|`) carrying an `error` record (README §4,
 *   `fault_async_error.txt`: HTTP 200 with `69|error|500|...|`). A delta that does not parse throws
 *   what parseDelta throws ('truncated' or 'async-error').
 */
export function assertNotFault(body: string, page: string, status?: number): void {
  if (status !== undefined && status >= 500 && status <= 599) {
    throw new MisPageError('error-page', page, `the MIS answered HTTP ${status} (server error); try again later`);
  }
  if (URL_TAMPERED.test(body)) {
    throw new MisPageError(
      'url-tampered',
      page,
      'the MIS answered "URL TEMPERED": the link (its Digest) was refused; it must be taken again from the page that shows it',
    );
  }
  if (SERVER_ERROR.test(body) || RUNTIME_TITLE.test(body) || (SERVER_ERROR_LOOSE.test(body) && RUNTIME_HEADING.test(body))) {
    throw new MisPageError('error-page', page, 'the MIS answered its runtime error page ("Server Error in \'/netnrega\' Application")');
  }
  if (isDelta(body)) {
    for (const r of parseDelta(body, page)) {
      if (r.type === 'error') {
        throw new MisPageError(
          'async-error',
          page,
          `the MIS reported an error${r.id ? ` (status ${r.id})` : ''} for the async post: ${r.content.trim() || '(no message)'}`,
        );
      }
      if (r.type === 'pageRedirect' && isErrorRedirect(r.content)) {
        throw new MisPageError('error-page', page, `the MIS redirected the async post to its error page (${r.content})`);
      }
    }
  }
}

/**
 * True when a redirect `Location` (or an UpdatePanel `pageRedirect`) goes to the MIS error page,
 * `error.html?aspxerrorpath=...` (also `error.htm`, any case, URL-encoded or not).
 */
export function isErrorRedirect(location: string | null | undefined): boolean {
  if (!location) return false;
  let decoded = location;
  try {
    decoded = decodeURIComponent(location);
  } catch {
    /* not URL-encoded: keep as is */
  }
  const path = decoded.split(/[?#]/, 1)[0] ?? '';
  return /(^|[/\\])error\.html?$/i.test(path) || /[?&]aspxerrorpath=/i.test(decoded);
}
