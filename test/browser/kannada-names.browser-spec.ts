import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { Clock } from '../../server/src/common/time/clock.js';
import { useUiHarness } from '../support/ui-harness.js';

/** The demo ZP CEO of Kalaburagi and the demo officer with two roles (TP-EO Jevargi, GP-PDO Nedalgi). */
const ZP_CEO = { mobile: '9000000001', password: 'Officer@2024' };
const TWO_ROLES = { mobile: '9000000004', password: 'Officer@2024' };

/**
 * Kannada mode on this device (localStorage `portal:language`, admin-ui/src/i18n/locale.ts): the
 * demo officers have no language chosen on the server, so the device's choice stays after a
 * reload. Called once signed in (the harness signs in in English).
 */
const kannadaMode = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('portal:language', 'kn'));
  await page.reload();
};

/**
 * Issue 26 items 4 and 6 in Chromium on the built UI: in Kannada mode the names of roles,
 * districts, taluks, panchayats and the menu's options are shown in Kannada, and the year lists run to the current
 * financial year of the server's clock (moved here into April 2027), whatever the device's date.
 */
describe('Kannada names and year lists from the server in Chromium', () => {
  const h = useUiHarness();
  afterEach(() => h.app.get(Clock).travelTo(null));
  afterAll(() => h.app?.get(Clock).travelTo(null));

  it('a ZP officer in Kannada mode sees its role, district and taluks in Kannada, and the years to 2027-2028 in April 2027', async () => {
    const { page, base } = h;
    h.app.get(Clock).travelTo(new Date('2027-04-15T06:00:00Z'));
    await h.signIn(ZP_CEO.mobile, ZP_CEO.password);
    await kannadaMode(page);

    const role = page.getByTestId('topbar-user-role');
    await expect(role.innerText()).resolves.toBe('ಮುಖ್ಯ ಕಾರ್ಯನಿರ್ವಾಹಕ ಅಧಿಕಾರಿ, ಜಿಲ್ಲಾ ಪಂಚಾಯತ್ — ಕಲಬುರಗಿ');

    await page.goto(`${base}/audit/issues`);
    // A ZP officer's issues report has a row per taluk of the district, named in Kannada.
    const afzalpur = page.getByTestId('audit-issues-table-row-1515001');
    await afzalpur.waitFor();
    await expect(afzalpur.innerText()).resolves.toContain('ಅಫಜಲಪುರ');
    await expect(afzalpur.innerText()).resolves.not.toContain('AFZALPUR');
    await expect(page.getByTestId('acting-as').innerText()).resolves.toContain('ಕಲಬುರಗಿ');

    // The year list is the server's: ALL, then 2016-2017 to 2027-2028 (the clock's current year).
    const years = await page
      .getByTestId('audit-issues-year')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(years[0]).toBe('ALL');
    expect(years[1]).toBe('2016-2017');
    expect(years.at(-1)).toBe('2027-2028');
    // The server accepts what the list offers: the current year gives an empty report, not an error.
    await page.getByTestId('audit-issues-year').selectOption('2027-2028');
    await page.getByTestId('audit-issues-empty').waitFor();

    // English mode names the same taluk in English.
    await page.evaluate(() => localStorage.setItem('portal:language', 'en'));
    await page.reload();
    await page.getByTestId('audit-issues-table-row-1515001').waitFor();
    await expect(page.getByTestId('audit-issues-table-row-1515001').innerText()).resolves.toContain('AFZALPUR');
    await expect(page.getByTestId('topbar-user-role').innerText()).resolves.toBe('Chief Executive Officer, Zilla Panchayat — KALABURAGI');
  });

  it('the administration lists in Kannada mode name the department of a role and of an agency in Kannada', async () => {
    const { page, base } = h;
    await h.signIn('9999999999', 'Admin@2024');
    await kannadaMode(page);
    await page.goto(`${base}/users/roleadd`);
    const agri = page.locator('[data-testid="roles-table"] tr', { hasText: 'AGRI-ADA' });
    await agri.waitFor();
    await expect(agri.innerText()).resolves.toContain('ಕೃಷಿ ಇಲಾಖೆ');
    await expect(agri.innerText()).resolves.toContain('ಕೃಷಿ ಸಹಾಯಕ ನಿರ್ದೇಶಕರು');

    await page.goto(`${base}/users/implementingagencyadd`);
    const fisheries = page.locator('tr', { hasText: 'Fisheries' }).first();
    await fisheries.waitFor();
    await expect(fisheries.innerText()).resolves.toContain('ಮೀನುಗಾರಿಕೆ ಇಲಾಖೆ');
    await expect(fisheries.innerText()).resolves.toContain('ಮೀನುಗಾರಿಕೆ');
  });

  it('the dashboard cards and a module page name the menu in Kannada in Kannada mode, and in English in English mode', async () => {
    const { page, base } = h;
    await h.signIn(ZP_CEO.mobile, ZP_CEO.password);
    await kannadaMode(page);
    const texts = (testId: string) => page.getByTestId(testId).evaluateAll((all) => all.map((el) => (el.textContent ?? '').trim()));
    const kannadaScript = /[\u0C80-\u0CFF]/;

    await page.getByTestId('main-option-card').first().waitFor();
    const cards = await texts('main-option-card');
    expect(cards).toEqual(expect.arrayContaining(['FTO ಕಾಮಗಾರಿಗಳ ಪರಿಶೀಲನೆ', 'ಸಾಮಾಜಿಕ ಲೆಕ್ಕಪರಿಶೋಧನೆ']));
    expect(cards.filter((t) => !kannadaScript.test(t))).toEqual([]);

    // From the card: the page's title and every tile are Kannada.
    await page.getByTestId('main-option-card').filter({ hasText: 'FTO ಕಾಮಗಾರಿಗಳ ಪರಿಶೀಲನೆ' }).locator('button').click();
    await page.waitForURL(`${base}/fto`);
    await page.getByTestId('module-card').first().waitFor();
    await expect(page.getByTestId('modules-title').innerText()).resolves.toContain('FTO ಕಾಮಗಾರಿಗಳ ಪರಿಶೀಲನೆ');
    const tiles = await texts('module-card');
    expect(tiles).toContain('ದತ್ತಾಂಶ ವಿಶ್ಲೇಷಣೆ');
    expect(tiles.filter((t) => !kannadaScript.test(t))).toEqual([]);

    // A reload (no card state) finds the option by its route, still in Kannada.
    await page.reload();
    await page.getByTestId('module-card').first().waitFor();
    await expect(page.getByTestId('modules-title').innerText()).resolves.toContain('FTO ಕಾಮಗಾರಿಗಳ ಪರಿಶೀಲನೆ');

    // English mode names the same cards and tiles in English.
    await page.evaluate(() => localStorage.setItem('portal:language', 'en'));
    await page.reload();
    await page.getByTestId('module-card').first().waitFor();
    await expect(page.getByTestId('modules-title').innerText()).resolves.toContain('FTO Works Verification');
    await expect(texts('module-card')).resolves.toContain('Data Analysis');
    await page.goto(`${base}/dashboard`);
    await page.getByTestId('main-option-card').first().waitFor();
    await expect(texts('main-option-card')).resolves.toEqual(expect.arrayContaining(['FTO Works Verification', 'Social Audit']));
  });

  it('Main Option Management in Kannada mode names the options in Kannada, saves a changed Kannada name and clears a blank one', async () => {
    const { page, base } = h;
    const db = h.app.get(DataSource);
    const stored = async () =>
      (await db.query(`SELECT option_name_kn FROM main_options WHERE option_name = 'Social Audit'`))[0].option_name_kn as string | null;
    await h.signIn('9999999999', 'Admin@2024');
    await kannadaMode(page);
    await page.goto(`${base}/users/options`);

    const row = page.locator('[data-testid="main-options-table"] tr', { hasText: 'Social Audit' });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('ಸಾಮಾಜಿಕ ಲೆಕ್ಕಪರಿಶೋಧನೆ');
    // A sub option's main option is named in Kannada.
    const agencyTile = page.locator('[data-testid="sub-options-table"] tr', { hasText: 'Add Implementing Agency' });
    await agencyTile.waitFor();
    await expect(agencyTile.innerText()).resolves.toContain('ಬಳಕೆದಾರರ ಆಡಳಿತ');

    const edit = async (kn: string) => {
      await row.getByTestId('main-options-edit').click();
      const input = page.getByTestId('main-option-name-kn');
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('[data-testid="main-option-name-kn"]')?.value);
      await input.fill(kn);
      await page.getByTestId('main-options-save').click();
      await page.getByTestId('main-options-form').waitFor({ state: 'hidden' });
    };
    await edit('  ಸಾಮಾಜಿಕ ಲೆಕ್ಕ ಪರಿಶೋಧನೆ  ');
    await expect(stored()).resolves.toBe('ಸಾಮಾಜಿಕ ಲೆಕ್ಕ ಪರಿಶೋಧನೆ');
    await edit('   ');
    await expect(stored()).resolves.toBeNull();
    // With no Kannada name the card falls back to the English one.
    await page.goto(`${base}/dashboard`);
    await page.getByTestId('main-option-card').filter({ hasText: 'Social Audit' }).waitFor();

    await db.query(`UPDATE main_options SET option_name_kn = 'ಸಾಮಾಜಿಕ ಲೆಕ್ಕಪರಿಶೋಧನೆ' WHERE option_name = 'Social Audit'`);
  });

  it('the role switcher names each role and its taluk or panchayat in Kannada', async () => {
    const { page } = h;
    await h.signIn(TWO_ROLES.mobile, TWO_ROLES.password);
    await kannadaMode(page);
    await page.getByTestId('role-switcher').locator('option').nth(1).waitFor({ state: 'attached' });
    const options = await page
      .getByTestId('role-switcher')
      .locator('option')
      .evaluateAll((all) => all.map((o) => o.textContent ?? ''));
    expect(options).toEqual(['ಕಾರ್ಯನಿರ್ವಾಹಕ ಅಧಿಕಾರಿ, ತಾಲ್ಲೂಕು ಪಂಚಾಯತ್ — ಜೇವರ್ಗಿ', 'ಪಂಚಾಯತ್ ಅಭಿವೃದ್ಧಿ ಅಧಿಕಾರಿ — ನೆದಲಗಿ']);
  });
});
