/**
 * The API paths (under /api) that take multipart/form-data: file uploads only. Every other
 * state-changing call takes JSON (request-guards.ts `requireJson`). Each upload route checks
 * its own fields, file types (by content) and sizes.
 */
export const MULTIPART_PATHS: readonly string[] = [
  '/filever/submitFullVerification',
  '/socialaudit/import-issues',
  '/locations/panchayat-locations',
];
