import fs from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { useUiHarness } from '../support/ui-harness.js';
import { dateText, typeDate } from '../support/date-field.mjs';

/** The demo TP-EO of Afzalpur taluk (block 1515001) and the demo SDATA officer (README "Social audit"). */
const TP_EO = { mobile: '9000000002', password: 'Officer@2024' };
const SDATA = { mobile: '9000000005', password: 'Officer@2024' };
const DISTRICT = '1515'; // KALABURAGI
const BLOCK = '1515001'; // AFZALPUR
/** The demo leaves Afzalpur's 2024-2025 issues open for the TP-EO. */
const YEAR = '2024-2025';

const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;
type Screen = (typeof SCREENS)[number];

const ARTIFACTS = path.resolve(process.cwd(), 'test/artifacts/field-audit-drafts');
/** dd/mm/yyyy HH:mm, the device's time of the draft. */
const SAVED_AT = String.raw`\d{2}/\d{2}/\d{4}, \d{2}:\d{2} [ap]m`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const FILED = 'Recovery filed.';
const VERIFIED = 'Verification details uploaded successfully.';

interface OpenIssue {
  issue_number: string;
  panchayat_code: string;
}

async function shot(page: Page, name: string) {
  await fs.mkdir(ARTIFACTS, { recursive: true });
  // The dialog's fade is a CSS transition: the picture waits for the finite animations.
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/**
 * The top bar on a phone: the product name in at most two lines, none of it cut, and the role
 * switcher, Dashboard, Logout (and the outbox line when shown) on screen.
 */
async function topBarFits(page: Page, withOutbox: boolean) {
  const name = await page.getByTestId('topbar-product').evaluate((el) => {
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
    const box = el.getBoundingClientRect();
    return {
      lines: Math.round(el.scrollHeight / lineHeight),
      shown: Math.round(el.clientHeight / lineHeight),
      width: Math.round(box.width),
      text: el.textContent,
    };
  });
  // Every line of the name is shown (none clamped away), and there are at most two.
  expect(name.shown).toBe(name.lines);
  expect({ ...name, atMostTwo: name.lines <= 2 }).toEqual({ ...name, atMostTwo: true });
  // The role switcher shows only for an officer with more than one role.
  const switcher = (await page.getByTestId('role-switcher').count()) > 0 ? ['role-switcher'] : [];
  const ids = [...switcher, 'topbar-dashboard', 'topbar-logout', ...(withOutbox ? ['topbar-outbox'] : [])];
  for (const id of ids) {
    const box = await page.getByTestId(id).first().boundingBox();
    expect({ id, inView: !!box && box.x >= 0 && box.x + box.width <= 390 + 0.5 && box.height > 0 }).toEqual({ id, inView: true });
  }
}

const restoredText = (locator: Locator) => expect(locator.innerText()).resolves.toMatch(new RegExp(`^Draft saved ${SAVED_AT} restored$`));

/**
 * Issue 24 items 2-4 for the two social-audit forms: the recovery filing of a TP-EO and the
 * SDATA verification keep a draft on the device as the officer types, give it back when the
 * form opens again, ask before any way out throws it away, carry the draft's Idempotency-Key,
 * and a filing submitted without network waits in the outbox and is stored once when the
 * network returns. Screenshots go to test/artifacts/field-audit-drafts.
 */
describe('Drafts and the outbox in the social audit forms (issue 24)', () => {
  // The service worker: the shell offline, the outbox's send.
  const h = useUiHarness({ serviceWorkers: 'allow' });
  /** Per screen size, the issue filed and then verified; and the issue filed offline. */
  const picked = new Map<Screen['name'], OpenIssue>();
  let offlineIssue: OpenIssue;

  const db = () => h.app.get(DataSource);
  const recoveriesOf = (issueNumber: string) =>
    db().query<{ id: number; adhoc_decision: string }[]>(
      `SELECT r.id, r.adhoc_decision FROM sa_recoveries r JOIN sa_issues i ON i.id = r.issue_id WHERE i.issue_number = $1`,
      [issueNumber],
    );
  const verificationsOf = (issueNumber: string) =>
    db().query<{ id: number }[]>(
      `SELECT v.id FROM sa_verifications v JOIN sa_recoveries r ON r.id = v.recovery_id JOIN sa_issues i ON i.id = r.issue_id
        WHERE i.issue_number = $1`,
      [issueNumber],
    );
  /** The Idempotency-Key of every request to `path` the page sends from now on. */
  const keysTo = (page: Page, suffix: string) => {
    const keys: string[] = [];
    page.context().on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(suffix)) keys.push(request.headers()['idempotency-key'] ?? '');
    });
    return keys;
  };

  beforeAll(async () => {
    const open: OpenIssue[] = await db().query(
      `SELECT i.issue_number, i.panchayat_code FROM sa_issues i
        WHERE i.block_code = $1 AND i.financial_year = $2 AND i.response_amount > 0
          AND NOT EXISTS (SELECT 1 FROM sa_recovery_issues r WHERE r.issue_id = i.id)
        ORDER BY i.panchayat_code, i.issue_number`,
      [BLOCK, YEAR],
    );
    expect(open.length).toBeGreaterThanOrEqual(3);
    picked.set('phone', open[0]);
    picked.set('desktop', open[open.length - 1]);
    offlineIssue = open[1];
  });

  const openFiling = async (page: Page, issue: OpenIssue) => {
    const list = page.getByTestId('audit-recovery-list');
    await list.getByTestId(`file-issue-${issue.issue_number}`).click();
    const form = page.getByTestId('filing-dialog');
    await form.getByTestId('filing-decision-recovery').waitFor();
    return form;
  };

  const openRecoveryList = async (page: Page, issue: OpenIssue) => {
    await page.goto(`${h.base}/audit/recoveryissues`);
    await page.getByTestId('audit-recovery-year').selectOption(YEAR);
    await page.getByTestId(`audit-recovery-count-${issue.panchayat_code}-total`).click();
    await page.getByTestId('audit-recovery-list').getByTestId(`file-issue-${issue.issue_number}`).waitFor();
  };

  describe.each(SCREENS)('at $width x $height', (screen) => {
    const use = async (who: { mobile: string; password: string }) => {
      await h.page.setViewportSize({ width: screen.width, height: screen.height });
      await h.signIn(who.mobile, who.password);
    };

    it('the recovery filing: kept when closed, restored when reopened, Escape asks, submitted once with its key', async () => {
      const { page } = h;
      const issue = picked.get(screen.name)!;
      await use(TP_EO);
      if (screen.name === 'phone') {
        await topBarFits(page, false);
        await shot(page, 'phone-topbar');
      }
      await openRecoveryList(page, issue);
      const keys = keysTo(page, '/api/socialaudit/upload-issues');

      let form = await openFiling(page, issue);
      // An untouched form closes without asking.
      await form.getByTestId('filing-cancel').click();
      await form.waitFor({ state: 'detached' });

      form = await openFiling(page, issue);
      // The amount recovered is the response amount (the expected recovery) the form shows.
      const shown = (await form.getByTestId('filing-expected').innerText()).replace(/^.*:\s*/, '');
      expect(shown).toMatch(/^₹ [\d,]+\.\d{2}$/);
      const amount = shown.replace(/[₹\s,]/g, '');
      await form.getByTestId('filing-decision-recovery').check();
      await form.getByTestId('filing-made-YES').check();
      await form.getByTestId('filing-mode-UPI').check();
      await form.getByTestId('filing-upi_id').fill('afzalpur.gp@sbi');
      await form.getByTestId('filing-upi_amount').fill(amount);
      await form.getByTestId('filing-cancel').click();
      const confirm = page.getByTestId('discard-confirm');
      await confirm.waitFor();
      await expect(confirm.getByTestId('discard-confirm-keep').textContent()).resolves.toBe('Keep the draft and close');
      await expect(confirm.getByTestId('discard-confirm-discard').textContent()).resolves.toBe('Discard the draft');
      await expect(confirm.getByTestId('discard-confirm-continue').textContent()).resolves.toBe('Continue editing');
      await shot(page, `${screen.name}-filing-close-asks`);
      await confirm.getByTestId('discard-confirm-keep').click();
      await form.waitFor({ state: 'detached' });

      form = await openFiling(page, issue);
      await restoredText(form.getByTestId('draft-restored'));
      await expect(form.getByTestId('filing-decision-recovery').isChecked()).resolves.toBe(true);
      await expect(form.getByTestId('filing-made-YES').isChecked()).resolves.toBe(true);
      await expect(form.getByTestId('filing-mode-UPI').isChecked()).resolves.toBe(true);
      await expect(form.getByTestId('filing-upi_id').inputValue()).resolves.toBe('afzalpur.gp@sbi');
      await expect(form.getByTestId('filing-upi_amount').inputValue()).resolves.toBe(amount);
      await shot(page, `${screen.name}-filing-restored`);

      await typeDate(form.getByTestId('filing-upi_date'), '03/04/2025');
      await page.keyboard.press('Escape');
      await confirm.waitFor();
      await confirm.getByTestId('discard-confirm-continue').click();
      await confirm.waitFor({ state: 'detached' });
      await expect(dateText(form.getByTestId('filing-upi_date'))).resolves.toBe('03/04/2025');

      await form.getByTestId('filing-submit').click();
      await page.getByText(FILED).waitFor();
      await form.waitFor({ state: 'detached' });
      const rows = await recoveriesOf(issue.issue_number);
      expect(rows).toHaveLength(1);
      expect(rows[0].adhoc_decision).toBe('recovery');
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(UUID);
    }, 180000);

    it('the SDATA verification: kept when closed, restored when reopened, Escape (and a tap outside) asks, submitted once with its key', async () => {
      const { page, base } = h;
      const issue = picked.get(screen.name)!;
      const id = issue.issue_number;
      await use(SDATA);
      await page.goto(`${base}/audit/verifyRecovery`);
      await page.getByTestId('audit-verify-year').selectOption(YEAR);
      await page.getByTestId(`audit-verify-district-${DISTRICT}`).click();
      await page.getByTestId(`audit-verify-total_recovered_cases-${BLOCK}`).click();
      const list = page.getByTestId('filing-list-dialog');
      await list.getByTestId(`verify-issue-${id}`).waitFor();
      const keys = keysTo(page, '/api/socialaudit/update-verification-zp');
      const openVerify = async () => {
        await list.getByTestId(`verify-issue-${id}`).click();
        const dialog = page.getByTestId('verify-dialog');
        await dialog.getByTestId(`verify-amount-${id}`).waitFor();
        return dialog;
      };

      let dialog = await openVerify();
      await dialog.getByTestId(`verify-amount-${id}`).fill('1');
      await typeDate(dialog.getByTestId(`verify-date-${id}`), '10/04/2025');
      await dialog.getByTestId('verify-cancel').click();
      const confirm = page.getByTestId('discard-confirm');
      await confirm.waitFor();
      await confirm.getByTestId('discard-confirm-keep').click();
      await dialog.waitFor({ state: 'detached' });

      dialog = await openVerify();
      await restoredText(dialog.getByTestId('draft-restored'));
      await expect(dialog.getByTestId(`verify-amount-${id}`).inputValue()).resolves.toBe('1');
      await expect(dateText(dialog.getByTestId(`verify-date-${id}`))).resolves.toBe('10/04/2025');
      await shot(page, `${screen.name}-verify-restored`);

      await dialog.getByTestId(`verify-remark-${id}`).fill('Credited in the state nodal account');
      await page.keyboard.press('Escape');
      await confirm.waitFor();
      await confirm.getByTestId('discard-confirm-continue').click();
      await confirm.waitFor({ state: 'detached' });
      if (screen.name === 'desktop') {
        // A tap outside the dialog (its backdrop) asks too; the phone's dialog fills the screen.
        await page.mouse.click(4, 4);
        await confirm.waitFor();
        await confirm.getByTestId('discard-confirm-continue').click();
        await confirm.waitFor({ state: 'detached' });
      }
      await expect(dialog.getByTestId(`verify-remark-${id}`).inputValue()).resolves.toBe('Credited in the state nodal account');
      await dialog.getByTestId(`verify-status-${id}`).selectOption('Completed');
      await dialog.getByTestId('verify-submit').click();
      await page.getByText(VERIFIED).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await expect(verificationsOf(id)).resolves.toHaveLength(1);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(UUID);
    }, 180000);
  });

  it('a filing submitted offline waits in the outbox and is stored once when the network returns (390x844)', async () => {
    const { page } = h;
    const context = page.context();
    const issue = offlineIssue;
    await page.setViewportSize({ width: 390, height: 844 });
    await h.signIn(TP_EO.mobile, TP_EO.password);
    await openRecoveryList(page, issue);
    const keys = keysTo(page, '/api/socialaudit/upload-issues');
    try {
      await context.setOffline(true);
      const form = await openFiling(page, issue);
      await form.getByTestId('filing-decision-dropped').check();
      await form.getByTestId('filing-remark').fill('Dropped by the ad-hoc committee on 02/04/2025');
      await form.getByTestId('filing-submit').click();
      await page
        .getByText(
          `No network: the recovery filing of issue ${issue.issue_number} is saved on this device and will be sent when the connection returns.`,
        )
        .waitFor();
      await form.waitFor({ state: 'detached' });
      await expect(page.getByTestId('topbar-outbox').innerText()).resolves.toBe('1 submission waiting for network');
      await shot(page, 'phone-filing-queued');
      await expect(recoveriesOf(issue.issue_number)).resolves.toHaveLength(0);

      // While it waits, the filing opens with its answers and Submit is off (one submission per key).
      const again = await openFiling(page, issue);
      await expect(again.getByTestId('draft-queued').innerText()).resolves.toMatch(
        new RegExp(
          `^This submission is waiting for network and will be sent when the connection returns\\. It was queued at ${SAVED_AT}\\.$`,
        ),
      );
      await expect(again.getByTestId('filing-remark').inputValue()).resolves.toBe('Dropped by the ad-hoc committee on 02/04/2025');
      await expect(again.getByTestId('filing-submit').isDisabled()).resolves.toBe(true);
      await again.getByTestId('filing-cancel').click();
      await page.getByTestId('discard-confirm').getByTestId('discard-confirm-keep').click();
      await again.waitFor({ state: 'detached' });

      // The list (full screen on a phone) closed, the top bar shows the waiting submission.
      await page.getByTestId('audit-recovery-list-close').click();
      await page.getByTestId('audit-recovery-list').waitFor({ state: 'detached' });
      await topBarFits(page, true);
      await shot(page, 'phone-topbar-waiting');
    } finally {
      await context.setOffline(false);
    }

    await page.getByText(FILED).waitFor({ timeout: 60000 });
    await page.getByTestId('topbar-outbox').waitFor({ state: 'detached' });
    await shot(page, 'phone-filing-sent');
    const rows = await recoveriesOf(issue.issue_number);
    expect(rows).toHaveLength(1);
    expect(rows[0].adhoc_decision).toBe('dropped');
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(UUID);
    // The outbox and the draft are empty on the device.
    const left = await page.evaluate(
      () =>
        new Promise<{ outbox: number; drafts: number }>((resolve, reject) => {
          const request = indexedDB.open('portal-field');
          request.onerror = () => reject(new Error(`IndexedDB: ${String(request.error)}`));
          request.onsuccess = () => {
            const tx = request.result.transaction(['outbox', 'drafts'], 'readonly');
            const outbox = tx.objectStore('outbox').count();
            const drafts = tx.objectStore('drafts').count();
            tx.oncomplete = () => resolve({ outbox: outbox.result, drafts: drafts.result });
          };
        }),
    );
    expect(left).toEqual({ outbox: 0, drafts: 0 });
  }, 180000);
});
