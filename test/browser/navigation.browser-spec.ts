import { useUiHarness } from '../support/ui-harness.js';

describe('Navigation in Chromium: home, main-option routes, role switching (spec 1 §2, §4)', () => {
  const ui = useUiHarness();
  const page = () => ui.page;

  it('a signed-in officer who opens / or presses Go to Dashboard on the 401 page lands on /dashboard; a visitor sees the login card', async () => {
    await page().goto(`${ui.base}/`);
    await page().getByTestId('login-card').waitFor();

    await ui.signIn('9000000003', 'Officer@2024');
    await page().goto(`${ui.base}/`);
    await page().waitForURL(`${ui.base}/dashboard`);
    await page().getByTestId('dashboard-heading').waitFor();
    await expect(page().getByTestId('login-card').count()).resolves.toBe(0);

    await page().goto(`${ui.base}/unauthorized`);
    await page().getByRole('button', { name: 'Go to Dashboard' }).click();
    await page().waitForURL(`${ui.base}/dashboard`);
    await page().getByTestId('dashboard-heading').waitFor();

    // Signed out again, / is the landing page with the login card.
    await page().getByTestId('topbar-logout').click();
    await page().waitForURL(`${ui.base}/`);
    await page().getByTestId('login-card').waitFor();
    await page().goto(`${ui.base}/`);
    await page().getByTestId('login-card').waitFor();
  });

  it('a main option given a new route (/reports) opens its modules page; an unknown path shows the 404 page', async () => {
    await ui.signIn('9999999999', 'Admin@2024');
    // The cookie of the signed-in page, through the API as Main Option Management sends it.
    const created = await page().request.post(`${ui.base}/api/auth/main-options`, {
      data: { option_name: 'District Reports', icon: 'PeopleIcon', router: '/reports', access_level: 'USER' },
    });
    expect(created.ok()).toBe(true);
    const main = (await created.json()) as { id: number };
    const sub = await page().request.post(`${ui.base}/api/auth/sub-options`, {
      data: { main_option_id: main.id, suboption_name: 'Monthly Progress', icon: 'StorageIcon', router: '', access_level: 'USER' },
    });
    expect(sub.ok()).toBe(true);

    // Typed into the address bar (a full page load) ...
    await page().goto(`${ui.base}/reports`);
    await page().getByTestId('modules-title').filter({ hasText: 'District Reports Modules' }).waitFor();
    await page().getByTestId('module-card').filter({ hasText: 'Monthly Progress' }).waitFor();
    await page().getByTestId('topbar').waitFor();
    await expect(page().getByTestId('not-found-page').count()).resolves.toBe(0);

    // ... and from the dashboard card.
    await page().getByTestId('topbar-dashboard').click();
    await page().getByTestId('main-option-card').filter({ hasText: 'District Reports' }).click();
    await page().waitForURL(`${ui.base}/reports`);
    await page().getByTestId('module-card').filter({ hasText: 'Monthly Progress' }).waitFor();

    // No main option has this route: the 404 page, inside the signed-in frame.
    await page().goto(`${ui.base}/nothing-here`);
    await page().getByTestId('not-found-page').waitFor();
    await page().getByTestId('topbar').waitFor();
    await expect(page().getByTestId('error-code').innerText()).resolves.toBe('404');

    // A visitor gets the public 404 for the option's route, without react-admin.
    await page().getByTestId('topbar-logout').click();
    await page().waitForURL(`${ui.base}/`);
    const scripts: string[] = [];
    page().on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page().goto(`${ui.base}/reports`);
    await page().getByTestId('not-found-page').waitFor();
    await page().getByTestId('public-header').waitFor();
    await page().waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('AdminApp'))).toBe(false);
  });

  it('the cards asked for early (at sign-in, at start-up) are used once: a main option added since shows on the next visit and after a reload', async () => {
    const asked: string[] = [];
    page().on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/auth/main-options') asked.push(r.url());
    });
    await ui.signIn('9999999999', 'Admin@2024');
    await page().getByTestId('main-option-card').first().waitFor();
    // The login's early request is the only one: the cards took its answer.
    expect(asked).toHaveLength(1);

    const add = async (name: string) => {
      const created = await page().request.post(`${ui.base}/api/auth/main-options`, {
        data: { option_name: name, icon: 'PeopleIcon', router: `/${name.toLowerCase().replace(/ /g, '-')}`, access_level: 'USER' },
      });
      expect(created.ok()).toBe(true);
    };
    await add('Early Answer Check');
    // Another page and back to the dashboard: the cards ask again and show the new option.
    await page().goto(`${ui.base}/unauthorized`);
    await page().getByRole('button', { name: 'Go to Dashboard' }).click();
    await page().waitForURL(`${ui.base}/dashboard`);
    await page().getByTestId('main-option-card').filter({ hasText: 'Early Answer Check' }).waitFor();

    // A reload: the start-up check's early request carries the option added just before it.
    await add('Reload Answer Check');
    const before = asked.length;
    await page().reload();
    await page().getByTestId('main-option-card').filter({ hasText: 'Reload Answer Check' }).waitFor();
    await page().getByTestId('main-option-card').filter({ hasText: 'Early Answer Check' }).waitFor();
    expect(asked.length - before).toBe(1);
  });

  it('switching roles tells the server; when the server refuses, the old role stays and a toast says why', async () => {
    await ui.signIn('9000000004', 'Officer@2024');
    const switcher = page().getByTestId('role-switcher');
    const first = await switcher.inputValue();
    const second = (await switcher.locator('option').nth(1).getAttribute('value'))!;

    const [accepted] = await Promise.all([
      page().waitForRequest((r) => r.url().endsWith('/api/auth/select-role') && r.method() === 'POST'),
      switcher.selectOption(second),
    ]);
    expect(accepted.postDataJSON().currentRole).toMatchObject({ Role_code: 'GP-PDO', panchayat_code: '1515006041' });
    const answer = await accepted.response();
    expect(answer?.status()).toBe(200);
    expect((await answer!.json()).role).toMatchObject({ Role_code: 'GP-PDO' });
    await page().waitForFunction(() => !(document.querySelector('[data-testid="role-switcher"]') as HTMLSelectElement).disabled);
    await expect(switcher.inputValue()).resolves.toBe(second);

    await page().route('**/api/auth/select-role', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Selected role is not assigned to you.' }),
      }),
    );
    await switcher.selectOption(first);
    await page().getByText('Selected role is not assigned to you.').waitFor();
    await page().waitForFunction(() => !(document.querySelector('[data-testid="role-switcher"]') as HTMLSelectElement).disabled);
    await expect(switcher.inputValue()).resolves.toBe(second);
    const stored = await page().evaluate(() => JSON.parse(sessionStorage.getItem('selectedRole') ?? 'null'));
    expect(stored).toMatchObject({ Role_code: 'GP-PDO', panchayat_code: '1515006041' });
  });

  // Issue 25 item 5: a module page shows only the tiles the chosen role can use.
  it.each([
    ['9000000005', 'SDATA'],
    ['9000000002', 'TP-EO'],
  ])('%s (%s) sees no FTO verification tiles it cannot use, only Data Analysis', async (mobile) => {
    await ui.signIn(mobile, 'Officer@2024');
    await page().goto(`${ui.base}/fto`);
    await page().locator('[data-testid="module-card"][data-route="/fto/viewdata"]').waitFor();
    const routes = await page()
      .getByTestId('module-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-route')));
    expect(routes).toEqual(['/fto/viewdata']);
  });
});
