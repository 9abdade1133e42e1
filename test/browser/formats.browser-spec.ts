import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { signIn as apiSignIn } from '../support/auth.js';
import { signInThroughForm } from '../support/ui-harness.js';
import { launchBrowser, newTestContext } from '../support/browser.js';
import { loadPanchayats } from '../support/fto.js';
import { startScraperHarness, type ScraperHarness } from '../support/scraper.js';
import { addIssue, BADADAL } from '../support/socialaudit.js';
import { UI_DIST } from '../support/ui-server.js';
import { dateText, typeDate } from '../support/date-field.mjs';

const ADMIN = { mobile: '9999999999', password: 'Admin@2024' };
const LEVEL1 = { mobile: '9000000011', password: 'Officer@2024' };
const PANCHAYATS = [BADADAL];
const ARTIFACTS = path.resolve('test/artifacts/formats');

/** Two browsers that disagree on everything a format could lean on. */
const BROWSERS = [
  // A Kannada browser opens the portal in Kannada (issue 26 item 1): its words change, its formats do not.
  {
    name: 'en-US-new-york',
    locale: 'en-US',
    timezoneId: 'America/New_York',
    offset: 300,
    noSuchDate: 'No such date',
    january2030: 'January 2030',
  },
  {
    name: 'kn-IN-kolkata',
    locale: 'kn-IN',
    timezoneId: 'Asia/Kolkata',
    offset: -330,
    noSuchDate: 'ಅಂತಹ ದಿನಾಂಕ ಇಲ್ಲ',
    january2030: 'ಜನವರಿ 2030',
  },
] as const;
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, mobile: true },
  { name: 'laptop', width: 1366, height: 768, mobile: false },
] as const;

/**
 * Instants where New York and India disagree on the day: 18:40 UTC on 14/01/2030 is 12:10 am on
 * 15/01/2030 in India and 1:40 pm on 14/01 in New York.
 */
const TRAIL_AT = '2030-01-14T18:40:00Z';
const TRAIL_TEXT = '15/01/2030, 12:10 am';
const RUN_AT = '2030-01-14T19:05:00Z';
const RUN_TEXT = '15/01/2030, 12:35 am';
const ROWS = 1234567;
const YEAR = '2025-2026';
const AMOUNT = '2836353.24';

