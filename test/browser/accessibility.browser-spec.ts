import type { INestApplication } from '@nestjs/common';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { describeProblems, seriousViolations } from '../support/axe.js';
import { launchBrowser, newTestContext } from '../support/browser.js';
import { signInThroughForm } from '../support/ui-harness.js';
import { samplePhoto } from '../../server/src/dev/seeds/sample-photos.js';
import { signIn as apiSignIn } from '../support/auth.js';
import { loadPanchayats, materialEntries, submittableWorks, today } from '../support/fto.js';
import { startScraperHarness, type ScraperHarness } from '../support/scraper.js';
import { UI_DIST } from '../support/ui-server.js';
import { waitUntil } from '../support/wait.js';

/** The demo's STATE administrator, the PRED engineers of levels 1 and 2 (AFZALPUR) and the SDATA officer (server/src/dev/seeds). */
const ADMIN = { mobile: '9999999999', password: 'Admin@2024' };
const LEVEL1 = { mobile: '9000000011', password: 'Officer@2024' };
const LEVEL2 = { mobile: '9000000012', password: 'Officer@2024' };
const SDATA = { mobile: '9000000005', password: 'Officer@2024' };

const SIZES = [
  { name: '1366x768', width: 1366, height: 768 },
  { name: '390x844', width: 390, height: 844 },
] as const;
const LANGUAGES = ['en', 'kn'] as const;
const PANCHAYATS = ['1515001004', '1515001005']; // BADADAL and UDACHAN, AFZALPUR taluk
const ARTIFACTS = path.resolve('test/artifacts/accessibility');

/** A screen of docs/screens.md: where it is, what shows once it has drawn, and an optional step that opens it (a dialog). */
interface Screen {
  name: string;
  path: string;
  ready: string;
  open?: (page: Page) => Promise<void>;
}

const ADMIN_SCREENS: Screen[] = [
  { name: 'Dashboard', path: '/dashboard', ready: '[data-testid="main-option-card"]' },
  { name: 'User Administration', path: '/users', ready: '[data-testid="module-card"]' },
  { name: 'FTO Works Verification', path: '/fto', ready: '[data-testid="module-card"]' },
  { name: 'Social Audit', path: '/audit', ready: '[data-testid="module-card"]' },
  { name: 'Developer Tools', path: '/tools', ready: '[data-testid="module-card"]' },
  { name: 'Role Management', path: '/users/rolesmanage', ready: '[data-testid="role-management-page"]' },
  { name: 'Manage Roles', path: '/users/roleadd', ready: '[data-testid="page-title"]' },
  { name: 'Add Department', path: '/users/departmentadd', ready: '[data-testid="page-title"]' },
  { name: 'Add Implementing Agency', path: '/users/implementingagencyadd', ready: '[data-testid="page-title"]' },
  { name: 'Scheduler Dashboard', path: '/users/shedule', ready: '[data-testid="page-title"]' },
  { name: 'FTO Verification Schedule', path: '/users/fto-scheduler', ready: '[data-testid="schedules-add"]' },
  { name: 'Work file checklist', path: '/users/fto-checklist', ready: '[data-testid="page-title"]' },
  { name: 'Audit Trail', path: '/users/audit-trail', ready: '[data-testid="audit-trail-table"]' },
  { name: 'MIS Load History', path: '/users/scraper-jobs', ready: '[data-testid="jobs-list"]' },
  { name: 'Main Option Management', path: '/users/options', ready: '[data-testid="page-title"]' },
  { name: 'Data Analysis', path: '/fto/viewdata', ready: '[data-testid="viewdata-table"], [data-testid="viewdata-cards"]' },
  { name: 'Photo Evidence', path: '/fto/evidence', ready: '[data-testid="evidence-locations"]' },
  { name: 'Panchayat locations', path: '/fto/evidence/locations', ready: '[data-testid="gp-locations-summary"]' },
  { name: 'MIS Changes', path: '/fto/changes', ready: '[data-testid="mis-changes-page"]' },
  {
    name: 'Reconciliation',
    path: '/fto/reconciliation',
    ready: '[data-testid="reconciliation-chart"] svg',
    open: (page) => page.getByTestId('reconciliation-changed-only').uncheck(),
  },
  { name: 'Issues Report', path: '/audit/issues', ready: '[data-testid="amount-chart"] svg' },
  { name: 'Import issues', path: '/audit/import', ready: '[data-testid="audit-import-workbook-hint"]' },
  { name: 'Recovered Issues', path: '/audit/recoveryissues', ready: '[data-testid="amount-chart"] svg' },
  { name: 'Not authorised', path: '/unauthorized', ready: '[data-testid="error-code"]' },
  { name: 'Not found', path: '/nothing-here', ready: '[data-testid="not-found-page"]' },
];

