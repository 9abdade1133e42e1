import { DataSource } from 'typeorm';
import { DEMO_OFFICER_PASSWORD, DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { EVIDENCE_SCENARIOS, EvidenceDemoSeedService } from '../../server/src/dev/seeds/evidence-demo-seed.service.js';
import { distanceM } from '../../server/src/dev/seeds/demo-gp-locations.js';
import { signIn } from '../support/auth.js';
import { loadPanchayats } from '../support/fto.js';
import { demoPlaces, startScraperHarness, type ScraperHarness } from '../support/scraper.js';

const AFZALPUR_GPS = [...demoPlaces().values()].filter((p) => p.block_code === '1515001').map((p) => p.panchayat_code);

// Issue 27 (Demo): after `npm start`, level 1 records in AFZALPUR whose photos raise each flag,
// filed by the level 1 demo officer through the real submission path, seen by level 2.
describe('Photo evidence demo data', () => {
  let h: ScraperHarness;
  let db: DataSource;

  beforeAll(async () => {
    h = await startScraperHarness({ panchayats: AFZALPUR_GPS, worksPerPanchayat: 24 });
    db = h.app.get(DataSource);
    // As on a first start: the demo seed runs before the MIS load has brought any work.
    await h.app.get(DemoSeedService).run();
  }, 180000);
  afterAll(() => h?.close());

  type Row = { work_code: string; panchayat_code: string; block_code: string; mobile_number: string; photo: string; files: number };
  const records = (): Promise<Row[]> =>
    db.query<Row[]>(
      `SELECT v.work_code, v.panchayat_code, v.block_code, u.mobile_number, v.site_details->>'photo' AS photo,
              (SELECT count(*)::int FROM fto_files f WHERE f.verification_id = v.id) AS files
         FROM fto_verifications v JOIN users u ON u.id = v.user_id
        WHERE v.level = 1 AND v.superseded_at IS NULL ORDER BY v.id`,
    );

  it('gives every demo panchayat a plausible location, a few km apart, AFZALPUR around 17.20 N 76.36 E', async () => {
    const rows: { panchayat_code: string; block_code: string; latitude: number; longitude: number }[] = await db.query(
      'SELECT panchayat_code, block_code, latitude, longitude FROM panchayats ORDER BY panchayat_code',
    );
    expect(rows.length).toBe(demoPlaces().size);
    for (const r of rows) {
      expect(r.latitude).toBeGreaterThan(11.5);
      expect(r.latitude).toBeLessThan(18.5);
      expect(r.longitude).toBeGreaterThan(74);
      expect(r.longitude).toBeLessThan(78.6);
    }
    const afzalpur = rows.filter((r) => r.block_code === '1515001');
    for (const r of afzalpur) expect(distanceM(r, { latitude: 17.2, longitude: 76.36 })).toBeLessThan(12_000);
    for (const a of afzalpur) for (const b of afzalpur) if (a !== b) expect(distanceM(a, b)).toBeGreaterThan(1500);
    // An administrator's location is kept.
    await db.query(`UPDATE panchayats SET latitude = 17.3, longitude = 76.4 WHERE panchayat_code = '1515001004'`);
    expect(await h.app.get(EvidenceDemoSeedService).placePanchayats()).toBe(0);
    expect((await db.query(`SELECT latitude FROM panchayats WHERE panchayat_code = '1515001004'`))[0].latitude).toBe(17.3);
  });

  it('files nothing before the works are loaded, then one level 1 record per scenario once they are; idempotent', async () => {
    expect(await records()).toEqual([]);
    await loadPanchayats(h.app, AFZALPUR_GPS, 120000);
    await h.app.get(EvidenceDemoSeedService).fileWhenLoaded(60000, 200);
    const first = await records();
    expect(first).toHaveLength(EVIDENCE_SCENARIOS.length);
    for (const r of first) {
      expect(r).toEqual(expect.objectContaining({ block_code: '1515001', mobile_number: '9000000011' }));
      expect(r.photo).toMatch(/^filever\/files\//);
      expect(r.files).toBe(4);
    }
    expect(new Set(first.map((r) => r.panchayat_code)).size).toBeGreaterThanOrEqual(4);
    await h.app.get(DemoSeedService).run();
    expect(await h.app.get(EvidenceDemoSeedService).fileRecords()).toBe(0);
    expect(await records()).toEqual(first);
  }, 180000);

  it("raises each flag on its scenario's record, and none on the clean one", async () => {
    const rows: { work_code: string; flags: string[]; counts: Record<string, number>; photos: number; max_distance_m: number | null }[] =
      await db.query(
        `SELECT v.work_code, r.flags, r.counts, r.photos, r.max_distance_m
           FROM fto_verifications v JOIN evidence_records r ON r.verification_id = v.id
          WHERE v.level = 1 AND v.superseded_at IS NULL ORDER BY v.id`,
      );
    const of = Object.fromEntries(EVIDENCE_SCENARIOS.map((s, i) => [s, rows[i]]));
    for (const r of rows) expect(r.photos).toBe(4);
    expect(of.clean.flags).toEqual([]);
    expect(of['far-checklist']).toEqual(expect.objectContaining({ flags: ['far-from-work'], counts: { 'far-from-work': 1 } }));
    expect(of['far-checklist'].max_distance_m).toBeGreaterThan(150);
    expect(of['far-checklist'].max_distance_m).toBeLessThan(250);
    expect(of['far-from-gp']).toEqual(expect.objectContaining({ flags: ['far-from-work'], counts: { 'far-from-work': 4 } }));
    expect(of['old-photo']).toEqual(expect.objectContaining({ flags: ['old-photo'], counts: { 'old-photo': 1 } }));
    expect(of['reused-photo']).toEqual(expect.objectContaining({ flags: ['reused-photo'], counts: { 'reused-photo': 1 } }));
    expect(of['time-mismatch']).toEqual(expect.objectContaining({ flags: ['time-mismatch'], counts: { 'time-mismatch': 1 } }));
    expect(of['no-location']).toEqual(expect.objectContaining({ flags: ['no-location'], counts: { 'no-location': 1 } }));
    // The reused photo names the clean work; the far one is more than 15 km from its panchayat.
    const [reused] = await db.query(
      `SELECT f.details FROM evidence_files f JOIN fto_verifications v ON v.id = f.verification_id
        WHERE v.work_code = $1 AND 'reused-photo' = ANY(f.flags)`,
      [of['reused-photo'].work_code],
    );
    expect(reused.details.reused.work_code).toBe(of.clean.work_code);
    const [far] = await db.query(
      `SELECT f.details, f.device_latitude FROM evidence_files f JOIN fto_verifications v ON v.id = f.verification_id
        WHERE v.work_code = $1 AND f.kind = 'site'`,
      [of['far-from-gp'].work_code],
    );
    expect(far.details.gp_distance_m).toBeGreaterThan(15_000);
    expect(far.device_latitude).not.toBeNull();
  });

  it('leaves level 1 work to do, and level 2 (9000000012) sees every demo record on its list', async () => {
    const l1 = await signIn(h.app, '9000000011', DEMO_OFFICER_PASSWORD);
    const summary = await l1.agent.post('/api/filever/getworks2').send({}).expect(200);
    const total = (summary.body.works as { total_works: number }[]).reduce((n, w) => n + Number(w.total_works), 0);
    expect(total).toBeGreaterThan(EVIDENCE_SCENARIOS.length);
    const l2 = await signIn(h.app, '9000000012', DEMO_OFFICER_PASSWORD);
    const list = await l2.agent.post('/api/filever/getFtoLists').send({}).expect(200);
    const listed = (list.body.data as { work_code: string }[]).map((r) => r.work_code).sort();
    expect(listed).toEqual((await records()).map((r) => r.work_code).sort());
    const rows = list.body.data as { evidence_flags: string[]; evidence_photos: number }[];
    expect(rows.filter((r) => r.evidence_flags.length > 0)).toHaveLength(EVIDENCE_SCENARIOS.length - 1);
    expect(new Set(rows.flatMap((r) => r.evidence_flags))).toEqual(
      new Set(['no-location', 'far-from-work', 'old-photo', 'reused-photo', 'time-mismatch']),
    );
    for (const r of rows) expect(r.evidence_photos).toBe(4);
  });

  it('the state administrator (9999999999) finds them in the Photo evidence report, the far one on its map', async () => {
    const admin = await signIn(h.app, '9999999999', 'Admin@2024');
    const report = await admin.agent.get('/api/evidence/report').query({ level: 1 }).expect(200);
    const afzalpur = (report.body.rows as { block_code: string; works: number; flagged_works: number }[]).find(
      (r) => r.block_code === '1515001',
    );
    expect(afzalpur).toEqual(expect.objectContaining({ works: EVIDENCE_SCENARIOS.length, flagged_works: EVIDENCE_SCENARIOS.length - 1 }));
    const flagged = await admin.agent.get('/api/evidence/works').query({ block_code: '1515001', flag: 'far-from-work' }).expect(200);
    expect(flagged.body.rows).toHaveLength(2);
    const work = await admin.agent.get(`/api/evidence/works/${encodeURIComponent(flagged.body.rows[0].work_code)}`).expect(200);
    expect(work.body.panchayat).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(work.body.records[0].evidence.files).toHaveLength(4);
  });
});
