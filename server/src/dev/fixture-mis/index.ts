/** The fixture MIS (dev and tests only): see server.ts and docs/mis-scraper.md "Fixture MIS". */
export { startFixtureMis, FAULT_KINDS, FIXTURE_PAGES } from './server.js';
export type { FaultKind, FaultSpec, FixtureMis, FixtureMisOptions, FixturePage, FixtureRequest } from './server.js';
export { FixtureData, AGENCIES, CATEGORIES, WORK_STATUSES, projectRow } from './data.js';
export type { FixtureAnomalies, FixtureBill, FixturePanchayat } from './data.js';
export * from './render.js';
export { digestOf, signQuery, splitDigest, buildQuery } from './util.js';
export { readPanchayatsCsv, parsePanchayatsCsv } from './csv.js';
