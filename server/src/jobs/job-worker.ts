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

/** Network errors of a connection to Redis: ioredis reconnects by itself, so they mean only "away for now". */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const CONNECTION_TEXT =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|^Connection is closed|^LOADING /;

function isRedisConnectionError(err: Error): boolean {
  const code = (err as { code?: unknown }).code;
  return (
    err.name === 'ConnectionClosedError' ||
    (typeof code === 'string' && CONNECTION_CODES.has(code)) ||
    CONNECTION_TEXT.test(String(err.message ?? ''))
  );
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
  // A Redis outage makes every worker's connections report an error on each reconnect attempt
  // (every 0.5-2 s per queue). The log says once that Redis went away and once that it is back.
  const away = new Set<string>();
  let closing = false;
  const onError = (queue: string, err: Error) => {
    if (!isRedisConnectionError(err)) return logger.error({ queue, err: err.message }, 'Worker error');
    if (closing || away.has(queue)) return;
    if (away.size === 0) logger.warn(`Redis is unavailable (${err.message}); the workers reconnect by themselves`);
    away.add(queue);
  };
  const onReady = (queue: string) => {
    if (!away.delete(queue) || away.size > 0) return;
    logger.log('Redis is reachable again; the workers go on');
  };
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
    worker.on('error', (err) => onError(queue, err));
    // The backend reports 'ready' for each of the worker's connections, after every reconnection.
    worker.backend.on('ready', () => onReady(queue));
    logger.log(`Consuming queue "${queue}"`);
    return worker;
  });
  return {
    workers,
    close: async () => {
      closing = true;
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all(connections.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
