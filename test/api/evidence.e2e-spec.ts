import type { INestApplication } from '@nestjs/common';
import fs from 'node:fs';
import { DataSource } from 'typeorm';
import { format } from '../../server/src/common/messages/catalog.js';
import type { AppConfig } from '../../server/src/config/app-config.js';
import { APP_CONFIG } from '../../server/src/config/config.module.js';
import { FTO_DEMO_DEPARTMENTS } from '../../server/src/dev/seeds/fto-demo-seed.service.js';
import { passedOn, samplePhoto } from '../../server/src/dev/seeds/sample-photos.js';
import { actor, AFZALPUR, MYSURU_TP, STATE, type SignedIn } from '../support/actors.js';
import {
  addDays,
  getStoredFile,
  loadPanchayats,
  materialEntries,
  reviewedRecordOf,
  scheduleForm,
  setUpDepartments,
  today,
} from '../support/fto.js';
import { expectRefusal } from '../support/messages.js';
import { headerOnlyPng, jpegMagicThenHtml, truncatedPng, wideGreyPng } from '../support/photo-bombs.mjs';
import { startScraperHarness, type ScraperHarness } from '../support/scraper.js';

// Issue 27: what every photo of a work file shows of where and when it was taken, read by the
// server (EXIF), the device's report kept apart, perceptual hashes, and the flags the next level sees.
const GP = '1515001004';
const GPS = [GP, '1515001005'];
const MYSURU_GP = '1522004003';
/** Metres per degree of latitude. */
const M_PER_DEG = 111195;
const SITE = { latitude: 17.2, longitude: 76.36 };
const north = (p: { latitude: number; longitude: number }, metres: number) => ({
  latitude: p.latitude + metres / M_PER_DEG,
  longitude: p.longitude,
});
/** Asia/Kolkata wall time of an instant, as a camera writes it. */
const istWall = (at: Date) => new Date(at.getTime() + 5.5 * 3600 * 1000).toISOString().slice(0, 19);

interface Device {
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  at: string | null;
}
interface Photos {
  site: Buffer | null;
  /** One per image item, in order; missing ones repeat the last. */
  images: Buffer[];
  devices?: Record<string, Device>;
  devicePositionsRaw?: string;
}
interface EvidenceRow {
  key: string;
  kind: string;
  item_id: number | null;
  flags: string[];
  details: Record<string, unknown>;
  exif_latitude: number | null;
  device_latitude: number | null;
  device_time: Date | null;
  taken_at: Date | null;
  taken_at_offset: string | null;
  camera_make: string | null;
  camera_model: string | null;
  phash: string | null;
  created_at: Date;
}

