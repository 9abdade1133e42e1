import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { signIn as apiSignIn } from '../support/auth.js';
import { signInThroughForm } from '../support/ui-harness.js';
import { colourPng } from '../support/fto.js';
import { launchBrowser, newTestContext } from '../support/browser.js';
import { drawCameraJpeg, readJpeg, withExif } from '../support/camera-photo.mjs';
import { startScraperHarness, waitForRun, type ScraperHarness } from '../support/scraper.js';
import { UI_DIST } from '../support/ui-server.js';

/** The demo's level 1 engineer of AFZALPUR taluk (server/src/dev/seeds/fto-demo-seed.service.ts). */
const LEVEL1 = { mobile: '9000000011', password: 'Officer@2024' };
const ADMIN = { mobile: '9999999999', password: 'Admin@2024' };
const PANCHAYATS = ['1515001004', '1515001005']; // BADADAL and UDACHAN, AFZALPUR taluk
/** Where and when the made-up photo was taken: AFZALPUR, on a November morning. */
const TAKEN = { latitude: 17.1987, longitude: 76.3592, takenAt: '2026:11:20 10:15:30' };
const MAX_BYTES = 500 * 1024;
const MAX_SIDE = 1600;

/**
 * Photos from the camera (issue 24, item 5) on the real server and built UI, on a phone-sized
 * window: the Fill Work File's image inputs open the back camera, and a 12-megapixel camera
 * JPEG chosen in a checklist image picker is shrunk in the browser before it goes into the form,
 * its EXIF time and GPS kept for the server to read.
 */
