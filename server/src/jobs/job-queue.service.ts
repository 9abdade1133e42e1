import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../common/http/api-error.js';
import { DEFAULT_JOB_OPTIONS } from './job-names.js';
import { JobRegistry } from './job-registry.js';
import { REDIS } from './redis.provider.js';

export interface JobStatus {
  id: string;
  queue: string;
  name: string;
  state: 'waiting' | 'active' | 'completed' | 'failed' | 'delayed' | 'unknown';
  progress: number | object;
  attempts: number;
  result?: unknown;
  error?: string;
}

interface InProcessJob extends JobStatus {
  data: unknown;
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

  constructor(
    private readonly registry: JobRegistry,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  get mode(): 'bullmq' | 'in-process' {
    return this.redis ? 'bullmq' : 'in-process';
  }

  async enqueue(queue: string, name: string, data: unknown, jobId?: string): Promise<JobStatus> {
    if (!this.registry.isDeclared(queue, name)) throw ApiError.badRequest(`Unknown job ${queue}/${name}`);
    if (this.redis) {
      const job = await this.queue(queue).add(name, data, { ...DEFAULT_JOB_OPTIONS, jobId });
      return toStatus(queue, job, await job.getState());
    }
    return this.runLocally(queue, name, data, jobId ?? randomUUID());
  }

  async status(queue: string, id: string): Promise<JobStatus | null> {
    if (!this.redis) {
      const job = this.local.get(`${queue}/${id}`);
      return job ? { ...job, data: undefined } as JobStatus : null;
    }
    const job = await this.queue(queue).getJob(id);
    return job ? toStatus(queue, job, await job.getState()) : null;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.redis! });
      this.queues.set(name, queue);
    }
    return queue;
  }

  private runLocally(queue: string, name: string, data: unknown, id: string): JobStatus {
    const key = `${queue}/${id}`;
    const existing = this.local.get(key);
    if (existing && existing.state !== 'failed' && existing.state !== 'completed') return existing;
    const job: InProcessJob = { id, queue, name, data, state: 'waiting', progress: 0, attempts: 0 };
    this.local.set(key, job);
    setImmediate(() => void this.attempt(job));
    return { ...job };
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
      if (job.attempts < DEFAULT_JOB_OPTIONS.attempts) {
        job.state = 'delayed';
        const delay = DEFAULT_JOB_OPTIONS.backoff.delay * 2 ** (job.attempts - 1);
        setTimeout(() => void this.attempt(job), delay).unref();
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
    state: (known.includes(state) ? state : state === 'prioritized' || state === 'waiting-children' ? 'waiting' : 'unknown') as JobStatus['state'],
    progress: job.progress as number | object,
    attempts: job.attemptsMade,
    result: job.returnvalue ?? undefined,
    error: job.failedReason || undefined,
  };
}
