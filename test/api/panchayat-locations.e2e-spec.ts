import type { INestApplication } from '@nestjs/common';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { actor, AFZALPUR, BADADAL, KALABURAGI, STATE, type SignedIn } from '../support/actors.js';
import { loadDemoLocations } from '../support/auth.js';
import { expectEveryAnswerCoded, expectRefusal } from '../support/messages.js';
import { requireBuild, runNode } from '../support/processes.js';
import { startTestApp, tempDir, testDatabaseUrl } from '../support/test-app.js';

// Issue 26: every answer carries a stable code.
expectEveryAnswerCoded();

// Issue 27: gram panchayat office locations, imported by an administrator (screen and CLI), all
// or nothing per file; a ZP administrator only its district's panchayats.
const HEADER = 'panchayat_code,latitude,longitude';
const BADADAL_GP = '1515001004'; // AFZALPUR, KALABURAGI
const UDACHAN_GP = '1515001005'; // AFZALPUR
const NELOGI_GP = '1515006001'; // JEVARGI, KALABURAGI
const ILAVALA_GP = '1522004003'; // MYSURU

describe('Gram panchayat locations: POST /api/locations/panchayat-locations, the summary and the CLI', () => {
  let app: INestApplication;
  let db: DataSource;
  let admin: SignedIn;
  let zpAdmin: SignedIn;
  let tpAdmin: SignedIn;
  let zpUser: SignedIn;
  let gpAdmin: SignedIn;
  const dir = tempDir('gp-locations');
  const uploads = tempDir('gp-locations-uploads');

  beforeAll(async () => {
    app = await startTestApp({ env: { IMPORT_TMP_DIR: uploads } });
    await loadDemoLocations(app);
    db = app.get(DataSource);
    [admin, zpAdmin, tpAdmin, zpUser, gpAdmin] = await Promise.all([
      actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN'),
      actor(app, 'ZP', 'ZP-CEO', KALABURAGI, 'ADMIN'),
      actor(app, 'TP', 'TP-EO', AFZALPUR, 'ADMIN'),
      actor(app, 'ZP', 'ZP-CEO', KALABURAGI, 'USER'),
      actor(app, 'GP', 'GP-PDO', BADADAL, 'ADMIN'),
    ]);
  });
  afterAll(() => app.close());
  // Whatever the answer, the uploaded file is gone when it is given.
  afterEach(() => expect(fs.readdirSync(uploads)).toEqual([]));

  const upload = (who: SignedIn, csv: string) =>
    who.agent.post('/api/locations/panchayat-locations').attach('file', Buffer.from(csv), 'gp-locations.csv');
  const located = () =>
    db.query<{ panchayat_code: string; latitude: number; longitude: number }[]>(
      `SELECT panchayat_code, latitude, longitude FROM panchayats WHERE latitude IS NOT NULL ORDER BY panchayat_code`,
    );
  const summary = (who: SignedIn, query = '') => who.agent.get(`/api/locations/panchayat-locations/summary${query}`);

  it('STATE admin: a good file updates the panchayats in one go; again it changes nothing; an audit entry each time', async () => {
    const csv = [HEADER, `${BADADAL_GP},17.1986,76.3512`, `${NELOGI_GP},17.0221,76.5860`, `${ILAVALA_GP},12.3052,76.6551`].join('\n');
    let res = await upload(admin, csv).expect(200);
    expect(res.body).toEqual({
      success: true,
      code: 'GP_LOCATIONS_IMPORTED',
      message: '3 gram panchayat locations read: 3 updated, 0 unchanged.',
      params: { rows: 3, updated: 3, unchanged: 0 },
      rows: 3,
      updated: 3,
      unchanged: 0,
    });
    expect(await located()).toEqual([
      { panchayat_code: BADADAL_GP, latitude: 17.1986, longitude: 76.3512 },
      { panchayat_code: NELOGI_GP, latitude: 17.0221, longitude: 76.586 },
      { panchayat_code: ILAVALA_GP, latitude: 12.3052, longitude: 76.6551 },
    ]);
    res = await upload(admin, csv).expect(200);
    expect(res.body).toMatchObject({ rows: 3, updated: 0, unchanged: 3 });
    res = await upload(admin, `${HEADER}\r\n${BADADAL_GP},17.2,76.35\r\n${NELOGI_GP},17.0221,76.5860\r\n`).expect(200);
    expect(res.body).toMatchObject({ rows: 2, updated: 1, unchanged: 1 });
    const trail = await db.query(
      `SELECT after FROM audit_trail WHERE action = 'panchayat_locations.import' AND actor_user_id = $1 ORDER BY id`,
      [admin.userId],
    );
    expect(trail.map((t: { after: unknown }) => t.after)).toEqual([
      { rows: 3, updated: 3, unchanged: 0, district_code: null },
      { rows: 3, updated: 0, unchanged: 3, district_code: null },
      { rows: 2, updated: 1, unchanged: 1, district_code: null },
    ]);
  });

  it('a bad file: 400 with the file message and every problem line; nothing of it is written', async () => {
    const before = await located();
    const csv = [
      HEADER,
      `${UDACHAN_GP},17.20,76.36`, // good, but the file is refused whole
      '1515001999,17.1,76.3', // not in the master
      `${NELOGI_GP},north,76.5`,
      `${ILAVALA_GP},12.3,200`,
      '1515001007,28.61,77.21', // Delhi
      `${UDACHAN_GP},17.21,76.37`,
    ].join('\n');
    const res = await upload(admin, csv).expect(400);
    expectRefusal(res.body, 'The file was not imported: 5 problem(s)', {
      'line 3': 'Gram panchayat 1515001999 is not in the location master.',
      'line 4': 'latitude "north" is not a number.',
      'line 5': 'longitude 200 is out of range (-180 to 180).',
      'line 6': 'The point 28.61, 77.21 is outside Karnataka (latitude 11 to 19, longitude 74 to 79).',
      'line 7': `Gram panchayat ${UDACHAN_GP} appears again (first on line 2).`,
      file: 'Nothing was changed: correct the 5 problem(s) listed by line and upload the file again.',
    });
    expect(await located()).toEqual(before);

    let bad = await upload(admin, 'code,lat,lon\n1515001004,17,76').expect(400);
    expect(bad.body.errors).toEqual({
      'line 1': 'The header must be exactly panchayat_code,latitude,longitude.',
      file: 'Nothing was changed: correct the 1 problem(s) listed by line and upload the file again.',
    });
    bad = await upload(admin, '').expect(400);
    expect(bad.body.errors).toEqual({ file: 'The file has no rows.' });
    bad = await admin.agent.post('/api/locations/panchayat-locations').field('other', 'x').expect(400);
    expectRefusal(bad.body, "Upload a CSV file in the field 'file'.", { file: "Upload a CSV file in the field 'file'." });
  });

  it("ZP admin: its district's panchayats only; a row outside is a problem line and nothing is written", async () => {
    const before = await located();
    let res = await upload(zpAdmin, [HEADER, `${UDACHAN_GP},17.25,76.40`, `${ILAVALA_GP},12.31,76.66`].join('\n')).expect(400);
    expectRefusal(res.body, 'The file was not imported: 1 problem(s)', {
      'line 3': `Gram panchayat ${ILAVALA_GP} is outside your district.`,
      file: 'Nothing was changed: correct the 1 problem(s) listed by line and upload the file again.',
    });
    expect(await located()).toEqual(before);
    res = await upload(zpAdmin, [HEADER, `${UDACHAN_GP},17.25,76.40`].join('\n')).expect(200);
    expect(res.body).toMatchObject({ updated: 1, unchanged: 0 });
    const [row] = await db.query(`SELECT latitude, longitude FROM panchayats WHERE panchayat_code = $1`, [UDACHAN_GP]);
    expect(row).toEqual({ latitude: 17.25, longitude: 76.4 });
  });

  it('TP and GP admins, non-admins and strangers may not import', async () => {
    const csv = [HEADER, `${BADADAL_GP},17.1,76.3`].join('\n');
    let res = await upload(tpAdmin, csv).expect(403);
    expectRefusal(res.body, 'Only state and district administrators can import gram panchayat locations.');
    res = await upload(gpAdmin, csv).expect(403);
    expectRefusal(res.body, 'Only state and district administrators can import gram panchayat locations.');
    res = await upload(zpUser, csv).expect(403);
    expect(res.body.code).toBe('NOT_ADMIN');
    await request(app.getHttpServer()).post('/api/locations/panchayat-locations').attach('file', Buffer.from(csv), 'a.csv').expect(401);
    const [row] = await db.query(`SELECT latitude FROM panchayats WHERE panchayat_code = $1`, [BADADAL_GP]);
    expect(row.latitude).toBe(17.2);
  });

  it('the summary counts panchayats and those located, within the caller’s jurisdiction', async () => {
    const truth = async (where: string) =>
      (await db.query(`SELECT count(*)::int AS panchayats, count(latitude)::int AS located FROM panchayats WHERE ${where}`))[0];
    let res = await summary(admin).expect(200);
    expect(res.body).toMatchObject({ success: true, code: 'GP_LOCATIONS_SUMMARY', ...(await truth('TRUE')) });
    expect(res.body.located).toBe(4);
    res = await summary(admin, '?district_code=1522').expect(200);
    expect(res.body).toMatchObject(await truth(`left(panchayat_code, 4) = '1522'`));
    res = await summary(zpAdmin).expect(200);
    expect(res.body).toMatchObject({ ...(await truth(`left(panchayat_code, 4) = '1515'`)), located: 3 });
    res = await summary(zpAdmin, '?block_code=1515001').expect(200);
    expect(res.body).toMatchObject({ ...(await truth(`block_code = '1515001'`)), located: 2 });
    res = await summary(tpAdmin).expect(200);
    expect(res.body).toMatchObject({ ...(await truth(`block_code = '1515001'`)), located: 2 });
    res = await summary(zpAdmin, '?district_code=1522').expect(403);
    expectRefusal(res.body, 'This location is outside your jurisdiction.');
    res = await summary(tpAdmin, '?block_code=1515006').expect(403);
    expect(res.body.code).toBe('OUTSIDE_JURISDICTION');
    res = await summary(admin, '?district_code=1522&block_code=1515001').expect(400);
    expect(res.body.code).toBe('BLOCK_NOT_IN_DISTRICT');
    res = await summary(admin, '?district_code=15x').expect(400);
    expect(res.body.errorCodes).toEqual({ district_code: 'LOCATION_CODE_FORMAT' });
    res = await summary(zpUser).expect(403);
    expect(res.body.code).toBe('NOT_ADMIN');
  });

  describe('npm run cli -- locations import-gp-locations <file.csv>', () => {
    const cli = (file: string) =>
      runNode('cli.js', ['locations', 'import-gp-locations', file], { DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: 'warn' }, 120000);
    beforeAll(() => requireBuild());

    it('imports any panchayat of the state; the same file again changes nothing', async () => {
      const file = path.join(dir, 'good.csv');
      fs.writeFileSync(file, [HEADER, `${BADADAL_GP},17.3,76.2`, `${ILAVALA_GP},12.3052,76.6551`].join('\n'));
      let run = await cli(file);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('gram panchayat locations: 2 read, 1 updated, 1 unchanged');
      run = await cli(file);
      expect(run.stdout).toContain('gram panchayat locations: 2 read, 0 updated, 2 unchanged');
      const [row] = await db.query(`SELECT latitude, longitude FROM panchayats WHERE panchayat_code = $1`, [BADADAL_GP]);
      expect(row).toEqual({ latitude: 17.3, longitude: 76.2 });
    });

    it('refuses a bad file with its lines on stderr and exit code 1, writing nothing', async () => {
      const file = path.join(dir, 'bad.csv');
      fs.writeFileSync(file, [HEADER, `${BADADAL_GP},17.4,76.4`, '1515001999,17.1,76.3'].join('\n'));
      const run = await cli(file);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('The file was not imported: 1 problem(s)');
      expect(run.stderr).toContain('line 3: Gram panchayat 1515001999 is not in the location master.');
      const [row] = await db.query(`SELECT latitude FROM panchayats WHERE panchayat_code = $1`, [BADADAL_GP]);
      expect(row.latitude).toBe(17.3);
      const missing = await cli(path.join(dir, 'missing.csv'));
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/cannot read .*missing\.csv/);
    });
  });
});
