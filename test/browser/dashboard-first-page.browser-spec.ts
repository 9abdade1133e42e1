import { expectNoSidewaysScroll, useUiHarness } from '../support/ui-harness.js';

const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

/** The signed-in app's chunks: react-admin, MUI and the AdminApp module (admin-ui/vite.config.ts names them). */
const SIGNED_IN_APP = /\/assets\/(react-admin|mui|AdminApp)-[^/]+\.js$/;

/**
 * Issue 30 item 4: the dashboard is part of the first page (plain React and CSS): its cards show
 * before any of react-admin or MUI is fetched, which then load in the background; Logout from it
 * and from a react-admin page both end on the landing page with the session and react-admin's
 * store gone; the role switch's toasts work without react-admin. Both viewports, no sideways scroll.
 */
describe('The dashboard without react-admin (issue 30 item 4) at 390x844 and 1366x768', () => {
  // The service worker: the shell offline, the outbox's send.
  const ui = useUiHarness({ serviceWorkers: 'allow' });
  const page = () => ui.page;

  /** What Logout must leave: no session on the server or in the tab, nothing of react-admin's store. */
  const expectSignedOut = async () => {
    await page().waitForURL(`${ui.base}/`);
    await page().getByTestId('login-card').waitFor();
    const kept = await page().evaluate(() => ({
      session: sessionStorage.length,
      lastSession: localStorage.getItem('portal:last-session'),
      raStore: Object.keys(localStorage).filter((key) => key.startsWith('RaStore')),
    }));
    expect(kept).toEqual({ session: 0, lastSession: null, raStore: [] });
    const me = await page().request.get(`${ui.base}/api/auth/me`);
    expect(me.status()).toBe(401);
  };

  for (const screen of SCREENS) {
    it(`${screen.name}: the cards show before the signed-in app is fetched, which then loads in the background`, async () => {
      await page().setViewportSize(screen);
      await ui.signIn('9999999999', 'Admin@2024');
      // A reload of /dashboard in a fresh page of the same context: nothing is in memory. The page
      // notes when the first card enters the DOM; each script's request start is in its resource timing.
      const fresh = await page().context().newPage();
      await fresh.setViewportSize(screen);
      await fresh.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[data-testid="main-option-card"]')) return;
          (window as unknown as { cardsAt: number }).cardsAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const background = fresh.waitForRequest((r) => SIGNED_IN_APP.test(new URL(r.url()).pathname), { timeout: 30000 });
      await fresh.goto(`${ui.base}/dashboard`);
      await fresh.getByTestId('main-option-card').first().waitFor();
      await fresh.getByTestId('topbar-user-name').waitFor();
      await background;
      await fresh.waitForLoadState('networkidle');
      const timing = await fresh.evaluate((pattern) => {
        const signedInApp = new RegExp(pattern);
        const api = (path: string) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname === path)
            .map((entry) => entry as PerformanceResourceTiming);
        return {
          me: api('/api/auth/me').map((entry) => entry.responseEnd),
          options: api('/api/auth/main-options').map((entry) => entry.startTime),
          cardsAt: (window as unknown as { cardsAt: number }).cardsAt,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => signedInApp.test(new URL(entry.name).pathname))
            .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
        };
      }, SIGNED_IN_APP.source);
      expect(timing.cardsAt).toBeGreaterThan(0);
      // This device keeps the officer's session: the cards were asked for once, beside the
      // startup session check, not after its answer.
      expect({ me: timing.me.length, options: timing.options.length }).toEqual({ me: 1, options: 1 });
      expect(timing.options[0]).toBeLessThan(timing.me[0]);
      // All three come, and none before the cards were there.
      expect(timing.scripts.length).toBeGreaterThanOrEqual(3);
      expect(timing.scripts.filter((script) => script.startTime < timing.cardsAt)).toEqual([]);
      const sideways = await fresh.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways).toBeLessThanOrEqual(0);
      await fresh.close();
    });

    it(`${screen.name}: Logout from the dashboard ends on / with the session and react-admin's store gone`, async () => {
      await page().setViewportSize(screen);
      await ui.signIn('9000000003', 'Officer@2024');
      await page().getByTestId('main-option-card').first().waitFor();
      // What react-admin keeps in localStorage (its list filters, preferences) from an earlier visit.
      await page().evaluate(() => localStorage.setItem('RaStore.preferences', '{"kept":true}'));
      await expectNoSidewaysScroll(page());
      await page().getByTestId('topbar-logout').click();
      await expectSignedOut();
    });

    it(`${screen.name}: Logout from a react-admin page ends on / with the session and react-admin's store gone`, async () => {
      await page().setViewportSize(screen);
      await ui.signIn('9999999999', 'Admin@2024');
      await page().goto(`${ui.base}/users/fto-scheduler`);
      await page().getByTestId('schedules-add').waitFor();
      await page().evaluate(() => localStorage.setItem('RaStore.preferences', '{"kept":true}'));
      await page().getByTestId('topbar-logout').click();
      await expectSignedOut();
      // Back on the dashboard's Go to Dashboard path: the same bar, from the plain side, after a new sign-in.
      await ui.signIn('9999999999', 'Admin@2024');
      await page().getByTestId('main-option-card').first().waitFor();
    });

    it(`${screen.name}: a refused role switch on the dashboard says why in an error toast and the old role comes back`, async () => {
      await page().setViewportSize(screen);
      await ui.signIn('9000000004', 'Officer@2024');
      const switcher = page().getByTestId('role-switcher');
      const current = await switcher.inputValue();
      const other = (await switcher.locator(`option:not([value="${current}"])`).first().getAttribute('value'))!;
      await page().route('**/api/auth/select-role', (route) =>
        route.fulfill({ status: 403, json: { success: false, message: 'Selected role is not assigned to you.' } }),
      );
      await switcher.selectOption(other);
      const toast = page().getByTestId('toast');
      await toast.waitFor();
      await expect(toast.getAttribute('data-severity')).resolves.toBe('error');
      await expect(toast.innerText()).resolves.not.toBe('');
      await page().waitForFunction(() => !document.querySelector<HTMLSelectElement>('[data-testid="role-switcher"]')?.disabled);
      await expect(switcher.inputValue()).resolves.toBe(current);
      await expectNoSidewaysScroll(page());
    });
  }

  it('phone: with no network a reload of the dashboard opens it from the kept session and says so in the top bar', async () => {
    await page().setViewportSize(SCREENS[0]);
    await ui.signIn('9000000003', 'Officer@2024');
    await page().getByTestId('main-option-card').first().waitFor();
    await page().waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
    await page().context().setOffline(true);
    try {
      await page().reload();
      await page().getByTestId('dashboard-heading').waitFor();
      await expect(page().getByTestId('topbar-user-name').innerText()).resolves.toBe('MANJUNATH HIREMATH');
      await page().getByTestId('topbar-offline').waitFor();
      await expect(page().getByTestId('topbar-offline').innerText()).resolves.toBe(
        'You are offline. Showing what was saved on this device; submissions wait for the network.',
      );
      // The cards need the server: with no answer, the notice in their place, as before.
      await page().getByTestId('main-option-cards-empty').waitFor();
      await expectNoSidewaysScroll(page());
    } finally {
      await page().context().setOffline(false);
    }
  });
});
