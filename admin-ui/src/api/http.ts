import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

/**
 * The UI's one API client (openapi-fetch over docs/openapi.json's types): every call of the
 * portal goes through it, the public first page's (providers/authApi.ts), react-admin's
 * dataProvider and the typed `api` (api/client.ts), downloads, and the offline outbox (its kept
 * submissions and Idempotency-Key, in the page and in the service worker).
 *
 * No react-admin and no React here: the first page and the service worker load it. A call
 * carries the session cookie, `Accept: application/json` and the officer's language unless it
 * names its own (the outbox sends a file in the language it was filed in). The language comes
 * from i18n/locale.ts, which registers itself (`takeLanguageFrom`); the worker has none and
 * always names one.
 */
export const http = createClient<paths>({
  // The page's (or the worker's) own origin: the same URLs as relative ones, and a base for tests.
  baseUrl: globalThis.location?.origin ?? '',
  credentials: 'include',
  // Looked up per call, not kept from when this module loaded.
  fetch: (request) => globalThis.fetch(request),
});

let languageOf: (() => string) | null = null;

/** Registered once by i18n/locale.ts: the current language, for every call that names none. */
export function takeLanguageFrom(source: () => string): void {
  languageOf = source;
}

const session: Middleware = {
  onRequest({ request }) {
    if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
    if (!request.headers.has('Accept-Language') && languageOf) request.headers.set('Accept-Language', languageOf());
    return request;
  },
};
http.use(session);

/** How a call's answer is read: openapi-fetch's `parseAs`. */
export type ReadAs = 'json' | 'text' | 'blob';

/** What a call by a run-time URL may pass: openapi-fetch's request options, untyped. */
export interface UrlInit {
  body?: unknown;
  headers?: HeadersInit | Record<string, string>;
  parseAs?: ReadAs;
  /** A body already serialized (react-admin's JSON text) goes out as it is. */
  bodySerializer?: (body: unknown) => unknown;
  middleware?: Middleware[];
  /** A fetch of the caller's (the outbox's XMLHttpRequest, for upload progress). */
  fetch?: (request: Request) => Promise<Response>;
  signal?: AbortSignal | null;
}

export interface UrlAnswer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

type Loose = { request(method: string, url: string, init?: UrlInit): Promise<UrlAnswer> };

/**
 * A call by a URL known only at run time (one kept in the outbox, react-admin's resource URLs, a
 * generic wrapper's path): the same client and middleware, with the types left to the caller.
 * Rejects only when no answer came (fetch's TypeError); a refusal resolves with `error`.
 */
export const requestUrl = (method: string, url: string, init: UrlInit = {}): Promise<UrlAnswer> =>
  (http as unknown as Loose).request(method, url, init);

/** JSON text as a value, or null when it is not JSON (a proxy's error page, an empty answer). */
export function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return text ?? null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
