import type { INestApplication } from '@nestjs/common';
import net from 'node:net';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../../server/src/app.factory.js';
import type { AppConfig } from '../../server/src/config/app-config.js';
import { APP_CONFIG } from '../../server/src/config/config.module.js';
import { actor, STATE } from '../support/actors.js';
import { callOf, makeOfficer, signIn } from '../support/auth.js';
import { ensureTestDatabase, testConfig, testDatabaseUrl } from '../support/test-app.js';
import { waitUntil } from '../support/wait.js';

const UNAVAILABLE = { success: false, code: 'DB_UNAVAILABLE', message: 'Service temporarily unavailable. Please try again in a moment.' };

/**
 * A TCP relay between the app and PostgreSQL that the test can cut and restore: a real
 * outage as the app sees it (connections dropped, new ones refused). It can also go silent:
 * a partition as the app sees it, where nothing is closed and nothing answers.
 */
class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  /** Forwarded connections: the app's side and PostgreSQL's. */
  private readonly pairs = new Map<net.Socket, net.Socket>();
  /** The app's side of connections that went silent, and whether the app sent anything on it since. */
  private readonly silenced = new Map<net.Socket, { spoke: boolean }>();
  private silent = false;
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    if (this.server) return;
    this.server = net.createServer((client) => {
      this.track(client);
      if (this.silent) return this.silence(client, null);
      const upstream = net.connect(this.targetPort, this.host);
      this.track(upstream);
      this.pairs.set(client, upstream);
      client.on('close', () => this.pairs.delete(client));
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => this.server!.once('error', reject).listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.silent = false;
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /**
   * The network goes silent: every open connection stays open, but nothing passes either way
   * any more (what is sent is dropped), and new connections are accepted but never forwarded.
   * No connection that went silent carries anything again; only the app may close it.
   */
  goSilent(): void {
    this.silent = true;
    for (const [client, upstream] of this.pairs) this.silence(client, upstream);
    this.pairs.clear();
  }

  /** The network is back: new connections are forwarded again (the silent ones stay dead). */
  restore(): void {
    this.silent = false;
  }

  /** Connections gone silent that the app still holds open (only those it sent something on since). */
  silentOpen(spokeOnly = false): number {
    return [...this.silenced.values()].filter((s) => !spokeOnly || s.spoke).length;
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
  }

  private silence(client: net.Socket, upstream: net.Socket | null): void {
    const state = { spoke: false };
    this.silenced.set(client, state);
    if (upstream) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      upstream.on('data', () => undefined).resume();
    }
    // Read and drop, so the relay notices when the app closes the connection.
    client.on('data', () => (state.spoke = true)).resume();
    client.on('close', () => {
      this.silenced.delete(client);
      upstream?.destroy();
    });
  }
}

/** The app on the test database reached through a relay the test can cut, silence and restore. */
async function appBehindRelay(env: Record<string, string> = {}): Promise<{ app: INestApplication; relay: Relay }> {
  await ensureTestDatabase();
  const direct = new URL(testDatabaseUrl());
  const relay = new Relay(direct.hostname, Number(direct.port || 5432));
  await relay.open();
  const viaRelay = new URL(direct);
  viaRelay.hostname = '127.0.0.1';
  viaRelay.port = String(relay.port);
  const url = viaRelay.toString();
  const app = await createApp({ config: testConfig({ DATABASE_URL: url, ...env }), databaseUrl: url });
  return { app, relay };
}

