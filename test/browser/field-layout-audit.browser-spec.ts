import fs from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { useUiHarness } from '../support/ui-harness.js';
import { typeDate } from '../support/date-field.mjs';

/** The demo TP-EO of Afzalpur taluk (block 1515001) and the demo SDATA officer (README "Social audit"). */
const TP_EO = { mobile: '9000000002', password: 'Officer@2024' };
const SDATA = { mobile: '9000000005', password: 'Officer@2024' };
const DISTRICT = '1515'; // KALABURAGI
const BLOCK = '1515001'; // AFZALPUR
/** The demo leaves Afzalpur's 2023-2024 and 2024-2025 issues open for the TP-EO. */
const YEAR = '2024-2025';
const OTHER_YEAR = '2023-2024';

const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;
type Screen = (typeof SCREENS)[number];

const ARTIFACTS = path.resolve(process.cwd(), 'test/artifacts/field-layout-audit');

interface OpenIssue {
  issue_number: string;
  panchayat_code: string;
}

/**
 * Nothing on the page scrolls sideways: not the document, not an open dialog, not a dialog's
 * content (a wide table may scroll inside its own box on a desktop, never the dialog around it).
 */
async function noSidewaysScroll(page: Page, where: string) {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const doc = document.documentElement;
    if (doc.scrollWidth > width) problems.push(`document ${doc.scrollWidth} px wide in a ${width} px window`);
    for (const paper of document.querySelectorAll('.MuiDialog-paper')) {
      const box = paper.getBoundingClientRect();
      if (box.left < 0 || box.right > width + 0.5) problems.push(`dialog from ${box.left} to ${box.right} in a ${width} px window`);
      if (paper.scrollWidth > paper.clientWidth) problems.push(`dialog scrolls sideways: ${paper.scrollWidth} > ${paper.clientWidth}`);
    }
    for (const content of document.querySelectorAll('.MuiDialogContent-root')) {
      if (content.scrollWidth > content.clientWidth) {
        problems.push(`dialog content scrolls sideways: ${content.scrollWidth} > ${content.clientWidth}`);
      }
    }
    return problems;
  });
  expect({ where, problems: found }).toEqual({ where, problems: [] });
}

/**
 * The element is entirely on screen once scrolled into view vertically, and nothing covers its
 * centre. Every box that had to scroll sideways to reach it is put back to its start first, so
 * a button that is only reachable by scrolling a table sideways (the observed defect) fails.
 * Returns its box for further checks (touch size).
 */
async function fullyInView(locator: Locator, what: string) {
  await locator.waitFor();
  const result = await locator.evaluate((el) => {
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    for (let a = el.parentElement; a; a = a.parentElement) a.scrollLeft = 0;
    if (document.scrollingElement) document.scrollingElement.scrollLeft = 0;
    const r = el.getBoundingClientRect();
    const clip = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    for (let a = el.parentElement; a; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (/(auto|scroll|hidden|clip)/.test(`${style.overflowX} ${style.overflowY}`)) {
        const b = a.getBoundingClientRect();
        clip.left = Math.max(clip.left, b.left);
        clip.top = Math.max(clip.top, b.top);
        clip.right = Math.min(clip.right, b.right);
        clip.bottom = Math.min(clip.bottom, b.bottom);
      }
    }
    const box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
    const round = (o: Record<string, number>) => JSON.stringify(Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v)])));
    if (r.width === 0 || r.height === 0) return { box, problem: 'not rendered' };
    if (r.left < clip.left - 1 || r.right > clip.right + 1 || r.top < clip.top - 1 || r.bottom > clip.bottom + 1) {
      return { box, problem: `box ${round(box)} is cut by the visible area ${round(clip)}` };
    }
    const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
    if (!hit || !(hit === el || el.contains(hit))) return { box, problem: `covered by ${hit?.outerHTML.slice(0, 160)}` };
    return { box, problem: null };
  });
  expect({ what, problem: result.problem }).toEqual({ what, problem: null });
  return result.box;
}

/** A primary action: fully in view and, on a phone, a finger-sized target (40 px or more high). */
async function actionInView(locator: Locator, what: string, screen: Screen) {
  const box = await fullyInView(locator, what);
  if (screen.name === 'phone') expect({ what, tall: box.height >= 40 }).toEqual({ what, tall: true });
}

