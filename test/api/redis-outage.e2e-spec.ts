import type { INestApplication } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import fs from 'node:fs';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../server/src/config/app-config.js';
import { APP_CONFIG } from '../../server/src/config/config.module.js';
import { startFixtureMis, type FixtureMis } from '../../server/src/dev/fixture-mis/index.js';
import { SCRAPER_QUEUE } from '../../server/src/scraper/spider-names.js';
import { actor, AFZALPUR, type SignedIn } from '../support/actors.js';
import { ageOtps, loadDemoLocations, signIn } from '../support/auth.js';
import { requireBuild, startNode, type Server } from '../support/processes.js';
import { startPrivateRedis, type PrivateRedis } from '../support/redis-server.js';
import { demoPlaces, waitForRun } from '../support/scraper.js';
import { startTestApp, testDatabaseUrl } from '../support/test-app.js';
import { waitUntil } from '../support/wait.js';

// Issue 12: Redis stopped (SIGTERM) or killed (SIGKILL) and started again on the same port and
// data, with scraper jobs queued. The API keeps serving what needs no job, refuses new jobs with a
// prompt 503, readiness names Redis; afterwards the queued jobs are still there, the worker
// process that ran through the outage reconnects and runs them, and new jobs are accepted again.

const QUEUE_UNAVAILABLE = {
  success: false,
  code: 'QUEUE_UNAVAILABLE',
  message: 'The job queue is not available at the moment. Please try again in a moment.',
};
const REDIS_DOWN = {
  success: false,
  code: 'NOT_READY',
  message: 'Not ready: redis unavailable',
  params: { down: 'redis' },
  errors: { redis: 'Redis did not answer.' },
  errorCodes: { redis: 'REDIS_DOWN' },
};
/** How long any request may take while Redis is away (the server's own bounds are 1.5 s and 5 s). */
const BOUND_MS = 6000;
// Eight panchayats of AFZALPUR: one unfinished load per spider and panchayat, so each is its own job.
const GPS = ['1515001004', '1515001005', '1515001006', '1515001007', '1515001011', '1515001012', '1515001018', '1515001022'];
const args = (gpcode: string) => ({ zpcode: gpcode.slice(0, 4), tpcode: gpcode.slice(0, 7), gpcode });

