import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { actor, AFZALPUR, BADADAL, KALABURAGI, MYSURU, STATE, type SignedIn } from '../support/actors.js';
import { loadDemoLocations } from '../support/auth.js';
import { expectEveryAnswerCoded, expectRefusal } from '../support/messages.js';
import { addWork } from '../support/socialaudit.js';
import { startTestApp } from '../support/test-app.js';

// Issue 26: every answer carries a stable code.
expectEveryAnswerCoded();

/*
 * Issue 27: the Photo evidence report for STATE/ZP/TP administrators, scoped by the verified
 * current role: flagged works per taluk, the flagged records, one work's photos for the map, and
 * the CSV. The evidence rows are written by SQL in the set-up (evidence_records and
 * evidence_files as the lead's submission core writes them), so this file tests the report's
 * aggregation and jurisdiction on its own; the evidence the core derives from real photos is
 * the core's own suite's business.
 */
const W1 = '1515001004/IF/0001'; // BADADAL, AFZALPUR, KALABURAGI: flagged at level 1, clean at level 2
const W2 = '1515001005/IF/0002'; // UDACHAN, AFZALPUR: clean
const W3 = '1515006001/IF/0003'; // NELOGI, JEVARGI, KALABURAGI: a reused photo
const W4 = '1522004003/IF/0004'; // ILAVALA, MYSURU: no location
const W5 = '1515001004/IF/0005'; // BADADAL: a record without photos

const ZERO = { 'no-location': 0, 'far-from-work': 0, 'old-photo': 0, 'reused-photo': 0, 'time-mismatch': 0 };

