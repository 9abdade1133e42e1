import type { Locator } from 'playwright-core';
import { dmy, financialYearOf } from '../../server/src/common/time/financial-year.js';
import { Clock } from '../../server/src/common/time/clock.js';
import { SchedulesService } from '../../server/src/schedules/schedules.service.js';
import { useUiHarness } from '../support/ui-harness.js';
import { typeDate } from '../support/date-field.mjs';

const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

/**
 * Issue 25 items 4 and 6 on the built UI in Chromium, at a phone's and a laptop's size: the top
 * bar names who is signed in and the current role, a role switch is confirmed in a toast, and the
 * FTO schedule list shows the lock windows that the form explains. Nothing scrolls sideways.
 */
describe('Top bar (name, role, switch toast) and the schedule lock windows at 390x844 and 1366x768', () => {
  const ui = useUiHarness();
  const page = () => ui.page;
  const text = (id: string) => page().getByTestId(id).innerText();

  /** The page does not scroll sideways; when it does, the failure names what sticks out. */
  const noSidewaysScroll = async (where: string) => {
    const outside = await page().evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return [];
      return [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > root.clientWidth + 0.5)
        .slice(0, 5)
        .map((e) => `${e.tagName} ${e.getAttribute('data-testid') ?? ''} ${e.className.toString().slice(0, 60)}`);
    });
    expect({ where, outside }).toEqual({ where, outside: [] });
  };
  const inView = async (locator: Locator, what: string, width: number) => {
    const box = await locator.boundingBox();
    expect({ what, inView: !!box && box.x >= 0 && box.x + box.width <= width + 0.5 && box.height > 0 }).toEqual({ what, inView: true });
    return box!;
  };

  for (const screen of SCREENS) {
    it(`${screen.name}: a one-role officer reads name and current role in the top bar`, async () => {
      await page().setViewportSize(screen);
      await ui.signIn('9000000003', 'Officer@2024');
      const role = await page().evaluate(() => JSON.parse(sessionStorage.getItem('selectedRole') ?? 'null'));
      await expect(text('topbar-user-name')).resolves.toBe('MANJUNATH HIREMATH');
      await expect(text('topbar-user-role')).resolves.toBe(`${role.Role_name} — ${role.location_name}`);
      for (const id of ['topbar-user-name', 'topbar-user-role', 'topbar-dashboard', 'topbar-logout']) {
        await inView(page().getByTestId(id), id, screen.width);
      }
      const user = await inView(page().getByTestId('topbar-user'), 'topbar-user', screen.width);
      // Whole, never cut (issue 43 item 11): name over role, two short lines at both sizes.
      const cut = await page().evaluate(() =>
        ['topbar-user-name', 'topbar-user-role'].filter((id) => {
          const e = document.querySelector(`[data-testid="${id}"]`)!;
          return e.scrollWidth > e.clientWidth + 0.5;
        }),
      );
      expect(cut).toEqual([]);
      expect(user.height).toBeLessThan(screen.name === 'phone' ? 56 : 48);
      await noSidewaysScroll('dashboard');
    });

    it(`${screen.name}: an officer with two roles sees the name beside the switcher, and a switch is confirmed in a toast`, async () => {
      await page().setViewportSize(screen);
      await ui.signIn('9000000004', 'Officer@2024');
      await expect(text('topbar-user-name')).resolves.toBe('LAKSHMI NAIK');
      // The switcher shows the role; it is not said twice.
      await expect(page().getByTestId('topbar-user-role').count()).resolves.toBe(0);
      const switcher = page().getByTestId('role-switcher');
      await inView(page().getByTestId('topbar-user-name'), 'name', screen.width);
      const box = await inView(switcher, 'role switcher', screen.width);
      // Wide enough to read the role acted as: on a phone a row of its own under the name.
      if (screen.name === 'phone') expect(box.width).toBeGreaterThan(screen.width * 0.8);
      // And the name, short enough to fit, is not cut.
      await expect(
        page()
          .getByTestId('topbar-user-name')
          .evaluate((e) => e.scrollWidth <= e.clientWidth),
      ).resolves.toBe(true);
      const current = await switcher.inputValue();
      const other = switcher.locator(`option:not([value="${current}"])`).first();
      const [value, label] = [(await other.getAttribute('value'))!, await other.innerText()];
      await switcher.selectOption(value);
      await page().getByText(`You now act as ${label}.`, { exact: true }).waitFor();
      // The toast shows below the top bar, not over its name, role or links (issue 43 item 11).
      const toastTop = (await page().getByTestId('toast').boundingBox())!.y;
      const bar = (await page().getByTestId('topbar').boundingBox())!;
      expect({ toastTop: Math.round(toastTop), below: toastTop >= bar.y + bar.height - 0.5 }).toEqual({
        toastTop: Math.round(toastTop),
        below: true,
      });
      await page().waitForFunction(() => !document.querySelector<HTMLSelectElement>('[data-testid="role-switcher"]')?.disabled);
      await expect(switcher.inputValue()).resolves.toBe(value);
      await noSidewaysScroll('dashboard after the switch');
    });

    it(`${screen.name}: the FTO schedule list shows each cycle's lock windows and the form explains them`, async () => {
      await page().setViewportSize(screen);
      const [cycle] = await ui.app.get(SchedulesService).list();
      expect(cycle).toBeDefined();
      await ui.signIn('9999999999', 'Admin@2024');
      await page().goto(`${ui.base}/users/fto-scheduler`);
      const row = page().locator(`[data-testid="schedule-row"][data-schedule-id="${cycle.id}"]`);
      await row.waitFor();
      await expect(row.getByTestId('schedule-locks').innerText()).resolves.toBe(
        `Lock 1: ${dmy(cycle.lock1_open)} to ${dmy(cycle.lock1_close)}\nLock 2: ${dmy(cycle.lock2_open)} to ${dmy(cycle.lock2_close)}`,
      );
      await expect(text('schedules-page')).resolves.toContain(
        'Inside Lock 1 or Lock 2, Level 1 or Level 2 records are frozen for review and cannot be submitted.',
      );
      await noSidewaysScroll('schedule list');
      // Issue 43 item 9: each cycle's Edit is in view, not behind the table's own sideways scroll.
      await inView(row.getByTestId('schedule-edit'), 'Edit', screen.width);
      await inView(row.getByTestId('schedule-map'), 'Map officers', screen.width);
      const tableScroll = await page()
        .getByTestId('schedules-table')
        .evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth);
      expect(tableScroll).toBeLessThanOrEqual(0);

      await page().getByTestId('schedules-add').click();
      const form = page().getByTestId('schedule-dialog');
      await form.waitFor();
      await expect(text('schedule-locks-help')).resolves.toBe(
        'Lock windows: while Lock 1 is open (both dates included) Level 1 records are frozen for review, and Level 1 officers cannot submit or change a verification. Lock 2 does the same for Level 2. Both lie inside the schedule; Lock 1 closes before Lock 2 opens.',
      );
      const helps = {
        lock1Open: 'First day Level 1 submissions are refused',
        lock1Close: 'Last day Level 1 submissions are refused',
        lock2Open: 'First day Level 2 submissions are refused',
        lock2Close: 'Last day Level 2 submissions are refused',
      };
      for (const [field, help] of Object.entries(helps)) {
        await expect(text(`schedule-${field}-help`)).resolves.toBe(help);
        await page().getByTestId(`schedule-${field}`).scrollIntoViewIfNeeded();
        await inView(page().getByTestId(`schedule-${field}-help`), `${field} help`, screen.width);
      }
      await page().getByTestId('schedule-cancel').click();
      await form.waitFor({ state: 'detached' });

      // The mapping dialog's role chips show their whole names (the demo maps PRED's engineers).
      await page().getByTestId('schedules-map').click();
      const chips = page().getByTestId('mapping-dialog').getByTestId('mapping-chip');
      await chips.first().waitFor();
      // Neither the chip's label nor the field holding the chips hides any of it (2 px for rounding).
      const cut = await chips.evaluateAll((els) => {
        const hides = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 2 || el.scrollHeight > el.clientHeight + 2;
        return els
          .filter((el) => hides(el.querySelector('.MuiChip-label') as HTMLElement) || hides(el.closest('.MuiSelect-select') as HTMLElement))
          .map((el) => el.textContent);
      });
      expect(cut).toEqual([]);
      await noSidewaysScroll('mapping dialog');
      await page().keyboard.press('Escape');
    });

    it(`${screen.name}: a cycle planned ahead is offered the financial year its dates reach (issue 43 item 5)`, async () => {
      await page().setViewportSize(screen);
      const current = financialYearOf(ui.app.get(Clock).today());
      const end = Number(current.slice(5));
      const next = `${end}-${end + 1}`;
      await ui.signIn('9999999999', 'Admin@2024');
      await page().goto(`${ui.base}/users/fto-scheduler`);
      await page().getByTestId('schedules-add').click();
      await page().getByTestId('schedule-dialog').waitFor();
      const openYears = async () => {
        await page().getByTestId('schedule-financialYear').click();
        await page().getByTestId(`schedule-year-${current}`).waitFor();
      };
      await openYears();
      await expect(page().getByTestId(`schedule-year-${next}`).count()).resolves.toBe(0);
      await page().keyboard.press('Escape');
      await typeDate(page().getByTestId('schedule-scheduleStart'), `${end}-04-01`);
      await typeDate(page().getByTestId('schedule-scheduleEnd'), `${end + 1}-03-31`);
      await openYears();
      await page().getByTestId(`schedule-year-${next}`).click();
      await page().keyboard.press('Escape');
      await expect(text('schedule-financialYear')).resolves.toBe(next);
    });

    it(`${screen.name}: the schedule form does not scroll sideways`, async () => {
      await page().setViewportSize(screen);
      await ui.signIn('9999999999', 'Admin@2024');
      await page().goto(`${ui.base}/users/fto-scheduler`);
      await page().getByTestId('schedules-add').click();
      const form = page().getByTestId('schedule-dialog');
      await form.waitFor();
      const dialogWide = await form.locator('.MuiDialogContent-root').evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(dialogWide).toBeLessThanOrEqual(0);
      await noSidewaysScroll('schedule form');
    });
  }
});