describe('Redis stopped and started with jobs queued', () => {
  let redis: PrivateRedis;
  let fixture: FixtureMis;
  let app: INestApplication;
  let config: AppConfig;
  let worker: Server;
  let tp: SignedIn;
  let http: ReturnType<typeof request>;
  let env: Record<string, string>;

  beforeAll(async () => {
    requireBuild();
    redis = await startPrivateRedis();
    const places = demoPlaces();
    fixture = await startFixtureMis({ seed: 7, panchayats: GPS.map((code) => places.get(code)!), worksPerPanchayat: 6 });
    const mis = {
      MIS_BASE_URL: fixture.baseUrl,
      MIS_RATE_PER_SECOND: '500',
      MIS_CONCURRENCY: '8',
      MIS_RETRIES: '2',
      MIS_TIMEOUT_MS: '5000',
    };
    env = { REDIS_URL: redis.url, ...mis };
    app = await startTestApp({ env });
    await loadDemoLocations(app);
    config = app.get<AppConfig>(APP_CONFIG);
    tp = await actor(app, 'TP', 'TP-EO', AFZALPUR, 'USER');
    http = request(app.getHttpServer());
    // The built worker process, as production runs it; it stays up through both outages.
    worker = startNode('worker.js', {
      NODE_ENV: 'test',
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: redis.url,
      ...mis,
      JOB_QUEUE_PREFIX: config.jobs.prefix,
      DATA_DIR: config.dataDir,
      LOG_LEVEL: 'warn',
    });
    await worker.waitFor(/Worker started/);
  });
  afterAll(async () => {
    await worker?.stop();
    await app?.close();
    await fixture?.close();
    await redis?.stop('SIGKILL');
    if (redis) fs.rmSync(redis.dir, { recursive: true, force: true });
  });

  const load = (gpcode: string, agent = tp.agent) =>
    agent
      .post('/api/Scraper/loadScrapy')
      .send({ spiderName: 'LoadDynamicGP', args: args(gpcode), currentRole: tp.role })
      .timeout(BOUND_MS * 2);

  /** The answer and how long it took; a request that does not answer in 2 x BOUND_MS fails the test. */
  async function timed(req: request.Test) {
    const t0 = Date.now();
    const res = await req.timeout(BOUND_MS * 2);
    return { res, ms: Date.now() - t0 };
  }

  /** The scraper queue as an operator sees it, on a connection of its own, closed again before any outage. */
  async function onQueue<T>(work: (queue: Queue) => Promise<T>): Promise<T> {
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    const queue = new Queue(SCRAPER_QUEUE, { connection, prefix: config.jobs.prefix });
    try {
      return await work(queue);
    } finally {
      await queue.close();
      await connection.quit();
    }
  }

  async function untilReady(server = http, ms = 15000): Promise<void> {
    await waitUntil(`ready within ${ms} ms after Redis started again`, async () => (await server.get('/api/health/ready')).status === 200, {
      timeoutMs: ms,
      everyMs: 100,
    });
  }

  /**
   * What the API does while Redis is away: `runId` is a run that still reads (in one of
   * `states`), `refusedGp` a panchayat whose load is then refused.
   */
  async function whileRedisIsAway(runId: string, states: string[], refusedGp: string): Promise<void> {
    const live = await timed(http.get('/api/health/live'));
    expect([live.res.status, live.res.body]).toEqual([200, { success: true, code: 'OK', message: 'OK', status: 'ok' }]);

    // Signing in (both steps), the session, and the location lists need no Redis.
    await ageOtps(app, tp.mobile, 2);
    const { agent } = await signIn(app, tp.mobile, 'Officer@2024');
    const me = await timed(agent.get('/api/auth/me'));
    expect(me.res.status).toBe(200);
    expect(me.ms).toBeLessThan(BOUND_MS);
    for (const url of ['/api/location/districts?state_code=15', '/api/location/blocks?district_code=1515']) {
      const list = await timed(http.get(url));
      expect([url, list.res.status]).toEqual([url, 200]);
      expect(list.ms).toBeLessThan(BOUND_MS);
    }
    // A run still reads from the database, as it was.
    const run = await timed(tp.agent.get(`/api/Scraper/jobs/${runId}`));
    expect(run.res.status).toBe(200);
    expect(states).toContain((run.res.body as { data: { state: string } }).data.state);
    expect(run.ms).toBeLessThan(BOUND_MS);

    // A new job: a clear 503 in the envelope, promptly.
    const refused = await timed(load(refusedGp));
    expect([refused.res.status, refused.res.body]).toEqual([503, QUEUE_UNAVAILABLE]);
    expect(refused.ms).toBeLessThan(BOUND_MS);

    // Readiness names Redis, and nothing of where it lives.
    const ready = await timed(http.get('/api/health/ready'));
    expect([ready.res.status, ready.res.body]).toEqual([503, REDIS_DOWN]);
    expect(ready.ms).toBeLessThan(BOUND_MS);
    expect(JSON.stringify(ready.res.body)).not.toMatch(/127\.0\.0\.1|localhost|ECONN|:\d{2,5}/);
    expect(worker.child.exitCode).toBeNull();
  }

  /** Each refused load left a failed run, and no job: nothing was queued behind the caller's back. */
  async function expectRefusedRunsNotQueued(gpcode: string, refusals: number): Promise<void> {
    const runs: { id: string; state: string; error: string }[] = await app
      .get(DataSource)
      .query(`SELECT id, state, error FROM scrape_runs WHERE panchayat_code = $1 ORDER BY queued_at`, [gpcode]);
    expect(runs).toHaveLength(refusals);
    for (const run of runs) {
      expect(run).toMatchObject({ state: 'failed', error: expect.stringContaining('Could not queue the job') as unknown });
      expect(run.error).not.toMatch(/127\.0\.0\.1|ECONN|:\d{2,5}/);
      expect(await onQueue((q) => q.getJobState(run.id))).toBe('unknown');
    }
  }

  it('SIGTERM with the queue paused: the jobs survive, the same worker runs them, new jobs are accepted', async () => {
    await onQueue((q) => q.pause());
    const queued: string[] = [];
    for (const gp of GPS.slice(0, 3)) queued.push(((await load(gp).expect(200)).body as { jobId: string }).jobId);
    expect(await onQueue((q) => Promise.all(queued.map((id) => q.getJobState(id))))).toEqual(['waiting', 'waiting', 'waiting']);

    await redis.stop('SIGTERM');
    await whileRedisIsAway(queued[0], ['queued'], GPS[3]);

    // An API replica that starts while Redis is away: it boots, and its first enqueue (its queue
    // object made now, on a connection that is not there) is refused as promptly.
    const late = await startTestApp({ env });
    try {
      const lateHttp = request(late.getHttpServer());
      await ageOtps(late, tp.mobile, 2);
      const { agent: lateAgent } = await signIn(late, tp.mobile, 'Officer@2024');
      const refused = await timed(load(GPS[3], lateAgent));
      expect([refused.res.status, refused.res.body]).toEqual([503, QUEUE_UNAVAILABLE]);
      expect(refused.ms).toBeLessThan(BOUND_MS);
      const ready = await timed(lateHttp.get('/api/health/ready'));
      expect([ready.res.status, ready.res.body]).toEqual([503, REDIS_DOWN]);

      await redis.start();
      await untilReady();
      await untilReady(lateHttp);
      expect(await onQueue((q) => Promise.all(queued.map((id) => q.getJobState(id))))).toEqual(['waiting', 'waiting', 'waiting']);
      await expectRefusedRunsNotQueued(GPS[3], 2);
      await onQueue((q) => q.resume());
      for (const id of queued) expect(await waitForRun(tp.agent, id, 60000)).toMatchObject({ state: 'completed', error: null });

      // New jobs are accepted again (here by the replica that never saw Redis before), and the
      // worker that ran through the outage runs them.
      const again = await load(GPS[3], lateAgent).expect(200);
      expect(await waitForRun(tp.agent, (again.body as { jobId: string }).jobId, 60000)).toMatchObject({ state: 'completed' });
    } finally {
      await late.close();
    }
    expect(worker.child.exitCode).toBeNull();
  });

  it('SIGKILL with jobs running and waiting: after the restart every one of them completes', async () => {
    // Slow MIS pages, so the kill finds jobs in the middle of their work and others waiting.
    fixture.addFault({ page: '*', kind: 'slow', ms: 250 });
    const queued: string[] = [];
    for (const gp of GPS.slice(4, 7)) queued.push(((await load(gp).expect(200)).body as { jobId: string }).jobId);
    const db = app.get(DataSource);
    await waitUntil(
      () => `a job to get going:\n${worker.output()}`,
      async () => {
        const [{ n }] = await db.query(
          `SELECT count(*)::int AS n FROM scrape_runs WHERE id = ANY($1) AND state = 'active' AND pages_fetched >= 2`,
          [queued],
        );
        return n > 0;
      },
      { timeoutMs: 10000, everyMs: 50 },
    );

    const mark = worker.output().length;
    await redis.stop('SIGKILL');
    await whileRedisIsAway(queued[2], ['queued', 'active'], GPS[7]);
    // Redis stays away until the worker has seen it gone (it says so once per outage).
    await waitUntil(
      () => `the worker to see Redis gone:\n${worker.output().slice(mark)}`,
      () => /Redis is unavailable .*the workers reconnect by themselves/.test(worker.output().slice(mark)),
      { timeoutMs: 15000, everyMs: 50 },
    );

    await redis.start();
    await untilReady();
    fixture.clearFaults();
    for (const id of queued) expect(await waitForRun(tp.agent, id, 90000)).toMatchObject({ state: 'completed', error: null });
    await expectRefusedRunsNotQueued(GPS[7], 1);
    const again = await load(GPS[7]).expect(200);
    expect(await waitForRun(tp.agent, (again.body as { jobId: string }).jobId, 60000)).toMatchObject({ state: 'completed' });
    expect(worker.child.exitCode).toBeNull();
  });
});