describe('Photo evidence report: GET /api/evidence/report, works, works/:workCode, report.csv', () => {
  let app: INestApplication;
  let db: DataSource;
  let admin: SignedIn;
  let zpAdmin: SignedIn;
  let mysuruAdmin: SignedIn;
  let tpAdmin: SignedIn;
  let zpUser: SignedIn;
  let gpAdmin: SignedIn;
  let oldCycle: number;
  let cycle: number;
  const ids: Record<string, number> = {};

  /** A verification record and its evidence row, as a submission writes them. */
  async function record(
    name: string,
    r: {
      cycle: number;
      level: number;
      work: string;
      panchayat: string;
      photos: number;
      flagged: number;
      counts?: Record<string, number>;
      max?: number | null;
      current?: boolean;
      at: string;
      user: string;
    },
  ) {
    const current = r.current ?? true;
    const [{ id }] = await db.query(
      `INSERT INTO fto_verifications (cycle_id, level, work_code, district_code, block_code, panchayat_code, agency_name, role_id, role_code,
                                      role_name, assignment_id, user_id, user_name, check_list, material, site_details, status, submitted_at, superseded_at)
       VALUES ($1, $2, $3, left($4, 4), left($4, 7), $4, 'Gram Panchayat', 1, 'GP-PDO', 'PDO', 1, 1, $5, '{}', '[]', '{}', 1, $6,
               CASE WHEN $7 THEN NULL ELSE $6::timestamptz + interval '1 hour' END)
       RETURNING id`,
      [r.cycle, r.level, r.work, r.panchayat, r.user, r.at, current],
    );
    const counts = r.counts ?? {};
    const flags = Object.keys(ZERO).filter((f) => counts[f]);
    await db.query(
      `INSERT INTO evidence_records (verification_id, cycle_id, level, work_code, district_code, block_code, panchayat_code, user_id, user_name,
                                     current, photos, flagged, flags, counts, max_distance_m, submitted_at)
       VALUES ($1, $2, $3, $4, left($5, 4), left($5, 7), $5, 1, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [id, r.cycle, r.level, r.work, r.panchayat, r.user, current, r.photos, r.flagged, flags, counts, r.max ?? null, r.at],
    );
    ids[name] = id;
    return id as number;
  }

  /** A stored photo of a record and its evidence. */
  async function photo(
    verificationId: number,
    key: string,
    p: { work: string; panchayat: string; cycle: number; level: number; kind: 'site' | 'checklist'; item?: number } & Partial<
      Record<'exif_latitude' | 'exif_longitude' | 'device_latitude' | 'device_longitude', number>
    > & { flags?: string[]; details?: object },
  ) {
    await db.query(
      `INSERT INTO fto_files (key, verification_id, work_code, kind, item_id, mime, size, uploaded_by) VALUES ($1, $2, $3, $4, $5, 'image/jpeg', 1000, 1)`,
      [key, verificationId, p.work, p.kind, p.item ?? null],
    );
    await db.query(
      `INSERT INTO evidence_files (key, verification_id, cycle_id, level, work_code, district_code, block_code, panchayat_code, user_id, kind, item_id,
                                   exif_latitude, exif_longitude, taken_at, camera_make, device_latitude, device_longitude, flags, details)
       VALUES ($1, $2, $3, $4, $5, left($6, 4), left($6, 7), $6, 1, $7, $8, $9, $10, CASE WHEN $9::float8 IS NULL THEN NULL ELSE now() END,
               CASE WHEN $9::float8 IS NULL THEN NULL ELSE 'Xiaomi' END, $11, $12, $13, $14)`,
      [
        key,
        verificationId,
        p.cycle,
        p.level,
        p.work,
        p.panchayat,
        p.kind,
        p.item ?? null,
        p.exif_latitude ?? null,
        p.exif_longitude ?? null,
        p.device_latitude ?? null,
        p.device_longitude ?? null,
        p.flags ?? [],
        p.details ?? {},
      ],
    );
  }

  beforeAll(async () => {
    app = await startTestApp();
    await loadDemoLocations(app);
    db = app.get(DataSource);
    [admin, zpAdmin, mysuruAdmin, tpAdmin, zpUser, gpAdmin] = await Promise.all([
      actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN'),
      actor(app, 'ZP', 'ZP-CEO', KALABURAGI, 'ADMIN'),
      actor(app, 'ZP', 'ZP-CEO', MYSURU, 'ADMIN'),
      actor(app, 'TP', 'TP-EO', AFZALPUR, 'ADMIN'),
      actor(app, 'ZP', 'ZP-CEO', KALABURAGI, 'USER'),
      actor(app, 'GP', 'GP-PDO', BADADAL, 'ADMIN'),
    ]);
    const levels = JSON.stringify(Array.from({ length: 5 }, () => ({ startDate: '2024-04-01', endDate: '2024-06-30', percentage: 50 })));
    const cycleRow = async (name: string, start: string, end: string) =>
      (
        await db.query(
          `INSERT INTO fto_schedules (cycle_name, financial_year, schedule_start, schedule_end, lock1_open, lock1_close, lock2_open, lock2_close, levels)
           VALUES ($1, '{2023-2024}', $2, $3, $2, $2, $3, $3, $4) RETURNING id`,
          [name, start, end, levels],
        )
      )[0].id as number;
    oldCycle = await cycleRow('Cycle 2024-1', '2024-04-01', '2024-06-30');
    cycle = await cycleRow('Cycle 2024-2', '2024-10-01', '2025-03-31');

    await addWork(app, '1515001004', W1, 'Farm pond at Badadal');
    await addWork(app, '1515001005', W2, 'Cattle shed');
    await addWork(app, '1515006001', W3, 'Nala bund');
    await addWork(app, '1522004003', W4, 'Compound wall, "school"');

    const at = '2024-11-05T10:30:00Z';
    const w1l1 = await record('w1l1', {
      cycle,
      level: 1,
      work: W1,
      panchayat: '1515001004',
      photos: 5,
      flagged: 2,
      counts: { 'far-from-work': 2, 'old-photo': 1 },
      max: 1800,
      at,
      user: 'RAMESH PDO',
    });
    await record('w1l1old', {
      cycle,
      level: 1,
      work: W1,
      panchayat: '1515001004',
      photos: 4,
      flagged: 4,
      counts: { 'no-location': 4 },
      current: false,
      at: '2024-11-01T09:00:00Z',
      user: 'RAMESH PDO',
    });
    await record('w1l2', {
      cycle,
      level: 2,
      work: W1,
      panchayat: '1515001004',
      photos: 3,
      flagged: 0,
      at: '2024-11-20T06:00:00Z',
      user: 'SURESH EO',
    });
    await record('w2l1', { cycle, level: 1, work: W2, panchayat: '1515001005', photos: 2, flagged: 0, at, user: 'GEETA PDO' });
    await record('w3l1', {
      cycle,
      level: 1,
      work: W3,
      panchayat: '1515006001',
      photos: 4,
      flagged: 1,
      counts: { 'reused-photo': 1 },
      at,
      user: 'ANIL PDO',
    });
    await record('w4l1', {
      cycle,
      level: 1,
      work: W4,
      panchayat: '1522004003',
      photos: 3,
      flagged: 3,
      counts: { 'no-location': 3 },
      at,
      user: 'MANJU PDO',
    });
    await record('w5l1', { cycle, level: 1, work: W5, panchayat: '1515001004', photos: 0, flagged: 0, at, user: 'RAMESH PDO' });
    await record('w1old', {
      cycle: oldCycle,
      level: 1,
      work: W1,
      panchayat: '1515001004',
      photos: 2,
      flagged: 2,
      counts: { 'time-mismatch': 2 },
      at: '2024-05-02T08:00:00Z',
      user: 'RAMESH PDO',
    });

    const base = { work: W1, panchayat: '1515001004', cycle, level: 1 };
    await photo(w1l1, 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6', { ...base, kind: 'site', exif_latitude: 17.1986, exif_longitude: 76.3512 });
    await photo(w1l1, 'b1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6', {
      ...base,
      kind: 'checklist',
      item: 7,
      device_latitude: 17.2147,
      device_longitude: 76.3512,
      flags: ['far-from-work'],
      details: { distance_m: 1800, reference: 'level1-photo' },
    });
    await db.query(`UPDATE panchayats SET latitude = 17.2, longitude = 76.35 WHERE panchayat_code = '1515001004'`);
  });
  afterAll(() => app.close());

  const get = (who: SignedIn, path: string) => who.agent.get(`/api/evidence/${path}`);
  const afzalpur = (over: object = {}) => ({
    district_code: '1515',
    district_name: 'KALABURAGI',
    district_name_kn: 'ಕಲಬುರಗಿ',
    block_code: '1515001',
    block_name: 'AFZALPUR',
    block_name_kn: 'ಅಫಜಲಪುರ',
    works: 2,
    flagged_works: 1,
    photos: 10,
    flagged_photos: 2,
    counts: { ...ZERO, 'far-from-work': 2, 'old-photo': 1 },
    ...over,
  });
  const jevargi = {
    district_code: '1515',
    district_name: 'KALABURAGI',
    district_name_kn: 'ಕಲಬುರಗಿ',
    block_code: '1515006',
    block_name: 'JEVARGI',
    block_name_kn: 'ಜೇವರ್ಗಿ',
    works: 1,
    flagged_works: 1,
    photos: 4,
    flagged_photos: 1,
    counts: { ...ZERO, 'reused-photo': 1 },
  };
  const mysuru = {
    district_code: '1522',
    district_name: 'MYSURU',
    district_name_kn: 'ಮೈಸೂರು',
    block_code: '1522004',
    block_name: 'MYSURU',
    block_name_kn: 'ಮೈಸೂರು',
    works: 1,
    flagged_works: 1,
    photos: 3,
    flagged_photos: 3,
    counts: { ...ZERO, 'no-location': 3 },
  };

  it('report: STATE sees every taluk of the newest cycle; current records only; totals add up', async () => {
    const res = await get(admin, 'report').expect(200);
    expect(res.body).toEqual({
      success: true,
      code: 'EVIDENCE_REPORT',
      message: 'Photo evidence report.',
      cycles: [
        { id: cycle, name: 'Cycle 2024-2' },
        { id: oldCycle, name: 'Cycle 2024-1' },
      ],
      cycle_id: cycle,
      rows: [afzalpur(), jevargi, mysuru],
      totals: {
        works: 4,
        flagged_works: 3,
        photos: 17,
        flagged_photos: 6,
        counts: { ...ZERO, 'far-from-work': 2, 'old-photo': 1, 'reused-photo': 1, 'no-location': 3 },
      },
    });
    // The same figures straight from SQL.
    const [truth] = await db.query(
      `SELECT sum(photos)::int AS photos, sum(flagged)::int AS flagged FROM evidence_records WHERE current AND cycle_id = $1`,
      [cycle],
    );
    expect(truth).toEqual({ photos: 17, flagged: 6 });
  });

  it('report: filters by level, district, taluk and cycle', async () => {
    let res = await get(admin, 'report?level=2').expect(200);
    expect(res.body.rows).toEqual([afzalpur({ works: 1, flagged_works: 0, photos: 3, flagged_photos: 0, counts: ZERO })]);
    res = await get(admin, 'report?district_code=1522').expect(200);
    expect(res.body.rows).toEqual([mysuru]);
    res = await get(admin, 'report?block_code=1515006').expect(200);
    expect(res.body.rows).toEqual([jevargi]);
    res = await get(admin, `report?cycle_id=${oldCycle}`).expect(200);
    expect(res.body).toMatchObject({
      cycle_id: oldCycle,
      rows: [afzalpur({ works: 1, photos: 2, flagged_photos: 2, counts: { ...ZERO, 'time-mismatch': 2 } })],
    });
  });

  it('report: ZP sees its district, TP its taluk; a place outside is refused; GP admins and non-admins are refused', async () => {
    let res = await get(zpAdmin, 'report').expect(200);
    expect(res.body.rows).toEqual([afzalpur(), jevargi]);
    expect(res.body.totals).toMatchObject({ works: 3, flagged_works: 2, photos: 14, flagged_photos: 3 });
    res = await get(mysuruAdmin, 'report').expect(200);
    expect(res.body.rows).toEqual([mysuru]);
    res = await get(tpAdmin, 'report').expect(200);
    expect(res.body.rows).toEqual([afzalpur()]);

    res = await get(zpAdmin, 'report?district_code=1522').expect(403);
    expectRefusal(res.body, 'This location is outside your jurisdiction.');
    res = await get(mysuruAdmin, 'report?block_code=1515001').expect(403);
    expect(res.body.code).toBe('OUTSIDE_JURISDICTION');
    res = await get(tpAdmin, 'report?block_code=1515006').expect(403);
    expect(res.body.code).toBe('OUTSIDE_JURISDICTION');
    res = await get(gpAdmin, 'report').expect(403);
    expectRefusal(res.body, 'The Photo evidence report is for state, district and taluk administrators.');
    res = await get(zpUser, 'report').expect(403);
    expect(res.body.code).toBe('NOT_ADMIN');
    await request(app.getHttpServer()).get('/api/evidence/report').expect(401);
    // A role the caller does not hold is refused, whatever it claims.
    res = await zpAdmin.agent
      .get('/api/evidence/report')
      .query({ currentRole: JSON.stringify({ ...zpAdmin.role, district_code: '1522' }) })
      .expect(403);
    expect(res.body.code).toBe('ROLE_NOT_ASSIGNED');
  });

  it('report: bad query values are coded 400s; an unknown cycle is a 404', async () => {
    let res = await get(admin, 'report?cycle_id=abc').expect(400);
    expect(res.body.errorCodes).toEqual({ cycle_id: 'EVIDENCE_CYCLE_INVALID' });
    res = await get(admin, 'report?level=6').expect(400);
    expect(res.body.errorCodes).toEqual({ level: 'EVIDENCE_LEVEL_INVALID' });
    res = await get(admin, 'report?district_code=15').expect(400);
    expect(res.body.errorCodes).toEqual({ district_code: 'LOCATION_CODE_FORMAT' });
    res = await get(admin, 'report?district_code=1522&block_code=1515001').expect(400);
    expect(res.body.code).toBe('BLOCK_NOT_IN_DISTRICT');
    res = await get(admin, 'works?flag=blurry').expect(400);
    expectRefusal(res.body, 'flag must be one of no-location, far-from-work, old-photo, reused-photo, time-mismatch.', {
      flag: 'flag must be one of no-location, far-from-work, old-photo, reused-photo, time-mismatch.',
    });
    res = await get(admin, 'report?cycle_id=999999').expect(404);
    expectRefusal(res.body, 'No such verification cycle.');
  });

  it('works: the current flagged records with names, of one flag when asked, inside the jurisdiction', async () => {
    let res = await get(admin, 'works').expect(200);
    expect(res.body.code).toBe('WORKS_FOUND');
    expect(res.body.rows.map((r: { work_code: string; level: number }) => `${r.work_code}@${r.level}`)).toEqual([
      `${W1}@1`,
      `${W3}@1`,
      `${W4}@1`,
    ]);
    expect(res.body.rows[0]).toEqual({
      verification_id: ids.w1l1,
      work_code: W1,
      work_name: 'Farm pond at Badadal',
      panchayat_code: '1515001004',
      panchayat_name: 'BADADAL',
      panchayat_name_kn: 'ಬಡದಾಳ',
      level: 1,
      user_name: 'RAMESH PDO',
      submitted_at: '2024-11-05T10:30:00.000Z',
      photos: 5,
      flagged: 2,
      flags: ['far-from-work', 'old-photo'],
      counts: { 'far-from-work': 2, 'old-photo': 1 },
      max_distance_m: 1800,
    });
    res = await get(admin, 'works?flag=reused-photo').expect(200);
    expect(res.body.rows.map((r: { work_code: string }) => r.work_code)).toEqual([W3]);
    res = await get(admin, 'works?flag=time-mismatch').expect(200);
    expect(res.body).toMatchObject({ code: 'NO_WORKS', rows: [] });
    res = await get(admin, `works?flag=time-mismatch&cycle_id=${oldCycle}`).expect(200);
    expect(res.body.rows.map((r: { verification_id: number }) => r.verification_id)).toEqual([ids.w1old]);
    res = await get(tpAdmin, 'works').expect(200);
    expect(res.body.rows.map((r: { work_code: string }) => r.work_code)).toEqual([W1]);
    res = await get(mysuruAdmin, 'works').expect(200);
    expect(res.body.rows.map((r: { work_code: string }) => r.work_code)).toEqual([W4]);
    res = await get(tpAdmin, 'works?block_code=1515006').expect(403);
    expect(res.body.code).toBe('OUTSIDE_JURISDICTION');
    res = await get(gpAdmin, 'works').expect(403);
    expect(res.body.code).toBe('EVIDENCE_REPORT_NOT_ALLOWED');
  });

  it("works/:workCode: the map data of a work's current records, inside the jurisdiction only", async () => {
    const path = `works/${encodeURIComponent(W1)}`;
    const res = await get(tpAdmin, path).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      code: 'EVIDENCE_WORK',
      message: `Photo evidence of work ${W1}.`,
      work: {
        work_code: W1,
        work_name: 'Farm pond at Badadal',
        block_name: 'AFZALPUR',
        block_name_kn: 'ಅಫಜಲಪುರ',
        panchayat_name: 'BADADAL',
        panchayat_name_kn: 'ಬಡದಾಳ',
      },
      reference: { latitude: 17.1986, longitude: 76.3512, source: 'level1-photo' },
      panchayat: { latitude: 17.2, longitude: 76.35 },
    });
    expect(
      res.body.records.map((r: { verification_id: number; level: number; user_name: string }) => [r.verification_id, r.level, r.user_name]),
    ).toEqual([
      [ids.w1l1, 1, 'RAMESH PDO'],
      [ids.w1l2, 2, 'SURESH EO'],
    ]);
    const evidence = res.body.records[0].evidence;
    expect(evidence).toMatchObject({ photos: 5, flagged: 2, flags: ['far-from-work', 'old-photo'], max_distance_m: 1800 });
    expect(evidence.files).toHaveLength(2);
    expect(evidence.files[0]).toMatchObject({
      path: 'filever/files/a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6',
      kind: 'site',
      exif: { latitude: 17.1986, longitude: 76.3512 },
      device: null,
    });
    // The device's position is kept apart from EXIF.
    expect(evidence.files[1]).toMatchObject({
      kind: 'checklist',
      item_id: 7,
      exif: null,
      device: { latitude: 17.2147, longitude: 76.3512 },
      flags: ['far-from-work'],
      details: { distance_m: 1800, reference: 'level1-photo' },
    });

    await get(zpAdmin, path).expect(200);
    await get(admin, path).expect(200);
    let refused = await get(mysuruAdmin, path).expect(404);
    expectRefusal(refused.body, `No photo evidence of work ${W1} in this cycle within your jurisdiction.`);
    refused = await get(tpAdmin, `works/${encodeURIComponent(W3)}`).expect(404);
    expect(refused.body.code).toBe('EVIDENCE_WORK_NOT_FOUND');
    refused = await get(zpUser, path).expect(403);
    expect(refused.body.code).toBe('NOT_ADMIN');
    refused = await get(gpAdmin, path).expect(403);
    expect(refused.body.code).toBe('EVIDENCE_REPORT_NOT_ALLOWED');
    refused = await get(admin, `works/${encodeURIComponent('W1; DROP TABLE x')}`).expect(400);
    expect(refused.body.code).toBe('WORK_CODE_INVALID');
    // The older cycle's record of the same work, by its cycle.
    const old = await get(admin, `${path}?cycle_id=${oldCycle}`).expect(200);
    expect(old.body.records.map((r: { verification_id: number }) => r.verification_id)).toEqual([ids.w1old]);
    expect(old.body.reference).toBeNull();
  });

  it('report.csv: a UTF-8 file with BOM, one line per flagged record, headers in the caller’s language, scoped', async () => {
    const csv = async (who: SignedIn, query = '', language = 'en') => {
      const res = await who.agent
        .get(`/api/evidence/report.csv${query}`)
        .set('Accept-Language', language)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
      return res;
    };
    const res = await csv(admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="photo-evidence-${cycle}.csv"`);
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.toString('utf8').slice(1).split('\r\n');
    expect(lines).toEqual([
      'District,Taluk,Gram panchayat,Work code,Work name,Level,Officer,Submitted at,Photos,Flagged photos,No location,Far from the work site,Old photo,Reused photo,Time mismatch,Farthest distance (m)',
      `KALABURAGI,AFZALPUR,BADADAL,${W1},Farm pond at Badadal,1,RAMESH PDO,2024-11-05 16:00,5,2,0,2,1,0,0,1800`,
      `KALABURAGI,JEVARGI,NELOGI,${W3},Nala bund,1,ANIL PDO,2024-11-05 16:00,4,1,0,0,0,1,0,`,
      `MYSURU,MYSURU,ILAVALA,${W4},"Compound wall, ""school""",1,MANJU PDO,2024-11-05 16:00,3,3,3,0,0,0,0,`,
      '',
    ]);

    const kn = (await csv(tpAdmin, '', 'kn')).body.toString('utf8').slice(1).split('\r\n');
    expect(kn[0].split(',').slice(0, 3)).toEqual(['ಜಿಲ್ಲೆ', 'ತಾಲ್ಲೂಕು', 'ಗ್ರಾಮ ಪಂಚಾಯತಿ']);
    expect(kn.slice(1)).toEqual([`ಕಲಬುರಗಿ,ಅಫಜಲಪುರ,ಬಡದಾಳ,${W1},Farm pond at Badadal,1,RAMESH PDO,2024-11-05 16:00,5,2,0,2,1,0,0,1800`, '']);

    const reused = (await csv(zpAdmin, '?flag=reused-photo')).body.toString('utf8').split('\r\n');
    expect(reused.slice(1)).toEqual([`KALABURAGI,JEVARGI,NELOGI,${W3},Nala bund,1,ANIL PDO,2024-11-05 16:00,4,1,0,0,0,1,0,`, '']);
    const mysuruOnly = (await csv(mysuruAdmin)).body.toString('utf8').split('\r\n');
    expect(mysuruOnly).toHaveLength(3);
    expect(mysuruOnly[1]).toMatch(/^MYSURU,MYSURU,ILAVALA,/);

    let refused = await zpAdmin.agent.get('/api/evidence/report.csv?district_code=1522').expect(403);
    expect(refused.body.code).toBe('OUTSIDE_JURISDICTION');
    refused = await zpUser.agent.get('/api/evidence/report.csv').expect(403);
    expect(refused.body.code).toBe('NOT_ADMIN');
    refused = await gpAdmin.agent.get('/api/evidence/report.csv').expect(403);
    expect(refused.body.code).toBe('EVIDENCE_REPORT_NOT_ALLOWED');
  });
});