const LEVEL1_SCREENS: Screen[] = [
  { name: 'Works Verification summary', path: '/fto/fileverify', ready: '[data-testid="fto-summary-row"]' },
  {
    name: 'Works Verification list',
    path: '/fto/fileverify',
    ready: '[data-testid="works-fill"]',
    open: (page) => page.locator('[data-testid="fto-summary-count"]:visible').first().click(),
  },
  {
    name: 'Fill Work File',
    path: '/fto/fileverify',
    ready: '[data-testid="fill-section-checklist"]',
    open: async (page) => {
      await page.locator('[data-testid="fto-summary-count"]:visible').first().click();
      await page.locator('[data-testid="works-fill"]:visible').first().click();
    },
  },
];

const LEVEL2_SCREENS: Screen[] = [
  { name: 'FTO Verification (level 2)', path: '/fto/ftoverify', ready: '[data-testid="upper-fill"]' },
  {
    name: 'Fill Work File (level 2)',
    path: '/fto/ftoverify',
    ready: '[data-testid="fill-section-checklist"]',
    open: (page) => page.locator('[data-testid="upper-fill"]:visible').first().click(),
  },
];

const SDATA_SCREENS: Screen[] = [
  { name: 'Recovery Verification', path: '/audit/verifyRecovery', ready: '[data-testid="audit-verify-year"]' },
];

const PUBLIC_SCREENS: Screen[] = [
  { name: 'Landing page and sign-in', path: '/', ready: '[data-testid="login-card"]' },
  { name: 'Registration', path: '/signup', ready: '[data-testid="signup-officer-level"]' },
  { name: 'Forgot password', path: '/forgot-password', ready: '[data-testid="fp-mobile"]' },
  { name: 'Not found (public)', path: '/nothing-here', ready: '[data-testid="not-found-page"]' },
];

