import type { INestApplication } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../../server/src/app.factory.js';
import { startFixtureMis, type FixtureMis } from '../../server/src/dev/fixture-mis/index.js';
import { SCRAPER_QUEUE } from '../../server/src/scraper/spider-names.js';
import { AFZALPUR } from '../support/actors.js';
import { loadDemoLocations, makeOfficer } from '../support/auth.js';
import { freePort, requireBuild, startNode, type Server } from '../support/processes.js';
import { startProxy, type Proxy } from '../support/proxy.js';
import { demoPlaces } from '../support/scraper.js';
import { tempDir, testConfig, testDatabaseUrl, testRedisUrl } from '../support/test-app.js';
import { expectRefusal } from '../support/messages.js';
import { waitUntil } from '../support/wait.js';

// Issue 12, scale out: two API processes and two workers, built as production runs them, on one
// PostgreSQL and one Redis, with a round-robin proxy standing in for nginx (deploy/nginx.conf).
// A session opened on one replica is good on the other, throttles count across both, the two
// replicas migrate a fresh database at once without racing, and jobs spread over both workers.

const PREFIX = `portal-test-scale-${randomBytes(4).toString('hex')}`;
const BLOCK = AFZALPUR.block_code;
const PANCHAYATS = [...demoPlaces().values()].filter((p) => p.block_code === BLOCK);
const WRONG_PASSWORD = 'Wrong@2024x';
const LOCKED = 'Your account is locked after too many failed attempts. Try again after 15 minutes.';

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

/** One JSON call with an explicit cookie (each replica and the proxy is its own origin). */
async function call(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, headers: res.headers };
}

function sessionCookie(answer: Answer): string {
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('portal.sid='));
  if (!cookie) throw new Error(`no session cookie in the answer (${answer.status} ${JSON.stringify(answer.body)})`);
  return cookie;
}

