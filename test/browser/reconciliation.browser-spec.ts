import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { samplePhoto } from '../../server/src/dev/seeds/sample-photos.js';
import { DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { signIn as apiSignIn } from '../support/auth.js';
import { launchBrowser } from '../support/browser.js';
import { loadPanchayats, materialEntries, submittableWorks, today } from '../support/fto.js';
import { recordMisChange } from '../support/mis-history.js';
import { startScraperHarness, type ScraperHarness } from '../support/scraper.js';
import { expectNoSidewaysScroll, fullPageShot, signedInPages } from '../support/ui-harness.js';
import { UI_DIST } from '../support/ui-server.js';

/** The demo's PRED engineers of AFZALPUR taluk (levels 1 and 2 of the demo's open cycle) and the STATE administrator. */
const LEVEL1 = { mobile: '9000000011', password: 'Officer@2024' };
const LEVEL2 = { mobile: '9000000012', password: 'Officer@2024' };
const ADMIN = { mobile: '9999999999', password: 'Admin@2024' };
const PANCHAYATS = ['1515001004', '1515001005']; // BADADAL and UDACHAN, AFZALPUR taluk
const ARTIFACTS = path.resolve('test/artifacts/reconciliation');

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, mobile: true },
  { name: 'desktop', width: 1366, height: 768, mobile: false },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

const SLOW = 180000;
const NOTICE = 'Changed in the MIS after Level 1 verified it: expenditure +₹ 42,000.00, 1 bill added, 1 bill paid';
const NOTICE_KN = 'ಹಂತ 1 ಪರಿಶೀಲಿಸಿದ ನಂತರ MIS ನಲ್ಲಿ ಬದಲಾಗಿದೆ: ವೆಚ್ಚ +₹ 42,000.00, 1 ಬಿಲ್ ಸೇರಿಸಲಾಗಿದೆ, 1 ಬಿಲ್ ಪಾವತಿಯಾಗಿದೆ';
/** The words of each entry (issue 43 item 1): the bill by its number, money and dates in the portal's formats, no row key. */
const LINES = [
  'The work changed (Expenditure since inception: ₹ 58,000.00 → ₹ 1,00,000.00)',
  'New bill LE-104 of ₹ 18,500.00 dated 05/12/2026 (Paid: ₹ 0.00)',
  'Bill LE-9 changed (Paid: ₹ 0.00 → ₹ 1,200.00)',
];
const LINES_KN = [
  'ಕಾಮಗಾರಿ ಬದಲಾಗಿದೆ (ಆರಂಭದಿಂದ ಒಟ್ಟು ವೆಚ್ಚ: ₹ 58,000.00 → ₹ 1,00,000.00)',
  'ಹೊಸ ಬಿಲ್ LE-104: ₹ 18,500.00, ದಿನಾಂಕ 05/12/2026 (ಪಾವತಿಸಿದ ಮೊತ್ತ: ₹ 0.00)',
  'ಬಿಲ್ LE-9 ಬದಲಾಗಿದೆ (ಪಾವತಿಸಿದ ಮೊತ್ತ: ₹ 0.00 → ₹ 1,200.00)',
];

/**
 * Changed after verification in Chromium (issue 29 items 3-4), at 390x844 and 1366x768: the
 * level 1 engineer files a work over the API, then the MIS changes it (history entries as the
 * next night's load writes them); the level 2 engineer sees the chip in the works list (table
 * and cards, with its filter) and the notice in the Fill Work File dialog; the STATE
 * administrator's Reconciliation view draws its bars (@mui/x-charts), shows the taluk, its
 * changed work and downloads the CSV; a social audit report still draws its chart. No page
 * scrolls sideways; screenshots go to test/artifacts/reconciliation/.
 */
