import type { INestApplication } from '@nestjs/common';
import fs from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { startTestS3, type TestS3 } from '../support/s3.js';
import { startTestApp, tempDir, testConfig } from '../support/test-app.js';

const BUNDLE = Buffer.from(`export const portal = ${JSON.stringify('MGNREGA Workflow Portal '.repeat(200))};\n`);

describe('API platform: error envelope, health, request ids, UI fallback', () => {
  let app: INestApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    const ui = tempDir('ui');
    fs.writeFileSync(path.join(ui, 'index.html'), '<!doctype html><title>MGNREGA Workflow Portal 2.0</title>');
    // A bundle with its twins as the UI build writes them (admin-ui/scripts/precompress.mjs).
    fs.mkdirSync(path.join(ui, 'assets'));
    fs.writeFileSync(path.join(ui, 'assets', 'app-1a2b.js'), BUNDLE);
    fs.writeFileSync(path.join(ui, 'assets', 'app-1a2b.js.br'), zlib.brotliCompressSync(BUNDLE));
    fs.writeFileSync(path.join(ui, 'assets', 'app-1a2b.js.gz'), zlib.gzipSync(BUNDLE));
    app = await startTestApp({ config: testConfig({ UI_DIST_DIR: ui }) });
    http = request(app.getHttpServer());
  });
  afterAll(() => app.close());

  it('answers unknown /api paths with a JSON 404 in the envelope', async () => {
    const res = await http.get('/api/does-not-exist').expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({
      success: false,
      code: 'NO_ENDPOINT',
      message: 'No API endpoint GET /api/does-not-exist',
      params: { method: 'GET', path: '/api/does-not-exist' },
    });
    const post = await http.post('/api/auth/nothing-here').send({}).expect(404);
    expect(post.body.success).toBe(false);
  });

  it('answers malformed JSON with a 400 envelope and no stack trace', async () => {
    const res = await http.post('/api/location/districts').set('Content-Type', 'application/json').send('{"broken":').expect(400);
    expect(res.body).toEqual({ success: false, code: 'INVALID_JSON', message: 'The request body is not valid JSON.' });
  });

  it('answers oversized headers (431) and malformed HTTP (400) in the envelope, then closes; the server answers after (issue 41)', async () => {
    const server = app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    /** Sends raw bytes on a new connection; what came back by the time the server closed it. */
    const raw = (bytes: string) =>
      new Promise<{ status: number; headers: Record<string, string>; body: unknown; closed: boolean }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        const chunks: Buffer[] = [];
        socket.on('data', (c: Buffer) => chunks.push(c));
        socket.on('error', reject);
        socket.on('close', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const [head, ...rest] = text.split('\r\n\r\n');
          const [statusLine, ...lines] = head.split('\r\n');
          const headers = Object.fromEntries(
            lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
          );
          resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(rest.join('\r\n\r\n')), closed: true });
        });
        socket.write(bytes);
      });
    const big = await raw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20 * 1024)}\r\n\r\n`);
    expect(big).toEqual({
      status: 431,
      headers: expect.objectContaining({ 'content-type': 'application/json; charset=utf-8', connection: 'close' }),
      body: { success: false, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
      closed: true,
    });
    const garbage = await raw('HELLO \x01 WORLD\r\n\r\n');
    expect(garbage).toEqual({
      status: 400,
      headers: expect.objectContaining({ 'content-type': 'application/json; charset=utf-8', connection: 'close' }),
      body: { success: false, code: 'MALFORMED_REQUEST', message: 'The request is not valid HTTP.' },
      closed: true,
    });
    expect(Number(garbage.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(garbage.body)));
    await http.get('/api/health').expect(200);
  });

  it('serves index.html for non-API paths so the UI routes are real addresses', async () => {
    for (const route of ['/', '/signup', '/dashboard', '/unauthorized', '/users/rolesmanage']) {
      const res = await http.get(route).set('Accept', 'text/html').expect(200);
      expect(res.text).toContain('MGNREGA Workflow Portal 2.0');
    }
  });

  it('sends a bundle as its brotli or gzip twin when the browser takes it, else as it is', async () => {
    // Node's own client: supertest would decode the body and hide what was sent.
    const server = app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const raw = (encoding: string | null) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const headers = { 'Accept-Encoding': encoding ?? 'identity' };
        get({ host: '127.0.0.1', port, path: '/assets/app-1a2b.js', headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const br = await raw('gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.body).equals(BUNDLE)).toBe(true);
    expect(Number(br.headers['content-length'])).toBeLessThan(BUNDLE.length / 5);

    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(BUNDLE)).toBe(true);

    for (const refused of [null, 'br;q=0, gzip;q=0']) {
      const plain = await raw(refused);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(plain.body.equals(BUNDLE)).toBe(true);
    }
  });

  it('GET /api/health is liveness; /api/health/ready checks the database and Redis', async () => {
    await http.get('/api/health').expect(200, { success: true, code: 'OK', message: 'OK', status: 'ok' });
    const ready = await http.get('/api/health/ready').expect(200);
    expect(ready.body.details.database.status).toBe('up');
    expect(ready.body.details.redis.status).toBe('up');
    expect(ready.body.details.files).toEqual({ status: 'up', driver: 'local' });
  });

  it('echoes a caller request id and makes one otherwise', async () => {
    const given = await http.get('/api/health').set('X-Request-Id', 'abc12345-trace').expect(200);
    expect(given.headers['x-request-id']).toBe('abc12345-trace');
    const made = await http.get('/api/health').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets security headers and hides the framework', async () => {
    const res = await http.get('/api/health').expect(200);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('GET /api/site answers the configurable public facts', async () => {
    const res = await http.get('/api/site').expect(200);
    expect(res.body).toMatchObject({
      departmentNameKn: 'ಗ್ರಾಮೀಣಾಭಿವೃದ್ಧಿ ಮತ್ತು ಪಂಚಾಯತ್ ರಾಜ್ ಇಲಾಖೆ',
      governmentName: 'Government of Karnataka',
      productName: 'MGNREGA Workflow Portal 2.0',
    });
    expect(typeof res.body.supportEmail).toBe('string');
  });
});

describe('Readiness when Redis is down', () => {
  it('answers 503 in the envelope naming Redis', async () => {
    const app = await startTestApp({ config: testConfig({ REDIS_URL: 'redis://127.0.0.1:1' }) });
    try {
      const res = await request(app.getHttpServer()).get('/api/health/ready').expect(503);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toBe('Not ready: redis unavailable');
      expect(res.body.errors.redis).toMatch(/Redis did not answer/);
      await request(app.getHttpServer()).get('/api/health').expect(200);
    } finally {
      await app.close();
    }
  });
});

describe('Readiness checks the file store (issue 28)', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3?.close());

  it('is ready with FILES_STORAGE=s3 when the bucket answers, and names the file store when it does not', async () => {
    const app = await startTestApp({ config: testConfig({ FILES_STORAGE: 's3', ...s3.env }) });
    try {
      const ready = await request(app.getHttpServer()).get('/api/health/ready').expect(200);
      expect(ready.body.details.files).toEqual({ status: 'up', driver: 's3' });
    } finally {
      await app.close();
    }
    const missing = await startTestApp({ config: testConfig({ FILES_STORAGE: 's3', ...s3.env, S3_BUCKET: 'no-such-bucket' }) });
    try {
      const res = await request(missing.getHttpServer()).get('/api/health/ready').expect(503);
      expect(res.body).toMatchObject({
        success: false,
        code: 'NOT_READY',
        message: 'Not ready: files unavailable',
        errors: { files: 'The file store did not answer.' },
      });
      await request(missing.getHttpServer()).get('/api/health').expect(200);
    } finally {
      await missing.close();
    }
  });
});