/** Level 1 files one work over the API (as reconciliation.browser-spec.ts does), so level 2's list has a row to open. */
async function fileOneWork(app: INestApplication): Promise<void> {
  const officer = await apiSignIn(app, LEVEL1.mobile, LEVEL1.password);
  let workCode: string | null = null;
  for await (const work of submittableWorks(officer.agent)) {
    workCode = work.work_code;
    break;
  }
  if (!workCode) throw new Error('no work level 1 can file');
  const items = (await officer.agent.post('/api/filever/getCheckList3').send({ workCode }).expect(200)).body.data as {
    id: number;
    imgages: string;
  }[];
  let req = officer.agent
    .post('/api/filever/submitFullVerification')
    .field('workCode', workCode)
    .field('checkList', JSON.stringify({ selectedCB: Object.fromEntries(items.map((i) => [String(i.id), 'Satisfactory'])) }))
    .field('material', JSON.stringify(await materialEntries(officer.agent, workCode, today(app))))
    .field('siteAnswers', JSON.stringify({ q1: 'Y', q2: 'Y', q3: 'Y', q4: 'Y', q5: 'Y', recommendation: 'Yes' }))
    .attach('sitePhoto', await samplePhoto({ seed: 4301, format: 'png' }), 'site.png');
  for (const i of items.filter((x) => x.imgages === 'Y')) {
    req = req.attach(`image_${i.id}`, await samplePhoto({ seed: 4310 + i.id, format: 'png' }), `item-${i.id}.png`);
  }
  const res = await req;
  if (res.status !== 200 || !res.body.success)
    throw new Error(`level 1 could not file ${workCode}: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Counts the page's requests in flight, so a check can wait for the network to be quiet without
 * Playwright's `networkidle`, which waits a fixed half second after the last request.
 */
function requestsInFlight(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  return () => inFlight;
}

/** Waits until the screen has drawn, no request is in flight and nothing shows as loading (no fixed sleeps). */
async function settle(page: Page, ready: string, inFlight: () => number): Promise<void> {
  await page.locator(`${ready} >> visible=true`).first().waitFor({ timeout: 15000 });
  await waitUntil(
    () => `the network quiet (${inFlight()} requests in flight)`,
    () => inFlight() === 0,
    { timeoutMs: 15000 },
  );
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"], .MuiSkeleton-root, [aria-busy="true"]'));
}

/**
 * Accessibility with axe-core 4.14 in Chromium (issue 43 item 10): every screen of docs/screens.md,
 * signed in once per role (one browser context each), at 1366x768 and 390x844 and in English and
 * Kannada (the language switch, as an officer changes it), has no serious or critical violation of
 * the WCAG 2.0/2.1 A and AA rules. A failure lists each element by its selector with axe's reason.
 */
describe('Accessibility in Chromium: no serious or critical axe-core violations (WCAG 2.1 A/AA) on any screen (issue 43 item 10)', () => {
  let harness: ScraperHarness;
  let app: INestApplication;
  let base: string;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    if (!fs.existsSync(path.join(UI_DIST, 'index.html'))) throw new Error('admin-ui/dist is missing: run `npm run build` (npm test does)');
    // The demo with MIS works in two AFZALPUR panchayats and a work level 1 has filed, so lists, reports and charts have rows.
    harness = await startScraperHarness({ panchayats: PANCHAYATS, worksPerPanchayat: 20 });
    app = harness.app;
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
    await app.get(DemoSeedService).run();
    await loadPanchayats(app, PANCHAYATS);
    await fileOneWork(app);
    browser = await launchBrowser();
  }, 300000);
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** Visits each screen in each language at both sizes; answers every problem found, one line per element. */
  async function check(screens: Screen[], who?: { mobile: string; password: string }): Promise<string[]> {
    // bypassCSP: the portal's policy allows its own scripts only, and axe is injected by the test.
    context = await newTestContext(browser, { viewport: { width: SIZES[0].width, height: SIZES[0].height }, bypassCSP: true });
    const page = await context.newPage();
    const inFlight = requestsInFlight(page);
    page.on('dialog', (d) => void d.accept());
    if (who) await signInThroughForm(app, page, base, who);
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      // Each language starts from a page load of its first screen, where the language is switched.
      await page.goto(`${base}${screens[0].path}`);
      const switchId = who ? 'topbar-language' : 'language-switch';
      await page.getByTestId(`${switchId}-${language}`).click();
      await page.locator(`[data-testid="${switchId}-${language}"][aria-pressed="true"]`).waitFor();
      for (const screen of screens) {
        try {
          await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
          await page.goto(`${base}${screen.path}`);
          if (screen.open) await screen.open(page);
          for (const size of SIZES) {
            await page.setViewportSize({ width: size.width, height: size.height });
            await settle(page, screen.ready, inFlight);
            problems.push(...describeProblems(`${screen.name} ${size.name} ${language}`, await seriousViolations(page)));
          }
        } catch (e) {
          // One screen that does not draw is reported with the rest, not instead of them.
          await page.screenshot({ path: path.join(ARTIFACTS, `${screen.name} ${language}.png`) });
          problems.push(`${screen.name} ${language}: did not draw: ${String(e).split('\n')[0]}`);
        }
      }
    }
    fs.writeFileSync(path.join(ARTIFACTS, `${who?.mobile ?? 'public'}.txt`), problems.join('\n'));
    return problems;
  }

  const SLOW = 600000;
  it('the public pages', async () => expect(await check(PUBLIC_SCREENS)).toEqual([]), SLOW);
  it(
    'the STATE administrator: dashboard, administration, reports and social audit',
    async () => expect(await check(ADMIN_SCREENS, ADMIN)).toEqual([]),
    SLOW,
  );
  it(
    'level 1: the works summary, list and the Fill Work File dialog',
    async () => expect(await check(LEVEL1_SCREENS, LEVEL1)).toEqual([]),
    SLOW,
  );
  it('level 2: the FTO verification list', async () => expect(await check(LEVEL2_SCREENS, LEVEL2)).toEqual([]), SLOW);
  it('the SDATA officer: Recovery Verification', async () => expect(await check(SDATA_SCREENS, SDATA)).toEqual([]), SLOW);
});