describe('Report map tiles: /api/site map and the Content-Security-Policy img-src', () => {
  const imgSrc = (csp: string) =>
    csp
      .split(';')
      .find((d) => d.trim().startsWith('img-src'))
      ?.trim();

  it('OpenStreetMap by default: the site says so and img-src allows its host', async () => {
    const app = await startTestApp();
    try {
      const res = await request(app.getHttpServer()).get('/api/site').expect(200);
      expect(res.body.map).toEqual({
        tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      });
      expect(imgSrc(res.headers['content-security-policy'])).toBe("img-src 'self' data: https://tile.openstreetmap.org");
    } finally {
      await app.close();
    }
  });

  it('a tile server with {s} subdomains: img-src allows its subdomains', async () => {
    const app = await startTestApp({
      env: { MAP_TILE_URL: 'https://{s}.tiles.example.in/osm/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'Tiles: KSRSAC' },
    });
    try {
      const res = await request(app.getHttpServer()).get('/api/site').expect(200);
      expect(res.body.map).toEqual({ tile_url: 'https://{s}.tiles.example.in/osm/{z}/{x}/{y}.png', attribution: 'Tiles: KSRSAC' });
      expect(imgSrc(res.headers['content-security-policy'])).toBe("img-src 'self' data: https://*.tiles.example.in");
    } finally {
      await app.close();
    }
  });

  it('MAP_TILE_URL empty: no tiles, and img-src stays the site itself', async () => {
    const app = await startTestApp({ env: { MAP_TILE_URL: '' } });
    try {
      const res = await request(app.getHttpServer()).get('/api/site').expect(200);
      expect(res.body.map).toEqual({ tile_url: null, attribution: '' });
      expect(imgSrc(res.headers['content-security-policy'])).toBe("img-src 'self' data:");
    } finally {
      await app.close();
    }
  });
});
