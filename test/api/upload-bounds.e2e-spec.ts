import type { INestApplication } from '@nestjs/common';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { actor, AFZALPUR, KALABURAGI, STATE, type SignedIn } from '../support/actors.js';
import { loadDemoLocations } from '../support/auth.js';
import { expectEveryAnswerCoded, expectRefusal } from '../support/messages.js';
import { formHead, rawUpload, sessionCookie } from '../support/raw-http.js';
import { startTestApp, tempDir } from '../support/test-app.js';

// Issue 26: every answer carries a stable code.
expectEveryAnswerCoded();

const MB = 1024 * 1024;
const HEADER = 'panchayat_code,latitude,longitude';
const LOCATIONS = '/api/locations/panchayat-locations';
const ISSUES = '/api/socialaudit/import-issues';
const NOT_ALLOWED = 'Only state and district administrators can import gram panchayat locations.';
const LOCATIONS_TOO_LARGE = 'The file is larger than 1 MB: a location file holds at most 10,000 rows.';
/** What the client may have written by the time a refusal comes: loopback socket buffers, not the body. */
const UNREAD = 8 * MB;

/**
 * Issue 41 part 3: every upload is refused by caller before it is read, and bounded by size
 * before it is read (a declared length over the bound at once, a body without one cut off at the
 * bound); the location file's bound is 1 MB (10,000 rows); its problems are counted, 100 listed.
 */
