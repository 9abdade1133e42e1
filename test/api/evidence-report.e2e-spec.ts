import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { passedOn, samplePhoto } from '../../server/src/dev/seeds/sample-photos.js';
import { FTO_DEMO_DEPARTMENTS } from '../../server/src/dev/seeds/fto-demo-seed.service.js';
import { actor, AFZALPUR, BADADAL, KALABURAGI, MYSURU, MYSURU_TP, STATE, type SignedIn } from '../support/actors.js';
import { addDays, loadPanchayats, materialEntries, reviewedRecordOf, scheduleForm, setUpDepartments, today } from '../support/fto.js';
import { expectEveryAnswerCoded, expectRefusal } from '../support/messages.js';
import { startScraperHarness, type ScraperHarness } from '../support/scraper.js';
import { JEVARGI } from '../support/socialaudit.js';
import { startTestApp } from '../support/test-app.js';

// Issue 26: every answer carries a stable code.
expectEveryAnswerCoded();

/*
 * Issue 27: the Photo evidence report for STATE/ZP/TP administrators, scoped by the verified
 * current role: flagged works per taluk, the flagged records, one work's photos for the map, and
 * the CSV. The evidence comes from real Fill Work File submissions (level 1 officers of AFZALPUR,
 * JEVARGI and MYSURU, one level 2 officer), photos made by sample-photos.ts with and without GPS.
 */
const GP_A = '1515001004'; // BADADAL, AFZALPUR, KALABURAGI
const GP_J = '1515006001'; // NELOGI, JEVARGI, KALABURAGI
const GP_M = '1522004003'; // ILAVALA, MYSURU, MYSURU
const M_PER_DEG = 111195;
const SITE = { latitude: 17.2, longitude: 76.36 };
const SITE2 = { latitude: 17.23, longitude: 76.36 };
const SITE_J = { latitude: 17.02, longitude: 76.58 };
const north = (p: { latitude: number; longitude: number }, metres: number) => ({
  latitude: p.latitude + metres / M_PER_DEG,
  longitude: p.longitude,
});
/** Asia/Kolkata wall time of an instant, as a camera writes it. */
const istWall = (at: Date) => new Date(at.getTime() + 5.5 * 3600 * 1000).toISOString().slice(0, 19);
const FLAGS = ['no-location', 'far-from-work', 'old-photo', 'reused-photo', 'time-mismatch', 'future'];
const ZERO = Object.fromEntries(FLAGS.map((f) => [f, 0])) as Record<string, number>;

interface Photos {
  site: Buffer;
  /** One per image item, in order; missing ones repeat the last. */
  images: Buffer[];
  devices?: Record<string, { latitude: number; longitude: number; accuracy: number; at: string }>;
}

