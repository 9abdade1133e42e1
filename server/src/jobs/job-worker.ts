import { Logger } from '@nestjs/common';
import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { PermanentJobError } from './job-errors.js';
import type { JobRegistry } from './job-registry.js';

export interface WorkerOptions {
  /** BullMQ key prefix; must be the API's (config.jobs.prefix). */
  prefix?: string;
  concurrency?: number;
  /** How long a job's lock lasts without renewal; a worker that dies loses its jobs after this. */
  lockDurationMs?: number;
  /** How often workers look for jobs whose lock expired (a killed worker's) and hand them back. */
  stalledIntervalMs?: number;
  /** How many times a job whose worker died is handed back before it fails. */
  maxStalledCount?: number;
  /** Recorded on each job it takes (`processedBy`), so an operator sees which worker ran what. */
  name?: string;
}

export interface Workers {
  workers: Worker[];
  close(): Promise<void>;
}

/**
 * BullMQ workers for every declared queue; each job is handed to its registered handler.
 * The worker process calls this; tests call it to prove the round trip on real Redis.
 */
export function startWorkers(registry: JobRegistry, connection: Redis, options: WorkerOptions = {}): Workers {
  const { prefix = 'portal', concurrency = 2, lockDurationMs = 30000, stalledIntervalMs = 30000, maxStalledCount = 25, name } = options;
  const logger = new Logger('Worker');
  // BullMQ never closes a connection it was handed, so the ones made here are closed here.
  const connections: Redis[] = [];
  const workers = registry.queues().map((queue) => {
    const own = connection.duplicate();
    connections.push(own);
    const worker = new Worker(
      queue,
      async (job) => {
        try {
          return await registry.run(queue, job.name, job.data, {
            id: job.id!,
            attempt: job.attemptsMade + 1,
            updateProgress: (p) => job.updateProgress(p),
            log: async (message) => void (await job.log(message)),
          });
        } catch (err) {
          // Another attempt cannot help: fail now instead of retrying.
          if (err instanceof PermanentJobError) throw new UnrecoverableError(err.message);
          throw err;
        }
      },
      { connection: own, prefix, concurrency, lockDuration: lockDurationMs, stalledInterval: stalledIntervalMs, maxStalledCount, name },
    );
    worker.on('failed', (job, err) => logger.warn({ queue, job: job?.id, name: job?.name, err: err.message }, 'Job failed'));
    worker.on('error', (err) => logger.error({ queue, err: err.message }, 'Worker error'));
    logger.log(`Consuming queue "${queue}"`);
    return worker;
  });
  return {
    workers,
    close: async () => {
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all(connections.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
