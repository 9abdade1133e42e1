import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import englishRa from 'ra-language-english';
import { DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { signIn as apiSignIn } from '../support/auth.js';
import { signInThroughForm } from '../support/ui-harness.js';
import { launchBrowser, newTestContext } from '../support/browser.js';
import { loadPanchayats } from '../support/fto.js';
import { startScraperHarness, type ScraperHarness } from '../support/scraper.js';
import { UI_DIST } from '../support/ui-server.js';

/** Demo officers (README): a level 1 FTO verifier, the TP-EO of Afzalpur, the STATE ADMIN, and two for the preference. */
const LEVEL1 = { mobile: '9000000011', password: 'Officer@2024' };
const TP_EO = { mobile: '9000000002', password: 'Officer@2024' };
const ADMIN = { mobile: '9999999999', password: 'Admin@2024' };
const SWITCHER = { mobile: '9000000003', password: 'Officer@2024' };
const TRAVELLER = { mobile: '9000000004', password: 'Officer@2024' };
const PANCHAYATS = ['1515001004']; // BADADAL, AFZALPUR taluk
const AUDIT_YEAR = '2024-2025';
const ARTIFACTS = path.resolve('test/artifacts/kannada');
const SLOW = 240000;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, mobile: true },
  { name: 'desktop', width: 1366, height: 768, mobile: false },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

type Tree = { [key: string]: unknown };

/**
 * The UI's catalogs, English and Kannada, read from its sources at run time (the server's
 * TypeScript settings do not compile the UI's modules, so they are not imported statically).
 */
const UI_I18N = path.resolve('admin-ui/src/i18n');
const CATALOG_PAIRS: [string, string, string, string][] = [
  ['en.ts', 'en', 'kn/portal.ts', 'knPortal'],
  ['admin.ts', 'adminMessages', 'kn/admin.ts', 'knAdmin'],
  ['fto.ts', 'ftoMessages', 'kn/fto.ts', 'knFto'],
  ['socialAudit.ts', 'socialAuditMessages', 'kn/socialAudit.ts', 'knSocialAudit'],
  ['field.ts', 'fieldMessages', 'kn/field.ts', 'knField'],
];
async function catalogPairs(): Promise<[unknown, unknown][]> {
  const pairs: [unknown, unknown][] = [[englishRa, (await import(path.join(UI_I18N, 'kn/ra.ts'))).knRa]];
  for (const [enFile, enName, knFile, knName] of CATALOG_PAIRS) {
    pairs.push([(await import(path.join(UI_I18N, enFile)))[enName], (await import(path.join(UI_I18N, knFile)))[knName]]);
  }
  return pairs;
}

function leaves(tree: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree as Tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) leaves(value, at, out);
    else if (typeof value === 'string') out.set(at, value);
  }
  return out;
}
const ENGLISH = new Map<string, string>();
const KANNADA = new Map<string, string>();
/**
 * English catalog texts that read differently in Kannada and can stand alone as a label: if one
 * of them is on a Kannada page, that label did not follow the language.
 */
const ENGLISH_ONLY: string[] = [];

/** The Kannada of a catalog key (`portal.login.title`), as the officer should see it. */
function kn(key: string): string {
  const text = KANNADA.get(key);
  if (text === undefined) throw new Error(`no Kannada for ${key}`);
  return text;
}
function english(key: string): string {
  const text = ENGLISH.get(key);
  if (text === undefined) throw new Error(`no English for ${key}`);
  return text;
}

