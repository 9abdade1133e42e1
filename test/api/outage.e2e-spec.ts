import type { INestApplication } from '@nestjs/common';
import net from 'node:net';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../../server/src/app.factory.js';
import { actor, STATE } from '../support/actors.js';
import { callOf, makeOfficer, signIn } from '../support/auth.js';
import { ensureTestDatabase, testConfig, testDatabaseUrl } from '../support/test-app.js';

const UNAVAILABLE = { success: false, message: 'Service temporarily unavailable. Please try again in a moment.' };

/**
 * A TCP relay between the app and PostgreSQL that the test can cut and restore: a real
 * outage as the app sees it (connections dropped, new ones refused).
 */
class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    if (this.server) return;
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => this.server!.once('error', reject).listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

/** Issue 8 finding 9: a database outage answers 503 in the envelope, and readiness reveals no address. */
describe('Database outage', () => {
  let app: INestApplication;
  let relay: Relay;

  beforeAll(async () => {
    await ensureTestDatabase();
    const direct = new URL(testDatabaseUrl());
    relay = new Relay(direct.hostname, Number(direct.port || 5432));
    await relay.open();
    const viaRelay = new URL(direct);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    app = await createApp({ config: testConfig({ DATABASE_URL: viaRelay.toString() }), databaseUrl: viaRelay.toString() });
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
      message: 'Not ready: database unavailable',
      errors: { database: 'The database did not answer.' },
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
        readiness.push({ phase: at, status: res.status, body: res.body });
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
      message: 'Not ready: database unavailable',
      errors: { database: 'The database did not answer.' },
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

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
