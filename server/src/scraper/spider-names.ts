/** The scraper queue and its spiders, as the spec names them (`/Scraper/loadScrapy` spiderName). */
export const SCRAPER_QUEUE = 'scraper';
export const SPIDERS = {
  /** A panchayat's works (the MIS dynamic work report). */
  works: 'LoadDynamicGP',
  /** A panchayat's work register, material bills, material register and FTO rows. */
  bills: 'workSpiderGp',
} as const;
export type SpiderName = (typeof SPIDERS)[keyof typeof SPIDERS];
export const SPIDER_NAMES: readonly string[] = Object.values(SPIDERS);
