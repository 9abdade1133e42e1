declare const JSON_OF: unique symbol;

/**
 * A JSON text a hot path serialises itself (e.g. GET /api/auth/me), typed with the value it holds,
 * so the OpenAPI document (scripts/openapi-answers.mjs unwraps it) describes the answer's fields.
 */
export type JsonText<T> = string & { readonly [JSON_OF]?: T };

/** The same as bytes (UTF-8). */
export type JsonBytes<T> = Buffer & { readonly [JSON_OF]?: T };
