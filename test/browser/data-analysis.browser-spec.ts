import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { expectNoSidewaysScroll, signInThroughForm } from '../support/ui-harness.js';
import { launchBrowser, newTestContext } from '../support/browser.js';
import { demoPlaces, startScraperHarness, type ScraperHarness } from '../support/scraper.js';
import { UI_DIST } from '../support/ui-server.js';

/** The demo TP officer (server/src/dev/seeds/demo-seed.service.ts): TP-EO of Afzalpur taluk. */
const TP_OFFICER = { mobile: '9000000002', password: 'Officer@2024' };
const BLOCK = '1515001';
const PANCHAYAT = '1515001004'; // BADADAL
const WORKS_PER_PANCHAYAT = 12;

/**
 * The Data analysis page (/fto/viewdata, spec 2 §2) on the real server and built UI, with the
 * fixture MIS standing in for the public MIS and BullMQ workers on real Redis: a TP officer sees
 * the panchayats of the taluk, starts a works load for one of them and follows it to the end.
 */
describe('Data analysis in Chromium: panchayats of the jurisdiction, loads from the MIS with progress (spec 2 §2, §7, §8)', () => {
  let harness: ScraperHarness;
  let base: string;
  let browser: Browser;
  let page: Page;
  const places = [...demoPlaces().values()].filter((p) => p.block_code === BLOCK);

  beforeAll(async () => {
    if (!fs.existsSync(path.join(UI_DIST, 'index.html'))) throw new Error('admin-ui/dist is missing: run `npm run build` (npm test does)');
    harness = await startScraperHarness({ panchayats: places.map((p) => p.panchayat_code), worksPerPanchayat: WORKS_PER_PANCHAYAT });
    await harness.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${harness.app.getHttpServer().address().port}`;
    await harness.app.get(DemoSeedService).run();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });
  beforeEach(async () => {
    page = await (await newTestContext(browser)).newPage();
    page.on('dialog', (d) => void d.accept());
  });
  afterEach(() => page.context().close());

  const signIn = async (mobile: string, password: string) => {
    await signInThroughForm(harness.app, page, base, { mobile: mobile, password: password });
  };

  it('a TP officer sees the panchayats of the taluk, fetches the works of one, follows the progress and gets the counts', async () => {
    await signIn(TP_OFFICER.mobile, TP_OFFICER.password);
    await page.goto(`${base}/fto/viewdata`);
    await page.getByTestId('viewdata-table').waitFor();

    // The jurisdiction's block is the filter, fixed; every row belongs to it.
    // (The filter shows the block once the taluk list it chooses from has come.)
    const blockFilter = page.getByTestId('viewdata-block-filter');
    await page
      .waitForFunction(
        ([id, code]) => document.querySelector<HTMLSelectElement>(`[data-testid="${id}"]`)?.value === code,
        ['viewdata-block-filter', BLOCK] as const,
        { timeout: 10_000 },
      )
      .catch(() => undefined); // the assertion below then shows what it holds
    await expect(blockFilter.inputValue()).resolves.toBe(BLOCK);
    await expect(blockFilter.isDisabled()).resolves.toBe(true);
    const rows = page.locator('[data-testid^="viewdata-row-"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="viewdata-loading"]'));
    const blocks = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-block-code')));
    expect(blocks.length).toBe(Math.min(10, places.length));
    expect(new Set(blocks)).toEqual(new Set([BLOCK]));

    // The pager names its size once, in the portal's one wording (issue 25).
    const pager = await page.getByTestId('viewdata-pagination').innerText();
    expect(pager.match(/Rows per page/g)).toEqual(['Rows per page']);
    expect(pager).not.toContain('Rows per page:');
    const row = page.getByTestId(`viewdata-row-${PANCHAYAT}`);
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('BADADAL');
    await expect(page.getByTestId(`viewdata-total-works-${PANCHAYAT}`).innerText()).resolves.toBe('0');
    await expect(page.getByTestId(`viewdata-register-${PANCHAYAT}`).innerText()).resolves.toBe('No link available');

    // The load starts, the row shows its progress and the button says it is running. The MIS
    // answers the report slowly this once, so the progress is there to be seen.
    harness.fixture.addFault({ page: 'dynamic_work_details', kind: 'slow', ms: 2500, times: 1 });
    const fetchWorks = page.getByTestId(`viewdata-fetch-works-${PANCHAYAT}`);
    const [started] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/Scraper/loadScrapy') && r.method() === 'POST'),
      fetchWorks.click(),
    ]);
    expect(started.postDataJSON()).toMatchObject({
      spiderName: 'LoadDynamicGP',
      args: { tpcode: BLOCK, zpcode: '1515', gpcode: PANCHAYAT },
      currentRole: { Role_code: 'TP-EO', block_code: BLOCK },
    });
    await page.getByTestId(`viewdata-progress-${PANCHAYAT}`).waitFor();
    await expect(fetchWorks.isDisabled()).resolves.toBe(true);
    // Other rows and the other load of this row stay usable.
    await expect(page.getByTestId(`viewdata-fetch-bills-${PANCHAYAT}`).isDisabled()).resolves.toBe(false);
    const other = places.find((p) => p.panchayat_code !== PANCHAYAT)!.panchayat_code;
    await expect(page.getByTestId(`viewdata-fetch-works-${other}`).isDisabled()).resolves.toBe(false);

    // At the end the row is read again and a toast gives the counts.
    await page.waitForFunction(
      (code) => Number(document.querySelector(`[data-testid="viewdata-total-works-${code}"]`)?.textContent ?? '0') > 0,
      PANCHAYAT,
      { timeout: 45000 },
    );
    await expect(page.getByTestId(`viewdata-total-works-${PANCHAYAT}`).innerText()).resolves.toBe(String(WORKS_PER_PANCHAYAT));
    // Every status is shown (Completed and Other too): the row's counts add up to its total.
    const shown = await Promise.all(
      ['ongoing', 'physically-completed', 'suspended', 'completed', 'other'].map(async (what) =>
        Number(await page.getByTestId(`viewdata-${what}-${PANCHAYAT}`).innerText()),
      ),
    );
    expect(shown.reduce((a, b) => a + b, 0)).toBe(WORKS_PER_PANCHAYAT);
    expect(shown[3]).toBe(harness.fixture.data.works(PANCHAYAT).filter((w) => w.work_status === 'Completed').length);
    await page
      .getByText(
        new RegExp(
          `^Works loaded for BADADAL: ${WORKS_PER_PANCHAYAT} seen, ${WORKS_PER_PANCHAYAT} new, 0 updated, 0 unchanged, 0 rejected$`,
        ),
      )
      .waitFor({ timeout: 15000 });
    await page.getByTestId(`viewdata-progress-${PANCHAYAT}`).waitFor({ state: 'detached' });
    await expect(fetchWorks.isDisabled()).resolves.toBe(false);
    await expect(page.getByTestId(`viewdata-works-loaded-${PANCHAYAT}`).innerText()).resolves.not.toContain('never');
  });

  it('the search goes to the server, nothing found shows the empty text, and a refused load shows the server message', async () => {
    await signIn(TP_OFFICER.mobile, TP_OFFICER.password);
    await page.goto(`${base}/fto/viewdata`);
    await page.getByTestId(`viewdata-row-${PANCHAYAT}`).waitFor();

    const [searched] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/Scraper/getBlockView') && r.postDataJSON()?.q === 'badadal'),
      page.getByTestId('viewdata-search').pressSequentially('badadal', { delay: 30 }),
    ]);
    expect(searched.postDataJSON()).toMatchObject({ page: 1, perPage: 10 });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^="viewdata-row-"]').length === 1);

    await page.getByTestId('viewdata-search').fill('no such panchayat');
    await page.getByTestId('viewdata-empty').waitFor();
    await expect(page.getByTestId('viewdata-empty').innerText()).resolves.toBe('No data available');

    await page.getByTestId('viewdata-search').fill('');
    await page.getByTestId(`viewdata-row-${PANCHAYAT}`).waitFor();
    await page.route('**/api/Scraper/loadScrapy', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Panchayat BADADAL (1515001004) is outside your jurisdiction.' }),
      }),
    );
    await page.getByTestId(`viewdata-fetch-bills-${PANCHAYAT}`).click();
    await page.getByText('Panchayat BADADAL (1515001004) is outside your jurisdiction.').waitFor();
    await expect(page.getByTestId(`viewdata-progress-${PANCHAYAT}`).count()).resolves.toBe(0);
    await expect(page.getByTestId(`viewdata-fetch-bills-${PANCHAYAT}`).isDisabled()).resolves.toBe(false);
  });

  it('on a phone (390x844) each panchayat is a card, not a table scrolled sideways (issue 43 item 11)', async () => {
    await page.context().close();
    page = await (await newTestContext(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    await signIn(TP_OFFICER.mobile, TP_OFFICER.password);
    await page.goto(`${base}/fto/viewdata`);
    const card = page.getByTestId(`viewdata-row-${PANCHAYAT}`);
    await card.waitFor();
    await expect(page.getByTestId('viewdata-cards').count()).resolves.toBe(1);
    await expect(page.getByTestId('viewdata-table').count()).resolves.toBe(0);
    await expect(card.evaluate((el) => el.tagName)).resolves.toBe('LI');
    const text = await card.innerText();
    for (const words of ['BADADAL', 'Ongoing', 'Total works', 'Fetch']) expect(text).toContain(words);
    await expect(page.getByTestId(`viewdata-total-works-${PANCHAYAT}`).isVisible()).resolves.toBe(true);
    // The card fits the screen, its buttons whole and big enough for a thumb.
    await expectNoSidewaysScroll(page);
    for (const id of [`viewdata-fetch-works-${PANCHAYAT}`, `viewdata-fetch-bills-${PANCHAYAT}`]) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });

  it('the STATE administrator reaches the load history from the page and finds the finished works load there', async () => {
    await signIn('9999999999', 'Admin@2024');
    await page.goto(`${base}/fto/viewdata`);
    await page.getByTestId('viewdata-jobs-link').click();
    await page.waitForURL(`${base}/users/scraper-jobs`);
    const list = page.getByTestId('jobs-list');
    await list.waitFor();
    const first = list.locator('tbody tr').first();
    await expect(first.innerText()).resolves.toContain(PANCHAYAT);
    await expect(first.innerText()).resolves.toContain('Works');
    await expect(first.getByTestId('job-state').getAttribute('data-state')).resolves.toBe('completed');
  });
});
