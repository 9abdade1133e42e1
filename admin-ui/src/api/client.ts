import { HttpError, type fetchUtils } from 'react-admin';
import type { Middleware } from 'openapi-fetch';
import { serverMessage, withLocalFieldErrors } from '../i18n/serverMessage';
import { http, requestUrl, parseJson, type UrlAnswer, type UrlInit } from './http';
import type { components } from './schema';

/**
 * The signed-in screens' view of the one client (api/http.ts): the same calls, and a 4xx/5xx
 * answer rejects as react-admin's HttpError whose message is the server's, in the officer's
 * language, so react-admin's notifications and forms read it as they read their own.
 */

/**
 * The server's refusal as react-admin's HttpError, its message in the officer's language (by
 * the answer's `code`); `body` keeps the whole answer for screens that read fields from it.
 */
export function refusal(body: unknown, status: number, fallback = 'Request refused'): HttpError {
  return new HttpError(serverMessage(body, fallback), status, withLocalFieldErrors(body));
}

/** A 4xx/5xx answer rejects, as react-admin's fetchJson did: the envelope's message, else the status text. */
const refuse: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const json = parseJson(await response.text()) as { message?: unknown } | null;
    const message = (json && typeof json.message === 'string' && json.message) || response.statusText;
    if (json) throw refusal(json, response.status, message);
    throw new HttpError(message, response.status, undefined);
  },
};

type Init = { middleware?: Middleware[] } | undefined;
type Call = (url: never, init?: never) => Promise<unknown>;
const refusing = <F extends Call>(call: F): F =>
  ((url: never, init?: Init) =>
    (call as unknown as (url: never, init: Init) => Promise<unknown>)(url, {
      ...init,
      middleware: [...(init?.middleware ?? []), refuse],
    })) as unknown as F;

/**
 * The typed API client: its paths, parameters and bodies are docs/openapi.json's (generated
 * from the server's controllers and DTOs; `npm run openapi` rewrites schema.ts), so a field
 * renamed on the server fails the UI's type check. Paths in the document start with /api.
 */
export const api: Pick<typeof http, 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'> = {
  GET: refusing(http.GET),
  POST: refusing(http.POST),
  PUT: refusing(http.PUT),
  DELETE: refusing(http.DELETE),
  PATCH: refusing(http.PATCH),
};

/** The same for a URL built at run time (a generic wrapper's path): refusals reject as above. */
export const send = (method: string, url: string, init: UrlInit = {}): Promise<UrlAnswer> =>
  requestUrl(method, url, { ...init, middleware: [...(init.middleware ?? []), refuse] });

/** A query string as this client has always sent it: a parameter left out when undefined, null or empty. */
export function plainQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  return params.toString();
}

/**
 * react-admin's `httpClient` (its dataProvider's transport) on the same client: what
 * `fetchUtils.fetchJson` answered (status, headers, body text and its JSON), and a refusal as an
 * HttpError worded by the server's code, so react-admin's own notifications read in Kannada too.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const { data, response } = await send(options.method ?? 'GET', url, {
    headers: options.headers as UrlInit['headers'],
    body: options.body ?? undefined,
    bodySerializer: (body) => body,
    parseAs: 'text',
    signal: options.signal,
  });
  const body = typeof data === 'string' ? data : '';
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, body, json } as {
    status: number;
    headers: Headers;
    body: string;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin's fetchJson types its JSON as any
    json: any;
  };
}

/** A request body of the API by its DTO's name (`Body<'RoleDto'>`). */
export type Body<Name extends keyof components['schemas']> = components['schemas'][Name];

export type { AnswerOf, RequestOf, Schema } from './types';
