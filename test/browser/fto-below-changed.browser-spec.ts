import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { signIn as apiSignIn } from '../support/auth.js';
import type { SignedIn } from '../support/actors.js';
import { signedInPages, type PageViewport } from '../support/ui-harness.js';
import { launchBrowser } from '../support/browser.js';
import { colourPng, loadPanchayats, materialEntries, pngBytes, submittableWorks, today, type SubmittableWork } from '../support/fto.js';
import { startScraperHarness, type ScraperHarness } from '../support/scraper.js';
import { UI_DIST } from '../support/ui-server.js';

/** The demo's PRED engineers of AFZALPUR taluk; the demo seed maps them to levels 1 and 2 of its open cycle. */
const LEVEL1 = { mobile: '9000000011', password: 'Officer@2024' };
const LEVEL2 = { mobile: '9000000012', password: 'Officer@2024' };
const PANCHAYATS = ['1515001004', '1515001005']; // BADADAL and UDACHAN, AFZALPUR taluk
const ARTIFACTS = path.resolve('test/artifacts/fto-below-changed');
const VIEWPORTS: (PageViewport & { name: string })[] = [
  { name: 'phone', width: 390, height: 844, mobile: true },
  { name: 'desktop', width: 1366, height: 768, mobile: false },
];
const CHANGED = 'Level 1 changed this file after you opened it.';
const CHANGED_NOTICE =
  'Level 1 changed this file after you opened it. The form now shows its new record; the entries you made yourself are kept. Check them, then submit again.';
const REASON = 'The MB shows 40 bags of cement, the bill 60.';
const SLOW = 240000;

const png = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: colourPng(rgb) });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Issue 41, "level n+1 verifies what it saw", in the browser at 390x844 and 1366x768: the level 2
 * engineer opens a work file on level 1's record, level 1 files the work again meanwhile (over
 * the API), and level 2 submits. The server refuses (the file changed after it was opened); the
 * dialog says so, reopens on the new level 1 record (its answers shown where the officer left
 * level 1's, the officer's own entries and photos kept) and keeps the draft; the next submission
 * goes through. A file queued offline meets the same refusal in the outbox and comes back as a
 * draft, carried over to the new record when opened.
 */
