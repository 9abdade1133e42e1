import type { Locator } from 'playwright-core';
import { ageOtps, newMobile } from '../support/auth.js';
import { useUiHarness } from '../support/ui-harness.js';

describe('Accounts in Chromium: registration, sign-in, role switching (spec 1 §2, §4)', () => {
  const ui = useUiHarness();
  const page = () => ui.page;

  it('registers a GP officer through the UI, then signs in with it and sees the top bar', async () => {
    const mobile = newMobile();
    await page().goto(`${ui.base}/signup`);
    await page().getByTestId('signup-officer-level').selectOption('GP');
    await page().getByTestId('signup-district').selectOption('1515');
    await page().getByTestId('signup-block').selectOption('1515001');
    await page().getByTestId('signup-panchayat').selectOption('1515001004');
    await page().getByTestId('signup-name').fill('Shanta Kumari');
    await page().getByTestId('signup-email').fill(`shanta.${mobile}@karnataka.gov.in`);
    await page().getByTestId('signup-mobile').fill(mobile);
    await page().getByTestId('signup-kgid').fill('ka-7781 20');
    await page().getByTestId('signup-designation').fill('Panchayat Development Officer');
    await page().getByTestId('signup-password').fill('Shanta2024');
    await page().getByTestId('signup-confirm-password').fill('Shanta2024');
    await expect(page().getByTestId('signup-name').inputValue()).resolves.toBe('SHANTA KUMARI');
    await expect(page().getByTestId('signup-kgid').inputValue()).resolves.toBe('KA778120');

    const otp = await ui.otpAfter(mobile, () => page().getByTestId('signup-submit').click());
    await page().getByTestId('otp-dialog').waitFor();
    await page().getByTestId('otp-input').fill(otp);
    await page().getByTestId('otp-verify').click();
    await page().getByTestId('signup-verified').waitFor();
    await expect(page().getByTestId('signup-submit').innerText()).resolves.toBe('Submit Registration');
    // After verification the fields lock.
    await expect(page().getByTestId('signup-name').isEditable()).resolves.toBe(false);
    await expect(page().getByTestId('signup-mobile').isEditable()).resolves.toBe(false);
    const alertsBefore = ui.dialogs.length;
    await page().getByTestId('signup-submit').click();
    await page().waitForURL(`${ui.base}/`);
    // The landing page says it in a toast, never an alert.
    await expect(page().getByTestId('toast').innerText()).resolves.toBe('Registration successful!');
    expect(ui.dialogs.length).toBe(alertsBefore);

    await ui.signIn(mobile, 'Shanta2024');
    await expect(page().getByTestId('topbar-product').innerText()).resolves.toContain('2.0');
    await page().getByTestId('topbar-dashboard').waitFor();
    await page().getByTestId('topbar-logout').waitFor();
    // A new officer holds no role: no switcher.
    await expect(page().getByTestId('role-switcher').count()).resolves.toBe(0);
  });

  it('shows the first failing registration rule with the spec message', async () => {
    await page().goto(`${ui.base}/signup`);
    await page().getByTestId('signup-officer-level').selectOption('TP');
    await page().getByTestId('signup-district').selectOption('1515');
    await page().getByTestId('signup-name').fill('Ravi');
    await page().getByTestId('signup-email').fill('ravi@karnataka.gov.in');
    await page().getByTestId('signup-mobile').fill(newMobile());
    await page().getByTestId('signup-kgid').fill('KGID1');
    await page().getByTestId('signup-designation').fill('Officer');
    await page().getByTestId('signup-password').fill('Ravi2024x');
    await page().getByTestId('signup-confirm-password').fill('Ravi2024x');
    await page().getByTestId('signup-submit').click();
    await expect(page().getByTestId('signup-error').innerText()).resolves.toBe('Please select both District and Block.');
  });

  it('an officer with two roles switches role, and the choice survives a reload', async () => {
    await ui.signIn('9000000004', 'Officer@2024');
    const switcher = page().getByTestId('role-switcher');
    const options = await switcher.locator('option').allInnerTexts();
    expect(options).toHaveLength(2);
    expect(options[0]).toContain('Executive Officer, Taluk Panchayat');
    const first = await switcher.inputValue();
    const second = await switcher.locator('option').nth(1).getAttribute('value');
    expect(second).not.toBe(first);
    // The switch is kept once the server has answered select-role; wait for that answer
    // (a reload before it would rightly keep the old role).
    const answered = page().waitForResponse((response) => response.url().endsWith('/auth/select-role'));
    await switcher.selectOption(second);
    expect((await answered).status()).toBe(200);
    // The switcher is disabled while the server decides and enabled again once React has applied the answer.
    await page().waitForFunction(() => !document.querySelector<HTMLSelectElement>('[data-testid="role-switcher"]')?.disabled);
    await page().reload();
    await page().getByTestId('topbar').waitFor();
    await expect(page().getByTestId('role-switcher').inputValue()).resolves.toBe(second);
    const stored = await page().evaluate(() => JSON.parse(sessionStorage.getItem('selectedRole') ?? 'null'));
    expect(stored).toMatchObject({ Role_code: 'GP-PDO', panchayat_code: '1515006041' });
  });

  it('Edit Mobile Number returns to step 1 and clears the OTP and the error', async () => {
    await page().goto(`${ui.base}/`);
    await page().getByTestId('login-mobile').fill('9000000003');
    await page().getByTestId('login-password').fill('Officer@2024');
    await ui.otpAfter('9000000003', () => page().getByTestId('login-send-otp').click());
    await page().getByTestId('login-otp').fill('000000');
    await page().getByTestId('login-verify-otp').click();
    await expect(page().getByTestId('login-error').innerText()).resolves.toBe('Invalid OTP.');
    await page().getByTestId('login-edit-mobile').click();
    await page().getByTestId('login-send-otp').waitFor();
    await expect(page().getByTestId('login-otp').count()).resolves.toBe(0);
    await expect(page().getByTestId('login-error').count()).resolves.toBe(0);
    await expect(page().getByTestId('login-mobile').inputValue()).resolves.toBe('9000000003');
  });

  // Issue 25 item 5: "Resend OTP" once the server's 60-second wait is over, with its countdown.
  // The page's clock is Playwright's, moved on by hand; the server's wait is passed by ageing the code.
  /** Waits until the button says exactly `text` (the countdown re-renders once a second). */
  const shows = (button: Locator, text: string) => button.filter({ hasText: new RegExp(`^${text}$`) }).waitFor();
  it('sign-in offers Resend OTP after a 60-second countdown, and the new code signs in', async () => {
    const mobile = '9000000003';
    await ageOtps(ui.app, mobile, 2);
    await page().clock.install();
    await page().goto(`${ui.base}/`);
    await page().getByTestId('login-mobile').fill(mobile);
    await page().getByTestId('login-password').fill('Officer@2024');
    const first = await ui.otpAfter(mobile, () => page().getByTestId('login-send-otp').click());
    const resend = page().getByTestId('login-resend-otp');
    await shows(resend, 'Resend OTP in 60 s');
    await expect(resend.isDisabled()).resolves.toBe(true);
    await page().clock.fastForward(30_000);
    await shows(resend, 'Resend OTP in 30 s');
    await ageOtps(ui.app, mobile, 2);
    await page().clock.fastForward(31_000);
    await shows(resend, 'Resend OTP');
    await expect(resend.isEnabled()).resolves.toBe(true);
    const second = await ui.otpAfter(mobile, () => resend.click());
    expect(second).not.toBe(first);
    await expect(page().getByTestId('login-otp-resent').innerText()).resolves.toBe(`A new OTP was sent to +91${mobile}`);
    await shows(resend, 'Resend OTP in 60 s');
    await page().getByTestId('login-otp').fill(second);
    await page().getByTestId('login-verify-otp').click();
    await page().waitForURL(`${ui.base}/dashboard`);
  });

  it('registration and forgot-password offer Resend OTP after the countdown too', async () => {
    await page().clock.install();
    const mobile = newMobile();
    await page().goto(`${ui.base}/signup`);
    await page().getByTestId('signup-officer-level').selectOption('STATE');
    await page().getByTestId('signup-name').fill('Resend Check');
    await page().getByTestId('signup-email').fill(`resend.${mobile}@karnataka.gov.in`);
    await page().getByTestId('signup-mobile').fill(mobile);
    await page().getByTestId('signup-kgid').fill('KGID42');
    await page().getByTestId('signup-designation').fill('Officer');
    await page().getByTestId('signup-password').fill('Resend2024');
    await page().getByTestId('signup-confirm-password').fill('Resend2024');
    await ui.otpAfter(mobile, () => page().getByTestId('signup-submit').click());
    const again = page().getByTestId('otp-resend');
    await shows(again, 'Resend OTP in 60 s');
    await expect(again.isDisabled()).resolves.toBe(true);
    await ageOtps(ui.app, mobile, 2);
    await page().clock.fastForward(61_000);
    await shows(again, 'Resend OTP');
    const code = await ui.otpAfter(mobile, () => again.click());
    await shows(again, 'Resend OTP in 60 s');
    await page().getByTestId('otp-input').fill(code);
    await page().getByTestId('otp-verify').click();
    await page().getByTestId('signup-verified').waitFor();

    const officer = '9000000001';
    await ageOtps(ui.app, officer, 2);
    await page().goto(`${ui.base}/forgot-password`);
    await page().getByTestId('fp-mobile').fill(officer);
    await ui.otpAfter(officer, () => page().getByTestId('fp-send-otp').click());
    const resend = page().getByTestId('fp-resend-otp');
    await shows(resend, 'Resend OTP in 60 s');
    await expect(resend.isDisabled()).resolves.toBe(true);
    await ageOtps(ui.app, officer, 2);
    await page().clock.fastForward(61_000);
    await shows(resend, 'Resend OTP');
    const fresh = await ui.otpAfter(officer, () => resend.click());
    await page().getByTestId('fp-otp').fill(fresh);
    await page().getByTestId('fp-verify-otp').click();
    await page().getByTestId('fp-new-password').waitFor();
  });

  it('a wrong password shows the server message, and a protected page sends a signed-out visitor to /', async () => {
    await page().goto(`${ui.base}/dashboard`);
    await page().waitForURL(`${ui.base}/`);
    await page().getByTestId('login-mobile').fill('9000000002');
    await page().getByTestId('login-password').fill('Wrong2024');
    await page().getByTestId('login-send-otp').click();
    await expect(page().getByTestId('login-error').innerText()).resolves.toBe('Invalid mobile number or password.');
  });
});