describe('Kannada throughout (issue 26): each main screen in Kannada, the font, buttons that hold their words, the way back', () => {
  let harness: ScraperHarness;
  let base: string;
  let browser: Browser;
  let chosen: { agency: string; agencyKn: string; year: string; workCode: string };
  let page: Page;
  /** The `Accept-Language` of every API call the page made itself (fetch and XHR), by path. */
  let apiCalls: { path: string; language: string | undefined }[] = [];

  beforeAll(async () => {
    if (!fs.existsSync(path.join(UI_DIST, 'index.html'))) throw new Error('admin-ui/dist is missing: run `npm run build` (npm test does)');
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    for (const [english, kannada] of await catalogPairs()) {
      for (const [key, text] of leaves(english)) ENGLISH.set(key, text);
      for (const [key, text] of leaves(kannada)) KANNADA.set(key, text);
    }
    for (const [key, text] of ENGLISH) {
      if (KANNADA.get(key) !== text && !text.includes('%{') && /[A-Za-z]{3}/.test(text)) ENGLISH_ONLY.push(text.trim());
    }
    harness = await startScraperHarness({ panchayats: PANCHAYATS, worksPerPanchayat: 8 });
    await harness.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${harness.app.getHttpServer().address().port}`;
    await harness.app.get(DemoSeedService).run();
    await loadPanchayats(harness.app, PANCHAYATS);
    // A work of the level 1 sample, to open its list and its Fill Work File.
    const officer = await apiSignIn(harness.app, LEVEL1.mobile, LEVEL1.password);
    const summary = await officer.agent.post('/api/filever/getworks2').send({}).expect(200);
    const group = (summary.body.works as { agency_name: string; work_start_fin_year: string }[])[0];
    expect(group).toBeDefined();
    const list = await officer.agent
      .post('/api/filever/getworkData2')
      .send({ agency: group.agency_name, year: group.work_start_fin_year })
      .expect(200);
    const work = (list.body.works as { work_code: string; agency_name_kn: string | null }[])[0];
    chosen = {
      agency: group.agency_name,
      // The agency as a Kannada screen names it (issue 43 item 6), where the agencies' list has its Kannada name.
      agencyKn: work.agency_name_kn ?? group.agency_name,
      year: group.work_start_fin_year,
      workCode: work.work_code,
    };
    browser = await launchBrowser();
  }, SLOW);
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });
  afterEach(async () => {
    for (const context of browser?.contexts() ?? []) await context.close();
  });

  /** A fresh browser (no cookies, no storage) whose preferred language is `locale`. */
  const fresh = async (viewport: Viewport, locale: string): Promise<Page> => {
    const context: BrowserContext = await newTestContext(browser, {
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.mobile,
      hasTouch: viewport.mobile,
      locale,
    });
    page = await context.newPage();
    page.on('dialog', (d) => void d.accept());
    apiCalls = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && ['fetch', 'xhr'].includes(request.resourceType())) {
        apiCalls.push({ path: url.pathname, language: request.headers()['accept-language'] });
      }
    });
    return page;
  };

  /** Signs in through the login card in whatever language it shows (the OTP from the dev outbox). */
  const signIn = async (who: { mobile: string; password: string }) => {
    await signInThroughForm(harness.app, page, base, who, { stay: true });
  };

  const htmlLang = () => page.evaluate(() => document.documentElement.lang);

  /** The officer picks ಕನ್ನಡ on the public header (already shown): kept on the device and sent as the preference at sign-in. */
  const confirmKannada = async () => {
    await page.getByTestId('language-switch-kn').click();
    await reads('login-send-otp', kn('portal.login.sendOtp'));
  };

  /** Waits until the element of a test id reads exactly `text`. */
  const reads = (testId: string, text: string) =>
    page.waitForFunction(([id, want]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === want, [
      testId,
      text,
    ] as const);

  /**
   * The screen is in Kannada: `<html lang="kn">`, the Kannada font loaded and drawn, no label of
   * the English catalogs left on it (text, or an attribute a user reads or hears), and no
   * button whose words overflow it. The screenshot (for a person to look at) is taken first.
   */
  const inKannada = async (viewport: Viewport, name: string) => {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(ARTIFACTS, `${viewport.name}-${name}.png`) });
    await expect(htmlLang()).resolves.toBe('kn');
    await expect(page.evaluate(() => document.fonts.check('16px "Noto Sans Kannada"', 'ಕನ್ನಡ'))).resolves.toBe(true);
    const leftovers = await page.evaluate((englishOnly) => {
      const words = new Set(englishOnly);
      const found = new Set<string>();
      const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
      for (const el of document.body.querySelectorAll('*')) {
        // Data is not a label: table cells and the values of a details list (an issue's status,
        // a work's name), and a work's status as the MIS writes it. Main-option and module cards
        // are checked: their names have Kannada.
        if (!visible(el) || el.closest('[lang="en"], td, dd, [data-testid="works-status"]')) continue;
        const own = [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join('')
          .trim();
        if (own && words.has(own)) found.add(own);
        for (const attribute of ['aria-label', 'placeholder', 'alt']) {
          const value = el.getAttribute(attribute)?.trim();
          if (value && words.has(value)) found.add(`${attribute}=${value}`);
        }
      }
      return [...found];
    }, ENGLISH_ONLY);
    expect({ screen: name, leftovers }).toEqual({ screen: name, leftovers: [] });
    await noButtonOverflows(name);
    // Every API call said which language it wants (the browser's own header would be en-US or kn-IN).
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.filter((call) => call.language !== 'kn' && call.language !== 'en')).toEqual([]);
  };

  /** Every visible button holds its words: nothing drawn past its right edge. */
  const noButtonOverflows = async (name: string) => {
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('button, [role="button"], a.MuiButton-root')]
        .filter((el) => el.getClientRects().length > 0)
        .filter((el) => el.scrollWidth > el.clientWidth)
        .map((el) => `${el.textContent?.trim() || el.getAttribute('aria-label')}: ${el.scrollWidth} > ${el.clientWidth}`),
    );
    expect({ screen: name, overflowing }).toEqual({ screen: name, overflowing: [] });
  };

  for (const viewport of VIEWPORTS) {
    it(
      `${viewport.name}: the landing page and sign-in switch to Kannada; the dashboard, the FTO lists and the Fill Work File follow`,
      async () => {
        await fresh(viewport, 'en-US');
        await page.goto(`${base}/`);
        await reads('login-send-otp', english('portal.login.sendOtp'));
        await expect(htmlLang()).resolves.toBe('en');

        // The switch: a group of two buttons, each name in its own language, the current one pressed.
        const switcher = page.getByTestId('language-switch');
        await expect(switcher.getAttribute('role')).resolves.toBe('group');
        await expect(page.getByTestId('language-switch-kn').getAttribute('lang')).resolves.toBe('kn');
        await expect(page.getByTestId('language-switch-en').getAttribute('lang')).resolves.toBe('en');
        await expect(page.getByTestId('language-switch-en').getAttribute('aria-pressed')).resolves.toBe('true');
        // Keyboard: Tab reaches it and Enter presses it.
        await page.getByTestId('language-switch-kn').focus();
        await page.keyboard.press('Enter');
        await reads('login-send-otp', kn('portal.login.sendOtp'));
        await expect(page.getByTestId('language-switch-kn').getAttribute('aria-pressed')).resolves.toBe('true');
        await inKannada(viewport, 'landing');

        await signIn(LEVEL1);
        await reads('dashboard-heading', kn('portal.dashboard.heading'));
        await reads('topbar-dashboard', kn('portal.topbar.dashboard'));
        await expect(page.getByTestId('topbar-language-kn').getAttribute('aria-pressed')).resolves.toBe('true');
        await page.getByTestId('main-option-card').first().waitFor();
        // The officer's name and role are whole in the top bar, wrapped rather than cut (issue 43 item 11).
        for (const id of ['topbar-user-name', 'topbar-user-role']) {
          const cut = await page
            .getByTestId(id)
            .evaluate((el) => ({ cut: el.scrollWidth > el.clientWidth + 1, ellipsis: getComputedStyle(el).textOverflow === 'ellipsis' }));
          expect([id, cut]).toEqual([id, { cut: false, ellipsis: false }]);
        }
        await inKannada(viewport, 'dashboard');

        await page.goto(`${base}/fto/fileverify`);
        await page.getByText(kn('fto.summary.title')).first().waitFor();
        await page.locator(`[data-testid="fto-summary-row"][data-agency="${chosen.agency}"]`).waitFor();
        await inKannada(viewport, 'fto-summary');

        await page.goto(`${base}/fto/showlist?${new URLSearchParams({ agency: chosen.agency, year: chosen.year, level: 'level1' })}`);
        const row = page.locator(`[data-testid="${viewport.mobile ? 'works-card' : 'works-row'}"][data-work-code="${chosen.workCode}"]`);
        await row.waitFor();
        await inKannada(viewport, 'fto-works');

        await row.getByTestId('works-fill').click();
        const dialog = page.getByTestId('fill-dialog');
        await page.getByTestId('fill-section-checklist').locator('li[data-item-id]').first().waitFor();
        await page.getByTestId('fill-recommend').waitFor();
        const title = kn('fto.fill.title').replace('%{code}', chosen.workCode).replace('%{agency}', chosen.agencyKn);
        await expect(dialog.locator('#fill-dialog-title').innerText()).resolves.toContain(title);
        await inKannada(viewport, 'fto-fill-work-file');
      },
      SLOW,
    );

    it(
      `${viewport.name}: a browser that prefers Kannada opens in Kannada; the social audit report and its dialog are in Kannada`,
      async () => {
        await fresh(viewport, 'kn-IN');
        await page.goto(`${base}/`);
        await reads('login-send-otp', kn('portal.login.sendOtp'));
        await expect(htmlLang()).resolves.toBe('kn');
        await expect(page.getByTestId('language-switch-kn').getAttribute('aria-pressed')).resolves.toBe('true');
        // The browser's language is only a default: after sign-in the officer's own preference
        // rules (English unless chosen). Choosing Kannada here makes it the officer's choice.
        await confirmKannada();
        await signIn(TP_EO);
        await reads('dashboard-heading', kn('portal.dashboard.heading'));

        await page.goto(`${base}/audit/issues`);
        await page.getByTestId('audit-issues-year').selectOption(AUDIT_YEAR);
        const total = page.locator('[data-testid^="audit-issues-count-"][data-testid$="-total"]').first();
        await total.waitFor();
        await inKannada(viewport, 'audit-issues-report');

        await total.click();
        const list = page.getByTestId('audit-issue-list');
        await list.waitFor();
        await list.locator('[data-testid^="view-issue-"]').first().waitFor();
        await inKannada(viewport, 'audit-issue-list-dialog');

        await list.locator('[data-testid^="view-issue-"]').first().click();
        const issue = page.getByTestId('issue-dialog');
        await issue.getByTestId('issue-fields').waitFor();
        await inKannada(viewport, 'audit-issue-dialog');
      },
      SLOW,
    );

    it(
      `${viewport.name}: administration (Role Management and the Assign Role dialog) in Kannada`,
      async () => {
        await fresh(viewport, 'kn-IN');
        await page.goto(`${base}/`);
        await confirmKannada();
        await signIn(ADMIN);
        await page.goto(`${base}/users/rolesmanage`);
        await page.getByTestId('shortcut-cards').waitFor();
        const row = page.getByTestId('user-row').first();
        await row.waitFor();
        await inKannada(viewport, 'admin-role-management');

        await row.getByTestId('assign-role-button').click();
        const dialog = page.getByTestId('assign-dialog');
        await dialog.waitFor();
        await dialog.getByTestId('assign-department').waitFor();
        await inKannada(viewport, 'admin-assign-role-dialog');
      },
      SLOW,
    );
  }

  it(
    'switching back restores English, on the page and after a reload',
    async () => {
      const viewport = VIEWPORTS[1];
      await fresh(viewport, 'kn-IN');
      await page.goto(`${base}/`);
      await confirmKannada();
      await signIn(SWITCHER);
      await reads('dashboard-heading', kn('portal.dashboard.heading'));

      await page.getByTestId('topbar-language-en').click();
      await reads('dashboard-heading', english('portal.dashboard.heading'));
      await reads('topbar-logout', english('portal.topbar.logout'));
      await expect(htmlLang()).resolves.toBe('en');
      await expect(page.getByTestId('topbar-language-en').getAttribute('aria-pressed')).resolves.toBe('true');
      await noButtonOverflows('dashboard in English');
      await page.screenshot({ path: path.join(ARTIFACTS, `${viewport.name}-dashboard-back-in-english.png`) });

      await page.reload();
      await reads('dashboard-heading', english('portal.dashboard.heading'));
      await expect(htmlLang()).resolves.toBe('en');
    },
    SLOW,
  );

  it(
    'the choice is the officer’s: it survives sign-out, and a sign-in on another browser opens in it (server preference)',
    async () => {
      const viewport = VIEWPORTS[0];
      await fresh(viewport, 'en-US');
      await page.goto(`${base}/`);
      await signIn(TRAVELLER);
      await reads('dashboard-heading', english('portal.dashboard.heading'));
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/auth/me/preferences') && r.request().method() === 'PUT');
      await page.getByTestId('topbar-language-kn').click();
      await reads('dashboard-heading', kn('portal.dashboard.heading'));
      const answer = await saved;
      expect(answer.status()).toBe(200);
      expect(answer.request().postDataJSON()).toEqual({ language: 'kn' });
      // The server keeps it: its own session answer says so.
      const me = (await (await page.request.get(`${base}/api/auth/me`)).json()) as { language?: string; user: { language?: string } };
      expect(me.language ?? me.user.language).toBe('kn');

      // Signed out, the device keeps the language.
      await page.getByTestId('topbar-logout').click();
      await page.waitForURL(`${base}/`);
      await reads('login-send-otp', kn('portal.login.sendOtp'));

      // Another browser, English by default, knows nothing of it until the officer signs in.
      await page.context().close();
      await fresh(viewport, 'en-US');
      await page.goto(`${base}/`);
      await reads('login-send-otp', english('portal.login.sendOtp'));
      await signIn(TRAVELLER);
      await reads('dashboard-heading', kn('portal.dashboard.heading'));
      await expect(htmlLang()).resolves.toBe('kn');
      await page.reload();
      await reads('dashboard-heading', kn('portal.dashboard.heading'));
      // After the sign-in every call asks for Kannada, the session check of the reload included.
      const signedIn = apiCalls.findIndex((call) => call.path === '/api/auth/sign-request-login');
      expect(apiCalls.slice(signedIn + 1).some((call) => call.path === '/api/auth/me')).toBe(true);
      expect(apiCalls.slice(signedIn + 1).filter((call) => call.language !== 'kn')).toEqual([]);
    },
    SLOW,
  );
});
