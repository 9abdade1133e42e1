import { HttpStatus, Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../common/http/api-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { PermanentJobError } from './job-errors.js';
import { DEFAULT_JOB_OPTIONS } from './job-names.js';
import { JobRegistry } from './job-registry.js';
import { REDIS, REDIS_COMMAND_TIMEOUT_MS } from './redis.provider.js';
import { msg } from '../common/messages/index.js';

/** How long an enqueue or a status read waits for a Redis connection that is not ready (reconnecting). */
export const QUEUE_READY_WAIT_MS = 1500;

/**
 * Redis cannot be reached: 503 in the envelope. `message` (what run records keep) says why in
 * words that name no address; the HTTP answer says only that the queue is unavailable.
 */
export class QueueUnavailableError extends ApiError {
  constructor(reason: string) {
    super(HttpStatus.SERVICE_UNAVAILABLE, 'QUEUE_UNAVAILABLE');
    this.message = `Redis is unavailable: ${reason}`;
  }
}

export interface JobStatus {
  id: string;
  queue: string;
  name: string;
  state: 'waiting' | 'active' | 'completed' | 'failed' | 'delayed' | 'unknown';
  progress: number | object;
  attempts: number;
  result?: unknown;
  error?: string;
  /** The worker that took the job last (its WORKER_NAME); in-process jobs have none. */
  processedBy?: string;
}

interface InProcessJob extends JobStatus {
  data: unknown;
  dedupKey?: string;
}

export interface EnqueueOptions {
  /** The job's id (a run record's id): a second enqueue with the same id is ignored. */
  jobId?: string;
  /**
   * While a job with this key is waiting, delayed or active, another enqueue joins it: nothing
   * new is queued and the answer carries the running job's id (`joined: true`). Once it has
   * completed or failed, the next enqueue starts a new job.
   */
  dedupKey?: string;
  /** Run no earlier than this many milliseconds from now (the nightly refresh spreads its jobs). */
  delayMs?: number;
}

export interface Enqueued extends JobStatus {
  /** True when an unfinished job with the same dedupKey was there already and this call joined it. */
  joined: boolean;
}

/**
 * Enqueues jobs. With Redis they go to BullMQ for the worker processes; without Redis
 * (embedded mode) they run in this process through the very same handlers, with the same
 * retry and backoff rules. A given jobId makes a repeated enqueue harmless in both modes.
 */
@Injectable()
export class JobQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
  private readonly queues = new Map<string, Queue>();
  private readonly local = new Map<string, InProcessJob>();
  private stopping = false;
  /** In-process jobs waiting for a free slot; at most `concurrency` run at once, like one worker. */
  private readonly ready: InProcessJob[] = [];
  private running = 0;
  private readonly concurrency: number;
  private readonly prefix: string;

  constructor(
    private readonly registry: JobRegistry,
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.concurrency = config.jobs.workerConcurrency;
    this.prefix = config.jobs.prefix;
  }

  get mode(): 'bullmq' | 'in-process' {
    return this.redis ? 'bullmq' : 'in-process';
  }

  async enqueue(queue: string, name: string, data: unknown, options: EnqueueOptions = {}): Promise<Enqueued> {
    if (!this.registry.isDeclared(queue, name)) throw ApiError.badRequest(msg('JOB_UNKNOWN', { queue, name }));
    const jobId = options.jobId ?? randomUUID();
    if (this.redis) {
      return this.withQueue(queue, async (q) => {
        const job = await q.add(name, data, {
          ...DEFAULT_JOB_OPTIONS,
          jobId,
          ...(options.delayMs ? { delay: options.delayMs } : {}),
          ...(options.dedupKey ? { deduplication: { id: options.dedupKey } } : {}),
        });
        return { ...toStatus(queue, job, await job.getState()), joined: job.id !== jobId };
      });
    }
    return this.runLocally(queue, name, data, jobId, options.dedupKey, options.delayMs);
  }

  async status(queue: string, id: string): Promise<JobStatus | null> {
    if (!this.redis) {
      const job = this.local.get(`${queue}/${id}`);
      return job ? ({ ...job, data: undefined } as JobStatus) : null;
    }
    return this.withQueue(queue, async (q) => {
      // The state first, then the job: read the other way round, a job finishing in between
      // would be reported completed without its result.
      const state = await q.getJobState(id);
      if (state === 'unknown') return null;
      const job = await q.getJob(id);
      return job ? toStatus(queue, job, state) : null;
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    // A queue's close waits for its connection; with Redis away that could be for ever.
    await Promise.all(
      [...this.queues.values()].map((q) => bounded(q.close(), REDIS_COMMAND_TIMEOUT_MS, 'closing the queue').catch(() => undefined)),
    );
  }

  /**
   * Runs `work` on a BullMQ queue only on a live connection, and bounded in time. A BullMQ
   * queue waits for its connection without limit (it would hold the request until Redis came
   * back), so with the connection down the call fails at once (after QUEUE_READY_WAIT_MS, in
   * case it is just connecting) with QueueUnavailableError, a 503. Nothing is sent then, so a
   * refused enqueue is never queued behind the caller's back when Redis returns.
   */
  private async withQueue<T>(name: string, work: (queue: Queue) => Promise<T>): Promise<T> {
    const redis = this.redis!;
    const deadline = Date.now() + QUEUE_READY_WAIT_MS;
    while (redis.status !== 'ready') {
      if (Date.now() >= deadline) throw new QueueUnavailableError(`connection ${redis.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    try {
      return await bounded(work(this.queue(name)), REDIS_COMMAND_TIMEOUT_MS + 1000, 'no answer');
    } catch (err) {
      if (err instanceof ApiError) throw err;
      // A command that failed on the connection (dropped, timed out) rather than a refusal of Redis's.
      if (redis.status !== 'ready' || isConnectionError(err)) {
        this.logger.warn(`Redis call failed: ${(err as Error).message}`);
        throw new QueueUnavailableError('the connection failed during the call');
      }
      throw err;
    }
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.redis!, prefix: this.prefix });
      // Without a listener BullMQ prints each failed reconnection attempt to stderr; the
      // connection itself logs the outage once (createRedis).
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  private runLocally(queue: string, name: string, data: unknown, id: string, dedupKey?: string, delayMs = 0): Enqueued {
    const unfinished = (j: InProcessJob | undefined) => j && j.state !== 'failed' && j.state !== 'completed';
    const key = `${queue}/${id}`;
    const existing = this.local.get(key);
    if (existing) return { ...existing, joined: false };
    if (dedupKey) {
      const running = [...this.local.values()].find((j) => j.queue === queue && j.dedupKey === dedupKey && unfinished(j));
      if (running) return { ...running, data: undefined, joined: true } as Enqueued;
    }
    const job: InProcessJob = { id, queue, name, data, dedupKey, state: delayMs ? 'delayed' : 'waiting', progress: 0, attempts: 0 };
    this.local.set(key, job);
    this.forgetOldLocalJobs();
    if (delayMs) setTimeout(() => this.schedule(job), delayMs).unref();
    else this.schedule(job);
    return { ...job, joined: false };
  }

  /** The in-process runner keeps finished jobs for a day (BullMQ keeps them a week), at most 10,000. */
  private forgetOldLocalJobs(): void {
    if (this.local.size <= 10000) return;
    for (const [key, job] of this.local) {
      if (job.state === 'completed' || job.state === 'failed') this.local.delete(key);
      if (this.local.size <= 5000) break;
    }
  }

  private schedule(job: InProcessJob): void {
    job.state = 'waiting';
    this.ready.push(job);
    setImmediate(() => this.drain());
  }

  private drain(): void {
    while (!this.stopping && this.running < this.concurrency && this.ready.length) {
      const job = this.ready.shift()!;
      this.running++;
      void this.attempt(job).finally(() => {
        this.running--;
        this.drain();
      });
    }
  }

  private async attempt(job: InProcessJob): Promise<void> {
    if (this.stopping) return;
    job.state = 'active';
    job.attempts += 1;
    try {
      job.result = await this.registry.run(job.queue, job.name, job.data, {
        id: job.id,
        attempt: job.attempts,
        updateProgress: async (p) => void (job.progress = p),
        log: async (message) => this.logger.log({ job: job.id, name: job.name }, message),
      });
      job.state = 'completed';
      job.progress = 100;
    } catch (err) {
      job.error = (err as Error).message;
      if (job.attempts < DEFAULT_JOB_OPTIONS.attempts && !(err instanceof PermanentJobError)) {
        job.state = 'delayed';
        const delay = DEFAULT_JOB_OPTIONS.backoff.delay * 2 ** (job.attempts - 1);
        setTimeout(() => this.schedule(job), delay).unref();
      } else {
        job.state = 'failed';
        this.logger.error({ job: job.id, name: job.name, err }, 'Job failed after all attempts');
      }
    }
  }
}

function toStatus(queue: string, job: Job, state: string): JobStatus {
  const known = ['waiting', 'active', 'completed', 'failed', 'delayed'];
  return {
    id: job.id!,
    queue,
    name: job.name,
    state: (known.includes(state)
      ? state
      : state === 'prioritized' || state === 'waiting-children'
        ? 'waiting'
        : 'unknown') as JobStatus['state'],
    progress: job.progress as number | object,
    attempts: job.attemptsMade,
    result: job.returnvalue ?? undefined,
    error: job.failedReason || undefined,
    processedBy: job.processedBy || undefined,
  };
}

/** `promise`, or a rejection after `ms`. */
function bounded<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} after ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function isConnectionError(err: unknown): boolean {
  const e = err as { name?: string; message?: string } | null;
  return (
    e?.name === 'MaxRetriesPerRequestError' ||
    /Command timed out|Connection is closed|Stream isn't writeable|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|no answer after/.test(
      e?.message ?? '',
    )
  );
}
