import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A slot for one request to one host; release it when the answer is read. */
export type Release = () => Promise<void>;

export interface HostLimiter {
  /** Waits until a request to `host` may start (rate and concurrency), then holds a slot. */
  acquire(host: string): Promise<Release>;
}

export interface HostLimits {
  ratePerSecond: number;
  concurrency: number;
  /** A slot not released within this time (its process died) is given back. */
  leaseTtlMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Per-host limits shared by every process through Redis: one atomic script checks the number of
 * requests in flight (a sorted set of leases that expire if a process dies) and the earliest time
 * the next request may start, and takes a slot only when both allow it.
 */
const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local maxc = tonumber(ARGV[2])
local interval = tonumber(ARGV[3])
local ttl = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - ttl)
if redis.call('ZCARD', KEYS[1]) >= maxc then return 50 end
local nextAt = tonumber(redis.call('GET', KEYS[2]) or '0')
if nextAt > now then return nextAt - now end
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('PEXPIRE', KEYS[1], ttl)
redis.call('SET', KEYS[2], now + interval, 'PX', interval + 1000)
return 0
`;

export class RedisHostLimiter implements HostLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly limits: HostLimits,
  ) {}

  async acquire(host: string): Promise<Release> {
    const lease = randomUUID();
    const leases = `mis:limit:${host}:leases`;
    const next = `mis:limit:${host}:next`;
    const interval = Math.ceil(1000 / this.limits.ratePerSecond);
    const ttl = this.limits.leaseTtlMs ?? 120000;
    for (;;) {
      const wait = Number(await this.redis.eval(ACQUIRE, 2, leases, next, lease, this.limits.concurrency, interval, ttl));
      if (wait <= 0) break;
      await sleep(Math.min(wait, 1000));
    }
    return async () => {
      await this.redis.zrem(leases, lease).catch(() => undefined);
    };
  }
}

/** The same limits inside one process (the embedded mode has one process and no Redis). */
export class LocalHostLimiter implements HostLimiter {
  private readonly hosts = new Map<string, { inFlight: number; nextAt: number }>();

  constructor(private readonly limits: HostLimits) {}

  async acquire(host: string): Promise<Release> {
    let state = this.hosts.get(host);
    if (!state) {
      state = { inFlight: 0, nextAt: 0 };
      this.hosts.set(host, state);
    }
    const interval = Math.ceil(1000 / this.limits.ratePerSecond);
    for (;;) {
      const now = Date.now();
      if (state.inFlight < this.limits.concurrency && state.nextAt <= now) {
        state.inFlight++;
        state.nextAt = now + interval;
        break;
      }
      await sleep(state.inFlight >= this.limits.concurrency ? 20 : Math.max(1, state.nextAt - now));
    }
    const held = state;
    let released = false;
    return async () => {
      if (!released) held.inFlight--;
      released = true;
    };
  }
}