/** Rupees as officers write them, made here with the browser-independent Intl of Node, not the portal's code. */
const rupees = (value: string | number) =>
  `₹ ${Number(value).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Seen {
  trailAt: string;
  runAt: string;
  runRows: string | undefined;
  issueAmount: string;
  works: string[];
}

/**
 * Issue 26 item 5: one format whatever the browser. The audit trail, the MIS load history, an
 * FTO works list and a social audit report, opened in an en-US browser in New York and a kn-IN
 * browser in India, at 390x844 and 1366x768, show the same dd/mm/yyyy dates, "hh:mm am|pm"
 * times in India's time, Indian grouping and "₹ x,xx,xxx.xx" money. The date filter of the
 * audit trail is typed as dd/mm/yyyy and filters by India's day.
 */
describe('One format for dates, times and money whatever the browser (issue 26 item 5)', () => {
  let harness: ScraperHarness;
  let base: string;
  let browser: Browser;
  let list: { agency: string; year: string; money: string[] };
  const seen = new Map<string, Seen>();

  beforeAll(async () => {
    if (!fs.existsSync(path.join(UI_DIST, 'index.html'))) throw new Error('admin-ui/dist is missing: run `npm run build` (npm test does)');
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    harness = await startScraperHarness({ panchayats: PANCHAYATS, worksPerPanchayat: 8 });
    await harness.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${harness.app.getHttpServer().address().port}`;
    await harness.app.get(DemoSeedService).run();
    await loadPanchayats(harness.app, PANCHAYATS);

    const db = harness.app.get(DataSource);
    const [{ id: adminId, name: adminName }] = await db.query(`SELECT id, name FROM users WHERE mobile_number = $1`, [ADMIN.mobile]);
    await db.query(
      `INSERT INTO audit_trail (actor_user_id, actor_name, action, entity, entity_id, before, after, at)
       VALUES ($1, $2, 'role.toggle', 'role', '1', '{"is_active": false}', '{"is_active": true}', $3)`,
      [adminId, adminName, TRAIL_AT],
    );
    await db.query(
      `INSERT INTO scrape_runs (id, spider, args, district_code, block_code, panchayat_code, trigger, requested_by, state,
                                queued_at, started_at, finished_at, rows_seen, rows_inserted)
       VALUES (gen_random_uuid(), 'LoadDynamicGP', '{}', '1515', '1515001', $1, 'user', $2, 'completed', $3, $3, $3, $4, $4)`,
      [BADADAL, adminId, RUN_AT, ROWS],
    );
    await addIssue(harness.app, { panchayat: BADADAL, type: 'FM', amount: AMOUNT, response: '1000.00', year: YEAR });

    // The works list to read: the level 1 officer's first agency and year, and its money as the API sends it.
    const officer = await apiSignIn(harness.app, LEVEL1.mobile, LEVEL1.password);
    const summary = await officer.agent.post('/api/filever/getworks2').send({}).expect(200);
    const group = (summary.body.works as { agency_name: string; work_start_fin_year: string }[])[0];
    const works = await officer.agent
      .post('/api/filever/getworkData2')
      .send({ agency: group.agency_name, year: group.work_start_fin_year })
      .expect(200);
    const first = (works.body.works as Record<string, string | null>[])[0];
    list = {
      agency: group.agency_name,
      year: group.work_start_fin_year,
      money: ['total_estimated', 'total_expenditure'].map((k) => first[k]).filter((v): v is string => v !== null && v !== ''),
    };
    expect(list.money.length).toBeGreaterThan(0);
    browser = await launchBrowser();
  }, 240000);
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });

  const signIn = async (context: BrowserContext, who: { mobile: string; password: string }): Promise<Page> => {
    const page = await context.newPage();
    await signInThroughForm(harness.app, page, base, who);
    return page;
  };

  const noSidewaysScroll = async (page: Page, what: string) => {
    const m = await page.evaluate(() => ({ wide: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect({ what, fits: m.wide <= m.inner }).toEqual({ what, fits: true });
  };

  for (const who of BROWSERS) {
    for (const viewport of VIEWPORTS) {
      it(`${who.locale} in ${who.timezoneId} at ${viewport.width}x${viewport.height}: dates, times and money in the one format`, async () => {
        const options = {
          locale: who.locale,
          timezoneId: who.timezoneId,
          viewport: { width: viewport.width, height: viewport.height },
          isMobile: viewport.mobile,
          hasTouch: viewport.mobile,
        };
        const shot = (page: Page, name: string) =>
          page.screenshot({ path: path.join(ARTIFACTS, `${who.name}-${viewport.name}-${name}.png`), fullPage: true });
        const admin = await newTestContext(browser, options);
        const officer = await newTestContext(browser, options);
        try {
          // The browser really is where it says.
          const page = await signIn(admin, ADMIN);
          await expect(page.evaluate((instant) => [navigator.language, new Date(instant).getTimezoneOffset()], TRAIL_AT)).resolves.toEqual([
            who.locale,
            who.offset,
          ]);

          // The audit trail: the entry's time in India, then the date filter typed dd/mm/yyyy is India's day.
          await page.goto(`${base}/users/audit-trail`);
          const at = page.getByTestId('audit-trail-table').locator('tbody tr').first().getByTestId('audit-at');
          await at.waitFor();
          const trailAt = await at.innerText();
          expect(trailAt).toBe(TRAIL_TEXT);
          const from = page.getByTestId('audit-filter-from');
          await typeDate(from, '31/02/2030');
          await from.getByText(who.noSuchDate, { exact: true }).waitFor();
          await typeDate(from, '15/01/2030');
          await expect(dateText(from)).resolves.toBe('15/01/2030');
          await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('"at_gte":"2030-01-15"'));
          await page.waitForFunction(
            (text) => [...document.querySelectorAll('[data-testid="audit-at"]')].map((e) => e.textContent).join('|') === text,
            TRAIL_TEXT,
          );
          // The calendar opens at the typed month and fits the screen.
          await page.getByTestId('audit-filter-from-open').click();
          const calendar = page.getByRole('dialog');
          await calendar.getByText(who.january2030).waitFor();
          const box = (await calendar.boundingBox())!;
          expect(box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
          await shot(page, 'audit-trail-calendar');
          await page.keyboard.press('Escape');
          await noSidewaysScroll(page, 'audit trail');

          // The MIS load history: queued time and row counts.
          await page.goto(`${base}/users/scraper-jobs`);
          const run = page.getByTestId('jobs-list').locator('tbody tr').first();
          await run.getByTestId('job-queued-at').waitFor();
          const runAt = await run.getByTestId('job-queued-at').innerText();
          expect(runAt).toBe(RUN_TEXT);
          const runRows = (await run.innerText()).match(/\b\d{1,2},\d{2},\d{3}\b/)?.[0];
          expect(runRows).toBe('12,34,567');
          await shot(page, 'load-history');

          // A social audit report: its money in rupees with Indian grouping.
          await page.goto(`${base}/audit/issues`);
          await page.getByTestId('audit-issues-year').waitFor();
          await page.getByTestId('audit-issues-year').selectOption(YEAR);
          const amount = page.getByTestId('audit-issues-amount-1515-total');
          await page.waitForFunction(
            () => document.querySelector('[data-testid="audit-issues-amount-1515-total"]')?.textContent !== '₹ 0.00',
          );
          const issueAmount = await amount.innerText();
          expect(issueAmount).toBe('₹ 28,36,353.24');
          await noSidewaysScroll(page, 'social audit report');
          await shot(page, 'issues-report');

          // An FTO works list: each amount the API sends, in rupees.
          const fto = await signIn(officer, LEVEL1);
          await fto.goto(`${base}/fto/showlist?${new URLSearchParams({ agency: list.agency, year: list.year, level: 'level1' })}`);
          const rows = fto.getByTestId(viewport.mobile ? 'works-card' : 'works-row');
          await rows.first().waitFor();
          const text = await rows.first().innerText();
          const works = [...text.matchAll(/₹ [\d,]+\.\d{2}/g)].map((m) => m[0]);
          for (const value of list.money) expect(works).toContain(rupees(value));
          await noSidewaysScroll(fto, 'works list');
          await shot(fto, 'works-list');

          seen.set(`${who.name}-${viewport.name}`, { trailAt, runAt, runRows, issueAmount, works });
        } finally {
          await admin.close();
          await officer.close();
        }
      }, 240000);
    }
  }

  it('every browser saw the same texts', () => {
    expect(seen.size).toBe(BROWSERS.length * VIEWPORTS.length);
    const [first, ...others] = [...seen.values()];
    for (const other of others) {
      expect(other.trailAt).toBe(first.trailAt);
      expect(other.runAt).toBe(first.runAt);
      expect(other.runRows).toBe(first.runRows);
      expect(other.issueAmount).toBe(first.issueAmount);
    }
    // A phone's work card shows fewer figures than the laptop's row: each compared with its own kind.
    for (const viewport of VIEWPORTS) {
      const [a, b] = BROWSERS.map((who) => seen.get(`${who.name}-${viewport.name}`)!.works);
      expect(b).toEqual(a);
    }
  });
});
