/**
 * The draw's SQL moved to repositories/verification-draw.ts (issue 42: the module's SQL in
 * repositories/); this path re-exports it for the callers that still import it here.
 */
export * from './repositories/verification-draw.js';
