import { KALABURAGI } from '../support/actors.js';
import { makeOfficer } from '../support/auth.js';
import { useUiHarness } from '../support/ui-harness.js';

/** Seeded below; the demo officers of Kalaburagi (LAKSHMI NAIK, ...) share the district. */
const OFFICERS_IN_DISTRICT = 128;
const LAST_BY_NAME = 'PAGED OFFICER ZULFIQAR';

const letters = (n: number) => String.fromCharCode(65 + Math.floor(n / 26)) + String.fromCharCode(65 + (n % 26));

describe('Role Management in Chromium: search, no role, laptop width (spec 1 §2, §8, §9)', () => {
  const ui = useUiHarness();
  const page = () => ui.page;
  const rows = () => page().getByTestId('user-row');
  let zpAdmin: { mobile: string; password: string };
  let target: { mobile: string };

  beforeAll(async () => {
    zpAdmin = await makeOfficer(ui.app, {
      name: 'ZP ADMINISTRATOR',
      level: 'ZP',
      codes: KALABURAGI,
      permission: { type: 'ADMIN', level: 'ZP' },
      roleCodes: [{ code: 'ZP-CEO', level: 'ZP', codes: KALABURAGI }],
    });
    // GP officers of Afzalpur (district 1515); the last one sorts onto page 2 by name.
    const names = Array.from({ length: OFFICERS_IN_DISTRICT - 1 }, (_, i) => `PAGED OFFICER ${letters(i)}`);
    for (let i = 0; i < names.length; i += 16) {
      await Promise.all(names.slice(i, i + 16).map((name) => makeOfficer(ui.app, { name, level: 'GP' })));
    }
    target = await makeOfficer(ui.app, { name: LAST_BY_NAME, level: 'GP', designation: 'TECHNICAL ASSISTANT' });
    // 128 argon2 hashes: over a minute on a loaded 2-core host.
  }, 240000);

  it('the search goes to the server: an officer on page 2 is found from page 1, and a new search starts at page 1', async () => {
    const qOf = (url: string) => (JSON.parse(new URL(url).searchParams.get('filter') ?? '{}') as { q?: string }).q ?? '';
    const searches: string[] = [];
    page().on('request', (r) => {
      if (r.url().includes('/api/auth/user-list') && qOf(r.url())) searches.push(qOf(r.url()));
    });
    const settled = () => page().waitForFunction(() => !document.querySelector('[data-testid="users-loading"]'));
    const searchFor = async (text: string) => {
      await Promise.all([
        page().waitForResponse((r) => r.url().includes('/api/auth/user-list') && qOf(r.url()) === text.trim()),
        page().getByTestId('user-search').fill(text),
      ]);
      await settled();
    };

    await ui.signIn(zpAdmin.mobile, zpAdmin.password);
    await page().goto(`${ui.base}/users/rolesmanage`);
    await rows().first().waitFor();
    await expect(rows().count()).resolves.toBe(100);
    const targetRow = page().locator(`[data-testid="user-row"][data-mobile="${target.mobile}"]`);
    await expect(targetRow.count()).resolves.toBe(0);

    // Typing waits for a pause before it asks the server (one request for the word, not one a key).
    await page().getByTestId('user-search').pressSequentially('zulfiqar', { delay: 40 });
    await targetRow.waitFor();
    await settled();
    await expect(rows().count()).resolves.toBe(1);
    await expect(targetRow.innerText()).resolves.toContain(LAST_BY_NAME);
    expect(searches.at(-1)).toBe('zulfiqar');
    expect(searches.length).toBeLessThanOrEqual(2);

    // The designation matches too.
    await searchFor('technical assist');
    await expect(rows().count()).resolves.toBe(1);
    await expect(targetRow.count()).resolves.toBe(1);

    // From page 2, a search for an officer on page 1 shows that officer (page 1 of the result).
    await page().getByTestId('user-search').fill('');
    await page().waitForFunction(() => document.querySelectorAll('[data-testid="user-row"]').length === 100);
    await page().getByTestId('user-pagination').getByRole('button', { name: 'Go to next page' }).click();
    await targetRow.waitFor();
    await searchFor('lakshmi');
    await expect(rows().count()).resolves.toBe(1);
    await expect(page().locator('[data-testid="user-row"][data-mobile="9000000004"]').count()).resolves.toBe(1);

    // Nobody matches: the spec's empty message and Reload Page button.
    await page().getByTestId('user-search').fill('nobody by this name');
    await page().getByTestId('empty-users').waitFor();
    await expect(page().getByTestId('empty-users').innerText()).resolves.toContain(
      'No user data available. Please try again or check filters.',
    );
    await expect(page().getByTestId('reload-page').innerText()).resolves.toBe('Reload Page');
  });

  it('an ADMIN who holds no role is told whom to ask, on Role Management and on the dashboard', async () => {
    const roleless = await makeOfficer(ui.app, {
      name: 'ROLELESS ADMIN',
      level: 'ZP',
      codes: KALABURAGI,
      permission: { type: 'ADMIN', level: 'ZP' },
    });
    await ui.signIn(roleless.mobile, roleless.password);
    await page().getByTestId('no-role-notice').waitFor();
    await expect(page().getByTestId('main-option-card').count()).resolves.toBe(0);

    await page().goto(`${ui.base}/users/rolesmanage`);
    const notice = page().getByTestId('role-management-page').getByTestId('no-role-notice');
    await notice.waitFor();
    await expect(page().getByTestId('no-role-title').innerText()).resolves.toBe('No role is assigned to you yet');
    await expect(page().getByTestId('no-role-ask').innerText()).resolves.toBe('Please ask the State administrator to assign you a role.');
    await expect(page().locator('body').innerText()).resolves.not.toMatch(/choose a role/i);
    await expect(page().getByTestId('user-table').count()).resolves.toBe(0);
  });

  it('a GP officer with no role is sent to the Taluk Panchayat administrator', async () => {
    const officer = await makeOfficer(ui.app, { name: 'NEW GP OFFICER', level: 'GP' });
    await ui.signIn(officer.mobile, officer.password);
    await expect(page().getByTestId('no-role-ask').innerText()).resolves.toBe(
      'Please ask the Taluk Panchayat (TP) administrator of your taluk to assign you a role.',
    );
  });

  it('at 1366x768 every column, the Actions buttons included, lies inside the window without scrolling sideways', async () => {
    // Long names and designations as real rosters have them; this one sorts first.
    await makeOfficer(ui.app, {
      name: 'ANANTHAPADMANABHA VENKATASUBRAMANYA',
      designation: 'ASSISTANT EXECUTIVE ENGINEER',
      level: 'GP',
      roleCodes: [{ code: 'GP-PDO', level: 'GP' }],
    });
    await page().setViewportSize({ width: 1366, height: 768 });
    await ui.signIn('9999999999', 'Admin@2024');
    await page().goto(`${ui.base}/users/rolesmanage`);
    // The STATE administrator's rows carry three buttons: Assign, View and the one of Set as
    // Admin / Set as USER that applies, the widest case.
    await page().getByTestId('assign-role-button').first().waitFor();

    // Inside the window and not clipped by the table's own scrolling container.
    const container = await page().getByTestId('user-table').locator('xpath=..').boundingBox();
    const visibleRight = Math.min(1366, container!.x + container!.width);
    const right = async (locator: ReturnType<typeof rows>) => {
      const box = await locator.boundingBox();
      if (!box) throw new Error('not rendered');
      return box.x + box.width;
    };
    const header = page().getByTestId('user-table').locator('thead th').last();
    await expect(header.innerText()).resolves.toBe('Actions');
    expect(await right(header)).toBeLessThanOrEqual(visibleRight);
    for (const row of (await rows().all()).slice(0, 5)) {
      const setter = (await row.getAttribute('data-admin')) === 'true' ? 'set-user-button' : 'set-admin-button';
      for (const id of ['assign-role-button', 'view-roles-button', setter]) {
        expect(await right(row.getByTestId(id))).toBeLessThanOrEqual(visibleRight);
      }
    }
    // Neither the page nor the table's container scrolls sideways.
    const overflow = await page().evaluate(() => {
      const box = document.querySelector('[data-testid="user-table"]')!.parentElement!;
      const root = document.documentElement;
      return { page: root.scrollWidth > root.clientWidth, table: box.scrollWidth > box.clientWidth };
    });
    expect(overflow).toEqual({ page: false, table: false });
  });

  for (const screen of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    it(`at ${screen.width}x${screen.height} a row offers only the applicable one of Set as Admin / Set as USER, and it flips after the change`, async () => {
      const officer = await makeOfficer(ui.app, { name: `TOGGLED OFFICER ${screen.width}`, level: 'GP' });
      await page().setViewportSize(screen);
      await ui.signIn('9999999999', 'Admin@2024');
      await page().goto(`${ui.base}/users/rolesmanage`);
      await page().getByTestId('user-search').fill(`toggled officer ${screen.width}`);
      const row = page().locator(`[data-testid="user-row"][data-mobile="${officer.mobile}"]`);
      await row.waitFor();
      const offered = async () => Promise.all([row.getByTestId('set-admin-button').count(), row.getByTestId('set-user-button').count()]);
      // A USER: only Set as Admin.
      await expect(offered()).resolves.toEqual([1, 0]);
      await expect(row.getByTestId('set-admin-button').innerText()).resolves.toBe('Set as Admin');
      await row.getByTestId('set-admin-button').click();
      await page().getByText(`TOGGLED OFFICER ${screen.width} is now an administrator.`, { exact: true }).waitFor();
      await row.getByTestId('set-user-button').waitFor();
      await expect(offered()).resolves.toEqual([0, 1]);
      await expect(row.getAttribute('data-admin')).resolves.toBe('true');
      await row.getByTestId('set-user-button').click();
      await page().getByText(`TOGGLED OFFICER ${screen.width} is now a user.`, { exact: true }).waitFor();
      await row.getByTestId('set-admin-button').waitFor();
      await expect(offered()).resolves.toEqual([1, 0]);
      const sideways = await page().evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
      expect(sideways).toBe(false);
    });
  }
});
