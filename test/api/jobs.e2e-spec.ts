import { Injectable, Module } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import { Redis } from 'ioredis';
import { JobQueue, JobStatus } from '../../server/src/jobs/job-queue.service.js';
import { JobRegistry } from '../../server/src/jobs/job-registry.js';
import { JOB_NAMES } from '../../server/src/jobs/job-names.js';
import type { AppConfig } from '../../server/src/config/app-config.js';
import { APP_CONFIG } from '../../server/src/config/config.module.js';
import { startWorkers, Workers } from '../../server/src/jobs/job-worker.js';
import { OnJob } from '../../server/src/jobs/on-job.decorator.js';
import { startTestApp, testConfig, testRedisUrl } from '../support/test-app.js';

// A queue of this run only, so runs sharing a Redis never see each other's jobs.
const QUEUE = `test-scraper-${Date.now()}`;
const seen: { data: unknown; attempt: number }[] = [];

@Injectable()
class EchoHandler {
  @OnJob(QUEUE, 'echo')
  async echo(data: { n: number; failFirst?: boolean }, ctx: { attempt: number; updateProgress(p: number): Promise<void> }) {
    seen.push({ data, attempt: ctx.attempt });
    await ctx.updateProgress(50);
    if (data.failFirst && ctx.attempt === 1) throw new Error('transient failure');
    return { doubled: data.n * 2 };
  }
}

@Module({ providers: [EchoHandler] })
class EchoModule {}

async function waitFor(queue: JobQueue, id: string, state: JobStatus['state'], ms = 20000): Promise<JobStatus> {
  const end = Date.now() + ms;
  for (;;) {
    const status = await queue.status(QUEUE, id);
    if (status?.state === state) return status;
    if (Date.now() > end) throw new Error(`job ${id} is ${status?.state}, not ${state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('Jobs through BullMQ on real Redis (API enqueues, worker consumes)', () => {
  let api: INestApplication;
  let workers: Workers;
  let connection: Redis;

  beforeAll(async () => {
    api = await startTestApp({ jobs: { ...JOB_NAMES, [QUEUE]: ['echo'] }, extra: [EchoModule] });
    connection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    workers = startWorkers(api.get(JobRegistry), connection, { prefix: api.get<AppConfig>(APP_CONFIG).jobs.prefix });
  });
  afterAll(async () => {
    await workers.close();
    await connection.quit();
    await api.close();
  });

  it('runs a job end to end and reports its result', async () => {
    const queue = api.get(JobQueue);
    expect(queue.mode).toBe('bullmq');
    const job = await queue.enqueue(QUEUE, 'echo', { n: 21 }, { jobId: 'round-trip-1' });
    const done = await waitFor(queue, job.id, 'completed');
    expect(done.result).toEqual({ doubled: 42 });
    expect(done.progress).toBe(50);
  });

  it('a repeated enqueue with the same jobId is harmless', async () => {
    const queue = api.get(JobQueue);
    await queue.enqueue(QUEUE, 'echo', { n: 5 }, { jobId: 'same-id' });
    await waitFor(queue, 'same-id', 'completed');
    await queue.enqueue(QUEUE, 'echo', { n: 5 }, { jobId: 'same-id' });
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.filter((s) => (s.data as { n: number }).n === 5)).toHaveLength(1);
  });

  it('refuses to enqueue an undeclared job', async () => {
    await expect(api.get(JobQueue).enqueue(QUEUE, 'nope', {})).rejects.toThrow(`Unknown job ${QUEUE}/nope`);
  });
});

describe('Jobs in-process when REDIS_URL is unset (embedded mode)', () => {
  it('runs the same handler in the API process', async () => {
    const api = await startTestApp({
      config: testConfig({ REDIS_URL: '' }),
      jobs: { ...JOB_NAMES, [QUEUE]: ['echo'] },
      extra: [EchoModule],
    });
    try {
      const queue = api.get(JobQueue);
      expect(queue.mode).toBe('in-process');
      const job = await queue.enqueue(QUEUE, 'echo', { n: 4 });
      const done = await waitFor(queue, job.id, 'completed');
      expect(done.result).toEqual({ doubled: 8 });
    } finally {
      await api.close();
    }
  });
});
