import { SCRAPER_QUEUE, SPIDER_NAMES } from '../scraper/spider-names.js';

/**
 * Every queue and every job name of the portal, in one place. The registry refuses to boot
 * when a name listed here has no handler, or a handler names a job not listed here.
 */
export const JOB_NAMES = {
  [SCRAPER_QUEUE]: [...SPIDER_NAMES],
} satisfies Record<string, string[]>;

export type QueueName = keyof typeof JOB_NAMES;
export type JobDeclarations = Record<string, readonly string[]>;

export const DEFAULT_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential' as const, delay: 5000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 10000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};