describe('Level 2 submits a file level 1 changed after it was opened (issue 41)', () => {
  let harness: ScraperHarness;
  let base: string;
  let browser: Browser;
  let level1: SignedIn['agent'];
  let works: SubmittableWork[];
  let items: { id: number; imgages: string }[];
  let page: Page;
  // The service worker keeps the level's files for the offline part.
  const openSignedIn = signedInPages(
    () => harness.app,
    () => browser,
    () => base,
    { serviceWorkers: 'allow' },
  );

  beforeAll(async () => {
    if (!fs.existsSync(path.join(UI_DIST, 'sw.js'))) throw new Error('admin-ui/dist is missing: run `npm run build` (npm test does)');
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    harness = await startScraperHarness({ panchayats: PANCHAYATS, worksPerPanchayat: 20 });
    await harness.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${harness.app.getHttpServer().address().port}`;
    await harness.app.get(DemoSeedService).run();
    await loadPanchayats(harness.app, PANCHAYATS);
    level1 = (await apiSignIn(harness.app, LEVEL1.mobile, LEVEL1.password)).agent;
    works = [];
    for await (const work of submittableWorks(level1)) {
      works.push(work);
      if (works.length === 3) break;
    }
    expect(works).toHaveLength(3);
    items = (await level1.post('/api/filever/getCheckList3').send({ workCode: works[0].work_code }).expect(200)).body.data;
    browser = await launchBrowser();
  }, SLOW);
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });
  afterEach(async () => {
    await page?.context().setOffline(false);
    await page?.context().close();
  });

  /** Level 1 files the work over the API: the first bill's MB number and the fourth site answer as given. */
  const fileAtLevel1 = async (work: SubmittableWork, mbNo: string, q4: 'Y' | 'N'): Promise<number> => {
    const material = await materialEntries(level1, work.work_code, today(harness.app));
    material[0].mbNo = mbNo;
    let req = level1
      .post('/api/filever/submitFullVerification')
      .field('workCode', work.work_code)
      .field('checkList', JSON.stringify({ selectedCB: Object.fromEntries(items.map((i) => [String(i.id), 'Satisfactory'])) }))
      .field('material', JSON.stringify(material))
      .field('siteAnswers', JSON.stringify({ q1: 'Y', q2: 'Y', q3: 'Y', q4, q5: 'Y', recommendation: 'Yes' }))
      .attach('sitePhoto', pngBytes(), 'site.png');
    for (const item of items.filter((i) => i.imgages === 'Y')) req = req.attach(`image_${item.id}`, pngBytes(), `item-${item.id}.png`);
    const res = await req;
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 200, code: 'FTO_SUBMITTED' });
    return res.body.id as number;
  };

  const level2Records = (workCode: string) =>
    harness.app
      .get(DataSource)
      .query<
        { id: number; material: { billNo: string; mbNo: string; pageNo: string }[]; site_details: { answers: Record<string, string> } }[]
      >('SELECT id, material, site_details FROM fto_verifications WHERE work_code = $1 AND level = 2 ORDER BY id', [workCode]);

  /** A toast saying exactly `text`, once it shows. */
  const toast = (text: string) =>
    page
      .getByTestId('toast')
      .filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) })
      .waitFor({ timeout: 30000 });

  const openFile = async (viewport: (typeof VIEWPORTS)[number], work: SubmittableWork) => {
    await page.goto(`${base}/fto/ftoverify`);
    const row = page.locator(
      `[data-testid="${viewport.mobile ? 'upper-card' : 'upper-row'}"][data-work-code="${work.work_code}"] [data-testid="upper-fill"]`,
    );
    await row.click();
    await page.getByTestId('fill-section-checklist').locator('li[data-item-id]').first().waitFor();
    await page.getByTestId('fill-recommend').waitFor();
    return page.getByTestId('fill-dialog');
  };

  /** The officer's own part: the first bill's page number, not recommended with the reason, this level's photos. */
  const fillOwnEntries = async (work: SubmittableWork) => {
    await page.getByTestId(`fill-bill-${work.bills[0]}-pageNo`).fill('99');
    await page.getByTestId('fill-recommend').getByLabel('No').check();
    await page.getByTestId('fill-reason').fill(REASON);
    const list = page.getByTestId('fill-section-checklist').locator('li[data-item-id]');
    for (let i = 0; i < (await list.count()); i++) {
      const item = list.nth(i);
      const id = (await item.getAttribute('data-item-id'))!;
      if ((await item.getByTestId(`fill-item-${id}-image`).count()) > 0) {
        await item.getByTestId(`fill-item-${id}-image`).setInputFiles(png(`l2-item-${id}.png`, [40, 40, 160]));
      }
    }
    await page.getByTestId('fill-site-photo').setInputFiles(png('l2-site.png', [160, 40, 40]));
    await page.getByTestId('fill-site-photo-preview').waitFor();
    await expect(page.getByTestId('fill-submit').isDisabled()).resolves.toBe(false);
  };

  /** The form as the officer sees it: level 1's new answers where he left them, his own entries kept. */
  const expectCarriedOver = async (work: SubmittableWork) => {
    await expect(page.getByTestId(`fill-bill-${work.bills[0]}-mbNo`).inputValue()).resolves.toBe('MB-NEW');
    await expect(page.getByTestId(`fill-bill-${work.bills[0]}-pageNo`).inputValue()).resolves.toBe('99');
    await expect(page.getByTestId('fill-site-q4').getByLabel('Verified Found Unsatisfactory').isChecked()).resolves.toBe(true);
    await expect(page.getByTestId('fill-site-q1').getByLabel('Verified Found Satisfactory').isChecked()).resolves.toBe(true);
    await expect(page.getByTestId('fill-recommend').getByLabel('No').isChecked()).resolves.toBe(true);
    await expect(page.getByTestId('fill-reason').inputValue()).resolves.toBe(REASON);
    await expect(page.getByTestId('fill-site-photo-preview').count()).resolves.toBe(1);
    await expect(page.getByTestId('fill-previous').getAttribute('data-record-level')).resolves.toBe('1');
  };

  for (const [index, viewport] of VIEWPORTS.entries()) {
    it(
      `${viewport.name} (${viewport.width}x${viewport.height}): the refusal is shown, the new record's answers come in, the draft is kept`,
      async () => {
        const work = works[index];
        await fileAtLevel1(work, 'MB-OLD', 'Y');
        page = await openSignedIn(viewport, LEVEL2, { acceptDialogs: true });
        let dialog = await openFile(viewport, work);
        await expect(page.getByTestId(`fill-bill-${work.bills[0]}-mbNo`).inputValue()).resolves.toBe('MB-OLD');
        await expect(page.getByTestId('fill-site-q4').getByLabel('Verified Found Satisfactory').isChecked()).resolves.toBe(true);
        await fillOwnEntries(work);

        // Meanwhile level 1 files the work again, with another MB number and site answer.
        await fileAtLevel1(work, 'MB-NEW', 'N');
        await page.getByTestId('fill-submit').click();
        await toast(CHANGED);
        const notice = page.getByTestId('fill-file-changed');
        await notice.waitFor();
        await expect(notice.innerText()).resolves.toBe(CHANGED_NOTICE);
        await expect(notice.isVisible()).resolves.toBe(true);
        await expectCarriedOver(work);
        await page.screenshot({ path: path.join(ARTIFACTS, `${viewport.name}-reopened.png`) });
        expect(await level2Records(work.work_code)).toEqual([]);

        // The draft is kept: closed and opened again, the form is as it was, and no longer "changed".
        await page.getByTestId('draft-saved').waitFor();
        await page.getByTestId('fill-close').click();
        await page.getByTestId('discard-confirm-keep').click();
        await dialog.waitFor({ state: 'detached' });
        dialog = await openFile(viewport, work);
        await page.getByTestId('draft-restored').waitFor();
        await expect(page.getByTestId('fill-file-changed').count()).resolves.toBe(0);
        await expectCarriedOver(work);

        await page.getByTestId('fill-submit').click();
        await toast('Verification submitted successfully.');
        await dialog.waitFor({ state: 'detached' });
        const [stored] = await level2Records(work.work_code);
        expect(stored.material[0]).toMatchObject({ billNo: work.bills[0], mbNo: 'MB-NEW', pageNo: '99' });
        expect(stored.site_details.answers).toMatchObject({ q1: 'Y', q4: 'N' });
      },
      SLOW,
    );
  }

  it(
    'phone: a file queued offline meets the same refusal in the outbox, comes back as a draft and is carried over to the new record',
    async () => {
      const viewport = VIEWPORTS[0];
      const work = works[2];
      await fileAtLevel1(work, 'MB-OLD', 'Y');
      page = await openSignedIn(viewport, LEVEL2, { acceptDialogs: true });
      await page.goto(`${base}/fto/ftoverify`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
      let dialog = await openFile(viewport, work);
      await fillOwnEntries(work);
      await page.context().setOffline(true);
      await page.getByTestId('fill-submit').click();
      await dialog.waitFor({ state: 'detached' });
      await expect(page.getByTestId('topbar-outbox').innerText()).resolves.toBe('1 submission waiting for network');

      await fileAtLevel1(work, 'MB-NEW', 'N');
      await page.context().setOffline(false);
      await page.getByTestId('topbar-outbox-returned').waitFor({ timeout: 30000 });
      const label = work.work_name?.trim() ? `${work.work_name.trim()} (${work.work_code})` : work.work_code;
      await toast(`The server returned the file of ${label}: ${CHANGED} Open the work to correct it.`);
      expect(await level2Records(work.work_code)).toEqual([]);

      dialog = await openFile(viewport, work);
      await expect(page.getByTestId('draft-rejection').innerText()).resolves.toBe(`The server returned this file: ${CHANGED}`);
      await expect(page.getByTestId('fill-file-changed').innerText()).resolves.toBe(CHANGED_NOTICE);
      await expectCarriedOver(work);
      await page.getByTestId('fill-submit').click();
      await toast('Verification submitted successfully.');
      await dialog.waitFor({ state: 'detached' });
      const [stored] = await level2Records(work.work_code);
      expect(stored.material[0]).toMatchObject({ mbNo: 'MB-NEW', pageNo: '99' });
    },
    SLOW,
  );
});
