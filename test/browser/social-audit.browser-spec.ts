import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { BADADAL, addWork } from '../support/socialaudit.js';
import { useUiHarness } from '../support/ui-harness.js';
import { Clock } from '../../server/src/common/time/clock.js';
import { yearLists } from '../../server/src/common/time/year-lists.js';
import { typeDate } from '../support/date-field.mjs';
import { formatDate, todayIso } from '../../server/src/common/format/portal-format.js';

/** Tomorrow in the portal's time zone, as an ISO day. */
const tomorrow = () => todayIso(Date.now() + 24 * 60 * 60 * 1000);

const STATE_ADMIN = { mobile: '9999999999', password: 'Admin@2024' };
/** The demo TP-EO of Afzalpur taluk (block 1515001) and the demo SDATA officer (server/src/dev/seeds). */
const TP_EO = { mobile: '9000000002', password: 'Officer@2024' };
const SDATA = { mobile: '9000000005', password: 'Officer@2024' };
const DISTRICT = '1515'; // KALABURAGI
const BLOCK = '1515001'; // AFZALPUR
/** The demo data stops at 2024-2025, so this year holds only the issues this suite imports. */
const YEAR = '2025-2026';

const FM = 'SA/BROWSER/2025-2026/01';
const FD = 'SA/BROWSER/2025-2026/02';
const PV = 'SA/BROWSER/2025-2026/03';
const REFUSED = 'SA/BROWSER/2025-2026/09';
const WORK = `${BADADAL}/IF/93393042892`;
const STATEMENT = 'https://rdpr.karnataka.gov.in/statements/sa-recovery-2024-25.pdf';

const HEADER =
  'issue_number,financial_year,district_code,block_code,panchayat_code,issue_type,issue_amount,response_amount,issue_cat,issue_desc,gram_sabha_date';
const row = (number: string, type: string, amount: string, response: string) =>
  `${number},${YEAR},${DISTRICT},${BLOCK},${BADADAL},${type},${amount},${response},Wage payment,Raised at the Gram Sabha,2025-06-12`;
/** The FM issue names two households: a row per job card, the issue repeated as it is (docs/socialaudit-api.md). */
const CARDS = [
  ['KN-15-001-004-001/120', 'Basavaraj Patil'],
  ['KN-15-001-004-002/45', 'Shantabai Kamble'],
];
const GOOD = [
  `${HEADER},jobcard_number,household_member_name`,
  ...CARDS.map(([card, name]) => `${row(FM, 'FM', '5000.00', '4000.00')},${card},${name}`),
  `${row(FD, 'FD', '3000.50', '2500.50')},,`,
  `${row(PV, 'PV', '0', '')},,`,
].join('\n');
const BAD = [
  HEADER,
  row(REFUSED, 'FM', '100.00', '50.00'),
  row(`${REFUSED}A`, 'XX', '100.00', ''),
  row(`${REFUSED}B`, 'FD', '12.345', ''),
].join('\n');

const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

