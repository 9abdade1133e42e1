import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { launchBrowser } from '../support/browser.js';
import { loadPanchayats } from '../support/fto.js';
import { startScraperHarness, type ScraperHarness } from '../support/scraper.js';
import { expectNoSidewaysScroll, fullPageShot, signedInPages } from '../support/ui-harness.js';
import { UI_DIST } from '../support/ui-server.js';
import { dateText, typeDate } from '../support/date-field.mjs';
import { formatDate, formatMoney, todayIso } from '../../server/src/common/format/portal-format.js';

/** The demo's level 2 PRED engineer of AFZALPUR taluk, and the level 3 one (the page is for administrators and the verification levels). */
const LEVEL2 = { mobile: '9000000012', password: 'Officer@2024' };
const LEVEL3 = { mobile: '9000000013', password: 'Officer@2024' };
const GP = '1515001004'; // BADADAL, AFZALPUR taluk
const ARTIFACTS = path.resolve('test/artifacts/mis-changes');

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, mobile: true },
  { name: 'desktop', width: 1366, height: 768, mobile: false },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

/**
 * The MIS changes page in Chromium (issue 29), at 390x844 (cards) and 1366x768 (table): after a
 * load in which one work's expenditure went up by ₹ 42,000 and another work vanished, the level 2
 * engineer opens it from the FTO Works Verification card, filters by kind and panchayat, sees the
 * difference, and downloads the CSV; the level 3 officer sees the same taluk. No page scrolls sideways;
 * screenshots go to test/artifacts/mis-changes/.
 */
