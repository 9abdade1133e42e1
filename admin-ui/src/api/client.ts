import createClient from 'openapi-fetch';
import { httpClient } from '../providers/dataProvider';
import type { components, paths } from './schema';

/**
 * `fetch` for openapi-fetch through react-admin's httpClient, so a typed call behaves as every
 * other call of the UI: the session cookie, the officer's `Accept-Language`, and a 4xx/5xx
 * answer rejected as an HttpError whose message is the server's, in the officer's language.
 */
async function viaHttpClient(request: Request): Promise<Response> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
  const answer = await httpClient(request.url, { method: request.method, headers: request.headers, body });
  return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers: answer.headers });
}

/**
 * The typed API client: its paths, parameters and bodies are docs/openapi.json's (generated
 * from the server's controllers and DTOs; `npm run openapi` rewrites schema.ts), so a field
 * renamed on the server fails the UI's type check. Paths in the document start with /api.
 */
export const api = createClient<paths>({ baseUrl: '', fetch: viaHttpClient });

/** A request body of the API by its DTO's name (`Body<'RoleDto'>`). */
export type Body<Name extends keyof components['schemas']> = components['schemas'][Name];

export type { AnswerOf, RequestOf, Schema } from './types';