/** Issue 8 finding 9: a database outage answers 503 in the envelope, and readiness reveals no address. */
describe('Database outage', () => {
  let app: INestApplication;
  let relay: Relay;

  beforeAll(async () => {
    ({ app, relay } = await appBehindRelay());
  });
  afterAll(async () => {
    await relay.open();
    await app.close();
    await relay.cut();
  });

  it('answers 503 "Service temporarily unavailable" while the database is away, and recovers', async () => {
    const officer = await makeOfficer(app);
    const { agent } = await signIn(app, officer.mobile, officer.password);
    await agent.get('/api/auth/me').expect(200);
    const http = request(app.getHttpServer());

    await relay.cut();
    const calls = [
      () => http.get('/api/location/districts?state_code=15'),
      () => agent.get('/api/auth/me'),
      () => agent.get('/api/auth/roles'),
      () => http.post('/api/auth/sign-request-otp').send({ mobile: officer.mobile, password: officer.password }),
      () => http.post('/api/auth/send-otp').send({ mobile_number: officer.mobile }),
    ];
    for (const call of calls) {
      const res = await call();
      expect({ call: callOf(res), status: res.status, body: res.body }).toEqual({ call: callOf(res), status: 503, body: UNAVAILABLE });
    }
    const ready = await http.get('/api/health/ready').expect(503);
    expect(ready.body).toEqual({
      success: false,
      code: 'NOT_READY',
      message: 'Not ready: database unavailable',
      params: { down: 'database' },
      errors: { database: 'The database did not answer.' },
      errorCodes: { database: 'DATABASE_DOWN' },
    });
    expect(JSON.stringify(ready.body)).not.toMatch(/127\.0\.0\.1|localhost|ECONN|:\d{2,5}/);

    await relay.open();
    await agent.get('/api/auth/me').expect(200);
    await http.get('/api/location/districts?state_code=15').expect(200);
    await http.get('/api/health/ready').expect(200);
  });

  /**
   * Issue 12: PostgreSQL goes away for a few seconds under a steady load of writes and reads.
   * Every answer is a success or the 503 envelope, each within BOUND_MS (none hangs, none is a
   * 500); readiness is 503 while the database is away and 200 again after; the server recovers
   * by itself; and every write the API acknowledged is in the database afterwards.
   */
  it('under load: only successes or 503s, each answered in time, readiness follows, no acknowledged write lost', async () => {
    const BOUND_MS = 10_000;
    const admin = await actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN');
    const http = request(app.getHttpServer());
    const tag = `Outage load ${Date.now().toString(36)}`;
    type Phase = 'before' | 'out' | 'after';
    let phase: Phase = 'before';
    let stopped = false;
    const answers: { phase: Phase; call: string; status: number; body: unknown; ms: number }[] = [];
    const acknowledged: { id: number; imp_name: string }[] = [];
    const readiness: { phase: Phase; status: number; body: unknown }[] = [];
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    /** Sends one request and records its answer; a request that outlives BOUND_MS is a failure (status 0). */
    const send = async (call: string, req: request.Test) => {
      const at = phase;
      const t0 = Date.now();
      try {
        const res = await req.timeout(BOUND_MS);
        answers.push({ phase: at, call, status: res.status, body: res.body, ms: Date.now() - t0 });
        return res;
      } catch (err) {
        answers.push({ phase: at, call, status: 0, body: String(err), ms: Date.now() - t0 });
        return null;
      }
    };
    let serial = 0;
    const writer = async () => {
      while (!stopped) {
        const imp_name = `${tag} ${++serial}`;
        const res = await send('POST /api/auth/agencies', admin.agent.post('/api/auth/agencies').send({ department_code: 'GP', imp_name }));
        if (res && res.status >= 200 && res.status < 300) acknowledged.push({ id: res.body.id, imp_name });
        await pause(15);
      }
    };
    const reader = async () => {
      for (let i = 0; !stopped; i++) {
        if (i % 3 === 0) await send('GET /api/location/districts', http.get('/api/location/districts?state_code=15'));
        else if (i % 3 === 1) await send('GET /api/auth/me', admin.agent.get('/api/auth/me'));
        else await send('GET /api/auth/agencies', admin.agent.get('/api/auth/agencies').query({ filter: '{"department_code":"GP"}' }));
        await pause(15);
      }
    };
    const prober = async () => {
      while (!stopped) {
        const at = phase;
        const res = await http.get('/api/health/ready').timeout(BOUND_MS);
        // A probe that was under way when the connection was cut or opened belongs to neither side.
        if (phase === at) readiness.push({ phase: at, status: res.status, body: res.body });
        await pause(200);
      }
    };
    const load = [writer(), writer(), writer(), reader(), reader(), prober()];

    await pause(1500);
    await relay.cut();
    phase = 'out';
    await pause(4000);
    await relay.open();
    phase = 'after';
    const reopened = Date.now();
    // Recovery by itself: within a few seconds a write is acknowledged again, then the load goes on a while.
    const ackedAtReopen = acknowledged.length;
    while (acknowledged.length === ackedAtReopen && Date.now() - reopened < 15_000) await pause(50);
    const recoveredInMs = Date.now() - reopened;
    await pause(1500);
    stopped = true;
    await Promise.all(load);

    // Every answer: a success, or exactly the 503 envelope; none late.
    const wrong = answers.filter((a) => !(a.status >= 200 && a.status < 300) && !(a.status === 503 && equal(a.body, UNAVAILABLE)));
    expect(wrong).toEqual([]);
    expect(answers.filter((a) => a.ms >= BOUND_MS)).toEqual([]);
    // The outage was real (503s while away), and writes and reads succeeded before it and after it.
    const count = (p: Phase, ok: boolean) => answers.filter((a) => a.phase === p && a.status < 300 === ok).length;
    expect(count('out', false)).toBeGreaterThan(0);
    expect(count('before', true)).toBeGreaterThan(0);
    expect(recoveredInMs).toBeLessThan(15_000);
    expect(answers.filter((a) => a.phase === 'after' && a.call.startsWith('POST') && a.status < 300).length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.phase === 'after' && a.call.startsWith('GET') && a.status < 300).length).toBeGreaterThan(0);
    // Readiness: 503 (the database named, no address) all the while the database is away; 200 at the end.
    const outReadiness = readiness.filter((r) => r.phase === 'out');
    expect(outReadiness.length).toBeGreaterThan(0);
    expect(outReadiness.filter((r) => r.status !== 503)).toEqual([]);
    expect(outReadiness[0].body).toEqual({
      success: false,
      code: 'NOT_READY',
      message: 'Not ready: database unavailable',
      params: { down: 'database' },
      errors: { database: 'The database did not answer.' },
      errorCodes: { database: 'DATABASE_DOWN' },
    });
    expect(readiness.filter((r) => r.phase === 'before').every((r) => r.status === 200)).toBe(true);
    await http.get('/api/health/ready').expect(200);

    // No acknowledged write lost: each one is in the database, once, with its audit record.
    expect(acknowledged.length).toBeGreaterThan(10);
    const direct = new pg.Client({ connectionString: testDatabaseUrl() });
    await direct.connect();
    try {
      const { rows } = await direct.query<{ id: number; imp_name: string }>(
        `SELECT id, imp_name FROM implementing_agencies WHERE imp_name LIKE $1 ORDER BY id`,
        [`${tag} %`],
      );
      const stored = new Map(rows.map((r) => [r.imp_name, r.id]));
      expect(acknowledged.filter((a) => stored.get(a.imp_name) !== a.id)).toEqual([]);
      const { rows: audited } = await direct.query<{ entity_id: string }>(
        `SELECT entity_id FROM audit_trail WHERE entity = 'agency' AND action = 'agency.create' AND entity_id = ANY($1::text[])`,
        [acknowledged.map((a) => String(a.id))],
      );
      expect(audited.length).toBe(acknowledged.length);
    } finally {
      await direct.end();
    }
  });
});