describe('MIS changes page in Chromium (issue 29)', () => {
  let h: ScraperHarness;
  let base: string;
  let browser: Browser;
  let page: Page;
  let raised: string;
  let gone: string;
  let before: number;
  const openSignedIn = signedInPages(
    () => h.app,
    () => browser,
    () => base,
  );

  beforeAll(async () => {
    if (!fs.existsSync(path.join(UI_DIST, 'index.html'))) throw new Error('admin-ui/dist is missing: run `npm run build` (npm test does)');
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    h = await startScraperHarness({ panchayats: [GP], worksPerPanchayat: 12 });
    await h.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${h.app.getHttpServer().address().port}`;
    await h.app.get(DemoSeedService).run();
    await loadPanchayats(h.app, [GP]);
    const works = h.fixture.data.works(GP);
    const work = works.find((w) => Number(w.paid_inception_material ?? 0) > 0)!;
    raised = work.work_code;
    before = Number(work.paid_inception_material);
    gone = works.find((w) => w !== work)!.work_code;
    h.fixture.data.setWorkField(raised, 'paid_inception_material', Number(work.paid_inception_material) + 42000);
    h.fixture.data.removeWork(gone);
    await loadPanchayats(h.app, [GP]);
    browser = await launchBrowser();
  }, 300000);
  afterAll(async () => {
    await browser?.close();
    await h?.close();
  });
  afterEach(async () => {
    await page?.context().close();
  });

  const open = async (viewport: Viewport, who: { mobile: string; password: string }) => (page = await openSignedIn(viewport, who, {}));

  for (const viewport of VIEWPORTS) {
    const phone = viewport.name === 'phone';

    it(`${viewport.name}: level 2 opens MIS Changes from its card, filters by kind and panchayat, sees the difference, downloads the CSV`, async () => {
      await open(viewport, LEVEL2);
      await page.goto(`${base}/fto`);
      const card = page.locator('[data-testid="module-card"][data-route="/fto/changes"]');
      await card.waitFor();
      await card.click();
      await page.waitForURL(`${base}/fto/changes`);
      await page.getByTestId('mis-changes-page').waitFor();
      const work = page.locator(`[data-testid="mis-changes-work"][data-id="${raised}"]`);
      await work.waitFor();
      await expect(page.getByTestId('mis-changes-works').evaluate((el) => el.tagName)).resolves.toBe(phone ? 'UL' : 'TABLE');
      await expectNoSidewaysScroll(page);
      await fullPageShot(page, ARTIFACTS, `${viewport.name}-all`);

      // Kind: amounts changed keeps only the raised work, with its difference.
      await page.getByTestId('mis-changes-kind').click();
      await page.getByRole('option', { name: 'Amounts changed' }).click();
      await page.waitForFunction((id) => {
        const rows = [...document.querySelectorAll('[data-testid="mis-changes-work"]')];
        return rows.length === 1 && rows[0].getAttribute('data-id') === id;
      }, raised);
      const field = work.locator('[data-testid="mis-change-field"][data-field="paid_inception_material"]');
      await expect(field.getByTestId('mis-change-difference').innerText()).resolves.toBe('(+₹ 42,000.00)');
      // In words (issue 43 item 1): the field's label, money in the portal's format; no column name, no row key.
      await expect(field.innerText()).resolves.toBe(
        `Material paid since inception: ${formatMoney(before)} → ${formatMoney(before + 42000)} (+₹ 42,000.00)`,
      );
      const listed = await page.getByTestId('mis-changes-works').innerText();
      expect(listed).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
      expect(listed).not.toContain('|');
      await expect(work.getByText('Amounts changed').count()).resolves.toBeGreaterThan(0);

      // Kind: works gone, in this panchayat.
      await page.getByTestId('mis-changes-kind').click();
      await page.getByRole('option', { name: 'Work gone from the MIS' }).click();
      await page.getByTestId('mis-changes-panchayat_code').fill(GP);
      await page.locator(`[data-testid="mis-changes-work"][data-id="${gone}"]`).waitFor();
      await expect(page.locator('[data-testid="mis-changes-work"]').count()).resolves.toBe(1);
      await expectNoSidewaysScroll(page);
      await fullPageShot(page, ARTIFACTS, `${viewport.name}-gone`);

      // A panchayat code that is no code: the server's message, in the page.
      await page.getByTestId('mis-changes-panchayat_code').fill('15150');
      await expect(page.getByTestId('mis-changes-error').innerText()).resolves.toContain('panchayat_code is not a valid code.');
      await page.getByTestId('mis-changes-panchayat_code').fill('');

      // The CSV, with the filters shown: the header and the gone work's line.
      const download = page.waitForEvent('download');
      await page.getByTestId('mis-changes-csv').click();
      const file = await (await download).path();
      const csv = fs.readFileSync(file, 'utf8');
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      const lines = csv.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Taluk,Gram panchayat,Work code,Work name,FTO no.,Loaded at,Load,Change,Row,Field,Old value,New value,Difference',
      );
      expect(lines.slice(1).every((l) => l.includes(gone) && l.includes('Work gone from the MIS'))).toBe(true);
      expect(lines.length).toBeGreaterThan(1);
    }, 120000);
  }

  it('desktop, Kannada: the level 3 officer sees the same taluk, the page in Kannada', async () => {
    await open(VIEWPORTS[1], LEVEL3);
    await page.evaluate(() => localStorage.setItem('portal:language', 'kn'));
    await page.goto(`${base}/fto/changes`);
    await page.locator(`[data-testid="mis-changes-work"][data-id="${raised}"]`).waitFor();
    await expect(page.getByTestId('mis-changes-page').locator('h1, h2').first().innerText()).resolves.toContain('ಎಂಐಎಸ್ ಬದಲಾವಣೆಗಳು');
    // From and To are the portal's date field, day first in Kannada too (not the browser's own box).
    const today = todayIso();
    const asked = page.waitForRequest(
      (r) => r.url().includes('/api/mis-changes') && decodeURIComponent(r.url()).includes(`"from":"${today}"`),
    );
    await typeDate(page.getByTestId('mis-changes-from'), today);
    await asked;
    await expect(dateText(page.getByTestId('mis-changes-from'))).resolves.toBe(formatDate(today));
    await page.locator(`[data-testid="mis-changes-work"][data-id="${raised}"]`).waitFor();
    await expectNoSidewaysScroll(page);
    await fullPageShot(page, ARTIFACTS, 'desktop-kn');
  }, 120000);
});