describe('Photo evidence report: GET /api/evidence/report, works, works/:workCode, report.csv', () => {
  let h: ScraperHarness;
  let app: INestApplication;
  let db: DataSource;
  let day: string;
  let admin: SignedIn;
  let zpAdmin: SignedIn;
  let mysuruAdmin: SignedIn;
  let tpAdmin: SignedIn;
  let zpUser: SignedIn;
  let gpAdmin: SignedIn;
  let l1: SignedIn; // level 1, AFZALPUR
  let l2: SignedIn; // level 2, AFZALPUR
  let j1: SignedIn; // level 1, JEVARGI
  let m1: SignedIn; // level 1, MYSURU
  let cycle: number;
  let oldCycle: number;
  let items: { id: number; imgages: string }[];
  let A1: string; // far-from-work at level 1, filed twice (the first record superseded)
  let A2: string; // clean at levels 1 and 2
  let J1: string; // a copy of A1's site photo: reused
  let M1: string; // no location at all
  /** Photos per record: the site photo and one per image item. */
  let total: number;
  let seed = 500;
  const ids: Record<string, number> = {};
  const no = { q1: 'Y', q2: 'Y', q3: 'Y', q4: 'Y', q5: 'Y', recommendation: 'No', reason: 'Photo evidence report test.' };

  const worksOf = async (who: SignedIn) => {
    const summary = await who.agent.post('/api/filever/getworks2').send({}).expect(200);
    const out: string[] = [];
    for (const cell of summary.body.works as { agency_name: string; work_start_fin_year: string }[]) {
      const list = await who.agent.post('/api/filever/getworkData2').send({ agency: cell.agency_name, year: cell.work_start_fin_year });
      out.push(...(list.body.works as { work_code: string }[]).map((w) => w.work_code));
    }
    return out;
  };
  const imageItems = () => items.filter((i) => i.imgages === 'Y').map((i) => i.id);
  const aMinuteAgo = () => new Date(Date.now() - 60 * 1000);
  /** A camera photo of a new scene at a point (a PNG without EXIF when null). */
  const photo = (at: { latitude: number; longitude: number } | null) =>
    at
      ? samplePhoto({ seed: seed++, gps: { ...at, accuracy_m: 6 }, takenAt: istWall(aMinuteAgo()), offset: '+05:30' })
      : samplePhoto({ seed: seed++, format: 'png' });
  const entriesFor = (who: SignedIn, workCode: string) => materialEntries(who.agent, workCode, day);
  /** Files a work as the portal's client does (fields first, then files); answers the record's id. */
  const fileOk = async (who: SignedIn, workCode: string, p: Photos): Promise<number> => {
    let req = who.agent
      .post('/api/filever/submitFullVerification')
      .field('workCode', workCode)
      .field('checkList', JSON.stringify({ selectedCB: Object.fromEntries(items.map((i) => [String(i.id), 'Satisfactory'])) }))
      .field('material', JSON.stringify(await entriesFor(who, workCode)))
      .field('siteAnswers', JSON.stringify(no));
    const reviewed = await reviewedRecordOf(who.agent, workCode);
    if (reviewed !== null) req = req.field('reviewedRecordId', String(reviewed));
    if (p.devices) req = req.field('devicePositions', JSON.stringify(p.devices));
    req = req.attach('sitePhoto', p.site, 'site.jpg');
    imageItems().forEach((id, i) => {
      req = req.attach(`image_${id}`, p.images[Math.min(i, p.images.length - 1)], `item-${id}.jpg`);
    });
    const res = await req;
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 200, body: { success: true, code: 'FTO_SUBMITTED' } });
    return res.body.id as number;
  };

  beforeAll(async () => {
    h = await startScraperHarness({ panchayats: [GP_A, GP_J, GP_M], worksPerPanchayat: 6 });
    app = h.app;
    db = app.get(DataSource);
    day = today(app);
    await loadPanchayats(app, [GP_A, GP_J, GP_M]);
    admin = await actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN');
    await setUpDepartments(app, admin, FTO_DEMO_DEPARTMENTS);
    [zpAdmin, mysuruAdmin, tpAdmin, zpUser, gpAdmin, l1, l2, j1, m1] = await Promise.all([
      actor(app, 'ZP', 'ZP-CEO', KALABURAGI, 'ADMIN'),
      actor(app, 'ZP', 'ZP-CEO', MYSURU, 'ADMIN'),
      actor(app, 'TP', 'TP-EO', AFZALPUR, 'ADMIN'),
      actor(app, 'ZP', 'ZP-CEO', KALABURAGI, 'USER'),
      actor(app, 'GP', 'GP-PDO', BADADAL, 'ADMIN'),
      actor(app, 'TP', 'PRED-JE', AFZALPUR, 'USER'),
      actor(app, 'TP', 'PRED-AE', AFZALPUR, 'USER'),
      actor(app, 'TP', 'PRED-JE', JEVARGI, 'USER'),
      actor(app, 'TP', 'PRED-JE', MYSURU_TP, 'USER'),
    ]);
    // An older cycle, long closed, without records; the report defaults to the newest.
    oldCycle = (
      await db.query(
        `INSERT INTO fto_schedules (cycle_name, financial_year, schedule_start, schedule_end, lock1_open, lock1_close, lock2_open, lock2_close, levels)
         VALUES ('Cycle 2020', '{2019-2020}', '2020-04-01', '2020-06-30', '2020-04-01', '2020-04-01', '2020-06-30', '2020-06-30', $1) RETURNING id`,
        [JSON.stringify(Array.from({ length: 5 }, () => ({ startDate: '2020-04-01', endDate: '2020-06-30', percentage: 50 })))],
      )
    )[0].id;
    await admin.agent
      .post('/api/admin/add_shedule2')
      .send(scheduleForm('Evidence report cycle', day, addDays(day, 30), [100, 100, 100, 100, 100]))
      .expect(200);
    cycle = (await db.query(`SELECT id FROM fto_schedules WHERE cycle_name = 'Evidence report cycle'`))[0].id;
    // BADADAL's office lies 500 m north of SITE: inside 15 km of every photo filed there.
    await db.query('UPDATE panchayats SET latitude = $2, longitude = $3 WHERE panchayat_code = $1', [
      GP_A,
      north(SITE, 500).latitude,
      SITE.longitude,
    ]);

    const afzalpurWorks = (await worksOf(l1)).filter((w) => w.startsWith(GP_A));
    [A1, A2] = afzalpurWorks;
    [J1] = (await worksOf(j1)).filter((w) => w.startsWith(GP_J));
    [M1] = (await worksOf(m1)).filter((w) => w.startsWith(GP_M));
    expect([A1, A2, J1, M1].every(Boolean)).toBe(true);
    items = (await l1.agent.post('/api/filever/getCheckList3').send({ workCode: A1 }).expect(200)).body.data;
    expect(imageItems().length).toBeGreaterThanOrEqual(2);
    total = imageItems().length + 1;

    // A1: first filed with photos that carry no location, then again: the first record is superseded.
    ids.a1first = await fileOk(l1, A1, { site: await photo(null), images: [await photo(null)] });
    const a1Site = await photo(SITE);
    ids.a1 = await fileOk(l1, A1, {
      site: a1Site,
      images: [await photo(north(SITE, 1800)), await photo(north(SITE, 20))],
      devices: {
        [`image_${imageItems()[1]}`]: {
          latitude: north(SITE, 25).latitude,
          longitude: SITE.longitude,
          accuracy: 12,
          at: aMinuteAgo().toISOString(),
        },
      },
    });
    ids.a2 = await fileOk(l1, A2, { site: await photo(SITE2), images: [await photo(north(SITE2, 30))] });
    // J1: a resized, recompressed copy of A1's site photo (no EXIF left), filed by another officer in another taluk.
    ids.j1 = await fileOk(j1, J1, {
      site: await photo(SITE_J),
      images: [await passedOn(a1Site, { width: 640, quality: 60 }), await photo(north(SITE_J, 10))],
    });
    ids.m1 = await fileOk(m1, M1, { site: await photo(null), images: [await photo(null)] });
    // Level 2 files A2 at its site: clean.
    ids.a2l2 = await fileOk(l2, A2, { site: await photo(north(SITE2, 5)), images: [await photo(north(SITE2, 15))] });
  }, 300000);
  afterAll(() => h?.close());

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
    photos: 3 * total,
    flagged_photos: 1,
    counts: { ...ZERO, 'far-from-work': 1 },
    ...over,
  });
  const jevargi = () => ({
    district_code: '1515',
    district_name: 'KALABURAGI',
    district_name_kn: 'ಕಲಬುರಗಿ',
    block_code: '1515006',
    block_name: 'JEVARGI',
    block_name_kn: 'ಜೇವರ್ಗಿ',
    works: 1,
    flagged_works: 1,
    photos: total,
    flagged_photos: 1,
    counts: { ...ZERO, 'no-location': 1, 'reused-photo': 1 },
  });
  const mysuru = () => ({
    district_code: '1522',
    district_name: 'MYSURU',
    district_name_kn: 'ಮೈಸೂರು',
    block_code: '1522004',
    block_name: 'MYSURU',
    block_name_kn: 'ಮೈಸೂರು',
    works: 1,
    flagged_works: 1,
    photos: total,
    flagged_photos: total,
    counts: { ...ZERO, 'no-location': total },
  });

  it('the submissions wrote the evidence the report reads (the set-up holds)', async () => {
    const rows: { verification_id: number; current: boolean; flagged: number; flags: string[] }[] = await db.query(
      `SELECT verification_id, current, flagged, flags FROM evidence_records WHERE cycle_id = $1 ORDER BY verification_id`,
      [cycle],
    );
    expect(rows).toEqual([
      { verification_id: ids.a1first, current: false, flagged: total, flags: ['no-location'] },
      { verification_id: ids.a1, current: true, flagged: 1, flags: ['far-from-work'] },
      { verification_id: ids.a2, current: true, flagged: 0, flags: [] },
      { verification_id: ids.j1, current: true, flagged: 1, flags: ['no-location', 'reused-photo'] },
      { verification_id: ids.m1, current: true, flagged: total, flags: ['no-location'] },
      { verification_id: ids.a2l2, current: true, flagged: 0, flags: [] },
    ]);
  });

  it('report: STATE sees every taluk of the newest cycle; current records only; totals add up', async () => {
    const res = await get(admin, 'report').expect(200);
    expect(res.body).toEqual({
      success: true,
      code: 'EVIDENCE_REPORT',
      message: 'Photo evidence report.',
      cycles: [
        { id: cycle, name: 'Evidence report cycle' },
        { id: oldCycle, name: 'Cycle 2020' },
      ],
      cycle_id: cycle,
      rows: [afzalpur(), jevargi(), mysuru()],
      totals: {
        works: 4,
        flagged_works: 3,
        photos: 5 * total,
        flagged_photos: total + 2,
        counts: { ...ZERO, 'far-from-work': 1, 'no-location': total + 1, 'reused-photo': 1 },
      },
    });
    const [truth] = await db.query(
      `SELECT sum(photos)::int AS photos, sum(flagged)::int AS flagged FROM evidence_records WHERE current AND cycle_id = $1`,
      [cycle],
    );
    expect(truth).toEqual({ photos: res.body.totals.photos, flagged: res.body.totals.flagged_photos });
  });

  it('report: filters by level, district, taluk and cycle', async () => {
    let res = await get(admin, 'report?level=2').expect(200);
    expect(res.body.rows).toEqual([afzalpur({ works: 1, flagged_works: 0, photos: total, flagged_photos: 0, counts: ZERO })]);
    res = await get(admin, 'report?level=1').expect(200);
    expect(res.body.rows).toEqual([afzalpur({ photos: 2 * total }), jevargi(), mysuru()]);
    res = await get(admin, 'report?district_code=1522').expect(200);
    expect(res.body.rows).toEqual([mysuru()]);
    res = await get(admin, 'report?block_code=1515006').expect(200);
    expect(res.body.rows).toEqual([jevargi()]);
    res = await get(admin, `report?cycle_id=${oldCycle}`).expect(200);
    expect(res.body).toMatchObject({ cycle_id: oldCycle, rows: [], totals: { works: 0, photos: 0, counts: ZERO } });
  });

  it('report: ZP sees its district, TP its taluk; a place outside is refused; GP admins and non-admins are refused', async () => {
    let res = await get(zpAdmin, 'report').expect(200);
    expect(res.body.rows).toEqual([afzalpur(), jevargi()]);
    expect(res.body.totals).toMatchObject({ works: 3, flagged_works: 2, photos: 4 * total, flagged_photos: 2 });
    res = await get(mysuruAdmin, 'report').expect(200);
    expect(res.body.rows).toEqual([mysuru()]);
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
    res = await get(l1, 'report').expect(403);
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
    const flagRule = 'flag must be one of no-location, far-from-work, old-photo, reused-photo, time-mismatch, future.';
    res = await get(admin, 'works?flag=blurry').expect(400);
    expectRefusal(res.body, flagRule, { flag: flagRule });
    res = await get(admin, 'report?cycle_id=999999').expect(404);
    expectRefusal(res.body, 'No such verification cycle.');
  });

  it('works: the current flagged records with names, of one flag when asked, inside the jurisdiction', async () => {
    const [a1] = await db.query(`SELECT work_name FROM mis_works WHERE work_code = $1`, [A1]);
    const [{ submitted_at }] = await db.query(`SELECT submitted_at FROM fto_verifications WHERE id = $1`, [ids.a1]);
    let res = await get(admin, 'works').expect(200);
    expect(res.body.code).toBe('WORKS_FOUND');
    expect(res.body.rows.map((r: { verification_id: number }) => r.verification_id)).toEqual([ids.a1, ids.j1, ids.m1]);
    expect(res.body.rows[0]).toEqual({
      verification_id: ids.a1,
      work_code: A1,
      work_name: a1.work_name,
      panchayat_code: GP_A,
      panchayat_name: 'BADADAL',
      panchayat_name_kn: 'ಬಡದಾಳ',
      level: 1,
      user_name: 'TEST OFFICER',
      submitted_at: new Date(submitted_at).toISOString(),
      photos: total,
      flagged: 1,
      flags: ['far-from-work'],
      counts: { 'far-from-work': 1 },
      max_distance_m: 1800,
    });
    res = await get(admin, 'works?flag=reused-photo').expect(200);
    expect(res.body.rows.map((r: { work_code: string }) => r.work_code)).toEqual([J1]);
    res = await get(admin, 'works?flag=time-mismatch').expect(200);
    expect(res.body).toMatchObject({ code: 'NO_WORKS', rows: [] });
    res = await get(admin, 'works?level=2').expect(200);
    expect(res.body.rows).toEqual([]);
    res = await get(zpAdmin, 'works?flag=no-location').expect(200);
    expect(res.body.rows.map((r: { work_code: string }) => r.work_code)).toEqual([J1]);
    res = await get(tpAdmin, 'works').expect(200);
    expect(res.body.rows.map((r: { work_code: string }) => r.work_code)).toEqual([A1]);
    res = await get(mysuruAdmin, 'works').expect(200);
    expect(res.body.rows.map((r: { work_code: string }) => r.work_code)).toEqual([M1]);
    res = await get(tpAdmin, 'works?block_code=1515006').expect(403);
    expect(res.body.code).toBe('OUTSIDE_JURISDICTION');
    res = await get(gpAdmin, 'works').expect(403);
    expect(res.body.code).toBe('EVIDENCE_REPORT_NOT_ALLOWED');
  });

  it("works/:workCode: the map data of a work's current records, inside the jurisdiction only", async () => {
    const path = (work: string) => `works/${encodeURIComponent(work)}`;
    const res = await get(tpAdmin, path(A1)).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      code: 'EVIDENCE_WORK',
      message: `Photo evidence of work ${A1}.`,
      work: { work_code: A1, block_name: 'AFZALPUR', block_name_kn: 'ಅಫಜಲಪುರ', panchayat_name: 'BADADAL', panchayat_name_kn: 'ಬಡದಾಳ' },
      reference: { source: 'level1-photo' },
      panchayat: { latitude: north(SITE, 500).latitude, longitude: SITE.longitude },
    });
    expect(res.body.reference.latitude).toBeCloseTo(SITE.latitude, 5);
    expect(res.body.reference.longitude).toBeCloseTo(SITE.longitude, 5);
    // The current record only (the first filing is superseded).
    expect(res.body.records.map((r: { verification_id: number; level: number }) => [r.verification_id, r.level])).toEqual([[ids.a1, 1]]);
    const evidence = res.body.records[0].evidence;
    expect(evidence).toMatchObject({ photos: total, flagged: 1, flags: ['far-from-work'], max_distance_m: 1800 });
    expect(evidence.summary).toEqual([
      {
        code: 'EVIDENCE_SUMMARY_FAR_KM',
        message: `1 of ${total} photos is far from the work site (1.8 km).`,
        params: { count: 1, total, km: '1.8' },
      },
    ]);
    expect(evidence.files).toHaveLength(total);
    const site = evidence.files.find((f: { kind: string }) => f.kind === 'site');
    expect(site.exif.latitude).toBeCloseTo(SITE.latitude, 5);
    expect(site.flags).toEqual([]);
    const far = evidence.files.find((f: { item_id: number }) => f.item_id === imageItems()[0]);
    expect(far).toMatchObject({ flags: ['far-from-work'], details: { distance_m: 1800, reference: 'level1-photo' } });
    expect(far.exif.latitude).toBeCloseTo(north(SITE, 1800).latitude, 5);
    // The device's report is kept apart from the photo's own EXIF.
    const reported = evidence.files.find((f: { item_id: number }) => f.item_id === imageItems()[1]);
    expect(reported.exif.latitude).toBeCloseTo(north(SITE, 20).latitude, 5);
    expect(reported.device).toMatchObject({ latitude: north(SITE, 25).latitude, longitude: SITE.longitude, accuracy_m: 12 });
    // Every photo on the map is one the caller may open.
    const photoRes = await tpAdmin.agent.get(`/api/${far.path}`);
    expect(photoRes.status).toBe(200);

    const both = await get(zpAdmin, path(A2)).expect(200);
    expect(both.body.records.map((r: { verification_id: number; level: number }) => [r.verification_id, r.level])).toEqual([
      [ids.a2, 1],
      [ids.a2l2, 2],
    ]);
    await get(admin, path(M1)).expect(200);
    let refused = await get(mysuruAdmin, path(A1)).expect(404);
    expectRefusal(refused.body, `No photo evidence of work ${A1} in this cycle within your jurisdiction.`);
    refused = await get(tpAdmin, path(J1)).expect(404);
    expect(refused.body.code).toBe('EVIDENCE_WORK_NOT_FOUND');
    refused = await get(zpUser, path(A1)).expect(403);
    expect(refused.body.code).toBe('NOT_ADMIN');
    refused = await get(gpAdmin, path(A1)).expect(403);
    expect(refused.body.code).toBe('EVIDENCE_REPORT_NOT_ALLOWED');
    refused = await get(admin, path('W1; DROP TABLE x')).expect(400);
    expect(refused.body.code).toBe('WORK_CODE_INVALID');
    refused = await get(admin, `${path(A1)}?cycle_id=${oldCycle}`).expect(404);
    expect(refused.body.code).toBe('EVIDENCE_WORK_NOT_FOUND');
  });

  it('report.csv: a UTF-8 file with BOM, one line per flagged record, headers in the caller’s language, scoped', async () => {
    const csv = async (who: SignedIn, query = '', language = 'en') =>
      who.agent
        .get(`/api/evidence/report.csv${query}`)
        .set('Accept-Language', language)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
    const lines = (body: Buffer) =>
      body
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
    const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
    /** The expected line of a record, from the database. */
    const line = async (id: number, places: string[], counts: Record<string, number>, max: string) => {
      const [r] = await db.query(
        `SELECT v.work_code, w.work_name, v.level, v.user_name, to_char(v.submitted_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') AS at,
                e.photos, e.flagged
           FROM fto_verifications v JOIN evidence_records e ON e.verification_id = v.id LEFT JOIN mis_works w ON w.work_code = v.work_code
          WHERE v.id = $1`,
        [id],
      );
      return [
        ...places,
        r.work_code,
        cell(r.work_name),
        r.level,
        r.user_name,
        r.at,
        r.photos,
        r.flagged,
        ...FLAGS.map((f) => counts[f] ?? 0),
        max,
      ].join(',');
    };
    const a1Line = await line(ids.a1, ['KALABURAGI', 'AFZALPUR', 'BADADAL'], { 'far-from-work': 1 }, '1800');
    const j1Line = await line(ids.j1, ['KALABURAGI', 'JEVARGI', 'NELOGI'], { 'no-location': 1, 'reused-photo': 1 }, '');
    const m1Line = await line(ids.m1, ['MYSURU', 'MYSURU', 'ILAVALA'], { 'no-location': total }, '');

    const res = await csv(admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="photo-evidence-${cycle}.csv"`);
    expect([...(res.body as Buffer).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines(res.body)).toEqual([
      'District,Taluk,Gram panchayat,Work code,Work name,Level,Officer,Submitted at,Photos,Flagged photos,No location,Far from the work site,Old photo,Reused photo,Time mismatch,Time in the future,Farthest distance (m)',
      a1Line,
      j1Line,
      m1Line,
      '',
    ]);

    const kn = lines((await csv(tpAdmin, '', 'kn')).body);
    expect(kn[0].split(',').slice(0, 3)).toEqual(['ಜಿಲ್ಲೆ', 'ತಾಲ್ಲೂಕು', 'ಗ್ರಾಮ ಪಂಚಾಯತಿ']);
    expect(kn.slice(1)).toEqual([a1Line.replace('KALABURAGI,AFZALPUR,BADADAL', 'ಕಲಬುರಗಿ,ಅಫಜಲಪುರ,ಬಡದಾಳ'), '']);
    expect(lines((await csv(zpAdmin, '?flag=reused-photo')).body).slice(1)).toEqual([j1Line, '']);
    expect(lines((await csv(mysuruAdmin)).body).slice(1)).toEqual([m1Line, '']);
    expect(lines((await csv(admin, '?level=2')).body)).toHaveLength(2);

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
