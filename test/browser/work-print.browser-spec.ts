import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { samplePhoto } from '../../server/src/dev/seeds/sample-photos.js';
import { DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import type { SignedIn } from '../support/actors.js';
import { signIn as apiSignIn } from '../support/auth.js';
import { launchBrowser } from '../support/browser.js';
import { loadPanchayats, materialEntries, reviewedRecordOf, submittableWorks, today } from '../support/fto.js';
import { startScraperHarness, type ScraperHarness } from '../support/scraper.js';
import { fullPageShot, signedInPages } from '../support/ui-harness.js';
import { UI_DIST } from '../support/ui-server.js';

/** The demo's PRED engineers of AFZALPUR taluk (levels 1 and 2 of the demo's open cycle) and the STATE administrator. */
const LEVEL1 = { mobile: '9000000011', password: 'Officer@2024' };
const LEVEL2 = { mobile: '9000000012', password: 'Officer@2024' };
const ADMIN = { mobile: '9999999999', password: 'Admin@2024' };
const PANCHAYATS = ['1515001004', '1515001005']; // BADADAL and UDACHAN, AFZALPUR taluk
const ARTIFACTS = path.resolve('test/artifacts/work-print');
const SITE = { latitude: 17.2012, longitude: 76.3614, accuracy_m: 8 };
const REMARK = 'Board seen at the site, paint fresh';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 768, mobile: false },
  { name: 'phone', width: 390, height: 844, mobile: true },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

const SLOW = 120000;
/** An A4 page in PDF points (210 x 297 mm). */
const A4 = { width: 595.28, height: 841.89 };

interface Item {
  id: number;
  imgages: string;
  INP: string;
  checklist_title_en: string;
  checklist_title_kn: string;
}

/** Local wall time in Asia/Kolkata, `YYYY-MM-DDTHH:mm:ss`, an hour ago. */
const anHourAgo = () => new Date(Date.now() - 3600_000 + 5.5 * 3600_000).toISOString().slice(0, 19);

