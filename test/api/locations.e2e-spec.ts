import type { INestApplication } from '@nestjs/common';
import fs from 'node:fs';
import request from 'supertest';
import { SessionsRepository } from '../../server/src/auth/repositories/sessions.repository.js';
import { DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { actor, STATE } from '../support/actors.js';
import { startTestApp } from '../support/test-app.js';

const DISTRICTS_CSV = new URL('../../migrations/data/karnataka-districts.csv', import.meta.url);

describe('Locations API (public, as the registration page calls it)', () => {
  let app: INestApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    app = await startTestApp();
    await app.get(DemoSeedService).run();
    http = request(app.getHttpServer());
  });
  afterAll(() => app.close());

  it("GET /api/location/districts?state_code=15 answers Karnataka's 31 districts sorted by name", async () => {
    const res = await http.get('/api/location/districts?state_code=15').expect(200);
    expect(res.body).toHaveLength(31);
    expect(Object.keys(res.body[0]).sort()).toEqual(['district_code', 'district_name', 'district_name_kn']);
    const names = res.body.map((d: { district_name: string }) => d.district_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const expected = fs
      .readFileSync(DISTRICTS_CSV, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(','));
    for (const [code, name, kn] of expected)
      expect(res.body).toContainEqual({ district_code: code, district_name: name, district_name_kn: kn });
    expect(res.body).toContainEqual({ district_code: '1522', district_name: 'MYSURU', district_name_kn: 'ಮೈಸೂರು' });
    expect(res.headers['content-range']).toBe('districts 0-30/31');
    // The rows come as JSON text built by PostgreSQL: written as JSON.stringify writes them, in this key order.
    expect(Object.keys(res.body[0])).toEqual(['district_code', 'district_name', 'district_name_kn']);
    expect(res.text).toBe(JSON.stringify(res.body));
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
    // Past the end: no rows, the total still counted.
    const past = await http.get('/api/location/districts').query({ range: '[100,109]' }).expect(200);
    expect(past.text).toBe('[]');
    expect(past.headers['content-range']).toBe('districts */31');
  });

  it('answers a signed-in caller the same without reading its session (no session statement for a @Sessionless route)', async () => {
    const officer = await actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN');
    // Counts the session store's statements (an own property over pg.Pool's method, deleted after).
    const pool = app.get(SessionsRepository).pool;
    const query: typeof pool.query = pool.query.bind(pool);
    let statements = 0;
    pool.query = ((...args: Parameters<typeof query>) => (statements++, query(...args))) as typeof query;
    try {
      for (const path of ['/api/location/districts?state_code=15', '/api/location/blocks?district_code=1515', '/api/site']) {
        const anonymous = await http.get(path).expect(200);
        const signedIn = await officer.agent.get(path).expect(200);
        expect(signedIn.text).toBe(anonymous.text);
        expect(signedIn.headers['content-range']).toBe(anonymous.headers['content-range']);
      }
      expect(statements).toBe(0);
      // A route that needs the session still reads it.
      await officer.agent.get('/api/auth/me').expect(200);
      expect(statements).toBeGreaterThan(0);
    } finally {
      delete (pool as { query?: unknown }).query;
    }
  });

  it('GET /api/location/blocks and /panchayats answer the nested lists sorted by name', async () => {
    const blocks = await http.get('/api/location/blocks?district_code=1515').expect(200);
    expect(blocks.body).toEqual([
      { block_code: '1515001', block_name: 'AFZALPUR', block_name_kn: 'ಅಫಜಲಪುರ' },
      { block_code: '1515006', block_name: 'JEVARGI', block_name_kn: 'ಜೇವರ್ಗಿ' },
      { block_code: expect.stringMatching(/^1515\d{3}$/), block_name: 'SEDAM', block_name_kn: 'ಸೇಡಂ' },
    ]);
    expect(blocks.text).toBe(JSON.stringify(blocks.body));
    const gps = await http.get('/api/location/panchayats?district_code=1515&block_code=1515001').expect(200);
    expect(gps.text).toBe(JSON.stringify(gps.body));
    expect(Object.keys(gps.body[0])).toEqual(['panchayat_code', 'panchayat_name', 'panchayat_name_kn']);
    expect(gps.body.length).toBeGreaterThanOrEqual(4);
    expect(gps.body).toContainEqual({ panchayat_code: '1515001004', panchayat_name: 'BADADAL', panchayat_name_kn: 'ಬಡದಾಳ' });
    for (const gp of gps.body) expect(gp.panchayat_code.startsWith('1515001')).toBe(true);
    const names = gps.body.map((p: { panchayat_name: string }) => p.panchayat_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('answers an empty array for a well-formed code that does not exist', async () => {
    await http.get('/api/location/districts?state_code=16').expect(200, []);
    await http.get('/api/location/blocks?district_code=1599').expect(200, []);
    await http.get('/api/location/panchayats?district_code=1515&block_code=1515999').expect(200, []);
  });

  it('answers 400 with a clear message for a malformed or missing code', async () => {
    const cases: [string, string][] = [
      ['/api/location/districts?state_code=KA', 'state_code must be a 2-digit state code'],
      ['/api/location/blocks?district_code=15x5', 'district_code must be a 4-digit district code'],
      ['/api/location/blocks?district_code=151', 'district_code must be a 4-digit district code'],
      ['/api/location/blocks', 'district_code is required'],
      ['/api/location/panchayats?district_code=1515', 'block_code is required'],
      ['/api/location/panchayats?district_code=1515&block_code=15150011', 'block_code must be a 7-digit block code'],
      ['/api/location/panchayats?district_code=1515&block_code=1522001', 'block_code 1522001 does not belong to district_code 1515'],
      ["/api/location/blocks?district_code=1515' OR '1'='1", 'district_code must be a 4-digit district code'],
    ];
    for (const [url, message] of cases) {
      const res = await http.get(url).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
      expect(JSON.stringify(res.body)).not.toMatch(/stack|at \w+ \(/);
    }
    const repeated = await http.get('/api/location/blocks?district_code=1515&district_code=1522').expect(400);
    expect(repeated.body.success).toBe(false);
  });

  it('speaks ra-data-simple-rest: sort, range, filter in; Content-Range out; unknown sort field is a 400', async () => {
    const page = await http.get('/api/location/districts').query({ sort: '["district_code","DESC"]', range: '[0,4]' }).expect(200);
    expect(page.body.map((d: { district_code: string }) => d.district_code)).toEqual(['1531', '1530', '1529', '1528', '1527']);
    expect(page.headers['content-range']).toBe('districts 0-4/31');
    const filtered = await http.get('/api/location/districts').query({ filter: '{"q":"bengaluru"}' }).expect(200);
    expect(filtered.body.map((d: { district_name: string }) => d.district_name)).toEqual(['BENGALURU', 'BENGALURU RURAL']);
    expect(filtered.headers['content-range']).toBe('districts 0-1/2');
    const bad = await http.get('/api/location/districts').query({ sort: '["state_code","ASC"]' }).expect(400);
    expect(bad.body.message).toBe('Cannot sort districts by "state_code". Sortable fields: district_name, district_code');
    await http.get('/api/location/districts').query({ range: '[0,5000]' }).expect(400);
  });

  it('exposes Content-Range to the CORS origin of the dev UI', async () => {
    const res = await http.get('/api/location/districts').set('Origin', 'http://localhost:5173').expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
    const other = await http.get('/api/location/districts').set('Origin', 'https://evil.example').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the demo seed is idempotent: a second run adds nothing', async () => {
    const before = await http.get('/api/location/panchayats?district_code=1515&block_code=1515001').expect(200);
    await app.get(DemoSeedService).run();
    const after = await http.get('/api/location/panchayats?district_code=1515&block_code=1515001').expect(200);
    expect(after.body).toEqual(before.body);
  });
});
