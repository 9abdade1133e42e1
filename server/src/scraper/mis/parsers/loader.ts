/**
 * The page parsers (./index.ts) for the spiders, loaded at the first page a spider reads, not with
 * the app: they bring cheerio (with undici and parse5, ~260 ms of CPU to import alone with plain
 * node on the 2-core host), which every start of the API process and every API test file paid for
 * spiders most of them never run (the worker runs them; the API only without Redis). The helpers
 * the app itself calls are in files without cheerio (values.ts, faults.ts, delta.ts).
 */
export const loadParsers = () => import('./index.js');