/**
 * A network to PostgreSQL that goes silent (a partition: packets dropped, connections neither
 * refused nor closed). With DB_QUERY_TIMEOUT_MS at 2 s, a signed-in read, a public list and a
 * write each answer the 503 envelope (after the query bound, or the 5 s bound of a new
 * connection), never hang; readiness is 503; a connection whose query got no answer is closed
 * at once rather than handed to the next request. Once the network is back the server recovers
 * by itself on new connections, and the pools drop every connection that went silent.
 */
describe('Database behind a silent network', () => {
  const QUERY_TIMEOUT_MS = 2000;
  /** Each request must answer within this (it would otherwise wait minutes for TCP to give up). */
  const ANSWER_MS = 15_000;
  let app: INestApplication;
  let relay: Relay;

  beforeAll(async () => {
    ({ app, relay } = await appBehindRelay({ DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS) }));
  });
  afterAll(async () => {
    relay.restore();
    await app?.close();
    await relay.cut();
  });

  /** The answer, or a failure if none came within ANSWER_MS. */
  async function answered(req: request.Test): Promise<request.Response> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_MS} ms`)), ANSWER_MS);
    });
    try {
      return await Promise.race([req, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function until(check: () => boolean, ms: number, what: string): Promise<void> {
    await waitUntil(`the end of: ${what}`, check, { timeoutMs: ms, everyMs: 50 });
  }

  it('answers the 503 envelope within a bound while nothing answers, and recovers once the network is back', async () => {
    expect(app.get<AppConfig>(APP_CONFIG).database.queryTimeoutMs).toBe(QUERY_TIMEOUT_MS);
    const admin = await actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN');
    const http = request(app.getHttpServer());
    const tag = `Silent ${Date.now().toString(36)}`;
    let serial = 0;
    const calls: [string, () => request.Test][] = [
      ['GET /api/auth/me', () => admin.agent.get('/api/auth/me')],
      ['GET /api/location/districts', () => http.get('/api/location/districts?state_code=15')],
      [
        'POST /api/auth/agencies',
        () => admin.agent.post('/api/auth/agencies').send({ department_code: 'GP', imp_name: `${tag} ${++serial}` }),
      ],
    ];
    for (const [call, send] of calls)
      expect({ call, status: (await send()).status }).toEqual({ call, status: call.startsWith('POST') ? 201 : 200 });

    relay.goSilent();
    for (const [call, send] of calls) {
      const res = await answered(send());
      expect({ call, status: res.status, body: res.body }).toEqual({ call, status: 503, body: UNAVAILABLE });
      // The connection its query went out on is closed now (pg alone would keep it, the query still
      // pending, and the next request given it would wait behind that query).
      await until(() => relay.silentOpen(true) === 0, 6000, `${call}: a connection without an answer is still open`);
    }
    const ready = await answered(http.get('/api/health/ready'));
    expect({ status: ready.status, body: ready.body }).toEqual({
      status: 503,
      body: {
        success: false,
        code: 'NOT_READY',
        message: 'Not ready: database unavailable',
        params: { down: 'database' },
        errors: { database: 'The database did not answer.' },
        errorCodes: { database: 'DATABASE_DOWN' },
      },
    });
    await until(() => relay.silentOpen(true) === 0, 6000, 'readiness: a connection without an answer is still open');

    // The network is back. Every answer is a success or the envelope (a request may still be
    // given a pooled connection that went silent, and find it dead), until all three succeed.
    relay.restore();
    const end = Date.now() + 30_000;
    const wrong: unknown[] = [];
    for (let ok = false; !ok;) {
      if (Date.now() > end) throw new Error('no recovery within 30 s of the network coming back');
      ok = true;
      for (const [call, send] of calls) {
        const res = await answered(send());
        if (res.status >= 300) ok = false;
        if (res.status >= 300 && !(res.status === 503 && equal(res.body, UNAVAILABLE)))
          wrong.push({ call, status: res.status, body: res.body });
      }
    }
    expect(wrong).toEqual([]);
    // The pools let go of every connection that went silent (the unused ones after their idle time).
    await until(() => relay.silentOpen() === 0, 20_000, 'connections that went silent are still held');
    for (const [call, send] of calls)
      expect({ call, status: (await answered(send())).status }).toEqual({ call, status: call.startsWith('POST') ? 201 : 200 });
    expect((await answered(http.get('/api/health/ready'))).status).toBe(200);
  }, 120_000);
});

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
