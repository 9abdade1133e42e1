import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import request from 'supertest';
import { loadDemoLocations } from '../support/auth.js';
import { actor, SignedIn, STATE } from '../support/actors.js';
import { startTestApp } from '../support/test-app.js';
import { uncoded } from '../support/messages.js';

/**
 * Issue 8 finding 6: malformed input over every API endpoint the app registers, as an
 * anonymous caller and as a signed-in STATE administrator (who gets past every guard). A
 * bounded, repeatable set of requests; not one answer may be a 5xx, and every refusal must be
 * the envelope `{ success: false, code, message }`.
 */

// Every field name the API's bodies and queries read.
const FIELDS = [
  'mobile',
  'password',
  'otp',
  'mobile_number',
  'email',
  'kgid_pan',
  'designation',
  'name',
  'confirmPassword',
  'officer_level',
  'new_password',
  'otp_mobile',
  'otp_email',
  'user',
  'user_id',
  'role_ids',
  'department_code',
  'state_code',
  'district_code',
  'block_code',
  'panchayat_code',
  'levels',
  'permission',
  'Role_code',
  'Role_name',
  'Role_name_kn',
  'Role_Department_id',
  'Role_implimenting_agency_id',
  'no_of_posts',
  'is_active',
  'department_name',
  'imp_name',
  'option_name',
  'icon',
  'router',
  'access_level',
  'main_option_id',
  'suboption_name',
  'currentRole',
  // schedules and FTO verification (issue 10)
  'id',
  'cycleName',
  'financialYear',
  'scheduleStart',
  'scheduleEnd',
  'noOfLevels',
  'lock1Open',
  'lock1Close',
  'lock2Open',
  'lock2Close',
  'data',
  'department_id',
  'levels_data',
  'workCode',
  'agency',
  'year',
  'MyFtoData',
  'workList',
  'Matlist',
  'checkList',
  'material',
  'siteAnswers',
  'sort_order',
  'checklist_title_kn',
  'checklist_title_en',
  'CB',
  'CB_C',
  'INP',
  'INP_tittle',
  'Remark',
  'imgages',
  // social audit (issue 11)
  'issue_number',
  'issue_numbers',
  'issueType',
  'locationCode',
  'recommended',
  'workDetails',
  'persons_details',
  'adhoc_decision',
  'case_status',
  'recovery_mode',
  'dd_amount',
  'dd_date',
  'upi_amount',
  'recovered_amount',
  'mapped_issues',
  'issues',
  'verified_by',
  'url',
];

const BAD_VALUES: unknown[] = [
  1e20,
  -1,
  0,
  2147483648,
  99999999999,
  1.5,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'a\u0000b',
  'x'.repeat(5000),
  'ಕನ್ನಡ',
  '  1',
  '1e3',
  '0x10',
  [],
  [1e10],
  [null],
  ['a\u0000'],
  {},
  { $gt: 1 },
  { role_id: 1e20, levels: 'STATE', state_code: 15 },
  null,
  true,
  false,
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '%00',
  '\ud800',
];

const PATH_VALUES = [
  '2147483648',
  '99999999999',
  '%20%201',
  '-1',
  '0',
  '1e3',
  'abc',
  '1.5',
  '%00',
  '%FF',
  '..%2F..',
  'null',
  '9'.repeat(400),
  '1%20',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '....%2F%2F....%2F%2Fetc%2Fpasswd',
  '%252e%252e%252f',
];

