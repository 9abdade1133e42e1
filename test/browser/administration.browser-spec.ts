import { DataSource } from 'typeorm';
import { makeOfficer } from '../support/auth.js';
import { BADADAL } from '../support/actors.js';
import { useUiHarness } from '../support/ui-harness.js';

describe('Administration in Chromium (spec 1 §2 Dashboard, Modules, Role Management)', () => {
  const ui = useUiHarness();
  const page = () => ui.page;

  it('the STATE ADMIN opens Role Management from the dashboard and assigns a TP role; the officer then sees it in the switcher', async () => {
    const officer = await makeOfficer(ui.app, {
      name: 'NAVEEN HEGDE',
      level: 'GP',
      codes: BADADAL,
      roleCodes: [{ code: 'GP-PDO', level: 'GP', codes: { ...BADADAL, panchayat_code: '1515001005' } }],
    });

    await ui.signIn('9999999999', 'Admin@2024');
    await page().getByTestId('dashboard-heading').waitFor();
    const cards = page().getByTestId('main-option-card');
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(4);
    await cards.filter({ hasText: 'User Administration' }).click();
    await page().waitForURL(`${ui.base}/users`);
    await expect(page().getByTestId('modules-title').innerText()).resolves.toBe('User Administration Modules');
    await page().getByTestId('module-card').filter({ hasText: 'Role Management' }).click();
    await page().waitForURL(`${ui.base}/users/rolesmanage`);
    await page().getByTestId('shortcut-cards').waitFor();

    const row = page().locator(`[data-testid="user-row"][data-user-id="${officer.userId}"]`);
    await row.waitFor();
    await row.getByTestId('assign-role-button').click();
    const dialog = page().getByTestId('assign-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('assign-department').selectOption('TP');
    await dialog.locator('[data-testid="assign-role-option"][data-role-code="TP-EO"]').click();
    await dialog.getByTestId('assign-district').selectOption('1515');
    await dialog.getByTestId('assign-block').selectOption('1515007');
    const alertsBefore = ui.dialogs.length;
    await dialog.getByTestId('assign-submit').click();
    // The answer is a toast, never an alert.
    await page().getByText('Role assigned', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(ui.dialogs.length).toBe(alertsBefore);

    await row.getByTestId('view-roles-button').click();
    // The table shows its header at once and its rows when they arrive.
    const assigned = page().getByTestId('assigned-roles-table').getByTestId('assigned-role-row').filter({ hasText: 'SEDAM' });
    await assigned.waitFor();
    await expect(assigned.getAttribute('data-role-code')).resolves.toBe('TP-EO');

    await page().getByTestId('topbar-logout').click();
    await page().waitForURL(`${ui.base}/`);
    await ui.signIn(officer.mobile, officer.password);
    await page().getByTestId('role-switcher').waitFor();
    const options = await page().getByTestId('role-switcher').locator('option').allInnerTexts();
    expect(options.some((o) => o.includes('Executive Officer, Taluk Panchayat') && o.includes('SEDAM'))).toBe(true);
  });

  it('a non-admin opening /users/rolesmanage lands on /unauthorized', async () => {
    await ui.signIn('9000000003', 'Officer@2024');
    await page().goto(`${ui.base}/users/rolesmanage`);
    await page().waitForURL(`${ui.base}/unauthorized`);
    await expect(page().getByTestId('error-code').innerText()).resolves.toBe('401');
  });

  it('a non-admin sees only USER cards on the dashboard', async () => {
    await ui.signIn('9000000002', 'Officer@2024');
    const cards = page().getByTestId('main-option-card');
    await cards.first().waitFor();
    await expect(cards.allInnerTexts()).resolves.toEqual([
      expect.stringContaining('FTO Works Verification'),
      expect.stringContaining('Social Audit'),
    ]);
  });
});

/**
 * Issue 25 item 7: the Audit Trail and MIS Load History under User Administration, in words and
 * names, at a phone's 390x844 and a laptop's 1366x768, without sideways page scroll.
 */
describe('Audit Trail and MIS Load History in Chromium (issue 25)', () => {
  const ui = useUiHarness();
  const page = () => ui.page;
  const screens = [
    { name: 'phone', width: 390, height: 844 },
    { name: 'laptop', width: 1366, height: 768 },
  ];
  const noSidewaysScroll = () => page().evaluate(() => ({ wide: document.documentElement.scrollWidth, window: window.innerWidth }));

  let adminName = '';
  let roleName = '';
  beforeAll(async () => {
    const db = ui.app.get(DataSource);
    [{ name: adminName }] = await db.query(`SELECT name FROM users WHERE mobile_number = '9999999999'`);
    [{ Role_name: roleName }] = await db.query(`SELECT "Role_name" FROM roles WHERE "Role_code" = 'TP-EO'`);
    const [{ id: adminId }] = await db.query(`SELECT id FROM users WHERE mobile_number = '9999999999'`);
    await db.query(
      `INSERT INTO scrape_runs (id, spider, args, district_code, block_code, panchayat_code, trigger, requested_by, state, queued_at, started_at, finished_at)
       VALUES (gen_random_uuid(), 'LoadDynamicGP', '{}', '1515', '1515001', '1515001004', 'user', $1, 'completed', now() + interval '2 hours', now(), now()),
              (gen_random_uuid(), 'workSpiderGp', '{}', '1515', '1515001', '1515001005', 'nightly', NULL, 'completed', now() + interval '1 hour', now(), now())`,
      [adminId],
    );
  });

  for (const screen of screens) {
    it(`at ${screen.width}x${screen.height} (${screen.name}): the trail reads in words and names, filters by pickers; the load history names who and where`, async () => {
      await page().setViewportSize({ width: screen.width, height: screen.height });
      await ui.signIn('9999999999', 'Admin@2024');
      // Two real changes through the API: TP-EO made inactive and active again.
      const roleId = await page().evaluate(async () => {
        const roles = (await (await fetch('/api/auth/roles?filter={"q":"TP-EO"}')).json()) as { id: number; Role_code: string }[];
        const id = roles.find((r) => r.Role_code === 'TP-EO')!.id;
        for (const is_active of [false, true]) {
          await fetch(`/api/auth/roles/${id}/toggle`, {
            method: 'PUT',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ is_active }),
          });
        }
        return id;
      });
      expect(roleId).toBeGreaterThan(0);

      await page().getByTestId('main-option-card').filter({ hasText: 'User Administration' }).click();
      await page().waitForURL(`${ui.base}/users`);
      await page().getByTestId('module-card').filter({ hasText: 'MIS Load History' }).waitFor();
      const modules = await page().getByTestId('module-card').allInnerTexts();
      expect(modules.some((m) => m.includes('Audit Trail'))).toBe(true);
      expect(modules.some((m) => m.includes('MIS Load History'))).toBe(true);
      await page().getByTestId('module-card').filter({ hasText: 'Audit Trail' }).click();
      await page().waitForURL(`${ui.base}/users/audit-trail`);

      const table = page().getByTestId('audit-trail-table');
      const first = table.locator('tbody tr').first();
      await first.getByTestId('audit-action').waitFor();
      // Issue 43 item 9: every filter's label is shown whole ("What was changed", not "What was chang…").
      const cutLabels = await page()
        .locator('[data-testid="audit-trail-page"] form label')
        .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
      expect(cutLabels).toEqual([]);
      await expect(first.getByTestId('audit-action').innerText()).resolves.toBe('Role made active or inactive');
      await expect(first.getByTestId('audit-actor').innerText()).resolves.toBe(adminName);
      await expect(first.getByTestId('audit-entity-name').innerText()).resolves.toBe(roleName);
      await expect(first.getByTestId('audit-entity-kind').innerText()).resolves.toBe('Role');
      await first.getByTestId('audit-action').click();
      const change = page().getByTestId('audit-expand').first().getByTestId('audit-change');
      await change.waitFor();
      await expect(change.innerText()).resolves.toBe('Active: No → Yes');

      // The action picker offers the trail's actions in words; choosing one narrows the list.
      await page().locator('[data-testid="audit-trail-page"] form').getByLabel('Action').click();
      await page().getByRole('option', { name: 'Role made active or inactive', exact: true }).click();
      await page().waitForURL(/filter=.*role\.toggle/);
      // The list reads again: wait until its rows are the filtered ones.
      await page().waitForFunction(() => {
        const shown = [...document.querySelectorAll('[data-testid="audit-action"]')].map((e) => e.textContent);
        return shown.length > 0 && shown.every((a) => a === 'Role made active or inactive');
      });
      const actions = await table.getByTestId('audit-action').allInnerTexts();
      expect(actions.length).toBeGreaterThanOrEqual(2);
      expect(new Set(actions)).toEqual(new Set(['Role made active or inactive']));

      // The "Done by" picker loads officers by name and narrows the list to the chosen one's changes.
      const actorAnswers: number[] = [];
      const onActors = (r: { url(): string; status(): number }) => {
        if (r.url().includes('/audit-trail/actors')) actorAnswers.push(r.status());
      };
      page().on('response', onActors);
      const doneBy = page().locator('[data-testid="audit-trail-page"] form').getByLabel('Done by');
      await doneBy.click();
      await doneBy.fill(adminName.slice(0, 5));
      await page()
        .getByRole('option', { name: `${adminName} (9999999999)`, exact: true })
        .click();
      await page().waitForURL(/filter=.*actor_user_id/);
      await page().waitForFunction((name) => {
        const shown = [...document.querySelectorAll('[data-testid="audit-actor"]')].map((e) => e.textContent);
        return shown.length > 0 && shown.every((a) => a === name);
      }, adminName);
      page().off('response', onActors);
      expect(actorAnswers.length).toBeGreaterThan(0);
      expect(actorAnswers.filter((s) => s !== 200)).toEqual([]);
      const wide = await noSidewaysScroll();
      expect(wide.wide).toBeLessThanOrEqual(wide.window);

      await page().goto(`${ui.base}/users`);
      await page().getByTestId('module-card').filter({ hasText: 'MIS Load History' }).click();
      await page().waitForURL(`${ui.base}/users/scraper-jobs`);
      const runs = page().getByTestId('jobs-list').locator('tbody tr');
      await runs.first().getByTestId('job-started-by').waitFor();
      await expect(runs.nth(0).getByTestId('job-started-by').innerText()).resolves.toBe(adminName);
      await expect(runs.nth(0).getByTestId('job-panchayat').innerText()).resolves.toBe('BADADAL (1515001004)');
      await expect(runs.nth(1).getByTestId('job-started-by').innerText()).resolves.toBe('Nightly refresh');
      await expect(runs.nth(1).getByTestId('job-panchayat').innerText()).resolves.toBe('UDACHAN (1515001005)');
      const wideJobs = await noSidewaysScroll();
      expect(wideJobs.wide).toBeLessThanOrEqual(wideJobs.window);
    });
  }
});