async function shot(page: Page, screen: Screen, name: string) {
  await fs.mkdir(ARTIFACTS, { recursive: true });
  // A dialog's fade-in is a CSS transition: the picture is taken once the finite ones have
  // settled (a progress bar's animation never ends; a replaced one is cancelled).
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  await page.screenshot({ path: path.join(ARTIFACTS, `${screen.name}-${name}.png`) });
}

/** Waits until a test id's text is exactly `text`. */
const textOf = (page: Page, testId: string, text: string) =>
  page.waitForFunction(([id, want]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === want, [
    testId,
    text,
  ] as const);

/**
 * Issue 24 item 1, the social audit screens: at 390x844 (an Android phone) and 1366x768 (the
 * office laptop), the issues report and its drill-down, the recovered issues with the filing
 * dialog, and the SDATA verification. No page scrolls sideways; each row's issue number and
 * its action (View Issue, File, Verify) are on screen; every input of the filing and
 * verification dialogs is fully visible; screenshots go to test/artifacts/field-layout-audit.
 * On each screen size the TP-EO files one demo issue (its excess mapped to a second one) and
 * the SDATA officer verifies it, so both dialogs are used for real, not just opened.
 */
describe('Social audit screens on a phone and a laptop (issue 24: phone layouts)', () => {
  const h = useUiHarness();
  /** Per screen size: the issue filed (its panchayat's list is opened) and the issue its excess is mapped to. */
  const picked = new Map<Screen['name'], { filed: OpenIssue; mapped: OpenIssue }>();

  beforeAll(async () => {
    const open = (year: string): Promise<OpenIssue[]> =>
      h.app.get(DataSource).query(
        `SELECT i.issue_number, i.panchayat_code FROM sa_issues i
          WHERE i.block_code = $1 AND i.financial_year = $2 AND i.response_amount > 0
            AND NOT EXISTS (SELECT 1 FROM sa_recovery_issues r WHERE r.issue_id = i.id)
          ORDER BY i.panchayat_code, i.issue_number`,
        [BLOCK, year],
      );
    const [recent, older] = [await open(YEAR), await open(OTHER_YEAR)];
    expect(recent.length).toBeGreaterThanOrEqual(2);
    expect(older.length).toBeGreaterThanOrEqual(2);
    picked.set('phone', { filed: recent[0], mapped: older[0] });
    picked.set('desktop', { filed: recent[recent.length - 1], mapped: older[older.length - 1] });
  });

  describe.each(SCREENS)('at $width x $height', (screen) => {
    const use = async (who: { mobile: string; password: string }) => {
      await h.page.setViewportSize({ width: screen.width, height: screen.height });
      await h.signIn(who.mobile, who.password);
    };
    const layout = screen.name === 'phone' ? 'card' : 'row';

    it('the issues report, its drill-down and an issue: no sideways scroll, each issue number and View Issue on screen', async () => {
      const { page, base } = h;
      const { filed } = picked.get(screen.name)!;
      await use(TP_EO);
      await page.goto(`${base}/audit/issues`);
      await page.getByTestId('audit-issues-year').selectOption(YEAR);
      const report = screen.name === 'phone' ? 'audit-issues-table-cards' : 'audit-issues-table';
      await page.getByTestId(report).waitFor();
      const total = page.getByTestId(`audit-issues-count-${filed.panchayat_code}-total`);
      await total.waitFor();
      await noSidewaysScroll(page, 'issues report');
      const place = page.getByTestId(`audit-issues-table-${layout}-${filed.panchayat_code}`);
      await fullyInView(screen.name === 'phone' ? place.locator('h3') : place.locator('td').first(), 'the panchayat of the row');
      await actionInView(total, "the panchayat's issue count (opens its issues)", screen);
      await shot(page, screen, 'issues-report');

      await total.click();
      const list = page.getByTestId('audit-issue-list');
      const row = list.getByTestId(`audit-issue-list-${layout}-${filed.issue_number}`);
      await row.waitFor();
      await noSidewaysScroll(page, 'issue list dialog');
      await fullyInView(row.getByText(filed.issue_number, { exact: true }), 'issue number in the list');
      await actionInView(list.getByTestId(`view-issue-${filed.issue_number}`), 'View Issue', screen);
      await shot(page, screen, 'issues-list');

      await list.getByTestId(`view-issue-${filed.issue_number}`).click();
      const issue = page.getByTestId('issue-dialog');
      await issue.getByTestId('issue-fields').waitFor();
      await noSidewaysScroll(page, 'issue dialog');
      await actionInView(issue.getByTestId('issue-close'), 'Close of the issue dialog', screen);
      await shot(page, screen, 'issue-dialog');
      await issue.getByTestId('issue-close').click();
      await issue.waitFor({ state: 'detached' });
      await list.getByTestId('audit-issue-list-close').click();
    });

    it('recovered issues and the filing dialog: File and View Issue on screen, every input of the form fully visible; the recovery is filed', async () => {
      const { page, base } = h;
      const { filed, mapped } = picked.get(screen.name)!;
      await use(TP_EO);
      await page.goto(`${base}/audit/recoveryissues`);
      await page.getByTestId('audit-recovery-year').selectOption(YEAR);
      const count = page.getByTestId(`audit-recovery-count-${filed.panchayat_code}-total`);
      await count.waitFor();
      await noSidewaysScroll(page, 'recovered issues summary');
      await actionInView(count, "the panchayat's recommended issues count", screen);
      await shot(page, screen, 'recovered-issues');

      await count.click();
      const list = page.getByTestId('audit-recovery-list');
      const row = list.getByTestId(`audit-recovery-list-${layout}-${filed.issue_number}`);
      await row.waitFor();
      await noSidewaysScroll(page, 'recovered issues list');
      await fullyInView(row.getByText(filed.issue_number, { exact: true }), 'issue number in the list');
      await actionInView(list.getByTestId(`file-issue-${filed.issue_number}`), 'File', screen);
      await actionInView(list.getByTestId(`view-issue-${filed.issue_number}`), 'View Issue', screen);
      await shot(page, screen, 'recovered-list');

      await list.getByTestId(`file-issue-${filed.issue_number}`).click();
      const form = page.getByTestId('filing-dialog');
      await form.waitFor();
      // The remark of a decision other than recovery.
      await form.getByTestId('filing-decision-dropped').check();
      await fullyInView(form.getByTestId('filing-remark'), 'Remark (dropped)');
      await form.getByTestId('filing-decision-recovery').check();
      await form.getByTestId('filing-made-YES').check();
      await form.getByTestId('filing-mode-DD').check();
      const typed: [string, string][] = [
        ['dd_number', '004512'],
        ['dd_date', '02/04/2025'],
        ['dd_expire_date', '01/07/2025'],
        ['bank_details', 'State Bank of India'],
        ['dd_branch', 'Afzalpur'],
        ['dd_amount', '1'],
      ];
      for (const [field, value] of typed) {
        await fullyInView(form.getByTestId(`filing-${field}`), `DD field ${field}`);
        if (field.endsWith('_date')) await typeDate(form.getByTestId(`filing-${field}`), value);
        else await form.getByTestId(`filing-${field}`).fill(value);
      }
      // Less than expected: its remark box; then more: the issues to map and the mismatch remark.
      await form.getByTestId('filing-warning-less').waitFor();
      await fullyInView(form.getByTestId('filing-insufficientRemark'), 'Remark for less than expected recovery');
      await noSidewaysScroll(page, 'filing dialog');
      await shot(page, screen, 'filing-less');
      // Shown as money ("₹ 1,24,027.00"); typed as the plain figure.
      const expected = (await form.getByTestId('filing-expected').innerText()).replace(/^.*:\s*/, '').replace(/[₹\s,]/g, '');
      const more = (Number(expected) + 1).toFixed(2);
      await form.getByTestId('filing-dd_amount').fill(more);
      await form.getByTestId('filing-warning-more').waitFor();
      const choice = form.getByTestId(`filing-map-${mapped.issue_number}`);
      await fullyInView(choice, 'the checkbox of the issue to map');
      await choice.check();
      await form.getByTestId('filing-warning-mismatch').waitFor();
      await fullyInView(form.getByTestId('filing-excessRemark'), 'Additional remark for the mismatch');
      await form.getByTestId('filing-excessRemark').fill('The DD also covers the second issue of the Gram Sabha');
      await noSidewaysScroll(page, 'filing dialog with the issues to map');
      await actionInView(form.getByTestId('filing-submit'), 'Submit', screen);
      await shot(page, screen, 'filing-more');

      await form.getByTestId('filing-submit').click();
      await page.getByText('Recovery filed.').waitFor();
      await form.waitFor({ state: 'detached' });
      await textOf(page, `filing-status-${filed.issue_number}`, 'Filed');
      await list.getByTestId(`file-issue-${filed.issue_number}`).click();
      const details = page.getByTestId('filing-locked-dialog');
      await details.getByTestId('filing-details').waitFor();
      // The filed amount as every screen shows money.
      const shown = `₹ ${Number(more).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      await expect(details.getByTestId('filing-details').innerText()).resolves.toContain(shown);
      await noSidewaysScroll(page, 'filed recovery details');
      await actionInView(details.getByTestId('filing-locked-close'), 'Close of the filing details', screen);
      await shot(page, screen, 'filing-details');
      await details.getByTestId('filing-locked-close').click();
    });

    it('the SDATA verification: the summary, the filed issue with Verify on screen, every input of the verification fully visible; the verification is saved', async () => {
      const { page, base } = h;
      const { filed, mapped } = picked.get(screen.name)!;
      await use(SDATA);
      await page.goto(`${base}/audit/verifyRecovery`);
      await page.getByTestId('audit-verify-year').selectOption(YEAR);
      const district = page.getByTestId(`audit-verify-district-${DISTRICT}`);
      await district.waitFor();
      await noSidewaysScroll(page, 'recovery summary (districts)');
      await actionInView(district, 'the district (opens its blocks)', screen);
      await shot(page, screen, 'verify-summary');

      await district.click();
      await textOf(page, 'audit-verify-scope', 'Blocks of KALABURAGI');
      const recovered = page.getByTestId(`audit-verify-total_recovered_cases-${BLOCK}`);
      await recovered.waitFor();
      await noSidewaysScroll(page, 'recovery summary (blocks)');
      await actionInView(recovered, "the block's recovered count", screen);
      await shot(page, screen, 'verify-blocks');

      await recovered.click();
      const list = page.getByTestId('filing-list-dialog');
      const row = list.getByTestId(`filing-${layout}-${filed.issue_number}`);
      await row.waitFor();
      await noSidewaysScroll(page, 'filed issues list');
      await fullyInView(row.getByText(filed.issue_number, { exact: true }), 'issue number in the list');
      await actionInView(list.getByTestId(`verify-issue-${filed.issue_number}`), 'Verify', screen);
      await shot(page, screen, 'verify-list');

      await list.getByTestId(`verify-issue-${filed.issue_number}`).click();
      const dialog = page.getByTestId('verify-dialog');
      await dialog.getByTestId(`verify-amount-${mapped.issue_number}`).waitFor();
      for (const issue of [filed.issue_number, mapped.issue_number]) {
        for (const [input, value] of [
          ['amount', '1'],
          ['date', '10/04/2025'],
          ['remark', 'Credited in the state nodal account'],
        ]) {
          await fullyInView(dialog.getByTestId(`verify-${input}-${issue}`), `${input} of ${issue}`);
          if (input === 'date') await typeDate(dialog.getByTestId(`verify-${input}-${issue}`), value);
          else await dialog.getByTestId(`verify-${input}-${issue}`).fill(value);
        }
        await fullyInView(dialog.getByTestId(`verify-status-${issue}`), `status of ${issue}`);
        await dialog.getByTestId(`verify-status-${issue}`).selectOption('Completed');
      }
      await noSidewaysScroll(page, 'verification dialog');
      await actionInView(dialog.getByTestId('verify-submit'), 'Submit of the verification', screen);
      await shot(page, screen, 'verify-dialog');
      await dialog.getByTestId('verify-submit').click();
      await page.getByText('Verification details uploaded successfully.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await textOf(page, `verification-${filed.issue_number}`, 'Verified');
      await list.getByTestId('filing-list-close').click();

      await page.getByTestId('statements-open').click();
      const statements = page.getByTestId('statements-dialog');
      await statements.getByTestId('statements-table').waitFor();
      await noSidewaysScroll(page, 'account statements');
      await actionInView(statements.getByTestId('statements-close'), 'Close of the statements', screen);
      await shot(page, screen, 'statements');
    });
  });
});