describe('Uploads refused by caller and bounded by size before they are read (issue 41)', () => {
  let app: INestApplication;
  let db: DataSource;
  let port: number;
  let admin: SignedIn;
  let zpAdmin: SignedIn;
  let tpAdmin: SignedIn;
  const uploads = tempDir('upload-bounds');
  const located = () => db.query(`SELECT panchayat_code, latitude, longitude FROM panchayats WHERE latitude IS NOT NULL ORDER BY 1`);

  beforeAll(async () => {
    app = await startTestApp({ env: { IMPORT_TMP_DIR: uploads } });
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
    await loadDemoLocations(app);
    db = app.get(DataSource);
    [admin, zpAdmin, tpAdmin] = await Promise.all([
      actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN'),
      actor(app, 'ZP', 'ZP-CEO', KALABURAGI, 'ADMIN'),
      actor(app, 'TP', 'TP-EO', AFZALPUR, 'ADMIN'),
    ]);
  });
  afterAll(() => app.close());
  // Whatever the answer, no uploaded file is left behind.
  afterEach(() => expect(fs.readdirSync(uploads)).toEqual([]));

  const locationHead = (fields: Record<string, string> = {}) =>
    formHead('XB', fields, { name: 'file', filename: 'gp.csv' }) + `${HEADER}\n`;

  it("a TP administrator's location upload: 403 before any byte of it is read, and the connection closed (a body that never ends)", async () => {
    const cookie = await sessionCookie(app, tpAdmin);
    const endless = await rawUpload(port, { path: LOCATIONS, cookie, boundary: 'XB', head: locationHead(), total: Infinity });
    expect(endless.status).toBe(403);
    expectRefusal(endless.body, NOT_ALLOWED);
    expect(endless.headers.connection).toBe('close');
    expect(endless.closedByServer).toBe(true);
    expect(endless.sent).toBeLessThan(UNREAD);
    // 49 MB declared: the caller is refused first (403, not 413), nothing read.
    const declared = await rawUpload(port, {
      path: LOCATIONS,
      cookie,
      boundary: 'XB',
      head: locationHead(),
      total: 49 * MB,
      declare: true,
    });
    expect(declared.status).toBe(403);
    expectRefusal(declared.body, NOT_ALLOWED);
    expect(declared.sent).toBeLessThan(UNREAD);
    // Refused by the route's guard (not an administrator) or without a session: closed the same way.
    const user = await actor(app, 'ZP', 'ZP-CEO', KALABURAGI, 'USER');
    const guarded = await rawUpload(port, {
      path: LOCATIONS,
      cookie: await sessionCookie(app, user),
      boundary: 'XB',
      head: locationHead(),
      total: Infinity,
    });
    expect({ status: guarded.status, code: guarded.body.code, closed: guarded.closedByServer }).toEqual({
      status: 403,
      code: 'NOT_ADMIN',
      closed: true,
    });
    expect(guarded.sent).toBeLessThan(UNREAD);
    const anonymous = await rawUpload(port, { path: ISSUES, cookie: '', boundary: 'XB', head: locationHead(), total: Infinity });
    expect({ status: anonymous.status, closed: anonymous.closedByServer }).toEqual({ status: 401, closed: true });
    expect(anonymous.sent).toBeLessThan(UNREAD);
    // Naming its role in the address changes nothing.
    const named = await rawUpload(port, {
      path: `${LOCATIONS}?currentRole=${encodeURIComponent(JSON.stringify(tpAdmin.role))}`,
      cookie,
      boundary: 'XB',
      head: locationHead(),
      total: Infinity,
    });
    expect(named.status).toBe(403);
    expect(named.sent).toBeLessThan(UNREAD);
  });

  it("a ZP administrator's 49 MB location file: a declared length refused 413 at once, a chunked body cut off at the 1 MB bound; nothing stored", async () => {
    const before = await located();
    const cookie = await sessionCookie(app, zpAdmin);
    const declared = await rawUpload(port, {
      path: LOCATIONS,
      cookie,
      boundary: 'XB',
      head: locationHead(),
      total: 49 * MB,
      declare: true,
    });
    expect(declared.status).toBe(413);
    expectRefusal(declared.body, LOCATIONS_TOO_LARGE);
    expect(declared.sent).toBeLessThan(UNREAD);
    expect(declared.closedByServer).toBe(true);

    const chunked = await rawUpload(port, { path: LOCATIONS, cookie, boundary: 'XB', head: locationHead(), total: 49 * MB });
    expect(chunked.status).toBe(413);
    expectRefusal(chunked.body, LOCATIONS_TOO_LARGE);
    expect(chunked.sent).toBeLessThan(UNREAD);
    expect(chunked.closedByServer).toBe(true);
    expect(await located()).toEqual(before);
  });

  it('the issues import keeps its 50 MB bound: a declared 60 MB refused at once, a chunked 60 MB cut off at 50 MB, its partial file removed', async () => {
    const cookie = await sessionCookie(app, admin);
    const head = formHead('XB', {}, { name: 'file', filename: 'issues.csv' });
    const declared = await rawUpload(port, { path: ISSUES, cookie, boundary: 'XB', head, total: 60 * MB, declare: true });
    expect(declared.status).toBe(413);
    expectRefusal(declared.body, 'The file is larger than 50 MB.');
    expect(declared.sent).toBeLessThan(UNREAD);
    const chunked = await rawUpload(port, { path: ISSUES, cookie, boundary: 'XB', head, total: 60 * MB });
    expect(chunked.status).toBe(413);
    expectRefusal(chunked.body, 'The file is larger than 50 MB.');
    expect(chunked.sent).toBeLessThan(50 * MB + UNREAD);
    expect(chunked.closedByServer).toBe(true);
  });

  it('a location file of 150 bad lines answers total 150 and lists the first 100 by line (the master check among them); nothing stored', async () => {
    const before = await located();
    const lines = [HEADER];
    // Alternately a line the parse refuses and a code the master does not know.
    for (let i = 0; i < 150; i++) lines.push(i % 2 ? `1515999${String(i).padStart(3, '0')},17.1,76.3` : `1515001004${i},17.1,76.3`);
    const res = await admin.agent
      .post(LOCATIONS)
      .attach('file', Buffer.from(lines.join('\n')), 'gp.csv')
      .expect(400);
    expect(res.body).toMatchObject({
      code: 'IMPORT_REFUSED',
      message: 'The file was not imported: 150 problem(s)',
      params: { total: 150 },
    });
    const listed = Object.keys(res.body.errors as Record<string, string>);
    expect(listed).toEqual([...Array.from({ length: 100 }, (_, i) => `line ${i + 2}`), 'file']);
    expect(res.body.errors['line 2']).toBe(`panchayat_code "${'1515001004'}0" must be 10 digits.`);
    expect(res.body.errors['line 3']).toBe('Gram panchayat 1515999001 is not in the location master.');
    expect(res.body.errors.file).toBe('Nothing was changed: correct the 150 problem(s) listed by line and upload the file again.');
    expect(await located()).toEqual(before);
  });

  it('a location file of more than 10,000 rows is refused whole, saying the bound; 10,000 are taken', async () => {
    const before = await located();
    const rows = (n: number) => [HEADER, ...Array.from({ length: n }, (_, i) => `1515${String(900000 + i)},17.1,76.3`)].join('\n');
    const res = await admin.agent
      .post(LOCATIONS)
      .attach('file', Buffer.from(rows(10_001)), 'gp.csv')
      .expect(400);
    expectRefusal(res.body, 'The file was not imported: 1 problem(s)', {
      file: 'The file has more than 10,000 rows: a location file holds at most 10,000.',
    });
    // 10,000 rows are read through (to the master check: none of these codes is known).
    const ten = await admin.agent
      .post(LOCATIONS)
      .attach('file', Buffer.from(rows(10_000)), 'gp.csv')
      .expect(400);
    expect(ten.body.params).toEqual({ total: 10_000 });
    expect(await located()).toEqual(before);
  });

  it('the role named in the form before the file is the one checked; a role named after the file is refused', async () => {
    const csv = `${HEADER}\n1515001005,17.25,76.40\n`;
    const ok = await zpAdmin.agent
      .post(LOCATIONS)
      .field('currentRole', JSON.stringify(zpAdmin.role))
      .attach('file', Buffer.from(csv), 'gp.csv')
      .expect(200);
    expect(ok.body).toMatchObject({ code: 'GP_LOCATIONS_IMPORTED', rows: 1 });
    const late = await zpAdmin.agent
      .post(LOCATIONS)
      .attach('file', Buffer.from(csv), 'gp.csv')
      .field('currentRole', JSON.stringify(zpAdmin.role))
      .expect(400);
    expectRefusal(late.body, 'Send the form fields before the files.');
    // A role the officer does not hold: refused before the file.
    const cookie = await sessionCookie(app, zpAdmin);
    const foreign = await rawUpload(port, {
      path: LOCATIONS,
      cookie,
      boundary: 'XB',
      head: locationHead({ currentRole: JSON.stringify(admin.role) }),
      total: Infinity,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('ROLE_NOT_ASSIGNED');
    expect(foreign.sent).toBeLessThan(UNREAD);
  });
});
