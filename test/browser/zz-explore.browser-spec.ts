import { useUiHarness } from '../support/ui-harness.js';

const shot = (h: ReturnType<typeof useUiHarness>, name: string) => h.page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });

describe('explore', () => {
  const h = useUiHarness();

  it('TP-EO pages', async () => {
    await h.page.setViewportSize({ width: 1400, height: 900 });
    h.page.on('console', (m) => console.log('console:', m.type(), m.text()));
    await h.signIn('9000000002', 'Officer@2024');
    await h.page.goto(`${h.base}/audit/issues`);
    await h.page.getByTestId('audit-issues-table').waitFor();
    await shot(h, '01-issues');
    await h.page.locator('[data-testid^="audit-issues-count-"][data-testid$="-total"] >> nth=0').click();
    await h.page.getByTestId('audit-issue-list-table').waitFor();
    await shot(h, '02-drill');
    await h.page.locator('[data-testid^="view-issue-"] >> nth=0').click();
    await h.page.getByTestId('issue-dialog').waitFor();
    await h.page.waitForTimeout(500);
    await shot(h, '03-issue');
    await h.page.getByTestId('issue-add-person').click();
    await h.page.getByTestId('person-add').click();
    await shot(h, '04-person');
    await h.page.getByTestId('issue-close').click();
    await h.page.getByTestId('audit-issue-list-close').click();
    await h.page.goto(`${h.base}/audit/recoveryissues`);
    await h.page.getByTestId('audit-recovery-table').waitFor();
    await shot(h, '05-recovery');
    await h.page.selectOption('[data-testid="audit-recovery-year"]', '2024-2025');
    await h.page.waitForTimeout(800);
    await h.page.locator('[data-testid^="audit-recovery-count-"][data-testid$="-total"] >> nth=0').click();
    await h.page.getByTestId('audit-recovery-list-table').waitFor();
    await shot(h, '06-recovery-list');
    await h.page.locator('[data-testid^="file-issue-"]:not([data-locked]) >> nth=0').click();
    await h.page.getByTestId('filing-dialog').waitFor();
    await h.page.getByTestId('filing-submit').click();
    await shot(h, '07-filing-empty');
    await h.page.getByTestId('filing-decision-recovery').check();
    await h.page.getByTestId('filing-made-YES').check();
    await h.page.getByTestId('filing-mode-DD').check();
    await h.page.getByTestId('filing-dd_amount').fill('999999');
    await h.page.waitForTimeout(800);
    await shot(h, '08-filing-more');
  });

  it('SDATA and admin pages', async () => {
    await h.page.setViewportSize({ width: 1400, height: 900 });
    h.page.on('console', (m) => console.log('console:', m.type(), m.text()));
    await h.signIn('9000000005', 'Officer@2024');
    await h.page.goto(`${h.base}/audit/verifyRecovery`);
    await h.page.getByTestId('audit-verify-table').waitFor();
    await shot(h, '10-verify');
    await h.page.locator('[data-testid^="audit-verify-district-"] >> nth=0').click();
    await h.page.waitForTimeout(800);
    await shot(h, '11-verify-blocks');
    await h.page.locator('[data-testid^="audit-verify-total_recovered_cases-"] >> nth=0').click();
    await h.page.getByTestId('filing-list-table').waitFor();
    await shot(h, '12-filing-list');
    const verify = h.page.locator('[data-testid^="verify-issue-"] >> nth=0');
    if (await verify.count()) {
      await verify.click();
      await h.page.getByTestId('verify-table').waitFor();
      await shot(h, '13-verify-dialog');
      await h.page.getByTestId('verify-cancel').click();
    }
    await h.page.getByTestId('filing-list-close').click();
    await h.page.getByTestId('statements-open').click();
    await h.page.getByTestId('statements-table').waitFor();
    await shot(h, '14-statements');
  });
});
