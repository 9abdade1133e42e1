/**
 * The mirror's upsert moved to repositories/mirror-upsert.ts (issue 42: the module's SQL in
 * repositories/); this path re-exports it for the callers that still import it here.
 */
export * from './repositories/mirror-upsert.js';
