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