/** Waits until a test id's text is exactly `text` (reports reload after each step). */
const textOf = (page: Page, testId: string, text: string) =>
  page.waitForFunction(([id, want]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === want, [
    testId,
    text,
  ] as const);

/**
 * The social audit in Chromium on the real server and built UI (spec 2 §2, §4, §5, §8, issue 11),
 * as one story told in order on one database: the STATE ADMIN imports a file of issues, the
 * TP-EO of the block adds works and a response person to one and files its DD recovery with the
 * excess mapped to a second issue, the SDATA officer verifies the recovery, and each summary
 * shows the new counts. Each step relies on the one before it.
 */
describe('Social audit in Chromium: import, issue details, recovery filing, verification (spec 2 §2-§8)', () => {
  const h = useUiHarness();
  beforeAll(() => addWork(h.app, BADADAL, WORK, 'Farm pond near the school'));

  it('the STATE ADMIN imports a file: a refused file lists its problems by line and stores nothing; the good file shows in the report', async () => {
    const { page, base } = h;
    await h.signIn(STATE_ADMIN.mobile, STATE_ADMIN.password);
    await page.goto(`${base}/audit/issues`);
    await page.getByTestId('audit-issues-table').waitFor();
    await page.getByTestId('audit-import-link').click();
    await page.waitForURL(`${base}/audit/import`);

    const file = page.getByTestId('audit-import-file');
    await file.setInputFiles(csv('round-bad.csv', BAD));
    await page.getByTestId('audit-import-upload').click();
    const failed = page.getByTestId('audit-import-failed');
    await failed.waitFor();
    await expect(failed.innerText()).resolves.toContain('The file was not imported: 2 problem(s)');
    const lines = await page
      .getByTestId('audit-import-errors')
      .locator('li')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-line')));
    expect(lines).toEqual(['3', '4']);
    await expect(page.getByTestId('audit-import-errors').innerText()).resolves.toMatch(/^Line 3: .*XX/m);

    // The upload's progress shows while the server has not answered.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/socialaudit/import-issues', async (route) => {
      await held;
      await route.continue();
    });
    await file.setInputFiles(csv('round-1.csv', GOOD));
    await expect(page.getByTestId('audit-import-file-name').innerText()).resolves.toContain('round-1.csv');
    await page.getByTestId('audit-import-upload').click();
    await page.getByTestId('audit-import-progress').waitFor();
    await expect(page.getByTestId('audit-import-upload').isDisabled()).resolves.toBe(true);
    release();
    await page.getByTestId('audit-import-done').waitFor();
    await expect(page.getByTestId('audit-import-done').innerText()).resolves.toBe('3 issues imported: 3 added, 0 updated, 0 unchanged.');
    await page.getByTestId('audit-import-progress').waitFor({ state: 'detached' });
    await page.unroute('**/api/socialaudit/import-issues');

    // Importing the same file again changes nothing.
    await file.setInputFiles(csv('round-1.csv', GOOD));
    await page.getByTestId('audit-import-upload').click();
    await page.getByText('3 issues imported: 0 added, 0 updated, 3 unchanged.', { exact: true }).first().waitFor();

    // The report of the year: the district's three issues (none of the refused file), by type.
    await page.getByTestId('back-button').click();
    await page.waitForURL(`${base}/audit/issues`);
    await page.getByTestId('audit-issues-table').waitFor();
    await page.getByTestId('audit-issues-year').selectOption(YEAR);
    await textOf(page, `audit-issues-count-${DISTRICT}-total`, '3');
    await expect(page.getByTestId(`audit-issues-amount-${DISTRICT}-total`).innerText()).resolves.toBe('₹ 8,000.50');
    await expect(page.getByTestId(`audit-issues-amount-${DISTRICT}-FD`).innerText()).resolves.toBe('₹ 3,000.50');
    await expect(page.getByTestId('audit-issues-amount-total-total').innerText()).resolves.toBe('₹ 8,000.50');
    await expect(page.getByTestId('audit-issues-chart-bar-FM').getAttribute('data-total')).resolves.toBe('5000.00');

    // A district row has no drill-down (spec 2 §5).
    await page.getByTestId(`audit-issues-count-${DISTRICT}-total`).click();
    await page.getByText('This option works only for TP and GP level users.').waitFor();
    await expect(page.getByTestId('audit-issue-list').count()).resolves.toBe(0);

    // The CSV export is the table as shown, the grand total last.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-issues-export').click()]);
    expect(download.suggestedFilename()).toBe(`social-audit-issues-${YEAR}.csv`);
    const exported = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(exported[0]).toBe(
      'District,FM Count,FM Amount,FD Count,FD Amount,PV Count,PV Amount,GR Count,GR Amount,Total Count,Total Amount',
    );
    expect(exported.slice(1)).toEqual([
      'KALABURAGI,1,5000.00,1,3000.50,1,0.00,0,0.00,3,8000.50',
      'Grand Total,1,5000.00,1,3000.50,1,0.00,0,0.00,3,8000.50',
    ]);

    // A year without issues.
    await page.getByTestId('audit-issues-year').selectOption('2016-2017');
    await expect(page.getByTestId('audit-issues-empty').innerText()).resolves.toBe('No data available');

    // The STATE ADMIN sets a statement link, which the SDATA officer opens later.
    await page.goto(`${base}/audit/verifyRecovery`);
    await page.getByTestId('statements-open').click();
    await page.getByTestId('statements-edit').click();
    await page.getByTestId('statement-url-2024-2025').fill('ftp://statements');
    await page.getByText('Enter a web address starting with https:// or http://').waitFor();
    await expect(page.getByTestId('statements-save').isDisabled()).resolves.toBe(true);
    await page.getByTestId('statement-url-2024-2025').fill(STATEMENT);
    await page.getByTestId('statements-save').click();
    await page.getByText('Statement links saved.').waitFor();
    await expect(page.getByTestId('statement-2024-2025').getByRole('link').getAttribute('href')).resolves.toBe(STATEMENT);
  });

  it('the TP-EO adds a work and a response person to an issue (the Add person rules), then files its DD recovery with the excess mapped to the second issue', async () => {
    const { page, base } = h;
    await h.signIn(TP_EO.mobile, TP_EO.password);
    await page.goto(`${base}/audit/issues`);
    await page.getByTestId('audit-issues-year').selectOption(YEAR);
    await textOf(page, `audit-issues-count-${BADADAL}-total`, '3');
    await expect(page.getByTestId('audit-import-link').count()).resolves.toBe(0);

    // Drill-down and the issue dialog.
    await page.getByTestId(`audit-issues-count-${BADADAL}-total`).click();
    await page.getByTestId(`audit-issue-list-row-${FM}`).waitFor();
    await page.getByTestId(`view-issue-${FM}`).click();
    const dialog = page.getByTestId('issue-dialog');
    await dialog.waitFor();
    await expect(dialog.getByTestId('issue-fields').innerText()).resolves.toContain('₹ 5,000.00');
    await expect(dialog.getByTestId('issue-final-submit').count()).resolves.toBe(0);

    await dialog.getByTestId('issue-add-person').click();
    await dialog.getByTestId('person-add').click();
    await expect(dialog.getByTestId('person-error').innerText()).resolves.toBe('Please fill all required fields');
    const departments = await dialog
      .getByTestId('person-department')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    // Spec 2 §5 Add person: every department but those of levels STATE and ZP.
    const expected: { department_code: string }[] = await h.app
      .get(DataSource)
      .query(`SELECT department_code FROM departments WHERE levels NOT IN ('STATE', 'ZP') ORDER BY department_code`);
    expect(departments.sort()).toEqual(expected.map((d) => d.department_code).sort());
    expect(departments).toEqual(expect.arrayContaining(['GP', 'TP']));
    await dialog.getByTestId('person-name').fill('K. MAHADEVAPPA');
    await dialog.getByTestId('person-department').selectOption('GP');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="person-role"] option').length > 1);
    const roles = await dialog.getByTestId('person-role').locator('option').allInnerTexts();
    expect(roles.slice(1)).toEqual(['Panchayat Development Officer']);
    await dialog.getByTestId('person-role').selectOption({ label: 'Panchayat Development Officer' });
    await dialog.getByTestId('person-mobile').fill('98765x43210');
    await expect(dialog.getByTestId('person-mobile').inputValue()).resolves.toBe('9876543210');
    await dialog.getByTestId('person-add').click();
    await expect(dialog.getByTestId('issue-persons').innerText()).resolves.toContain('K. MAHADEVAPPA');
    // Final Submit only once a work is there too (spec 2 §4).
    await expect(dialog.getByTestId('issue-final-submit').count()).resolves.toBe(0);
    await dialog.getByTestId('issue-work-select').selectOption(WORK);
    await dialog.getByTestId('issue-add-work').click();
    await expect(dialog.getByTestId('issue-works').innerText()).resolves.toContain('Farm pond near the school');
    await dialog.getByTestId('issue-final-submit').click();
    await page.getByText('Issue details updated successfully.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId(`view-issue-${FM}`).click();
    await expect(page.getByTestId('issue-persons').innerText()).resolves.toContain('9876543210');
    // The job cards the import named, in a table; on a phone (390x844) as stacked cards, nothing scrolling sideways.
    const jobCards = page.getByTestId('issue-jobcards');
    await expect(jobCards.locator('tbody tr').allInnerTexts()).resolves.toEqual(
      CARDS.map(([card, name], i) => `${i + 1}\t${card}\t${name}`),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await jobCards.locator('li').nth(1).waitFor();
    await expect(jobCards.locator('li').allInnerTexts()).resolves.toEqual(
      CARDS.map(([card, name], i) => `Sl No\n${i + 1}\nJob card number\n${card}\nHousehold member\n${name}`),
    );
    await jobCards.locator('li').nth(1).scrollIntoViewIfNeeded();
    const sideways = await page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll('.MuiDialog-paper, .MuiDialogContent-root')]
        .filter((el) => el.scrollWidth > el.clientWidth)
        .map((el) => `${el.className}: ${el.scrollWidth} > ${el.clientWidth}`),
    );
    expect(sideways).toEqual([]);
    const box = await jobCards.locator('li').nth(1).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByTestId('issue-close').click();
    await page.getByTestId('audit-issue-list-close').click();

    // The Recovered Issues Summary: the two issues with a response amount are recommended.
    await page.goto(`${base}/audit/recoveryissues`);
    await page.getByTestId('audit-recovery-year').selectOption(YEAR);
    await textOf(page, `audit-recovery-count-${BADADAL}-total`, '2');
    await expect(page.getByTestId(`audit-recovery-amount-${BADADAL}-total`).innerText()).resolves.toBe('₹ 0.00');
    await page.getByTestId(`audit-recovery-count-${BADADAL}-total`).click();
    await page.getByTestId(`audit-recovery-list-row-${FD}`).waitFor();
    await expect(page.getByTestId(`audit-recovery-list-row-${FM}`).innerText()).resolves.toMatch(
      /KALABURAGI\s+AFZALPUR\s+BADADAL\s+2025-2026/,
    );
    await page.getByTestId(`file-issue-${FM}`).click();

    // The decision tree, its messages in the spec's words, and the red warnings.
    const form = page.getByTestId('filing-dialog');
    const problem = form.getByTestId('filing-error');
    await form.getByTestId('filing-submit').click();
    await expect(problem.innerText()).resolves.toBe('Please select a decision (Recovery / Dropped / Not Submitted)');
    await form.getByTestId('filing-decision-dropped').check();
    await form.getByTestId('filing-submit').click();
    await expect(problem.innerText()).resolves.toBe('Please enter a remark.');
    await form.getByTestId('filing-decision-recovery').check();
    await form.getByTestId('filing-submit').click();
    await expect(problem.innerText()).resolves.toBe('Please specify whether recovery was made.');
    await form.getByTestId('filing-made-YES').check();
    await form.getByTestId('filing-submit').click();
    await expect(problem.innerText()).resolves.toBe('Please select a recovery mode.');
    await form.getByTestId('filing-mode-DD').check();
    await form.getByTestId('filing-dd_number').fill('004512');
    await form.getByTestId('filing-submit').click();
    await expect(problem.innerText()).resolves.toBe(
      'Please fill in all required DD recovery fields: DD Date, DD Amount, DD Expiry Date, Bank Details, Branch.',
    );
    // Issue 25: what is typed stays, and each field says what is wrong with it under itself.
    await typeDate(form.getByTestId('filing-dd_date'), '31/02/2030');
    await form.getByTestId('filing-dd_amount').fill('abc');
    await expect(form.getByTestId('filing-dd_amount').inputValue()).resolves.toBe('abc');
    await form.getByText('Enter an amount like 1234.50', { exact: true }).waitFor();
    await form.getByText('No such date', { exact: true }).waitFor();
    await typeDate(form.getByTestId('filing-dd_expire_date'), '01/07/2025');
    await form.getByTestId('filing-bank_details').fill('State Bank of India');
    await form.getByTestId('filing-dd_branch').fill('Afzalpur');
    await form.getByTestId('filing-submit').click();
    await expect(problem.innerText()).resolves.toBe('DD Date: No such date');
    await typeDate(form.getByTestId('filing-dd_date'), '02/04/2025');
    await form.getByTestId('filing-submit').click();
    await expect(problem.innerText()).resolves.toBe('DD Amount: Enter an amount like 1234.50');
    await expect(form.getByTestId('filing-dd_amount').inputValue()).resolves.toBe('abc');
    await typeDate(form.getByTestId('filing-dd_date'), '02/04/2025');
    await typeDate(form.getByTestId('filing-dd_expire_date'), '01/07/2025');
    await form.getByTestId('filing-bank_details').fill('State Bank of India');
    await form.getByTestId('filing-dd_branch').fill('Afzalpur');

    await form.getByTestId('filing-dd_amount').fill('3000');
    await expect(form.getByTestId('filing-warning-less').innerText()).resolves.toContain(
      'The entered amount (₹ 3,000.00) is less than the response amount (₹ 4,000.00) by ₹ 1,000.00',
    );
    await form.getByTestId('filing-submit').click();
    await expect(problem.innerText()).resolves.toBe('Please provide a remark for less than expected recovery.');

    await form.getByTestId('filing-dd_amount').fill('6500.50');
    await expect(form.getByTestId('filing-warning-more').innerText()).resolves.toContain(
      'The entered amount (₹ 6,500.50) exceeds the response amount (₹ 4,000.00) by ₹ 2,500.50',
    );
    await form.getByTestId('filing-submit').click();
    await expect(problem.innerText()).resolves.toBe('Please select other issues to map excess recovery.');
    await form.getByTestId('filing-map-table').waitFor();
    // The PV issue has nothing to recover and is not offered; the issue being filed is not either.
    await expect(form.getByTestId(`filing-map-${PV}`).count()).resolves.toBe(0);
    await expect(form.getByTestId(`filing-map-${FM}`).count()).resolves.toBe(0);
    await form.getByTestId(`filing-map-${FD}`).check();
    await expect(form.getByTestId('filing-mapped-total').innerText()).resolves.toBe('Expected total with mapped issues: ₹ 6,500.50');
    await form.getByTestId('filing-mapped-equal').waitFor();

    const [sent] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/socialaudit/upload-issues') && r.method() === 'POST'),
      form.getByTestId('filing-submit').click(),
    ]);
    expect(sent.postDataJSON()).toMatchObject({
      issue_number: FM,
      adhoc_decision: 'recovery',
      case_status: 'YES',
      recovery_mode: 'DD',
      dd_number: '004512',
      dd_date: '2025-04-02',
      dd_expire_date: '2025-07-01',
      dd_amount: '6500.50',
      recovered_amount: '6500.50',
      mapped_issues: [FD],
      total_expected: '6500.50',
      currentRole: { Role_code: 'TP-EO', block_code: BLOCK },
    });
    await page.getByText('Recovery filed.').waitFor();
    await form.waitFor({ state: 'detached' });

    // Both issues are now locked for the TP-EO; the summary counts the recovery.
    await textOf(page, `filing-status-${FM}`, 'Filed');
    await textOf(page, `filing-status-${FD}`, `Mapped to another recovery (${FM})`);
    await expect(page.getByTestId(`file-issue-${FD}`).getAttribute('data-locked')).resolves.toBe('true');
    await page.getByTestId(`file-issue-${FM}`).click();
    await expect(page.getByTestId('filing-locked').innerText()).resolves.toMatch(
      /^This issue was filed on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} [ap]m and is locked/,
    );
    await expect(page.getByTestId('filing-details').innerText()).resolves.toContain('₹ 6,500.50');
    await page.getByTestId('filing-locked-close').click();
    await page.getByTestId('audit-recovery-list-close').click();
    await textOf(page, `audit-recovery-amount-${BADADAL}-total`, '₹ 6,500.50');
    await expect(page.getByTestId(`audit-recovery-amount-${BADADAL}-FM`).innerText()).resolves.toBe('₹ 6,500.50');
  });

  it('the SDATA officer verifies the recovery: every field required, no amount above the issue amount, the server refusals in the spec words; the summary counts it', async () => {
    const { page, base } = h;
    await h.signIn(SDATA.mobile, SDATA.password);
    await page.goto(`${base}/audit/verifyRecovery`);
    await page.getByTestId('audit-verify-year').selectOption(YEAR);
    await textOf(page, `audit-verify-total_recovered_cases-${DISTRICT}`, '1');
    await expect(page.getByTestId(`audit-verify-total_uploaded_cases-${DISTRICT}`).innerText()).resolves.toBe('1');
    await expect(page.getByTestId(`audit-verify-total_recovered_amount-${DISTRICT}`).innerText()).resolves.toBe('₹ 6,500.50');
    await expect(page.getByTestId(`audit-verify-total_verified_cases-${DISTRICT}`).innerText()).resolves.toBe('0');

    await page.getByTestId(`audit-verify-district-${DISTRICT}`).click();
    await textOf(page, 'audit-verify-scope', 'Blocks of KALABURAGI');
    await textOf(page, `audit-verify-total_recovered_cases-${BLOCK}`, '1');
    await page.getByTestId(`audit-verify-total_recovered_cases-${BLOCK}`).click();
    await page.getByTestId(`filing-row-${FM}`).waitFor();
    await page.getByTestId(`verify-issue-${FM}`).click();

    const dialog = page.getByTestId('verify-dialog');
    await dialog.getByTestId(`verify-row-${FD}`).waitFor();
    const problem = dialog.getByTestId('verify-error');
    await dialog.getByTestId('verify-submit').click();
    await expect(problem.innerText()).resolves.toBe('Please fill all fields for all issues before submitting.');
    // Issue 25: the required columns are marked, and each empty field says so under itself.
    await expect(dialog.getByTestId('verify-heading-enteredAmount').innerText()).resolves.toBe('Amount credited *');
    await expect(dialog.getByTestId('verify-heading-remark').innerText()).resolves.toBe('Remark *');
    for (const issue of [FM, FD]) {
      await expect(dialog.getByTestId(`verify-row-${issue}`).locator('.MuiFormHelperText-root').allInnerTexts()).resolves.toEqual([
        'Required',
        'Required',
        'Required',
        'Required',
      ]);
    }
    // On a phone (390x844) each issue is a card whose labels carry the marker, the errors under the fields.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = dialog.getByTestId(`verify-card-${FM}`);
    await card.waitFor();
    await expect(card.locator('.MuiFormHelperText-root').allInnerTexts()).resolves.toEqual([
      'Required',
      'Required',
      'Required',
      'Required',
    ]);
    await expect(card.locator('label.Mui-required').count()).resolves.toBe(4);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await page.setViewportSize({ width: 1366, height: 768 });
    await dialog.getByTestId(`verify-row-${FM}`).waitFor();
    // A typed amount that is not one stays as typed and says so; an impossible date says "No such date".
    await dialog.getByTestId(`verify-amount-${FM}`).fill('abc');
    await expect(dialog.getByTestId(`verify-amount-${FM}`).inputValue()).resolves.toBe('abc');
    await typeDate(dialog.getByTestId(`verify-date-${FM}`), '31/02/2030');
    await expect(dialog.getByTestId(`verify-row-${FM}`).locator('.MuiFormHelperText-root').allInnerTexts()).resolves.toEqual([
      'Enter an amount like 1234.50',
      'No such date',
      'Required',
      'Required',
    ]);
    // The credit date cannot be a future day (the server refuses it): the field says so as it is typed.
    await typeDate(dialog.getByTestId(`verify-date-${FM}`), formatDate(tomorrow()));
    await expect(dialog.getByTestId(`verify-row-${FM}`).locator('.MuiFormHelperText-root').allInnerTexts()).resolves.toEqual([
      'Enter an amount like 1234.50',
      `Not after ${formatDate(todayIso())}`,
      'Required',
      'Required',
    ]);
    await dialog.getByTestId(`verify-amount-${FM}`).fill('');

    // An amount above the issue's own amount (5000.00) is not taken.
    await dialog.getByTestId(`verify-amount-${FM}`).fill('5000.01');
    await expect(dialog.getByTestId(`verify-amount-${FM}`).inputValue()).resolves.toBe('');
    await dialog.getByText('Should not exceed issue amount').waitFor();
    for (const [issue, amount] of [
      [FM, '4000'],
      [FD, '2500.50'],
    ]) {
      await dialog.getByTestId(`verify-amount-${issue}`).fill(amount);
      await typeDate(dialog.getByTestId(`verify-date-${issue}`), '10/04/2025');
      await dialog.getByTestId(`verify-status-${issue}`).selectOption('Completed');
      await dialog.getByTestId(`verify-remark-${issue}`).fill('Credited in the state nodal account');
    }

    // The spec's three failure texts (spec 2 §8), then the real submission.
    const route = '**/api/socialaudit/update-verification-zp';
    for (const [answer, text] of [
      [{ status: 409, body: { success: false, message: 'Data already uploaded.' } }, 'Data already uploaded.'],
      [{ status: 502, body: {} }, 'Unexpected response from server.'],
      [null, 'Submission failed. Please try again.'],
    ] as const) {
      await page.route(route, (r) => (answer ? r.fulfill({ status: answer.status, json: answer.body }) : r.abort()));
      await dialog.getByTestId('verify-submit').click();
      await textOf(page, 'verify-error', text);
      await page.unroute(route);
    }
    const [sent] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/socialaudit/update-verification-zp') && r.method() === 'POST'),
      dialog.getByTestId('verify-submit').click(),
    ]);
    expect(sent.postDataJSON()).toMatchObject({
      issue_number: FM,
      issues: [
        { serial: 1, issue_number: FM, entered_amount: '4000.00', remittence: '2025-04-10', status: 'Completed' },
        { serial: 2, issue_number: FD, entered_amount: '2500.50', remittence: '2025-04-10', status: 'Completed' },
      ],
    });
    await page.getByText('Verification details uploaded successfully.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await textOf(page, `verification-${FM}`, 'Verified');
    await expect(page.getByTestId(`verify-issue-${FM}`).count()).resolves.toBe(0);
    await page.getByTestId('filing-list-close').click();
    await textOf(page, `audit-verify-total_verified_cases-${BLOCK}`, '1');

    // Account statements: a link (or none yet) for each year from 2013-2014 to the current one of the server's clock.
    await page.getByTestId('statements-open').click();
    await page.getByTestId('statements-table').waitFor();
    const years = yearLists(h.app.get(Clock).today()).statements;
    await expect(page.getByTestId('statements-table').locator('tbody tr').count()).resolves.toBe(years.length);
    await expect(page.getByTestId(`statement-${years.at(-1)}`).count()).resolves.toBe(1);
    await expect(page.getByTestId('statement-2013-2014').locator('td').nth(1).innerText()).resolves.toBe(
      'No link yet. The State administrator adds the statement links.',
    );
    await expect(page.getByTestId('statement-2024-2025').getByRole('link').getAttribute('href')).resolves.toBe(STATEMENT);
    await expect(page.getByTestId('statements-edit').count()).resolves.toBe(0);
  });

  it('1366x768: the Issues Report shows every column whole beside no chart, and its chart carries its amounts (issue 43 items 8, 9)', async () => {
    const { page, base } = h;
    await page.setViewportSize({ width: 1366, height: 768 });
    await h.signIn(STATE_ADMIN.mobile, STATE_ADMIN.password);
    await page.goto(`${base}/audit/issues`);
    const table = page.getByTestId('audit-issues-table');
    await table.waitFor();
    // Nothing of the table is cut by its own sideways scroll: "Amount" and "₹ 50,86,961.80" read whole.
    const cut = await table.evaluate((el) => {
      const box = el.parentElement!;
      return { inner: box.scrollWidth - box.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth };
    });
    expect(cut).toEqual({ inner: 0, page: 0 });
    const grand = page.getByTestId('audit-issues-table-grand-total');
    const right = await grand
      .locator('td')
      .last()
      .evaluate((el) => el.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(1366);
    await expect(grand.locator('td').last().innerText()).resolves.toMatch(/^₹ [\d,]+\.\d\d$/);
    const chart = page.getByTestId('audit-issues-chart');
    await chart.getByTestId('amount-chart').locator('svg').first().waitFor();
    const texts = await chart.getByTestId('amount-chart').locator('svg text').allTextContents();
    expect(texts.filter((x) => /^₹ \d/.test(x) && x !== '₹ 0').length).toBeGreaterThan(0);
  });

  it('the Recovery Verification chart names its bars by place, in English at 1366x768 and in Kannada at 390x844 (issue 43 item 8)', async () => {
    const { page, base } = h;
    await page.setViewportSize({ width: 1366, height: 768 });
    await h.signIn(SDATA.mobile, SDATA.password);
    await page.goto(`${base}/audit/verifyRecovery`);
    const chart = page.getByTestId('audit-verify-chart').getByTestId('amount-chart');
    await chart.locator('svg').first().waitFor();
    const names = async () => chart.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel').allTextContents();
    const english = await names();
    expect(english).toContain('KALABURAGI');
    expect(english.filter((x) => /^\d/.test(x))).toEqual([]);
    await expect(page.getByTestId('audit-verify-chart-table').locator('tbody th').allTextContents()).resolves.toContain('KALABURAGI');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('topbar-language-kn').click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="amount-chart"] .MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')].some(
        (e) => e.textContent === 'ಕಲಬುರಗಿ',
      ),
    );
    expect((await names()).filter((x) => /^\d|KALABURAGI/.test(x))).toEqual([]);
    // Nothing sticks out sideways; a failure names what does.
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
        .slice(0, 5)
        .map((e) => `${e.tagName} ${e.getAttribute('data-testid') ?? ''} ${e.className.toString().slice(0, 60)}`),
    );
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
