import type { INestApplication } from '@nestjs/common';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newTestContext } from '../support/browser.js';
import { startUiServer } from '../support/ui-server.js';

describe('Public pages in Chromium (built UI served by the real server)', () => {
  let app: INestApplication;
  let base: string;
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    ({ app, url: base } = await startUiServer({
      SUPPORT_EMAIL: 'helpdesk@rdpr.test',
      PUBLIC_DASHBOARD_URL: 'https://mis.example.test/dashboard',
    }));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  beforeEach(async () => {
    page = await (await newTestContext(browser)).newPage();
    page.on('console', (m) => {
      // Signed out, the startup session check answers 401 as designed; Chromium logs that
      // network status as a console error. Anything else is a real error.
      const expected401 = m.location().url.endsWith('/api/auth/me') && m.text().includes('401');
      if (m.type() === 'error' && !expected401) consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => consoleErrors.push(e.message));
  });
  afterEach(() => page.context().close());

  const text = (id: string) => page.getByTestId(id).innerText();

  it('the landing page shows the header in Kannada, Government of Karnataka, the Portals section and the footer', async () => {
    await page.goto(`${base}/`);
    await expect(page.title()).resolves.toContain('2.0');
    await expect(text('header-department-kn')).resolves.toBe('ಗ್ರಾಮೀಣಾಭಿವೃದ್ಧಿ ಮತ್ತು ಪಂಚಾಯತ್ ರಾಜ್ ಇಲಾಖೆ');
    await expect(text('header-government')).resolves.toBe('Government of Karnataka');
    await expect(text('header-product')).resolves.toContain('2.0');

    const portals = page.getByTestId('portals-section');
    await expect(portals.getByRole('heading', { name: 'Portals' }).count()).resolves.toBe(1);
    // Only the portals this product has (issue 25 item 5): no Action Plan card, one sign-in label.
    await expect(portals.getByTestId('portal-card-action-plan').count()).resolves.toBe(0);
    await expect(portals.getByText('Action Plan').count()).resolves.toBe(0);
    await expect(portals.getByTestId('portal-card-fto-verification').innerText()).resolves.toContain('FTO Verification');
    await expect(portals.getByTestId('portal-card-social-audit').innerText()).resolves.toContain('Social Audit');
    for (const id of ['portal-link-fto-login', 'portal-link-audit-login']) {
      await expect(page.getByTestId(id).getAttribute('href')).resolves.toBe('/#login');
      await expect(page.getByTestId(id).innerText()).resolves.toBe('Officer Login');
    }
    await expect(portals.getByTestId('portal-card-public').innerText()).resolves.toContain('Public Information');

    // Footer values come from the server's configuration (GET /api/site).
    await page.getByTestId('footer-email').filter({ hasText: 'helpdesk@rdpr.test' }).waitFor();
    await expect(page.getByTestId('footer-email').getAttribute('href')).resolves.toBe('mailto:helpdesk@rdpr.test');
    await expect(page.getByTestId('footer-phone').getAttribute('href')).resolves.toMatch(/^tel:[+\d]+$/);
    await expect(text('footer-address')).resolves.toContain('Bengaluru');
    // Only configured public links are shown: no dead links.
    await expect(page.getByTestId('portal-link-public-dashboard').getAttribute('href')).resolves.toBe('https://mis.example.test/dashboard');
    await expect(page.getByTestId('portal-link-public-demands').count()).resolves.toBe(0);
  });

  it('the Kannada header is drawn in the bundled Noto Sans Kannada, and only its Kannada file is fetched', async () => {
    const fonts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'font' && fonts.push(new URL(r.url()).pathname));
    await page.goto(`${base}/`);
    const header = page.getByTestId('header-department-kn');
    await header.waitFor();
    const family = await header.evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family.split(',')[0].replace(/["']/g, '').trim()).toBe('Noto Sans Kannada');
    // The face the header's weight uses arrives (none exists without the bundled font).
    await page.waitForFunction(
      () =>
        [...document.fonts].some(
          (f) => f.family.replace(/["']/g, '') === 'Noto Sans Kannada' && f.weight === '700' && f.status === 'loaded',
        ),
      undefined,
      { timeout: 10_000 },
    );
    await expect(page.evaluate(() => document.fonts.check('700 16px "Noto Sans Kannada"', 'ಗ್ರಾಮೀಣ'))).resolves.toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((f) => /\/assets\/noto-sans-kannada-kannada-\d+-normal-[\w-]+\.woff2$/.test(f))).toBe(true);
  });

  it('/unauthorized shows the 401 page, and Go to Dashboard goes to /', async () => {
    await page.goto(`${base}/unauthorized`);
    await expect(text('error-code')).resolves.toBe('401');
    await expect(text('error-title')).resolves.toBe('Unauthorized Access');
    await expect(text('error-message')).resolves.toBe('You do not have permission to view this page');
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(`${base}/`);
    await page.getByTestId('portals-section').waitFor();
  });

  it('any other path shows the 404 page, and Go to Home goes to /dashboard', async () => {
    for (const path of ['/no/such/page', '/users/nothing-here?x=1']) {
      const response = await page.goto(`${base}${path}`);
      expect(response?.status()).toBe(200);
      await page.getByTestId('not-found-page').waitFor();
      await expect(text('error-code')).resolves.toBe('404');
      await expect(text('error-title')).resolves.toBe('Page Not Found');
      await expect(text('error-message')).resolves.toBe('Sorry, the page you are looking for does not exist');
    }
    // Go to Home leads to /dashboard, which sends a signed-out visitor on to the login page.
    const visited: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && visited.push(new URL(f.url()).pathname));
    await page.getByRole('button', { name: 'Go to Home' }).click();
    await page.getByTestId('login-card').waitFor();
    expect(visited).toContain('/dashboard');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('loads react-admin only for signed-in paths (code splitting)', async () => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(`${base}/`);
    await page.getByTestId('portals-section').waitFor();
    expect(scripts.some((s) => s.includes('AdminApp'))).toBe(false);
    // The dashboard is part of the first page (issue 30 item 4): a visitor sent from it to the
    // login fetches no react-admin either; a section react-admin serves does.
    await page.goto(`${base}/dashboard`);
    await page.getByTestId('login-card').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('AdminApp'))).toBe(false);
    await page.goto(`${base}/users`);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('AdminApp'))).toBe(true);
  });

  it('the pages raised no JavaScript errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