/** The pages of a PDF (its `/Type /Page` objects) and the sizes of its MediaBoxes, in points. */
function pdfPages(pdf: Buffer): { pages: number; sizes: { width: number; height: number }[] } {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  const pages = [...text.matchAll(/\/Type\s*\/Page(?![a-z])/g)].length;
  const sizes = [...text.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
  return { pages, sizes };
}

/**
 * A work's file on paper (issue 43 item 12), at 1366x768 and 390x844: levels 1 and 2 file a work
 * over the API (level 1 with a remark, a PNG with no location among its photos); the level 2
 * engineer opens the print view from the Fill Work File in English, the STATE administrator from
 * the Photo evidence report's work in Kannada. Each shows the work, both levels' answers, the
 * bills, the FTO checks, the photos with their evidence notes and the signature block; printed,
 * the top bar and the buttons are gone, and Chromium's PDF of it is A4 pages.
 */
describe('A work file on paper: the print view from the Fill Work File and the Photo evidence report (issue 43 item 12)', () => {
  let harness: ScraperHarness;
  let base: string;
  let browser: Browser;
  let page: Page;
  let workCode: string;
  let items: Item[];
  let bills: number;
  let photos: number;
  const openSignedIn = signedInPages(
    () => harness.app,
    () => browser,
    () => base,
  );

  /** Files the work at the officer's level with a photo per image item (the first a PNG without EXIF) and the site photo. */
  async function file(who: Pick<SignedIn, 'agent'>, seed: number, remark: Record<string, string>) {
    const imageItems = items.filter((i) => i.imgages === 'Y');
    const inputs = Object.fromEntries(items.filter((i) => i.INP === 'Y').map((i) => [String(i.id), `IN-${i.id}`]));
    let req = who.agent
      .post('/api/filever/submitFullVerification')
      .field('workCode', workCode)
      .field(
        'checkList',
        JSON.stringify({
          selectedCB: Object.fromEntries(items.map((i) => [String(i.id), 'Satisfactory'])),
          remarkValues: remark,
          inputValues: inputs,
        }),
      )
      .field('material', JSON.stringify(await materialEntries(who.agent, workCode, today(harness.app))))
      .field('siteAnswers', JSON.stringify({ q1: 'Y', q2: 'Y', q3: 'Y', q4: 'N', q5: 'Y', recommendation: 'Yes' }));
    // The fields go before the files, as the portal's client sends them.
    const reviewed = await reviewedRecordOf(who.agent, workCode);
    if (reviewed !== null) req = req.field('reviewedRecordId', String(reviewed));
    req = req.attach('sitePhoto', await samplePhoto({ seed, gps: SITE, takenAt: anHourAgo(), offset: '+05:30' }), 'site.jpg');
    for (const [index, item] of imageItems.entries()) {
      const photo =
        index === 0
          ? await samplePhoto({ seed: seed + 1 + index, format: 'png' })
          : await samplePhoto({ seed: seed + 1 + index, gps: SITE, takenAt: anHourAgo(), offset: '+05:30' });
      req = req.attach(`image_${item.id}`, photo, index === 0 ? `item-${item.id}.png` : `item-${item.id}.jpg`);
    }
    const res = await req;
    expect([res.status, res.body]).toEqual([200, expect.objectContaining({ success: true })]);
    return imageItems.length + 1;
  }

  beforeAll(async () => {
    if (!fs.existsSync(path.join(UI_DIST, 'index.html'))) throw new Error('admin-ui/dist is missing: run `npm run build` (npm test does)');
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    harness = await startScraperHarness({ panchayats: PANCHAYATS, worksPerPanchayat: 20 });
    await harness.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${harness.app.getHttpServer().address().port}`;
    await harness.app.get(DemoSeedService).run();
    await loadPanchayats(harness.app, PANCHAYATS);

    const level1 = await apiSignIn(harness.app, LEVEL1.mobile, LEVEL1.password);
    for await (const work of submittableWorks(level1.agent)) {
      workCode = work.work_code;
      bills = (await level1.agent.post('/api/filever/getMatList3').send({ workCode }).expect(200)).body.rows.length;
      break;
    }
    expect(workCode).toBeDefined();
    items = (await level1.agent.post('/api/filever/getCheckList3').send({ workCode }).expect(200)).body.data as Item[];
    photos = await file(level1, 4301, { [String(items[0].id)]: REMARK });
    const level2 = await apiSignIn(harness.app, LEVEL2.mobile, LEVEL2.password);
    await file(level2, 4331, {});
    browser = await launchBrowser();
  }, 300000);
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });
  afterEach(async () => {
    await page?.context().close();
  });

  /** Clicks the Print view button and answers the tab it opens, once its file is shown. */
  async function openPrint(from: Page): Promise<Page> {
    const opened = from.context().waitForEvent('page');
    await from.getByTestId('work-print-open').click();
    const print = await opened;
    await print.getByTestId('work-print').waitFor();
    expect(new URL(print.url()).pathname).toBe('/fto/workfile/print');
    return print;
  }

  /** What every print view shows, in either language; then it is printed: nothing of the screen's frame, A4 pages. */
  async function checkPrint(print: Page, viewport: Viewport, name: string) {
    const sheet = print.getByTestId('work-print');
    await expect(sheet.getAttribute('data-work-code')).resolves.toBe(workCode);
    await expect(print.getByTestId('print-work').innerText()).resolves.toContain(workCode);
    const records = print.getByTestId('print-record');
    await expect(records.evaluateAll((r) => r.map((e) => e.getAttribute('data-level')))).resolves.toEqual(['1', '2']);
    for (const level of [0, 1]) {
      await expect(records.nth(level).getByTestId('print-checklist-item').count()).resolves.toBe(items.length);
      await expect(records.nth(level).getByTestId('print-photo').count()).resolves.toBe(photos);
    }
    await expect(records.nth(0).getByTestId('print-checklist').innerText()).resolves.toContain(REMARK);
    await expect(print.getByTestId('print-bill').count()).resolves.toBe(bills);
    await expect(print.getByTestId('print-fto-errors').count()).resolves.toBe(0);
    // The PNG without EXIF: its evidence note is on paper beside it.
    await expect(records.nth(0).getByTestId('print-photo-evidence-note').count()).resolves.toBeGreaterThan(0);
    await expect(print.getByTestId('print-signature').count()).resolves.toBe(2);
    // Every photo is in before printing.
    await print.waitForFunction(() => [...document.querySelectorAll('.work-print img')].every((i) => (i as HTMLImageElement).complete));
    await expect(
      print.locator('.work-print img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
    ).resolves.toBe(true);
    await expect(print.getByTestId('print-now').isVisible()).resolves.toBe(true);
    await fullPageShot(print, ARTIFACTS, `${viewport.name}-${name}`);

    await print.emulateMedia({ media: 'print' });
    await expect(print.getByTestId('topbar').isVisible()).resolves.toBe(false);
    await expect(print.getByTestId('print-now').isVisible()).resolves.toBe(false);
    await expect(print.getByTestId('print-back').isVisible()).resolves.toBe(false);
    await expect(print.getByTestId('print-signatures').isVisible()).resolves.toBe(true);
    const pdf = await print.pdf({ preferCSSPageSize: true, printBackground: true });
    fs.writeFileSync(path.join(ARTIFACTS, `${viewport.name}-${name}.pdf`), pdf);
    const { pages, sizes } = pdfPages(pdf);
    expect(pages).toBeGreaterThan(0);
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) {
      expect(Math.abs(size.width - A4.width)).toBeLessThan(2);
      expect(Math.abs(size.height - A4.height)).toBeLessThan(2);
    }
    return pages;
  }

  for (const viewport of VIEWPORTS) {
    it(
      `${viewport.name}: from the Fill Work File, in English`,
      async () => {
        page = await openSignedIn(viewport, LEVEL2);
        await page.goto(`${base}/fto/ftoverify`);
        const row = page.locator(`[data-testid="${viewport.mobile ? 'upper-card' : 'upper-row'}"][data-work-code="${workCode}"]`);
        await row.getByTestId('upper-fill').click();
        await page.getByTestId('fill-dialog').getByTestId('fill-section-checklist').waitFor();
        const print = await openPrint(page);
        const text = await print.getByTestId('work-print').innerText();
        expect(text).toContain('Work file');
        expect(text).toContain('Verification at each level');
        expect(text).toContain(items[0].checklist_title_en);
        expect(text).toContain('Satisfactory');
        expect(text).toContain('Verified Found Unsatisfactory'); // q4 answered N
        expect(text).toContain('Neither the photo nor the device gave a location.');
        expect(text).toContain('Signature');
        expect(text).toContain('Office seal');
        await checkPrint(print, viewport, 'fill-file-en');
      },
      SLOW,
    );

    it(
      `${viewport.name}: from the Photo evidence report's work, in Kannada`,
      async () => {
        page = await openSignedIn(viewport, ADMIN);
        await page.goto(`${base}/`);
        await page.evaluate(() => localStorage.setItem('portal:language', 'kn'));
        await page.goto(`${base}/fto/evidence`);
        const block = page.locator('[data-testid="evidence-block"][data-block-code="1515001"]');
        await block.getByTestId('evidence-block-open').click();
        await page.locator(`[data-testid="evidence-work"][data-work-code="${workCode}"]`).getByTestId('evidence-work-open').first().click();
        await page.getByTestId('evidence-work-panel').waitFor();
        const print = await openPrint(page);
        const text = await print.getByTestId('work-print').innerText();
        expect(text).toContain('ಕಾಮಗಾರಿ ಕಡತ');
        expect(text).toContain('ಪ್ರತಿ ಹಂತದ ಪರಿಶೀಲನೆ');
        expect(text).toContain(items[0].checklist_title_kn);
        expect(text).toContain('ತೃಪ್ತಿಕರ');
        expect(text).toContain('ಸಹಿ');
        expect(text).toContain('ಕಚೇರಿಯ ಮೊಹರು');
        expect(text).not.toContain('Verification at each level');
        await checkPrint(print, viewport, 'evidence-kn');
      },
      SLOW,
    );
  }
});