describe('Scale out: two API replicas and two workers on one PostgreSQL and one Redis', () => {
  const dataDir = tempDir('scale');
  const outboxFile = path.join(dataDir, 'outbox.jsonl');
  const processes: Server[] = [];
  let apis: Server[] = [];
  let replicas: string[] = [];
  let proxy: Proxy;
  let fixture: FixtureMis;
  let app: INestApplication;
  let redis: Redis;

  /** The latest code the outbox holds for `to`, once `action` has caused a new one. */
  async function codeSentBy(to: string, action: () => Promise<Answer>): Promise<{ answer: Answer; code: string }> {
    const lines = () =>
      fs.existsSync(outboxFile)
        ? fs
            .readFileSync(outboxFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l) as { to: string; otp: string })
            .filter((l) => l.to === to)
        : [];
    const before = lines().length;
    const answer = await action();
    expect(answer.body).toEqual({ success: true, code: 'OTP_SENT', message: 'OTP sent to your registered mobile number.' });
    const now = await waitUntil(`a code sent to ${to}`, () => (lines().length > before ? lines() : undefined), { timeoutMs: 5000 });
    return { answer, code: now[now.length - 1].otp };
  }

  /** Both sign-in steps: step 1 at `first`, step 2 at `second`; answers the session cookie and the body. */
  async function signIn(first: string, second: string, mobile: string, password: string) {
    const { code } = await codeSentBy(mobile, () => call(first, 'POST', '/api/auth/sign-request-otp', { body: { mobile, password } }));
    const login = await call(second, 'POST', '/api/auth/sign-request-login', { body: { mobile, otp: code } });
    expect(login.status).toBe(200);
    expect(login.body.message).toBe('Login successful.');
    return { cookie: sessionCookie(login), body: login.body };
  }

  /** A TP-EO of AFZALPUR, made through the real bootstrap service. */
  const officer = () =>
    makeOfficer(app, {
      level: 'TP',
      codes: AFZALPUR,
      permission: { type: 'USER', level: 'TP' },
      roleCodes: [{ code: 'TP-EO', level: 'TP', codes: AFZALPUR }],
    });

  beforeAll(async () => {
    requireBuild();
    // A fresh, empty database: the two replicas below migrate it, both at once.
    const admin = new pg.Client({ connectionString: process.env.PORTAL_TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(decodeURIComponent(new URL(testDatabaseUrl()).pathname.slice(1)))}`);
    } finally {
      await admin.end();
    }
    fixture = await startFixtureMis({ seed: 7, panchayats: PANCHAYATS, worksPerPanchayat: 8 });
    // Every MIS page takes a while, so a job keeps its worker busy and the next job goes to the other.
    fixture.addFault({ page: '*', kind: 'slow', ms: 150 });

    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: testRedisUrl(),
      SESSION_SECRET: 's'.repeat(48),
      DATA_DIR: dataDir,
      OTP_OUTBOX_FILE: outboxFile,
      JOB_QUEUE_PREFIX: PREFIX,
      MIS_BASE_URL: fixture.baseUrl,
      MIS_RATE_PER_SECOND: '500',
      MIS_CONCURRENCY: '8',
      MIS_REFRESH_ENABLED: 'false',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    };
    const ports = [await freePort(), await freePort()];
    apis = ports.map((port) => startNode('main.js', { ...env, PORT: String(port) }));
    processes.push(...apis);
    await Promise.all(apis.map((api) => api.waitFor(/MGNREGA portal is ready at/, 90000)));
    replicas = ports.map((port) => `http://127.0.0.1:${port}`);

    const workers = ['worker-1', 'worker-2'].map((name) =>
      startNode('worker.js', { ...env, WORKER_NAME: name, JOB_WORKER_CONCURRENCY: '1' }),
    );
    processes.push(...workers);
    await Promise.all(workers.map((worker) => worker.waitFor(/Worker started: \d+ queue\(s\) as worker-\d/, 90000)));

    proxy = await startProxy(replicas);
    redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    // This process makes the officers and loads the demo locations, as the CLI or an admin would.
    app = await createApp({
      config: testConfig({ JOB_QUEUE_PREFIX: PREFIX, MIS_BASE_URL: fixture.baseUrl }),
      databaseUrl: testDatabaseUrl(),
    });
    await loadDemoLocations(app);
  }, 150000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGTERM')));
    await proxy?.close();
    if (redis) {
      const queue = new Queue(SCRAPER_QUEUE, { connection: redis, prefix: PREFIX });
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await redis.quit();
    }
    await app?.close();
    await fixture?.close();
  }, 30000);

  it('two replicas starting at once on an empty database migrate it once, one after the other', () => {
    const outputs = apis.map((api) => api.output());
    expect(outputs.filter((o) => /Applied migrations: \w/.test(o))).toHaveLength(1);
    expect(outputs.filter((o) => o.includes('Database schema is up to date'))).toHaveLength(1);
  });

  it('a session opened on replica A is good on replica B and through the proxy; logging out on B ends it on A', async () => {
    const [a, b] = replicas;
    const { mobile, password, userId } = await officer();
    const { cookie, body } = await signIn(a, a, mobile, password);
    expect(body.data.user.id).toBe(userId);

    const onB = await call(b, 'GET', '/api/auth/me', { cookie });
    expect(onB.status).toBe(200);
    expect(onB.body.user).toMatchObject({ id: userId, mobile_number: mobile });
    expect(onB.body.roles.map((r: { Role_code: string }) => r.Role_code)).toEqual(['TP-EO']);

    // Through the proxy the calls alternate between the replicas, and every one knows the session.
    const first = proxy.served.length;
    const answers = await Promise.all(Array.from({ length: 12 }, () => call(proxy.url, 'GET', '/api/auth/me', { cookie })));
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((r) => r.body.user.id))).toEqual(new Set([userId]));
    const upstreams = answers.map((r) => r.headers.get('x-upstream'));
    expect(upstreams.filter((u) => u === '0')).toHaveLength(6);
    expect(upstreams.filter((u) => u === '1')).toHaveLength(6);
    expect(proxy.served.length - first).toBe(12);

    const out = await call(b, 'POST', '/api/auth/logout', { cookie });
    expect(out.body).toEqual({ success: true, code: 'LOGGED_OUT', message: 'Logged out.' });
    const onA = await call(a, 'GET', '/api/auth/me', { cookie });
    expect(onA.status).toBe(401);
    const viaProxy = await Promise.all([0, 1].map(() => call(proxy.url, 'GET', '/api/auth/me', { cookie })));
    expect(viaProxy.map((r) => r.status)).toEqual([401, 401]);
    expect(new Set(viaProxy.map((r) => r.headers.get('x-upstream')))).toEqual(new Set(['0', '1']));
  });

  it('one-time codes: the resend gap and the five wrong tries count across both replicas', async () => {
    const [a, b] = replicas;
    const { mobile, password } = await officer();
    const { code } = await codeSentBy(mobile, () => call(a, 'POST', '/api/auth/sign-request-otp', { body: { mobile, password } }));
    // The code sent by A is still fresh when B is asked for another.
    const again = await call(b, 'POST', '/api/auth/sign-request-otp', { body: { mobile, password } });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);

    const wrong = code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(i % 2 ? b : a, 'POST', '/api/auth/sign-request-login', { body: { mobile, otp: wrong } });
      expect(res.status).toBe(401);
      messages.push(res.body.message);
    }
    expect(messages).toEqual([...Array(4).fill('Invalid OTP.'), 'Too many wrong attempts. Please request a new OTP.']);
    // The right code, now on the other replica, is refused as well: the tries are counted in PostgreSQL.
    const right = await call(b, 'POST', '/api/auth/sign-request-login', { body: { mobile, otp: code } });
    expect(right.status).toBe(401);
    expect(right.body).toEqual({ success: false, code: 'OTP_EXHAUSTED', message: 'Too many wrong attempts. Please request a new OTP.' });
  });

  it('wrong passwords through the proxy lock the account for that address on both replicas; a forged X-Forwarded-For does not help', async () => {
    const { mobile, password } = await officer();
    const first = proxy.served.length;
    const answers: Answer[] = [];
    for (let i = 1; i <= 5; i++) {
      // Each try claims another client address: the proxy appends the one it saw, and the API
      // (TRUST_PROXY=1) counts that one.
      answers.push(
        await call(proxy.url, 'POST', '/api/auth/sign-request-otp', {
          body: { mobile, password: WRONG_PASSWORD },
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        }),
      );
    }
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 423]);
    expect(answers.slice(0, 4).map((r) => r.body.message)).toEqual(Array(4).fill('Invalid mobile number or password.'));
    expectRefusal(answers[4].body, LOCKED);
    expect(new Set(proxy.served.slice(first))).toEqual(new Set([0, 1]));

    // The right password is refused by both replicas while the lock lasts.
    const again = await Promise.all(
      [0, 1].map(() => call(proxy.url, 'POST', '/api/auth/sign-request-otp', { body: { mobile, password } })),
    );
    expect(again.map((r) => [r.headers.get('x-upstream'), r.status, r.body.message]).sort()).toEqual([
      ['0', 423, LOCKED],
      ['1', 423, LOCKED],
    ]);
    // Another client address (as a proxy would name it) is not affected, on either replica.
    const elsewhere = await call(replicas[1], 'POST', '/api/auth/sign-request-otp', {
      body: { mobile, password },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(elsewhere.body).toEqual({ success: true, code: 'OTP_SENT', message: 'OTP sent to your registered mobile number.' });
  });

  it('scraper jobs queued through both replicas spread over both workers, and every one completes', async () => {
    const { mobile, password } = await officer();
    // Step 1 on one replica, step 2 on the other (the proxy alternates).
    const { cookie, body } = await signIn(proxy.url, proxy.url, mobile, password);
    const role = body.data.roles[0];
    const origin = { origin: proxy.url }; // as a browser sends it: the proxy keeps Host, so this is same-origin

    const jobIds: string[] = [];
    for (const place of PANCHAYATS) {
      const res = await call(proxy.url, 'POST', '/api/Scraper/loadScrapy', {
        cookie,
        headers: origin,
        body: {
          spiderName: 'LoadDynamicGP',
          args: { zpcode: place.district_code, tpcode: place.block_code, gpcode: place.panchayat_code },
          currentRole: role,
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, joined: false });
      jobIds.push(res.body.jobId);
    }
    expect(PANCHAYATS.length).toBeGreaterThanOrEqual(6);

    const runs: Record<string, unknown>[] = [];
    for (const id of jobIds) {
      let state: unknown;
      const run = await waitUntil(
        () => `job ${id} to end (it is still ${String(state)})`,
        async () => {
          const res = await call(proxy.url, 'GET', `/api/Scraper/jobs/${id}`, { cookie });
          expect(res.status).toBe(200);
          state = res.body.data.state;
          return state === 'completed' || state === 'failed' ? (res.body.data as Record<string, unknown>) : undefined;
        },
        { timeoutMs: 60000, everyMs: 200 },
      );
      runs.push(run);
    }
    expect(runs.map((r) => [r.panchayat_code, r.state, r.error])).toEqual(PANCHAYATS.map((p) => [p.panchayat_code, 'completed', null]));

    // Which worker ran each job, as BullMQ recorded it (the worker's WORKER_NAME).
    const queue = new Queue(SCRAPER_QUEUE, { connection: redis, prefix: PREFIX });
    try {
      const jobs = await Promise.all(jobIds.map((id) => queue.getJob(id)));
      expect(jobs.map((job) => job?.finishedOn && !job.failedReason)).toEqual(jobIds.map(() => true));
      const names = jobs.map((job) => job!.processedBy);
      expect(new Set(names)).toEqual(new Set(['worker-1', 'worker-2']));
    } finally {
      await queue.close();
    }
  });
});
