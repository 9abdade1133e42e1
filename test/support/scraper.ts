import type { INestApplication } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../server/src/config/app-config.js';
import { APP_CONFIG } from '../../server/src/config/config.module.js';
import { readPanchayatsCsv, startFixtureMis, type FixtureMis } from '../../server/src/dev/fixture-mis/index.js';
import type { PanchayatPlace } from '../../server/src/locations/locations.service.js';
import { JobRegistry } from '../../server/src/jobs/job-registry.js';
import { startWorkers, type Workers } from '../../server/src/jobs/job-worker.js';
import { SCRAPER_QUEUE } from '../../server/src/scraper/spider-names.js';
import { DEMO_LOCATIONS_FILE } from '../../server/src/dev/seeds/demo-seed.service.js';
import { loadDemoLocations } from './auth.js';
import { startTestApp, testRedisUrl } from './test-app.js';
import { waitUntil } from './wait.js';

/** The demo location master (migrations/data/demo-locations.csv), by panchayat code. */
export function demoPlaces(): Map<string, PanchayatPlace> {
  return new Map(readPanchayatsCsv(DEMO_LOCATIONS_FILE).map((place) => [place.panchayat_code, place]));
}

export interface ScraperHarness {
  app: INestApplication;
  fixture: FixtureMis;
  workers: Workers;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The API on this file's database with the demo locations, a fixture MIS serving the given
 * panchayats (the whole demo master by default), and BullMQ workers on real Redis: the
 * production path, with the public MIS replaced by the fixture.
 */
export async function startScraperHarness(
  options: { panchayats?: string[]; worksPerPanchayat?: number; env?: Record<string, string>; workers?: boolean } = {},
): Promise<ScraperHarness> {
  const places = demoPlaces();
  const wanted = options.panchayats ? options.panchayats.map((code) => places.get(code)!) : [...places.values()];
  const fixture = await startFixtureMis({ seed: 7, panchayats: wanted, worksPerPanchayat: options.worksPerPanchayat ?? 10 });
  const app = await startTestApp({
    env: {
      MIS_BASE_URL: fixture.baseUrl,
      MIS_RATE_PER_SECOND: '500',
      MIS_CONCURRENCY: '8',
      MIS_RETRIES: '2',
      MIS_TIMEOUT_MS: '5000',
      ...options.env,
    },
  });
  await loadDemoLocations(app);
  const config = app.get<AppConfig>(APP_CONFIG);
  const connection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
  const workers =
    options.workers === false
      ? { workers: [], close: async () => undefined }
      : startWorkers(app.get(JobRegistry), connection, { prefix: config.jobs.prefix, concurrency: 2 });
  return {
    app,
    fixture,
    workers,
    config,
    close: async () => {
      await workers.close();
      // This file's queue keys go with it (delayed jobs would otherwise stay in Redis).
      const queue = new Queue(SCRAPER_QUEUE, { connection, prefix: config.jobs.prefix });
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await connection.quit();
      await app.close();
      await fixture.close();
    },
  };
}

/** Polls a run until it is completed or failed (or the time is up). */
export async function waitForRun(
  agent: { get(url: string): PromiseLike<{ status: number; body: { data?: Record<string, unknown> } }> },
  jobId: string,
  ms = 45000,
): Promise<Record<string, unknown>> {
  let last: { status: number; state: unknown } = { status: 0, state: undefined };
  return waitUntil(
    () => `run ${jobId} to end (it is still ${String(last.state)} (${last.status}))`,
    async () => {
      const res = await agent.get(`/api/Scraper/jobs/${jobId}`);
      const run = res.body.data;
      last = { status: res.status, state: run?.state };
      return run && (run.state === 'completed' || run.state === 'failed') ? run : undefined;
    },
    { timeoutMs: ms, everyMs: 150 },
  );
}