describe('Reconciliation in Chromium: the flag at level 2, the view with its chart and CSV (issue 29)', () => {
  let harness: ScraperHarness;
  let base: string;
  let browser: Browser;
  let page: Page;
  let workCode: string;
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

    const officer = await apiSignIn(harness.app, LEVEL1.mobile, LEVEL1.password);
    let chosen: string | null = null;
    for await (const work of submittableWorks(officer.agent)) {
      chosen = work.work_code;
      break;
    }
    expect(chosen).not.toBeNull();
    workCode = chosen!;
    const items = (await officer.agent.post('/api/filever/getCheckList3').send({ workCode }).expect(200)).body.data as {
      id: number;
      imgages: string;
    }[];
    let req = officer.agent
      .post('/api/filever/submitFullVerification')
      .field('workCode', workCode)
      .field('checkList', JSON.stringify({ selectedCB: Object.fromEntries(items.map((i) => [String(i.id), 'Satisfactory'])) }))
      .field('material', JSON.stringify(await materialEntries(officer.agent, workCode, today(harness.app))))
      .field('siteAnswers', JSON.stringify({ q1: 'Y', q2: 'Y', q3: 'Y', q4: 'Y', q5: 'Y', recommendation: 'Yes' }))
      .attach('sitePhoto', await samplePhoto({ seed: 2901, format: 'png' }), 'site.png');
    for (const i of items.filter((x) => x.imgages === 'Y')) {
      req = req.attach(`image_${i.id}`, await samplePhoto({ seed: 2910 + i.id, format: 'png' }), `item-${i.id}.png`);
    }
    const res = await req;
    expect({ status: res.status, success: res.body.success }).toEqual({ status: 200, success: true });

    // The next night's load: the expenditure up by ₹ 42,000, a bill added, a bill paid.
    const db = harness.app.get(DataSource);
    const [record] = await db.query(
      `SELECT submitted_at, panchayat_code FROM fto_verifications WHERE work_code = $1 AND level = 1 AND superseded_at IS NULL`,
      [workCode],
    );
    const base1 = {
      work_code: workCode,
      panchayat_code: record.panchayat_code,
      recorded_at: new Date(record.submitted_at.getTime() + 1000),
    };
    await recordMisChange(db, {
      ...base1,
      source: 'work',
      change: 'changed',
      row_key: workCode,
      fields: { paid_inception_total: [58000, 100000] },
    });
    // A bill as the load writes it (docs/mis-changes.md): keyed by its voucher, the summary columns of a new row.
    await recordMisChange(db, {
      ...base1,
      source: 'bill',
      change: 'added',
      row_key: `${workCode}|v:${record.panchayat_code}ML000626`,
      fields: { due: [null, 18500], paid: [null, 0], bill_no: [null, 'LE-104'], bill_date: [null, '2026-12-05'] },
    });
    await recordMisChange(db, {
      ...base1,
      source: 'bill',
      change: 'changed',
      row_key: `${workCode}|b:LE-9|2026-11-02`,
      fields: { paid: [0, 1200] },
    });
    browser = await launchBrowser();
  }, 300000);
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });
  afterEach(async () => {
    await page?.context().close();
  });

  const open = async (viewport: Viewport, who: { mobile: string; password: string }) => (page = await openSignedIn(viewport, who));
  const shot = (viewport: Viewport, name: string) => fullPageShot(page, ARTIFACTS, `${viewport.name}-${name}`);

  for (const viewport of VIEWPORTS) {
    const phone = viewport.name === 'phone';

    it(
      `${viewport.name}: level 2 sees "Changed in the MIS" on the work, the filter keeps it, and the dialog lists the differences`,
      async () => {
        await open(viewport, LEVEL2);
        await page.goto(`${base}/fto/ftoverify`);
        const rowSelector = phone ? 'upper-card' : 'upper-row';
        const row = page.locator(`[data-testid="${rowSelector}"][data-work-code="${workCode}"]`);
        await row.waitFor();
        await expect(row.getByTestId('mis-changed-chip').innerText()).resolves.toBe('Changed in the MIS');
        await page.getByTestId('upper-mis-changed-filter').check();
        await row.waitFor();
        await expect(page.locator(`[data-testid="${rowSelector}"]`).count()).resolves.toBe(
          await page.locator(`[data-testid="${rowSelector}"] [data-testid="mis-changed-chip"]`).count(),
        );
        await expectNoSidewaysScroll(page);
        await shot(viewport, 'level2-list');

        await row.getByTestId('upper-fill').click();
        const dialog = page.getByTestId('fill-dialog');
        const notice = dialog.getByTestId('fill-mis-changed');
        await notice.waitFor();
        await expect(notice.getByTestId('fill-mis-changed-summary').innerText()).resolves.toBe(NOTICE);
        const lines = await notice.getByTestId('fill-mis-change').allInnerTexts();
        expect(lines).toEqual(LINES);
        await expectNoSidewaysScroll(page);
        await shot(viewport, 'level2-dialog');
      },
      SLOW,
    );

    it(
      `${viewport.name}: the Reconciliation view: bars, the taluk with its changed work, the works drill-down and the CSV`,
      async () => {
        await open(viewport, ADMIN);
        await page.goto(`${base}/fto/reconciliation`);
        const place = page.locator('[data-testid="reconciliation-place"][data-code="1515001"]');
        await place.waitFor();
        // The chart is drawn (an SVG with bars), out of screen readers' and the keyboard's reach (inert), with its caption.
        const chart = page.getByTestId('reconciliation-chart');
        await chart.locator('svg').first().waitFor();
        await expect(chart.locator('[inert]').first().isVisible()).resolves.toBe(true);
        await expect(chart.locator('figcaption').innerText()).resolves.toContain('The table holds the same figures.');
        // Issue 43 item 8: each bar is named by its taluk, the count axis carries numbers, bars their counts,
        // and the same figures are a table for screen readers.
        await expect(chart.locator('svg text').allTextContents()).resolves.toContain('AFZALPUR');
        const ticks = (await chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents()).map((x) => x.trim());
        expect(ticks.length).toBeGreaterThan(1);
        expect(ticks.filter((x) => !/^\d[\d,]*$/.test(x))).toEqual([]);
        // Numbers beyond the axis ticks: the counts written at the bars' ends.
        const numbers = (await chart.locator('svg text').allTextContents()).filter((x) => /^\d/.test(x.trim()));
        expect(numbers.length).toBeGreaterThan(ticks.length);
        const chartTable = chart.getByTestId('reconciliation-chart-table');
        await expect(chartTable.locator('tbody th').allTextContents()).resolves.toContain('AFZALPUR');
        await expect(chartTable.locator('thead th').first().textContent()).resolves.toBe('Taluk');
        if (!phone) {
          // Works drawn: level 1's draw in the taluk, as the API counts it.
          const answer = (await (await page.request.get(`${base}/api/reconciliation`)).json()) as {
            rows: { block_code: string; drawn: number; works: number }[];
          };
          const counts = answer.rows.find((r) => r.block_code === '1515001')!;
          expect(counts.drawn).toBeGreaterThanOrEqual(counts.works);
          await expect(place.getByTestId('reconciliation-drawn').innerText()).resolves.toBe(counts.drawn.toLocaleString('en-IN'));
          await expect(page.getByRole('columnheader', { name: 'Works drawn' }).isVisible()).resolves.toBe(true);
          await expect(place.getByTestId('reconciliation-changed').innerText()).resolves.not.toBe('0');
          await expect(place.getByTestId('reconciliation-delta').innerText()).resolves.toMatch(/^\+₹ /);
        }
        await expectNoSidewaysScroll(page);
        await shot(viewport, 'view');

        const download = page.waitForEvent('download');
        await page.getByTestId('reconciliation-csv').click();
        const csv = fs.readFileSync(await (await download).path(), 'utf8');
        expect(csv.startsWith('\uFEFFDistrict,Taluk,Gram panchayat,Work code')).toBe(true);
        expect(csv).toContain(workCode);

        await place.getByTestId('reconciliation-open').click();
        const work = page.locator(`[data-testid="reconciliation-work"][data-work-code="${workCode}"]`);
        await work.waitFor();
        await expect(work.getByTestId('reconciliation-work-changes').innerText()).resolves.toBe(
          'expenditure +₹ 42,000.00, 1 bill added, 1 bill paid',
        );
        await expectNoSidewaysScroll(page);
        await shot(viewport, 'works');
      },
      SLOW,
    );

    it(
      `${viewport.name}: a social audit report still draws its chart (the lazy @mui/x-charts chunk) beside its amounts`,
      async () => {
        await open(viewport, ADMIN);
        await page.goto(`${base}/audit/issues`);
        const chart = page.getByTestId('audit-issues-chart');
        await chart.waitFor();
        await chart.getByTestId('amount-chart').locator('svg').first().waitFor();
        await expect(chart.locator('[data-testid^="audit-issues-chart-bar-"]').count()).resolves.toBeGreaterThan(0);
        // Issue 43 item 8: the bars carry their amounts, the types their codes, and a table holds the figures.
        const texts = await chart.getByTestId('amount-chart').locator('svg text').allTextContents();
        expect(texts).toEqual(expect.arrayContaining(['FM', 'FD']));
        expect(texts.filter((x) => x.startsWith('₹ ') && x !== '₹ 0').length).toBeGreaterThan(0);
        await expect(chart.getByTestId('audit-issues-chart-table').locator('tbody tr').count()).resolves.toBe(4);
        await expectNoSidewaysScroll(page);
        await shot(viewport, 'audit-issues');
      },
      SLOW,
    );
  }

  it(
    'phone, Kannada: level 2 reads the notice in Kannada: the bill by its number, money and dates in the portal formats, no row key (issue 43 item 1)',
    async () => {
      await open(VIEWPORTS[0], LEVEL2);
      await page.goto(`${base}/`);
      await page.evaluate(() => localStorage.setItem('portal:language', 'kn'));
      await page.goto(`${base}/fto/ftoverify`);
      const row = page.locator(`[data-testid="upper-card"][data-work-code="${workCode}"]`);
      await row.waitFor();
      await expect(row.getByTestId('mis-changed-chip').innerText()).resolves.toBe('MIS ನಲ್ಲಿ ಬದಲಾಗಿದೆ');
      await row.getByTestId('upper-fill').click();
      const notice = page.getByTestId('fill-dialog').getByTestId('fill-mis-changed');
      await notice.waitFor();
      await expect(notice.getByTestId('fill-mis-changed-summary').innerText()).resolves.toBe(NOTICE_KN);
      await expect(notice.getByTestId('fill-mis-change').allInnerTexts()).resolves.toEqual(LINES_KN);
      const text = await notice.innerText();
      expect(text).not.toContain('|');
      expect(text).not.toMatch(/[a-z]+_[a-z]+/);
      await expectNoSidewaysScroll(page);
      await fullPageShot(page, ARTIFACTS, 'phone-kn-level2-dialog');

      // Issue 43 item 6: no English left in the dialog's data with a known Kannada rendering.
      const dialog = page.getByTestId('fill-dialog');
      const checklist = await dialog.getByTestId('fill-section-checklist').innerText();
      expect(checklist).toContain('ಅಂದಾಜು ಮೊತ್ತ (ರೂ.)');
      expect(checklist).toContain('ಮಂಜೂರಾತಿ ಆದೇಶ ಸಂಖ್ಯೆ');
      expect(checklist).not.toMatch(/Estimate amount \(Rs\)|Sanction order number|Work order number|Number of muster rolls|MB number/);
      const processed = dialog.locator('[data-testid="fill-fto-row"][data-status="Processed"]');
      expect(await processed.count()).toBeGreaterThan(0);
      for (const row of await processed.all()) {
        const words = await row.innerText();
        expect(words).toContain('ಪ್ರಕ್ರಿಯೆಗೊಂಡಿದೆ');
        expect(words).not.toContain('Processed');
      }
    },
    SLOW,
  );

  it(
    'phone, Kannada: the level 2 list names the submitter by the role in Kannada; a year box says ಎಲ್ಲಾ, not ALL (issue 43 item 6)',
    async () => {
      await open(VIEWPORTS[0], LEVEL2);
      await page.goto(`${base}/`);
      await page.evaluate(() => localStorage.setItem('portal:language', 'kn'));
      await page.goto(`${base}/fto/ftoverify`);
      const row = page.locator(`[data-testid="upper-card"][data-work-code="${workCode}"]`);
      await row.waitFor();
      const by = await row.getByTestId('upper-submitted-by').innerText();
      expect(by.split('\n')[0]).toBe('ಕಿರಿಯ ಅಭಿಯಂತರರು, ಪಂ.ರಾ.ಇಂ.ಇ.');
      expect(by).not.toContain('Junior Engineer');
      await page.context().close();

      await open(VIEWPORTS[0], ADMIN);
      await page.goto(`${base}/`);
      await page.evaluate(() => localStorage.setItem('portal:language', 'kn'));
      await page.goto(`${base}/audit/issues`);
      const year = page.getByTestId('audit-issues-year');
      await year.waitFor();
      await expect(year.locator('option').first().innerText()).resolves.toBe('ಎಲ್ಲಾ');
      await expect(year.locator('option').allInnerTexts()).resolves.not.toContain('ALL');
    },
    SLOW,
  );
});
