import type { INestApplication } from '@nestjs/common';
import net from 'node:net';
import request from 'supertest';
import { createApp } from '../../server/src/app.factory.js';
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
});
