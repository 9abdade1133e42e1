import { Injectable, Module } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { JobQueue, JobStatus } from '../../server/src/jobs/job-queue.service.js';
import { JobRegistry } from '../../server/src/jobs/job-registry.js';
import { JOB_NAMES } from '../../server/src/jobs/job-names.js';
import type { AppConfig } from '../../server/src/config/app-config.js';
import { APP_CONFIG } from '../../server/src/config/config.module.js';
import { startWorkers, Workers } from '../../server/src/jobs/job-worker.js';
import { OnJob } from '../../server/src/jobs/on-job.decorator.js';
import { startTestApp, testConfig, testRedisUrl } from '../support/test-app.js';
import { waitUntil } from '../support/wait.js';

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
  let last: JobStatus | null = null;
  return waitUntil(
    () => `job ${id} to be ${state} (it is ${last?.state})`,
    async () => {
      last = await queue.status(QUEUE, id);
      return last?.state === state ? last : undefined;
    },
    { timeoutMs: ms, everyMs: 50 },
  );
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
    const again = await queue.enqueue(QUEUE, 'echo', { n: 5 }, { jobId: 'same-id' });
    expect(again.id).toBe('same-id');
    // The worker has had every chance to run a second copy: a job enqueued after the repeat has
    // completed and nothing is left waiting, delayed or active on the queue.
    const after = await queue.enqueue(QUEUE, 'echo', { n: 6 }, { jobId: 'after-same-id' });
    await waitFor(queue, after.id, 'completed');
    const bull = new Queue(QUEUE, { connection, prefix: api.get<AppConfig>(APP_CONFIG).jobs.prefix });
    try {
      await waitUntil('the queue to drain', async () => {
        const counts = await bull.getJobCounts('waiting', 'delayed', 'active', 'prioritized', 'waiting-children');
        return Object.values(counts).every((n) => n === 0);
      });
    } finally {
      await bull.close();
    }
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