describe('Photos from the camera in the Fill Work File, at 390x844 in Chromium', () => {
  let harness: ScraperHarness;
  let base: string;
  let browser: Browser;
  let page: Page;
  let camera: Buffer;
  let turned: Buffer;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(UI_DIST, 'index.html'))) throw new Error('admin-ui/dist is missing: run `npm run build` (npm test does)');
    harness = await startScraperHarness({ panchayats: PANCHAYATS, worksPerPanchayat: 12 });
    await harness.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${harness.app.getHttpServer().address().port}`;
    // The demo maps the PRED junior engineer to level 1 of a cycle open today.
    await harness.app.get(DemoSeedService).run();
    const admin = await apiSignIn(harness.app, ADMIN.mobile, ADMIN.password);
    const currentRole = admin.body.data.roles[0];
    for (const gpcode of PANCHAYATS) {
      const res = await admin.agent
        .post('/api/Scraper/loadScrapy')
        .send({ spiderName: 'LoadDynamicGP', args: { zpcode: gpcode.slice(0, 4), tpcode: gpcode.slice(0, 7), gpcode }, currentRole })
        .expect(200);
      await expect(waitForRun(admin.agent, res.body.jobId)).resolves.toMatchObject({ state: 'completed' });
    }
    browser = await launchBrowser();
    // The photo as a phone camera makes it, drawn once in a page of its own.
    const maker = await browser.newPage();
    camera = withExif(await drawCameraJpeg(maker, { seed: 7 }), TAKEN);
    turned = withExif(await drawCameraJpeg(maker, { seed: 8 }), { ...TAKEN, orientation: 6 });
    await maker.close();
  }, 180000);
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });
  beforeEach(async () => {
    page = await (await newTestContext(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  });
  afterEach(() => page.context().close());

  const signIn = async (mobile: string, password: string) => {
    await signInThroughForm(harness.app, page, base, { mobile: mobile, password: password });
  };

  /** The bytes of the file the picker's form value holds, read back from its preview (a data: URL of that File). */
  const heldFile = async (testId: string) => {
    const src = (await page.getByTestId(`${testId}-preview`).getAttribute('src'))!;
    const [, type, data] = /^data:([^;]+);base64,(.*)$/.exec(src)!;
    return { type, bytes: Buffer.from(data, 'base64') };
  };

  it('offers the camera on every image input, and shrinks a 12-megapixel camera JPEG to 1,600 px and 500 KB with its EXIF time and GPS', async () => {
    expect(camera.length).toBeGreaterThanOrEqual(4 * 1024 * 1024);
    expect(readJpeg(camera)).toMatchObject({ width: 4000, height: 3000, exif: { dateTimeOriginal: TAKEN.takenAt } });

    const officer = await apiSignIn(harness.app, LEVEL1.mobile, LEVEL1.password);
    const summary = await officer.agent.post('/api/filever/getworks2').send({}).expect(200);
    expect(summary.body).toMatchObject({ success: true, level: 1 });
    const group = (summary.body.works as { agency_name: string; work_start_fin_year: string; total_works: string }[]).find(
      (g) => Number(g.total_works) > 0,
    )!;
    expect(group).toBeDefined();

    await signIn(LEVEL1.mobile, LEVEL1.password);
    const query = new URLSearchParams({ agency: group.agency_name, year: group.work_start_fin_year, level: 'level1' });
    await page.goto(`${base}/fto/showlist?${query}`);
    await page.getByTestId('works-fill').first().click();
    const dialog = page.getByTestId('fill-dialog');
    const items = page.getByTestId('fill-section-checklist').locator('li[data-item-id]');
    await items.first().waitFor();

    // Every image input of the dialog: checklist images and the work site photo.
    const inputs = dialog.locator('input[type="file"]');
    await page.getByTestId('fill-site-photo').waitFor({ state: 'attached' });
    const attributes = await inputs.evaluateAll((els) =>
      (els as HTMLInputElement[]).map((el) => ({ id: el.dataset.testid, capture: el.getAttribute('capture'), accept: el.accept })),
    );
    expect(attributes.length).toBeGreaterThanOrEqual(4);
    expect(attributes.map((a) => a.id)).toContain('fill-site-photo');
    for (const a of attributes) expect(a).toMatchObject({ capture: 'environment', accept: 'image/jpeg,image/png,image/webp' });

    const pickers = (await items.evaluateAll((els) => els.map((el) => el.getAttribute('data-item-id')))).filter(Boolean) as string[];
    const withImage: string[] = [];
    for (const id of pickers) if ((await page.getByTestId(`fill-item-${id}-image`).count()) > 0) withImage.push(id);
    expect(withImage.length).toBeGreaterThanOrEqual(3);
    const [big, small, broken] = withImage.map((id) => `fill-item-${id}-image`);

    // The camera photo: a progress bar while it shrinks (in the photo worker), then the smaller photo in the form.
    const workers: string[] = [];
    const warnings: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.getByTestId(big).setInputFiles({ name: 'IMG_20261120_101530.jpg', mimeType: 'image/jpeg', buffer: camera });
    await page.getByTestId(`${big}-progress`).waitFor();
    const field = page.getByTestId(`${big}-field`);
    await page.locator(`[data-testid="${big}-field"][data-photo-state="shrunk"]`).waitFor({ timeout: 60000 });
    await expect(page.getByTestId(`${big}-progress`).count()).resolves.toBe(0);
    expect(workers).toEqual([expect.stringMatching(/\/assets\/shrink\.worker-[\w-]+\.js$/)]);
    expect(warnings.filter((w) => w.includes('IMG_20261120_101530.jpg'))).toEqual([]);
    const held = await heldFile(big);
    expect(held.type).toBe('image/jpeg');
    expect(held.bytes.length).toBeLessThanOrEqual(MAX_BYTES);
    const facts = readJpeg(held.bytes);
    expect(Math.max(facts.width, facts.height)).toBeLessThanOrEqual(MAX_SIDE);
    expect(facts.width / facts.height).toBeCloseTo(4 / 3, 1);
    expect(facts.exif).toMatchObject({ make: 'Field', model: 'Phone 1', orientation: 1, dateTimeOriginal: TAKEN.takenAt });
    expect(facts.exif!.latitude).toBeCloseTo(TAKEN.latitude, 4);
    expect(facts.exif!.longitude).toBeCloseTo(TAKEN.longitude, 4);
    // The caption names the chosen file and both sizes.
    await expect(field.innerText()).resolves.toMatch(/IMG_20261120_101530\.jpg \(\d+ KB, made smaller from 4\.\d MB\)/);

    // A photo small enough already goes into the form as it was chosen.
    const png = colourPng([20, 120, 40]);
    await page.getByTestId(small).setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: png });
    await page.locator(`[data-testid="${small}-field"][data-photo-state="unchanged"]`).waitFor();
    const unchanged = await heldFile(small);
    expect(unchanged.type).toBe('image/png');
    expect(unchanged.bytes.equals(png)).toBe(true);

    // A photo taken with the phone held upright (stored turned, EXIF orientation 6) comes out
    // upright: 1,200 x 1,600, its orientation 1, its time and place kept.
    const site = 'fill-site-photo';
    await page.getByTestId(site).setInputFiles({ name: 'IMG_20261120_101531.jpg', mimeType: 'image/jpeg', buffer: turned });
    await page.locator(`[data-testid="${site}-field"][data-photo-state="shrunk"]`).waitFor({ timeout: 60000 });
    const upright = await heldFile(site);
    const uprightFacts = readJpeg(upright.bytes);
    expect(upright.bytes.length).toBeLessThanOrEqual(MAX_BYTES);
    expect({ width: uprightFacts.width, height: uprightFacts.height }).toEqual({ width: 1200, height: 1600 });
    expect(uprightFacts.exif).toMatchObject({ orientation: 1, dateTimeOriginal: TAKEN.takenAt });
    expect(uprightFacts.exif!.latitude).toBeCloseTo(TAKEN.latitude, 4);

    // A file that claims to be a JPEG but cannot be decoded is kept as it is, and the officer is told.
    await page.getByTestId(broken).setInputFiles({ name: 'not-a-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(2000, 'x') });
    await page.locator(`[data-testid="${broken}-field"][data-photo-state="kept"]`).waitFor({ timeout: 30000 });
    await expect(page.getByTestId(`${broken}-kept`).innerText()).resolves.toBe(
      'This photo could not be made smaller, so it will be sent as it is (2 KB); on a slow connection that takes longer.',
    );
  }, 180000);
});