describe('Photo evidence: where and when, reused photos, flags (issue 27)', () => {
  let h: ScraperHarness;
  let app: INestApplication;
  let db: DataSource;
  let day: string;
  let l1: SignedIn;
  let l1b: SignedIn; // another level 1 officer of AFZALPUR
  let l2: SignedIn;
  let m1: SignedIn; // a level 1 officer of a block of another district
  let items: { id: number; imgages: string }[];
  let works: string[];
  let mysuruWorks: string[];
  let seed = 100;
  const no = { q1: 'Y', q2: 'Y', q3: 'Y', q4: 'Y', q5: 'Y', recommendation: 'No', reason: 'Photo evidence test.' };

  const worksOf = async (who: SignedIn) => {
    const summary = await who.agent.post('/api/filever/getworks2').send({}).expect(200);
    const out: string[] = [];
    for (const cell of summary.body.works as { agency_name: string; work_start_fin_year: string }[]) {
      const list = await who.agent.post('/api/filever/getworkData2').send({ agency: cell.agency_name, year: cell.work_start_fin_year });
      out.push(...(list.body.works as { work_code: string }[]).map((w) => w.work_code));
    }
    return out;
  };

  beforeAll(async () => {
    h = await startScraperHarness({ panchayats: [...GPS, MYSURU_GP], worksPerPanchayat: 12 });
    app = h.app;
    db = app.get(DataSource);
    day = today(app);
    await loadPanchayats(app, [...GPS, MYSURU_GP]);
    const admin = await actor(app, 'STATE', 'SADMIN', STATE, 'ADMIN');
    await setUpDepartments(app, admin, FTO_DEMO_DEPARTMENTS);
    l1 = await actor(app, 'TP', 'PRED-JE', AFZALPUR, 'USER');
    l1b = await actor(app, 'TP', 'PRED-JE', AFZALPUR, 'USER');
    l2 = await actor(app, 'TP', 'PRED-AE', AFZALPUR, 'USER');
    m1 = await actor(app, 'TP', 'PRED-JE', MYSURU_TP, 'USER');
    await admin.agent
      .post('/api/admin/add_shedule2')
      .send(scheduleForm('Evidence cycle', day, addDays(day, 30), [100, 100, 100, 100, 100]))
      .expect(200);
    // The panchayat office of GP 1515001004 lies 2 km north of the sites the tests use.
    await db.query('UPDATE panchayats SET latitude = $2, longitude = $3 WHERE panchayat_code = $1', [
      GP,
      north(SITE, 2000).latitude,
      SITE.longitude,
    ]);
    works = (await worksOf(l1)).filter((w) => w.startsWith(GP));
    mysuruWorks = await worksOf(m1);
    expect(works.length).toBeGreaterThanOrEqual(10);
    expect(mysuruWorks.length).toBeGreaterThanOrEqual(2);
    items = (await l1.agent.post('/api/filever/getCheckList3').send({ workCode: works[0] }).expect(200)).body.data;
    expect(imageItems().length).toBeGreaterThanOrEqual(2);
  }, 240000);
  afterAll(() => h?.close());

  const imageItems = () => items.filter((i) => i.imgages === 'Y').map((i) => i.id);
  /** A capture a minute ago (always after the cycle opened today). */
  const aMinuteAgo = () => new Date(Date.now() - 60 * 1000);
  /** A camera photo of a new scene at a point and time. */
  const photo = (at: { latitude: number; longitude: number } | null, takenAt: Date | null = aMinuteAgo(), extra: object = {}) =>
    samplePhoto({
      seed: seed++,
      gps: at ? { ...at, accuracy_m: 6 } : null,
      takenAt: takenAt ? istWall(takenAt) : null,
      offset: '+05:30',
      ...extra,
    });
  const device = (at: { latitude: number; longitude: number } | null, time: Date = aMinuteAgo()): Device => ({
    latitude: at?.latitude ?? null,
    longitude: at?.longitude ?? null,
    accuracy: at ? 12 : null,
    at: time.toISOString(),
  });

  const entriesFor = (who: SignedIn, workCode: string) => materialEntries(who.agent, workCode, day);

  /** Files a work with these photos as the portal's client does (fields first, then files). */
  const file = async (who: SignedIn, workCode: string, p: Photos) => {
    let req = who.agent
      .post('/api/filever/submitFullVerification')
      .field('workCode', workCode)
      .field('checkList', JSON.stringify({ selectedCB: Object.fromEntries(items.map((i) => [String(i.id), 'Satisfactory'])) }))
      .field('material', JSON.stringify(await entriesFor(who, workCode)))
      .field('siteAnswers', JSON.stringify(no));
    const reviewed = await reviewedRecordOf(who.agent, workCode);
    if (reviewed !== null) req = req.field('reviewedRecordId', String(reviewed));
    if (p.devicePositionsRaw !== undefined) req = req.field('devicePositions', p.devicePositionsRaw);
    else if (p.devices) req = req.field('devicePositions', JSON.stringify(p.devices));
    if (p.site) req = req.attach('sitePhoto', p.site, 'site.jpg');
    imageItems().forEach((id, i) => {
      const image = p.images[Math.min(i, p.images.length - 1)];
      if (image) req = req.attach(`image_${id}`, image, `item-${id}.jpg`);
    });
    return req;
  };
  const fileOk = async (who: SignedIn, workCode: string, p: Photos): Promise<number> => {
    const res = await file(who, workCode, p);
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 200, body: { success: true, code: 'FTO_SUBMITTED' } });
    return res.body.id as number;
  };
  const evidenceOf = (verificationId: number): Promise<EvidenceRow[]> =>
    db.query('SELECT * FROM evidence_files WHERE verification_id = $1 ORDER BY kind DESC, item_id', [verificationId]);
  const site = (rows: EvidenceRow[]) => rows.find((r) => r.kind === 'site')!;
  const image = (rows: EvidenceRow[], index: number) => rows.find((r) => r.item_id === imageItems()[index])!;
  const recordOf = async (verificationId: number) =>
    (await db.query('SELECT * FROM evidence_records WHERE verification_id = $1', [verificationId]))[0];

  it('reads location, time and camera from EXIF; keeps the device report apart; a clean file has no flags (90 m is near)', async () => {
    const taken = aMinuteAgo();
    const sitePhoto = await photo(SITE, taken, { make: 'Samsung', model: 'Galaxy M14' });
    const near = await photo(north(SITE, 90), taken);
    const fromDevice = await samplePhoto({ seed: seed++, format: 'png' }); // no EXIF at all
    const id = await fileOk(l1, works[0], {
      site: sitePhoto,
      images: [near, fromDevice],
      devices: {
        sitePhoto: device(SITE, new Date(taken.getTime() + 60000)),
        // The PNG (on every item after the first) with the device's position only.
        ...Object.fromEntries(
          imageItems()
            .slice(1)
            .map((id) => [`image_${id}`, device(north(SITE, 40))]),
        ),
      },
    });
    const rows = await evidenceOf(id);
    expect(rows).toHaveLength(imageItems().length + 1);
    for (const r of rows) expect({ key: r.key, flags: r.flags }).toEqual({ key: r.key, flags: [] });
    const s = site(rows);
    expect(s.exif_latitude).toBeCloseTo(SITE.latitude, 5);
    expect(new Date(s.taken_at!).toISOString()).toBe(new Date(Math.floor(taken.getTime() / 1000) * 1000).toISOString());
    expect({ offset: s.taken_at_offset, make: s.camera_make, model: s.camera_model }).toEqual({
      offset: '+05:30',
      make: 'Samsung',
      model: 'Galaxy M14',
    });
    expect(s.device_latitude).toBeCloseTo(SITE.latitude, 5);
    expect(s.phash).toMatch(/^-?\d+$/);
    // The PNG has no EXIF: its location is the device's, stored apart, and it is not flagged.
    const png = image(rows, 1);
    expect({ exif: png.exif_latitude, taken: png.taken_at, device: png.device_latitude }).toEqual({
      exif: null,
      taken: null,
      device: expect.closeTo(north(SITE, 40).latitude, 5),
    });
    expect(await recordOf(id)).toMatchObject({ photos: rows.length, flagged: 0, flags: [], current: true, max_distance_m: null });
  });

  it('far-from-work: 150 m from the level 1 site photo is flagged, 90 m is not; over 15 km from the panchayat office is flagged', async () => {
    const id = await fileOk(l1, works[1], {
      site: await photo(SITE),
      images: [await photo(north(SITE, 150)), await photo(north(SITE, 90))],
    });
    const rows = await evidenceOf(id);
    expect(site(rows).flags).toEqual([]);
    expect(image(rows, 0)).toMatchObject({ flags: ['far-from-work'], details: { distance_m: 150, reference: 'level1-photo' } });
    expect(image(rows, 1).flags).toEqual([]);
    expect(await recordOf(id)).toMatchObject({ flagged: 1, flags: ['far-from-work'], counts: { 'far-from-work': 1 }, max_distance_m: 150 });

    // A site 20 km from the panchayat office (which lies 2 km north of SITE).
    const away = north(SITE, -18000);
    const far = await fileOk(l1, works[2], { site: await photo(away), images: [await photo(away)] });
    for (const r of await evidenceOf(far)) {
      expect(r.flags).toEqual(['far-from-work']);
      expect(r.details).toEqual({ gp_distance_m: 20000 });
    }
  });

  it('old-photo: taken before the cycle opened is flagged; taken today is not', async () => {
    const old = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    const id = await fileOk(l1, works[3], { site: await photo(SITE), images: [await photo(SITE, old), await photo(SITE)] });
    const rows = await evidenceOf(id);
    expect(site(rows).flags).toEqual([]);
    expect(image(rows, 0)).toMatchObject({ flags: ['old-photo'], details: { old: 'before-cycle', age_days: 40 } });
    expect(image(rows, 1).flags).toEqual([]);
  });

  it('time-mismatch: EXIF and device clocks 2.5 hours apart are flagged, 30 minutes apart are not', async () => {
    const taken = aMinuteAgo();
    const id = await fileOk(l1, works[4], {
      site: await photo(SITE, taken),
      images: [await photo(SITE, taken), await photo(SITE, taken)],
      devices: {
        sitePhoto: device(SITE, new Date(taken.getTime() + 30 * 60000)),
        [`image_${imageItems()[0]}`]: device(SITE, new Date(taken.getTime() + 150 * 60000)),
      },
    });
    const rows = await evidenceOf(id);
    expect(site(rows).flags).toEqual([]);
    expect(image(rows, 0)).toMatchObject({ flags: ['time-mismatch'], details: { time_gap_minutes: 150 } });
  });

  it('no-location: neither EXIF nor device position is flagged; a device position alone is not', async () => {
    const bare = () => samplePhoto({ seed: seed++, format: 'png' });
    const id = await fileOk(l1, works[5], {
      site: await photo(SITE),
      images: [await bare(), await bare()],
      devices: { [`image_${imageItems()[1]}`]: device(SITE) },
    });
    const rows = await evidenceOf(id);
    expect(image(rows, 0).flags).toEqual(['no-location']);
    expect(image(rows, 1).flags).toEqual([]);
  });

  it('reused-photo: a resized, recompressed, cropped copy filed for a work of another block by another officer names the first', async () => {
    const original = await photo(SITE);
    const first = await fileOk(l1, works[6], { site: original, images: [await photo(SITE)] });
    const firstSite = site(await evidenceOf(first));
    const copy = await passedOn(original, { width: 400, quality: 55, crop: 0.03 });
    const id = await fileOk(m1, mysuruWorks[0], { site: await photo(north(SITE, 5)), images: [copy, await photo(SITE)] });
    const rows = await evidenceOf(id);
    const [officer] = await db.query('SELECT name FROM users WHERE id = $1', [l1.userId]);
    // The copy lost its EXIF on the way, and no device reported a position with it.
    expect(image(rows, 0).flags).toEqual(['no-location', 'reused-photo']);
    expect(image(rows, 0).details.reused).toEqual({
      key: firstSite.key,
      work_code: works[6],
      verification_id: first,
      level: 1,
      user_name: officer.name,
      distance: expect.any(Number),
    });
    expect((image(rows, 0).details.reused as { distance: number }).distance).toBeLessThanOrEqual(10);
    for (const r of rows.filter((r) => r.item_id !== imageItems()[0])) expect(r.flags).not.toContain('reused-photo');

    // The same officer filing his own work again with the same photos: not reused.
    const again = await fileOk(l1, works[6], { site: original, images: [await photo(SITE)] });
    expect(site(await evidenceOf(again)).flags).toEqual([]);
    expect(await recordOf(first)).toMatchObject({ current: false });
    expect(await recordOf(again)).toMatchObject({ current: true });
    // Another level 1 officer filing a copy of it for another work: reused.
    const other = await fileOk(l1b, works[7], { site: await photo(SITE), images: [await passedOn(original, { width: 640 })] });
    expect(image(await evidenceOf(other), 0).flags).toEqual(['no-location', 'reused-photo']);
  });

  it('the same photo filed by three officers for three works at once: the first filing is the original, the two others name it', async () => {
    const original = await photo(SITE);
    const copies = [original, await passedOn(original, { width: 600 }), await passedOn(original, { width: 450, quality: 50 })];
    const filings: [SignedIn, string][] = [
      [l1, works[8]],
      [l1b, works[9]],
      [m1, mysuruWorks[1]],
    ];
    const others = await Promise.all(filings.map(() => photo(SITE)));
    const ids = await Promise.all(filings.map(([who, work], i) => fileOk(who, work, { site: copies[i], images: [others[i]] })));
    const sites = (await Promise.all(ids.map(async (id) => site(await evidenceOf(id))))).map((r, i) => ({ ...r, id: ids[i] }));
    const [first, ...later] = [...sites].sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
    expect(first.flags).not.toContain('reused-photo');
    for (const r of later) {
      expect(r.flags).toContain('reused-photo');
      expect(r.details.reused).toMatchObject({ key: first.key, verification_id: first.id });
    }
  });

  it('level 2 sees the flags on its list and the level 1 record’s evidence with summary lines and notes, coded', async () => {
    const list = (await l2.agent.post('/api/filever/getFtoLists').send({}).expect(200)).body.data as Record<string, unknown>[];
    expect(list.find((r) => r.work_code === works[0])).toMatchObject({
      evidence_flags: [],
      evidence_flagged: 0,
      evidence_photos: imageItems().length + 1,
    });
    expect(list.find((r) => r.work_code === works[1])).toMatchObject({ evidence_flags: ['far-from-work'], evidence_flagged: 1 });
    expect(list.find((r) => r.work_code === works[3])).toMatchObject({ evidence_flags: ['old-photo'] });
    const previous = (await l2.agent.post('/api/filever/getFtoLists2').send({ workCode: works[1] }).expect(200)).body.data[0];
    const total = imageItems().length + 1;
    expect(previous.evidence).toMatchObject({
      photos: total,
      flagged: 1,
      flags: ['far-from-work'],
      summary: [
        {
          code: 'EVIDENCE_SUMMARY_FAR_M',
          message: `1 of ${total} photos is far from the work site (150 m).`,
          params: { count: 1, total, metres: 150 },
        },
      ],
    });
    const paths = [JSON.parse(previous.sitedetails).photo, ...Object.values(JSON.parse(previous.check_list).images)];
    expect(previous.evidence.files.map((f: { path: string }) => f.path).sort()).toEqual(paths.sort());
    const far = previous.evidence.files.find((f: { flags: string[] }) => f.flags.length > 0);
    expect(far.notes).toEqual([{ code: 'EVIDENCE_NOTE_FAR_M', message: 'Taken 150 m from the work site.', params: { metres: 150 } }]);
    expect(far.exif).toMatchObject({ offset: '+05:30', make: 'Xiaomi' });
    const clean = (await l2.agent.post('/api/filever/getFtoLists2').send({ workCode: works[0] }).expect(200)).body.data[0];
    expect(clean.evidence.summary).toEqual([
      { code: 'EVIDENCE_SUMMARY_CLEAN', message: `All ${total} photos show where and when they were taken.`, params: { total } },
    ]);
    const dev = clean.evidence.files.find((f: { kind: string }) => f.kind === 'site').device;
    expect(dev).toMatchObject({ latitude: expect.closeTo(SITE.latitude, 5), accuracy_m: 12, at: expect.any(String) });

    // Level 2 filing level 1's site photo of the same work again: filed earlier by another officer.
    const l1Site = await db.query(
      `SELECT f.key FROM evidence_files f JOIN evidence_records r ON r.verification_id = f.verification_id
        WHERE r.work_code = $1 AND r.level = 1 AND r.current AND f.kind = 'site'`,
      [works[0]],
    );
    expect(l1Site).toHaveLength(1);
    // A copy given fresh EXIF at the site (a photo of the photo): the place and time pass, the hash does not.
    const recopied = await passedOn(await photoBytes(l1Site[0].key), {
      width: 500,
      exif: { gps: SITE, takenAt: istWall(aMinuteAgo()), offset: '+05:30' },
    });
    const reusedL2 = await fileOk(l2, works[0], { site: recopied, images: [await photo(SITE)] });
    expect(site(await evidenceOf(reusedL2))).toMatchObject({
      flags: ['reused-photo'],
      details: { reused: { work_code: works[0], level: 1 } },
    });
  });

  it('a malformed devicePositions field is refused with a coded message and nothing is stored', async () => {
    const before = await db.query('SELECT count(*)::int AS n FROM fto_verifications');
    for (const raw of [
      '{not json',
      '[1,2]',
      JSON.stringify({ sitePhoto: { latitude: 123, longitude: 76 } }),
      JSON.stringify({ other: {} }),
    ]) {
      const res = await file(l1b, works[9], { site: await photo(SITE), images: [await photo(SITE)], devicePositionsRaw: raw });
      expect(res.status).toBe(400);
      const invalid = 'The positions reported by the device for the photos are not valid.';
      expectRefusal(res.body, invalid, { devicePositions: invalid });
      expect(res.body.code).toBe('EVIDENCE_DEVICE_POSITIONS_INVALID');
    }
    expect(await db.query('SELECT count(*)::int AS n FROM fto_verifications')).toEqual(before);
  });

  describe('photos only from photos, times that are times (issue 41)', () => {
    /** What a refused submission must leave: every table and the disk as they were. */
    const stores = async () => {
      const [row] = await db.query(
        `SELECT (SELECT count(*) FROM fto_verifications)::int AS records, (SELECT count(*) FROM fto_files)::int AS files,
                (SELECT count(*) FROM evidence_files)::int AS evidence, (SELECT count(*) FROM evidence_records)::int AS evidence_records`,
      );
      const dir = app.get<AppConfig>(APP_CONFIG).files.dir;
      const onDisk = fs.existsSync(dir)
        ? fs.readdirSync(dir, { recursive: true }).filter((f) => /\.(png|jpg|webp)$/.test(String(f))).length
        : 0;
      return { ...row, onDisk };
    };
    const panchayatOffice = () => north(SITE, 2000);
    /** The device said it stood at the panchayat office, for every photo field. */
    const atOffice = () =>
      Object.fromEntries(['sitePhoto', ...imageItems().map((id) => `image_${id}`)].map((f) => [f, device(panchayatOffice())]));

    it('a file that is not a photo that can be opened is refused naming its field, whatever else it carries, and nothing is stored', async () => {
      const before = await stores();
      const first = `image_${imageItems()[0]}`;
      // The record: stubs for every photo and the device at the panchayat office, which used to give 0 flags.
      let res = await file(l1b, works[9], { site: jpegMagicThenHtml(), images: [jpegMagicThenHtml()], devices: atOffice() });
      // The first of them in the form's order (the checklist's images, then the site photo) is named.
      expect(res.status).toBe(400);
      const named = `The file ${first} is not a photo that can be opened.`;
      expectRefusal(res.body, named, { [first]: named });
      expect(res.body).toMatchObject({ code: 'EVIDENCE_PHOTO_UNREADABLE', params: { field: first } });
      expect(format('EVIDENCE_PHOTO_UNREADABLE', 'kn', res.body.params)).toBe(`${first} ಕಡತವು ತೆರೆಯಬಹುದಾದ ಫೋಟೋ ಅಲ್ಲ.`);
      // One stub among real photos, as the site photo: its own field is named.
      res = await file(l1b, works[9], { site: jpegMagicThenHtml(), images: [await photo(SITE)], devices: atOffice() });
      const stub = 'The file sitePhoto is not a photo that can be opened.';
      expect(res.status).toBe(400);
      expectRefusal(res.body, stub, { sitePhoto: stub });
      // A PNG whose header is a real one (4000 x 3000) and whose data stops after four rows: decoded, refused.
      res = await file(l1b, works[9], { site: truncatedPng(), images: [await photo(SITE)] });
      expect(res.status).toBe(400);
      expectRefusal(res.body, stub, { sitePhoto: stub });
      expect(await stores()).toEqual(before);
    });

    it('a photo over 50 megapixels is refused by the size its header declares, before it is decoded, and nothing is stored', async () => {
      const before = await stores();
      const first = `image_${imageItems()[0]}`;
      // libvips itself answers this header "corrupt header", with no size: the size named is the portal's reading of the header.
      let res = await file(l1b, works[9], { site: headerOnlyPng(), images: [await photo(SITE)] });
      expect(res.status).toBe(413);
      const claim =
        'The photo sitePhoto is 2147483648 x 2147483648 pixels (4611686018427.4 megapixels): photos of at most 50 megapixels are accepted. Send it at a lower resolution.';
      expectRefusal(res.body, claim, { sitePhoto: claim });
      expect(res.body).toMatchObject({
        code: 'EVIDENCE_PHOTO_TOO_LARGE',
        params: { field: 'sitePhoto', width: 2 ** 31, height: 2 ** 31, megapixels: '4611686018427.4', max: 50 },
      });
      expect(format('EVIDENCE_PHOTO_TOO_LARGE', 'kn', res.body.params)).toBe(
        'sitePhoto ಫೋಟೋ 2147483648 x 2147483648 ಪಿಕ್ಸೆಲ್‌ಗಳಷ್ಟಿದೆ (4611686018427.4 ಮೆಗಾಪಿಕ್ಸೆಲ್): ಗರಿಷ್ಠ 50 ಮೆಗಾಪಿಕ್ಸೆಲ್‌ಗಳ ಫೋಟೋಗಳನ್ನು ಮಾತ್ರ ಸ್ವೀಕರಿಸಲಾಗುತ್ತದೆ. ಕಡಿಮೆ ರೆಸಲ್ಯೂಶನ್‌ನಲ್ಲಿ ಕಳುಹಿಸಿ.',
      );
      // The 32 KB PNG of 16383 x 16383 (268 megapixels), as a checklist image, the site photo a real one.
      const wide = await wideGreyPng();
      expect(wide.length).toBeLessThan(40 * 1024);
      res = await file(l1b, works[9], { site: await photo(SITE), images: [wide, await photo(SITE)] });
      expect(res.status).toBe(413);
      const big = `The photo ${first} is 16383 x 16383 pixels (268.4 megapixels): photos of at most 50 megapixels are accepted. Send it at a lower resolution.`;
      expectRefusal(res.body, big, { [first]: big });
      expect(await stores()).toEqual(before);
    });

    it('future: a camera time more than 10 minutes after the filing is flagged, and the next level is told why', async () => {
      const soon = new Date(Date.now() + 5 * 60000);
      const ahead = new Date(Date.now() + 3 * 3600000);
      const id = await fileOk(l1b, works[9], { site: await photo(SITE, soon), images: [await photo(SITE, ahead), await photo(SITE)] });
      const rows = await evidenceOf(id);
      expect(site(rows).flags).toEqual([]);
      const future = image(rows, 0);
      expect(future.flags).toEqual(['future']);
      expect(future.details.future_minutes).toBeGreaterThanOrEqual(178);
      expect(future.details.future_minutes).toBeLessThanOrEqual(180);
      expect(new Date(future.taken_at!).toISOString()).toBe(new Date(Math.floor(ahead.getTime() / 1000) * 1000).toISOString());
      expect(await recordOf(id)).toMatchObject({ flags: ['future'], counts: { future: 1 } });
      const record = (await l1b.agent.post('/api/filever/getFtoLists2').send({ workCode: works[9] }).expect(200)).body.data[0];
      const minutes = future.details.future_minutes as number;
      const total = imageItems().length + 1;
      expect(record.evidence.summary).toEqual([
        {
          code: 'EVIDENCE_SUMMARY_FUTURE',
          message: `1 of ${total} photos: the camera's time is after the photo was filed.`,
          params: { count: 1, total },
        },
      ]);
      const shown = record.evidence.files.find((f: { flags: string[] }) => f.flags.includes('future'));
      expect(shown.notes).toEqual([
        {
          code: 'EVIDENCE_NOTE_FUTURE',
          message: `The camera's time is ${minutes} minutes after the photo was filed.`,
          params: { minutes },
        },
      ]);
    });

    it('camera times outside 2000-01-01 .. a day from now are noted and ignored, never stored as a time', async () => {
      const written = (takenAt: string, offset = '+05:30') =>
        samplePhoto({ seed: seed++, gps: { ...SITE, accuracy_m: 6 }, takenAt, offset });
      const id = await fileOk(l1b, works[9], {
        // Year 10000 once its offset is applied; a second before 2000 in Asia/Kolkata; three days ahead.
        site: await written('9999-12-31T23:59:59', '-14:00'),
        images: [await written('1999-12-31T23:59:59'), await written(istWall(new Date(Date.now() + 3 * 24 * 3600000)))],
      });
      const rows = await evidenceOf(id);
      for (const r of rows) {
        expect({ key: r.key, taken_at: r.taken_at, flags: r.flags }).toEqual({ key: r.key, taken_at: null, flags: [] });
        expect(r.details).toEqual({ ignored_time: expect.stringMatching(/^\d{4}:\d{2}:\d{2} \d{2}:\d{2}:\d{2}$/) });
      }
      expect(site(rows).details.ignored_time).toBe('9999:12:31 23:59:59');
      expect(image(rows, 0).details.ignored_time).toBe('1999:12:31 23:59:59');
      const record = (await l1b.agent.post('/api/filever/getFtoLists2').send({ workCode: works[9] }).expect(200)).body.data[0];
      const siteFile = record.evidence.files.find((f: { kind: string }) => f.kind === 'site');
      expect(siteFile.exif).toMatchObject({ taken_at: null, offset: '-14:00', latitude: expect.closeTo(SITE.latitude, 5) });
      const value = '9999:12:31 23:59:59';
      expect(siteFile.notes).toEqual([
        {
          code: 'EVIDENCE_NOTE_TIME_IGNORED',
          message: `The camera's date ${value} was ignored: it is not a possible capture time, so whether the photo is old cannot be told.`,
          params: { value },
        },
      ]);
    });

    it('a device time outside 2000-01-01 .. a day from now is refused naming its photo field, and nothing is stored', async () => {
      const before = await stores();
      const first = `image_${imageItems()[0]}`;
      for (const [field, at] of [
        ['sitePhoto', '-271821-04-20T00:00:00.000Z'],
        [first, '1999-12-31T18:29:59.000Z'],
        ['sitePhoto', new Date(Date.now() + 25 * 3600000).toISOString()],
        [first, '+275760-09-13T00:00:00.000Z'],
      ]) {
        const devices = { [field]: { latitude: SITE.latitude, longitude: SITE.longitude, accuracy: 10, at } };
        const res = await file(l1b, works[9], { site: await photo(SITE), images: [await photo(SITE)], devices });
        const impossible = `The time the device reported for ${field} is not possible: it must fall between 01/01/2000 and one day from now.`;
        expect({ at, status: res.status }).toEqual({ at, status: 400 });
        expectRefusal(res.body, impossible, { devicePositions: impossible });
        expect(res.body.code).toBe('EVIDENCE_DEVICE_TIME_IMPOSSIBLE');
      }
      expect(await stores()).toEqual(before);
      // The first instant of 2000 in Asia/Kolkata is a time.
      const edge = { sitePhoto: { latitude: SITE.latitude, longitude: SITE.longitude, accuracy: 10, at: '1999-12-31T18:30:00.000Z' } };
      const id = await fileOk(l1b, works[9], { site: await photo(SITE), images: [await photo(SITE)], devices: edge });
      expect(new Date(site(await evidenceOf(id)).device_time!).toISOString()).toBe('1999-12-31T18:30:00.000Z');
    });
  });

  /** The stored bytes of a file, through the authorised route (as the level 2 officer). */
  async function photoBytes(key: string): Promise<Buffer> {
    const res = await getStoredFile(l2.agent, key).expect(200);
    return res.body as Buffer;
  }
});