const QUERIES: Record<string, string | string[]>[] = [
  { range: '[1e20,1e20]' },
  { range: '[0,1e300]' },
  { range: '[-5,2]' },
  { range: 'x' },
  { range: ['[0,1]', '[0,2]'] },
  { sort: '["id\\u0000","ASC"]' },
  { sort: '["id","ASC; DROP TABLE roles"]' },
  { filter: '{"q":{"$ne":1}}' },
  { filter: '{"id":[1e20,"a"]}' },
  { filter: '{"q":"\\u0000"}' },
  { filter: 'null' },
  { main_option_id: '1e3' },
  { main_option_id: ['1', '2'] },
  { state_code: '15.0' },
  { district_code: '1'.repeat(300) },
  { block_code: '%00', district_code: '1515' },
  { currentRole: '{"role_id":1e20,"levels":"STATE"}' },
  { currentRole: '[]' },
  { currentRole: '"' },
  { block_code: '1515001', level: 'block', filter: 'dropped', financialYear: '2024-2025' },
  { panchayat_code: '1515001004' },
  { panchayat_code: ['1515001004', '1515001005'] },
  { level: 'district', district_code: '1515', filter: ['a'] },
  { '__proto__[isAdmin]': 'true', 'constructor[prototype][isAdmin]': 'true' },
  { filter: '{"a":' + '{"b":'.repeat(500) + '1' + '}'.repeat(501) },
  { filter: '{"__proto__":{"isAdmin":true}}' },
  { q: "' OR 1=1 --", sort: '["(SELECT pg_sleep(5))","ASC"]' },
  { workCode: '1515001004/IF/../../../../etc/passwd', key: '../../../etc/passwd' },
];

const RAW_BODIES: [string, string][] = [
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', '123'],
  ['application/json', '{"a":'],
  ['application/json', '{"a":1,"a":2}'],
  ['application/json', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'],
  ['application/json', '{"a":' + '['.repeat(3000) + ']'.repeat(3000) + '}'],
  ['application/json; charset=latin1', '{"mobile":"9876543210"}'],
  ['application/json', '\u00ff\u00fe'],
  ['application/x-www-form-urlencoded', 'mobile=9876543210&password=x'],
  ['text/plain', '{"mobile":"9876543210"}'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="imgages"; filename="../../../etc/passwd"\r\n\r\nroot\r\n--x--',
  ],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.xlsx"\r\n\r\nPK\r\n--x'],
  ['multipart/form-data', '--x\r\n'],
  ['application/json', '{"__proto__":{"__proto__":{"polluted":1}},"prototype":{"x":1}}'],
  ['application/json', '{"currentRole":{"role_id":1,"levels":"STATE","__proto__":{"admin":true}},"constructor":{"name":"x"}}'],
  ['application/json', '{"a":"' + '\\u0000'.repeat(2000) + '"}'],
];

/** An upload limit of 64 KiB for this file, so an oversized file is cheap to send. */
const UPLOAD_MAX_BYTES = 64 * 1024;
// One byte past the JSON limit (1 MiB), and a file one KiB past the upload limit.
const HUGE_JSON = '{"mobile":"' + 'x'.repeat(1024 * 1024) + '"}';
const OVERSIZED_FILE = Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 0xff);

