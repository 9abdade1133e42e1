import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { samplePhoto } from '../../server/src/dev/seeds/sample-photos.js';
import { DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { signIn as apiSignIn } from '../support/auth.js';
import { launchBrowser } from '../support/browser.js';
import { loadPanchayats, materialEntries, submittableWorks, today } from '../support/fto.js';
import { startScraperHarness, type ScraperHarness } from '../support/scraper.js';
import { expectNoSidewaysScroll, fullPageShot, signedInPages } from '../support/ui-harness.js';
import { UI_DIST } from '../support/ui-server.js';

/** The demo's PRED engineers of AFZALPUR taluk (levels 1 and 2 of the demo's open cycle) and the STATE administrator. */
const LEVEL1 = { mobile: '9000000011', password: 'Officer@2024' };
const LEVEL2 = { mobile: '9000000012', password: 'Officer@2024' };
const ADMIN = { mobile: '9999999999', password: 'Admin@2024' };
const PANCHAYATS = ['1515001004', '1515001005']; // BADADAL and UDACHAN, AFZALPUR taluk
const ARTIFACTS = path.resolve('test/artifacts/evidence');
/** Near AFZALPUR: where the level 1 engineer stands (the work's reference point is the first level 1 site photo). */
const SITE = { latitude: 17.2012, longitude: 76.3614 };

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, mobile: true },
  { name: 'desktop', width: 1366, height: 768, mobile: false },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

const SLOW = 180000;

interface Evidence {
  photos: number;
  flagged: number;
  flags: string[];
  summary: { code: string }[];
  files: { path: string; kind: string; item_id: number | null; flags: string[]; notes: { code: string }[] }[];
}

/** Local wall time in Asia/Kolkata, `YYYY-MM-DDTHH:mm:ss`, `hours` ago. */
const istWallTime = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000 + 5.5 * 3600_000).toISOString().slice(0, 19);

/**
 * Photo evidence in Chromium (issue 27), at 390x844 and 1366x768: the level 1 engineer files a
 * work whose photos raise flags (a PNG with no location, a photo from 2020), over the API; the
 * level 2 engineer sees the flags in the works list (column and filter, on the phone cards too)
 * and in the Fill Work File dialog (the record's summary lines, a badge per photo with its notes),
 * and a photo taken in the dialog keeps the position the device reported (or says it has none);
 * the STATE administrator's Photo evidence report shows the block table, the flagged work, its
 * photos on a map drawn with no tile server reachable, and downloads the CSV. No page scrolls
 * sideways; screenshots go to test/artifacts/evidence/.
 */
