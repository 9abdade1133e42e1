import type { INestApplication } from '@nestjs/common';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { startTestApp, tempDir, testConfig } from '../support/test-app.js';

describe('API platform: error envelope, health, request ids, UI fallback', () => {
  let app: INestApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    const ui = tempDir('ui');
    fs.writeFileSync(path.join(ui, 'index.html'), '<!doctype html><title>MGNREGA Workflow Portal 2.0</title>');
    app = await startTestApp({ config: testConfig({ UI_DIST_DIR: ui }) });
    http = request(app.getHttpServer());
  });
  afterAll(() => app.close());

  it('answers unknown /api paths with a JSON 404 in the envelope', async () => {
    const res = await http.get('/api/does-not-exist').expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ success: false, message: 'No API endpoint GET /api/does-not-exist' });
    const post = await http.post('/api/auth/nothing-here').send({}).expect(404);
    expect(post.body.success).toBe(false);
  });

  it('answers malformed JSON with a 400 envelope and no stack trace', async () => {
    const res = await http.post('/api/location/districts').set('Content-Type', 'application/json').send('{"broken":').expect(400);
    expect(res.body).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('serves index.html for non-API paths so the UI routes are real addresses', async () => {
    for (const route of ['/', '/signup', '/dashboard', '/unauthorized', '/users/rolesmanage']) {
      const res = await http.get(route).set('Accept', 'text/html').expect(200);
      expect(res.text).toContain('MGNREGA Workflow Portal 2.0');
    }
  });

  it('GET /api/health is liveness; /api/health/ready checks the database and Redis', async () => {
    await http.get('/api/health').expect(200, { success: true, status: 'ok' });
    const ready = await http.get('/api/health/ready').expect(200);
    expect(ready.body.details.database.status).toBe('up');
    expect(ready.body.details.redis.status).toBe('up');
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