// What an answer must never carry: a stack frame, a source path, or the text of SQL or its errors.
const LEAKS = [
  /\bat [\w.<>]+ \(/,
  /node_modules|\/server\/src\/|\.ts:\d+|\.js:\d+:\d+/,
  /\bSELECT\b[\s\S]*\bFROM\b|\bINSERT INTO\b|\bUPDATE\b[\s\S]*\bSET\b|\bDELETE FROM\b/,
  /QueryFailedError|syntax error at or near|violates (unique|foreign key|check) constraint|duplicate key value|relation "[a-z_]+"|column "[a-z_]+"/i,
];

interface Route {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  path: string;
}

/** Every route of every controller, from Nest's own route metadata (whatever the HTTP adapter). */
function routesOf(app: INestApplication): Route[] {
  const discovery = app.get(DiscoveryService, { strict: false });
  const scanner = new MetadataScanner();
  const list = (v: string | string[] | undefined) => (v === undefined ? [''] : Array.isArray(v) ? v : [v]);
  const routes: Route[] = [];
  for (const { instance, metatype } of discovery.getControllers()) {
    if (!instance || !metatype) continue;
    const bases = list(Reflect.getMetadata(PATH_METADATA, metatype) as string | string[] | undefined);
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as object;
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (paths === undefined || method === undefined) continue;
      for (const base of bases) {
        for (const p of list(paths)) {
          const path = `/api/${base}/${p}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
          routes.push({ method: RequestMethod[method].toLowerCase() as Route['method'], path });
        }
      }
    }
  }
  return routes;
}

describe('Fuzzing every API endpoint with malformed input (issue 8, finding 6)', () => {
  let app: INestApplication;
  let admin: SignedIn;

  beforeAll(async () => {
    app = await startTestApp({ env: { UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES) } });
    // Listening once: supertest on a server that is not listening starts and closes one per request
    // and answers only once that close is done, which waits out the half second a refused upload's
    // connection lingers (closeAfterAnswer) though the answer came at once: 331 such requests here.
    await app.listen(0, '127.0.0.1');
    await loadDemoLocations(app);
    admin = await actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN');
  });
  afterAll(() => app.close());

  it('answers no 5xx, no stack trace or SQL, every refusal in the envelope; the server healthy after', async () => {
    const routes = routesOf(app);
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let sent = 0;

    const check = (label: string, res: request.Response) => {
      sent++;
      const enveloped = res.status < 400 || (res.body && res.body.success === false && typeof res.body.message === 'string');
      if (res.status >= 500 || !enveloped) failures.push(`${label} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      // Issue 26: every answer carries a stable code, each refusal's message its code's English text.
      const problem = uncoded(res);
      if (problem) failures.push(`${label} -> ${problem}`);
      // Refusals are where internals leak (answers carry data the run itself stored).
      const text = res.text ?? JSON.stringify(res.body);
      const leak = res.status >= 400 && LEAKS.find((pattern) => pattern.test(text));
      if (leak) failures.push(`${label} -> ${res.status} leaks ${leak}: ${text.slice(0, 200)}`);
    };

    for (const who of ['anonymous', 'state admin'] as const) {
      const client = () => (who === 'anonymous' ? request(app.getHttpServer()) : admin.agent);
      for (const route of routes) {
        // The administrator's own session must survive the run.
        if (who === 'state admin' && route.path === '/api/auth/logout') continue;
        const paths = route.path.includes(':') ? PATH_VALUES.map((v) => route.path.replace(/:[A-Za-z]+/g, v)) : [route.path];
        for (const path of paths) check(`${who} ${route.method} ${path}`, await client()[route.method](path));
        const base = route.path.replace(/:[A-Za-z]+/g, '1');
        for (const query of QUERIES)
          check(`${who} ${route.method} ${base} ?${JSON.stringify(query)}`, await client()[route.method](base).query(query));
        if (route.method === 'get') continue;
        for (const value of BAD_VALUES) {
          const body = Object.fromEntries(FIELDS.map((f) => [f, value]));
          check(
            `${who} ${route.method} ${base} all fields = ${JSON.stringify(value)?.slice(0, 40)}`,
            await client()[route.method](base).send(body),
          );
        }
        for (const field of FIELDS) {
          // One bad field among otherwise plausible values reaches deeper into the rules.
          const body: Record<string, unknown> = {
            mobile: '9876543210',
            mobile_number: '9876543210',
            password: 'Officer@2024',
            user_id: admin.userId,
            role_ids: [1],
            department_code: 'GP',
            currentRole: admin.role,
            permission: 'USER',
          };
          body[field] = BAD_VALUES[(field.length * 7) % BAD_VALUES.length];
          check(
            `${who} ${route.method} ${base} ${field} = ${JSON.stringify(body[field])?.slice(0, 40)}`,
            await client()[route.method](base).send(body),
          );
        }
        for (const [type, raw] of RAW_BODIES) {
          check(
            `${who} ${route.method} ${base} raw ${type} ${raw.slice(0, 30)}`,
            await client()[route.method](base).set('Content-Type', type).send(raw),
          );
        }
        check(
          `${who} ${route.method} ${base} JSON past 1 MiB`,
          await client()[route.method](base).set('Content-Type', 'application/json').send(HUGE_JSON),
        );
        for (const field of ['imgages', 'file', 'data']) {
          check(
            `${who} ${route.method} ${base} oversized file in ${field}`,
            await client()[route.method](base).attach(field, OVERSIZED_FILE, { filename: 'big.jpg', contentType: 'image/jpeg' }),
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(10000);

    // Healthy after: readiness, public reads and the administrator's session all answer.
    await request(app.getHttpServer()).get('/api/health/ready').expect(200);
    await request(app.getHttpServer()).get('/api/location/districts?state_code=15').expect(200);
    await admin.agent.get('/api/auth/me').expect(200);
  }, 900_000);
});