describe('Photo evidence in Chromium: level 2 flags, the device position, the report with its map and CSV (issue 27)', () => {
  let harness: ScraperHarness;
  let base: string;
  let browser: Browser;
  let page: Page;
  let workCode: string;
  let itemIds: number[];
  let itemTitles: string[];
  let evidence: Evidence;
  let listFlags: string[];
  const openSignedIn = signedInPages(
    () => harness.app,
    () => browser,
    () => base,
  );

  beforeAll(async () => {
    if (!fs.existsSync(path.join(UI_DIST, 'index.html'))) throw new Error('admin-ui/dist is missing: run `npm run build` (npm test does)');
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    harness = await startScraperHarness({ panchayats: PANCHAYATS, worksPerPanchayat: 20 });
    await harness.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${harness.app.getHttpServer().address().port}`;
    await harness.app.get(DemoSeedService).run();
    await loadPanchayats(harness.app, PANCHAYATS);

    // A work of the level 1 sample whose material and FTO checks pass, so its file can be submitted.
    const officer = await apiSignIn(harness.app, LEVEL1.mobile, LEVEL1.password);
    let chosen: string | null = null;
    for await (const work of submittableWorks(officer.agent)) {
      chosen = work.work_code;
      break;
    }
    expect(chosen).not.toBeNull();
    workCode = chosen!;

    // The level 1 file: a site photo from the site (now, with GPS), a PNG without EXIF (no location),
    // one taken in 2020 at the site (old), one whose camera clock is 3 hours ahead (future, issue
    // 41), the rest from the site now; each a different scene.
    const items = (await officer.agent.post('/api/filever/getCheckList3').send({ workCode }).expect(200)).body.data as {
      id: number;
      imgages: string;
      checklist_title_en: string;
    }[];
    itemIds = items.filter((i) => i.imgages === 'Y').map((i) => i.id);
    itemTitles = items.filter((i) => i.imgages === 'Y').map((i) => i.checklist_title_en);
    expect(itemIds.length).toBeGreaterThanOrEqual(3);
    const day = today(harness.app);
    const entries = await materialEntries(officer.agent, workCode, day);
    const now = istWallTime(1);
    const atSite = { ...SITE, accuracy_m: 8 };
    const positions = {
      sitePhoto: { latitude: SITE.latitude, longitude: SITE.longitude, accuracy: 12, at: new Date(Date.now() - 3600_000).toISOString() },
    };
    let req = officer.agent
      .post('/api/filever/submitFullVerification')
      .field('workCode', workCode)
      .field(
        'checkList',
        JSON.stringify({
          selectedCB: Object.fromEntries(items.map((i) => [String(i.id), 'Satisfactory'])),
          remarkValues: {},
          inputValues: {},
        }),
      )
      .field('material', JSON.stringify(entries))
      .field('siteAnswers', JSON.stringify({ q1: 'Y', q2: 'Y', q3: 'Y', q4: 'Y', q5: 'Y', recommendation: 'Yes' }))
      .field('devicePositions', JSON.stringify(positions))
      .attach('sitePhoto', await samplePhoto({ seed: 2701, gps: atSite, takenAt: now, offset: '+05:30' }), 'site.jpg');
    for (const [index, id] of itemIds.entries()) {
      const photo =
        index === 0
          ? await samplePhoto({ seed: 2710 + index, format: 'png' })
          : index === 1
            ? await samplePhoto({ seed: 2710 + index, gps: atSite, takenAt: '2020-01-15T10:00:00', offset: '+05:30' })
            : index === 2
              ? await samplePhoto({ seed: 2710 + index, gps: atSite, takenAt: istWallTime(-3), offset: '+05:30' })
              : await samplePhoto({ seed: 2710 + index, gps: atSite, takenAt: now, offset: '+05:30' });
      req = req.attach(`image_${id}`, photo, index === 0 ? `item-${id}.png` : `item-${id}.jpg`);
    }
    const res = await req;
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);

    // What the server made of it, as level 2 reads it: the record's evidence and the list row's flags.
    const level2 = await apiSignIn(harness.app, LEVEL2.mobile, LEVEL2.password);
    const previous = await level2.agent.post('/api/filever/getFtoLists2').send({ workCode }).expect(200);
    evidence = previous.body.data[0].evidence as Evidence;
    expect(evidence.flags).toEqual(expect.arrayContaining(['no-location', 'old-photo', 'future']));
    const rows = (await level2.agent.post('/api/filever/getFtoLists').send({}).expect(200)).body.data as {
      work_code: string;
      evidence_flags: string[];
    }[];
    listFlags = rows.find((r) => r.work_code === workCode)!.evidence_flags;
    expect(listFlags).toEqual(expect.arrayContaining(['no-location', 'old-photo', 'future']));
    browser = await launchBrowser();
  }, 300000);
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });
  afterEach(async () => {
    await page?.context().close();
  });

  /** A page at this viewport signed in as `who`; no host but the portal's answers (no map tiles, nothing outside). */
  const open = async (
    viewport: Viewport,
    who: { mobile: string; password: string },
    geolocation?: { latitude: number; longitude: number },
  ) => (page = await openSignedIn(viewport, who, { acceptDialogs: true, geolocation }));

  const shot = (viewport: Viewport, name: string) => fullPageShot(page, ARTIFACTS, `${viewport.name}-${name}`);

  const noSidewaysScroll = () => expectNoSidewaysScroll(page);

  const sorted = (flags: string) => flags.split(' ').filter(Boolean).sort();

  for (const viewport of VIEWPORTS) {
    const phone = viewport.name === 'phone';

    it(
      `${viewport.name}: level 2 sees the flags in the works list, and the filter keeps only flagged works`,
      async () => {
        await open(viewport, LEVEL2);
        await page.goto(`${base}/fto/ftoverify`);
        const row = page.locator(`[data-testid="${phone ? 'upper-card' : 'upper-row'}"][data-work-code="${workCode}"]`);
        await row.waitFor();
        const cell = row.getByTestId('upper-evidence');
        await expect(cell.getAttribute('data-flags').then((f) => sorted(f ?? ''))).resolves.toEqual([...listFlags].sort());
        const chips = await cell.getByTestId('evidence-flag').allInnerTexts();
        expect(chips).toEqual(expect.arrayContaining(['No location', 'Old photo', 'Time in the future']));
        if (!phone) {
          const heads = await page.locator('[data-testid="upper-table"] thead th').allInnerTexts();
          expect(heads).toContain('Photo evidence');
        }

        // With evidence flags: every row left carries a flag, ours among them.
        await page.getByTestId('upper-evidence-filter').check();
        await row.waitFor();
        const flagged = await page
          .locator(`[data-testid="${phone ? 'upper-card' : 'upper-row'}"] [data-testid="upper-evidence"]`)
          .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-flags') ?? ''));
        expect(flagged.length).toBeGreaterThan(0);
        expect(flagged.every((f) => f.trim() !== '')).toBe(true);
        await noSidewaysScroll();
        await shot(viewport, 'level2-list');
      },
      SLOW,
    );

    it(
      `${viewport.name}: the level 2 dialog shows the record's summary lines and a badge with its notes per photo`,
      async () => {
        await open(viewport, LEVEL2);
        await page.goto(`${base}/fto/ftoverify`);
        const row = page.locator(`[data-testid="${phone ? 'upper-card' : 'upper-row'}"][data-work-code="${workCode}"]`);
        await row.getByTestId('upper-fill').click();
        const dialog = page.getByTestId('fill-dialog');
        const summary = dialog.getByTestId('fill-evidence-summary');
        await summary.waitFor();
        await expect(summary.getByTestId('fill-evidence-summary-line').count()).resolves.toBe(evidence.summary.length);
        for (const line of await summary.getByTestId('fill-evidence-summary-line').allInnerTexts()) expect(line.trim()).not.toBe('');
        await expect(summary.getByTestId('evidence-flag').allInnerTexts()).resolves.toEqual(
          expect.arrayContaining(['No location', 'Old photo', 'Time in the future']),
        );

        // The PNG without EXIF: its badge says no location, with the server's note worded.
        const png = evidence.files.find((f) => f.kind === 'checklist' && f.item_id === itemIds[0])!;
        const pngBadge = dialog.getByTestId(`fill-item-${itemIds[0]}-image-evidence`);
        await pngBadge.scrollIntoViewIfNeeded();
        await expect(pngBadge.getAttribute('data-flags').then((f) => sorted(f ?? ''))).resolves.toEqual([...png.flags].sort());
        await expect(pngBadge.getByTestId(`fill-item-${itemIds[0]}-image-evidence-note`).count()).resolves.toBe(png.notes.length);
        await expect(pngBadge.innerText()).resolves.toContain('Neither the photo nor the device gave a location.');
        // The 2020 photo: old.
        const oldBadge = dialog.getByTestId(`fill-item-${itemIds[1]}-image-evidence`);
        await expect(oldBadge.getByTestId('evidence-flag').allInnerTexts()).resolves.toContain('Old photo');
        // The camera 3 hours ahead: the future flag in its words, and by how much (issue 41).
        const ahead = evidence.files.find((f) => f.kind === 'checklist' && f.item_id === itemIds[2])!;
        expect(ahead.flags).toEqual(['future']);
        const aheadBadge = dialog.getByTestId(`fill-item-${itemIds[2]}-image-evidence`);
        await expect(aheadBadge.getByTestId('evidence-flag').allInnerTexts()).resolves.toEqual(['Time in the future']);
        await expect(aheadBadge.innerText()).resolves.toMatch(/The camera's time is 1(79|80) minutes after the photo was filed\./);
        // The site photo has its badge too (matched by path).
        await dialog.getByTestId('fill-site-photo-evidence').waitFor();
        await noSidewaysScroll();
        await shot(viewport, 'level2-dialog-site');
        await pngBadge.scrollIntoViewIfNeeded();
        await shot(viewport, 'level2-dialog-badge');
        await summary.scrollIntoViewIfNeeded();
        await shot(viewport, 'level2-dialog');
      },
      SLOW,
    );
  }

  it(
    'phone, Kannada: the summary says one photo in the singular (issue 43 item 11)',
    async () => {
      await open(VIEWPORTS[0], LEVEL2);
      await page.goto(`${base}/`);
      await page.evaluate(() => localStorage.setItem('portal:language', 'kn'));
      await page.goto(`${base}/fto/ftoverify`);
      await page.locator(`[data-testid="upper-card"][data-work-code="${workCode}"]`).getByTestId('upper-fill').click();
      const summary = page.getByTestId('fill-dialog').getByTestId('fill-evidence-summary');
      await summary.waitFor();
      const total = evidence.photos;
      const line = (code: string) => summary.locator(`[data-testid="fill-evidence-summary-line"][data-code="${code}"]`).innerText();
      await expect(line('EVIDENCE_SUMMARY_NO_LOCATION')).resolves.toBe(`${total} ಫೋಟೋಗಳಲ್ಲಿ 1 ಫೋಟೋಗೆ ಸ್ಥಳವಿಲ್ಲ.`);
      await expect(line('EVIDENCE_SUMMARY_FUTURE')).resolves.toBe(`${total} ಫೋಟೋಗಳಲ್ಲಿ 1 ಫೋಟೋ: ಕ್ಯಾಮೆರಾದ ಸಮಯವು ಫೋಟೋ ಸಲ್ಲಿಸಿದ ಸಮಯಕ್ಕಿಂತ ನಂತರದ್ದಾಗಿದೆ.`);
      await expect(summary.innerText()).resolves.not.toContain('1 ಫೋಟೋಗಳು');
      await shot(VIEWPORTS[0], 'kn-level2-summary');
    },
    SLOW,
  );

  it(
    'a photo taken in the dialog keeps the position the device reported, in the draft too; without permission it says so',
    async () => {
      const viewport = VIEWPORTS[0];
      await open(viewport, LEVEL2, { latitude: 17.2021, longitude: 76.3622 });
      await page.goto(`${base}/fto/ftoverify`);
      const row = page.locator(`[data-testid="upper-card"][data-work-code="${workCode}"]`);
      await row.getByTestId('upper-fill').click();
      const dialog = page.getByTestId('fill-dialog');
      await dialog.getByTestId('fill-site-photo').setInputFiles({
        name: 'site-now.jpg',
        mimeType: 'image/jpeg',
        buffer: await samplePhoto({ seed: 2790 }),
      });
      const note = dialog.getByTestId('fill-site-photo-position');
      await page.waitForFunction(
        () => document.querySelector('[data-testid="fill-site-photo-position"]')?.getAttribute('data-located') === 'true',
      );
      await expect(note.innerText()).resolves.toBe('Location reported by the device: 17.20210, 76.36220 (± 15 m)');
      await shot(viewport, 'device-position');

      // Closed with the draft kept and opened again: the position is still there.
      await dialog.getByTestId('fill-close').click();
      await page.getByTestId('discard-confirm-keep').click();
      await dialog.waitFor({ state: 'detached' });
      await row.getByTestId('upper-fill').click();
      await expect(page.getByTestId('fill-site-photo-position').innerText()).resolves.toBe(
        'Location reported by the device: 17.20210, 76.36220 (± 15 m)',
      );
      await page.context().close();

      // No permission: the photo is taken all the same, the note says there is no location.
      await open(viewport, LEVEL2);
      await page.goto(`${base}/fto/ftoverify`);
      await page.locator(`[data-testid="upper-card"][data-work-code="${workCode}"]`).getByTestId('upper-fill').click();
      // The draft from before is on this device's other context only; here the photo is new.
      await page
        .getByTestId('fill-site-photo')
        .setInputFiles({ name: 'site-2.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto({ seed: 2791 }) });
      await page.waitForFunction(
        () => document.querySelector('[data-testid="fill-site-photo-position"]')?.getAttribute('data-located') === 'false',
      );
      await expect(page.getByTestId('fill-site-photo-position').innerText()).resolves.toBe('Location not available');
    },
    SLOW,
  );

  it(
    'the STATE administrator imports panchayat locations from the report: the problem lines of a bad file, then the counts',
    async () => {
      const viewport = VIEWPORTS[0];
      await open(viewport, ADMIN);
      await page.goto(`${base}/fto/evidence`);
      await page.getByTestId('evidence-locations').click();
      await page.waitForURL(`${base}/fto/evidence/locations`);
      const summary = page.getByTestId('gp-locations-summary');
      await summary.waitFor();
      const before = Number(await summary.getAttribute('data-located'));
      expect(Number(await summary.getAttribute('data-panchayats'))).toBeGreaterThan(0);

      // A latitude out of range on line 3: nothing is written, the line is named.
      const bad = `panchayat_code,latitude,longitude\n${PANCHAYATS[0]},17.2101,76.3501\n${PANCHAYATS[1]},95,76.3\n`;
      await page.getByTestId('gp-locations-file').setInputFiles({ name: 'gp-bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
      await page.getByTestId('gp-locations-upload').click();
      const failed = page.getByTestId('gp-locations-failed');
      await failed.waitFor();
      await expect(page.getByTestId('gp-locations-errors').innerText()).resolves.toContain('Line 3');
      await noSidewaysScroll();
      await shot(viewport, 'gp-locations-problems');

      const good = `panchayat_code,latitude,longitude\n${PANCHAYATS[0]},17.2101,76.3501\n${PANCHAYATS[1]},17.2202,76.3702\n`;
      await page.getByTestId('gp-locations-file').setInputFiles({ name: 'gp.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
      await page.getByTestId('gp-locations-upload').click();
      await page.getByTestId('gp-locations-done').waitFor();
      await expect(page.getByTestId('gp-locations-done').innerText()).resolves.toMatch(
        /^2 gram panchayat locations read: \d updated, \d unchanged\.$/,
      );
      // The count above the form follows the server's (the demo may have located these two already).
      const admin = await apiSignIn(harness.app, ADMIN.mobile, ADMIN.password);
      const counts = (await admin.agent.get('/api/locations/panchayat-locations/summary').expect(200)).body as { located: number };
      expect(counts.located).toBeGreaterThanOrEqual(before);
      await page.waitForFunction(
        (n) => Number(document.querySelector('[data-testid="gp-locations-summary"]')?.getAttribute('data-located')) === n,
        counts.located,
      );
      await shot(viewport, 'gp-locations-done');
    },
    SLOW,
  );

  for (const viewport of VIEWPORTS) {
    it(
      `${viewport.name}: the Photo evidence report: blocks, the flagged work, its photos on a map without tiles, and the CSV`,
      async () => {
        await open(viewport, ADMIN);
        await page.goto(`${base}/fto/evidence`);
        const block = page.locator('[data-testid="evidence-block"][data-block-code="1515001"]');
        await block.waitFor();
        await noSidewaysScroll();
        await shot(viewport, 'report-blocks');

        // The CSV of the report, with its filters: a header and our work's line.
        const download = page.waitForEvent('download');
        await page.getByTestId('evidence-csv').click();
        const file = await (await download).path();
        const csv = fs.readFileSync(file, 'utf8');
        expect(csv.split(/\r?\n/).length).toBeGreaterThan(1);
        expect(csv).toContain(workCode);
        expect(csv.split(/\r?\n/)[0]).toContain(',Time mismatch,Time in the future,');

        await block.getByTestId('evidence-block-open').click();
        const work = page.locator(`[data-testid="evidence-work"][data-work-code="${workCode}"]`);
        await work.waitFor();
        await expect(work.getByTestId('evidence-flag').allInnerTexts()).resolves.toEqual(
          expect.arrayContaining(['No location', 'Old photo', 'Time in the future']),
        );
        await noSidewaysScroll();
        await shot(viewport, 'report-works');

        await work.getByTestId('evidence-work-open').click();
        const panel = page.getByTestId('evidence-work-panel');
        await panel.waitFor();
        const map = panel.getByTestId('evidence-map');
        await map.waitFor();
        await page.locator('.leaflet-container').waitFor();
        // The reference point, each located photo's EXIF position and the device's: circles, drawn with no tile server reachable.
        await page.locator('path.evidence-marker-exif').first().waitFor({ state: 'attached' });
        await expect(page.locator('path.evidence-marker-reference').count()).resolves.toBe(1);
        await expect(page.locator('path.evidence-marker-exif').count()).resolves.toBeGreaterThanOrEqual(itemIds.length - 1);
        await expect(page.locator('path.evidence-marker-device').count()).resolves.toBeGreaterThanOrEqual(1);
        await expect(page.locator('.leaflet-marker-icon').count()).resolves.toBe(0);
        const photos = panel.getByTestId('evidence-photo');
        await expect(photos.count()).resolves.toBe(evidence.files.length);
        // Each checklist photo is named by its checklist item, not its number (issue 43 item 11).
        const named = (await photos.allInnerTexts()).join('\n');
        for (const title of itemTitles) expect(named).toContain(title);
        expect(named).not.toMatch(/Checklist image \d/);
        await expect(panel.getByTestId('evidence-photo-badge-note').count()).resolves.toBeGreaterThan(0);
        await noSidewaysScroll();
        await shot(viewport, 'report-work-map');
      },
      SLOW,
    );
  }
});
