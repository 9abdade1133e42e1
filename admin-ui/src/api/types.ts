/**
 * Types of the API by path and method, from docs/openapi.json (types only: nothing here reaches
 * the bundle, so the public pages' plain-fetch client can use them without loading react-admin).
 */
import type { components, paths } from './schema';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** The API's paths that answer to a method. */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, infer O> ? (O extends undefined | never ? never : P) : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The JSON a call answers with when it succeeds (200 or 201). */
export type AnswerOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer A } } } }
    ? A
    : Operation<P, M> extends { responses: { 201: { content: { 'application/json': infer A } } } }
      ? A
      : never;

/** The JSON body a call takes. */
export type RequestOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

/** A type the API answers with, by its name in the document (`Schema<'BlockViewRow'>`): the server's own. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
