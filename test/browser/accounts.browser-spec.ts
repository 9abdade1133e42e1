import type { INestApplication } from '@nestjs/common';
import type { Browser, Page } from 'playwright-core';
import { DemoSeedService } from '../../server/src/seed/demo-seed.service.js';
import { lastOtp, newMobile, outbox } from '../support/auth.js';
import { launchBrowser } from '../support/browser.js';
import { startUiServer } from '../support/ui-server.js';

/** The OTP that arrives after `action`, read from the dev outbox as an officer reads the SMS. */
async function otpAfter(app: INestApplication, mobile: string, action: () => Promise<unknown>): Promise<string> {
  const before = outbox(app).filter((l) => l.to === mobile).length;
  await action();
  for (let i = 0; i < 100; i++) {
    if (outbox(app).filter((l) => l.to === mobile).length > before) return lastOtp(app, mobile);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no OTP arrived for ${mobile}`);
}

describe('Accounts in Chromium: registration, sign-in, role switching (spec 1 §2, §4)', () => {
  let app: INestApplication;
  let base: string;
  let browser: Browser;
  let page: Page;
  const dialogs: string[] = [];

  beforeAll(async () => {
    ({ app, url: base } = await startUiServer());
    await app.get(DemoSeedService).run();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  beforeEach(async () => {
    page = await (await browser.newContext()).newPage();
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
  });
  afterEach(() => page.context().close());

  async function signIn(mobile: string, password: string) {
    await page.goto(`${base}/`);
    await page.getByTestId('login-mobile').fill(mobile);
    await page.getByTestId('login-password').fill(password);
    const otp = await otpAfter(app, mobile, () => page.getByTestId('login-send-otp').click());
    await expect(page.getByTestId('login-otp-sent').innerText()).resolves.toBe(`OTP sent to +91${mobile}`);
    await page.getByTestId('login-otp').fill(otp);
    await page.getByTestId('login-verify-otp').click();
    await page.waitForURL(`${base}/dashboard`);
    await page.getByTestId('topbar').waitFor();
  }

  it('registers a GP officer through the UI, then signs in with it and sees the top bar', async () => {
    const mobile = newMobile();
    await page.goto(`${base}/signup`);
    await page.getByTestId('signup-officer-level').selectOption('GP');
    await page.getByTestId('signup-district').selectOption('1515');
    await page.getByTestId('signup-block').selectOption('1515001');
    await page.getByTestId('signup-panchayat').selectOption('1515001004');
    await page.getByTestId('signup-name').fill('Shanta Kumari');
    await page.getByTestId('signup-email').fill(`shanta.${mobile}@karnataka.gov.in`);
    await page.getByTestId('signup-mobile').fill(mobile);
    await page.getByTestId('signup-kgid').fill('ka-7781 20');
    await page.getByTestId('signup-designation').fill('Panchayat Development Officer');
    await page.getByTestId('signup-password').fill('Shanta2024');
    await page.getByTestId('signup-confirm-password').fill('Shanta2024');
    await expect(page.getByTestId('signup-name').inputValue()).resolves.toBe('SHANTA KUMARI');
    await expect(page.getByTestId('signup-kgid').inputValue()).resolves.toBe('KA778120');

    const otp = await otpAfter(app, mobile, () => page.getByTestId('signup-submit').click());
    await page.getByTestId('otp-dialog').waitFor();
    await page.getByTestId('otp-input').fill(otp);
    await page.getByTestId('otp-verify').click();
    await page.getByTestId('signup-verified').waitFor();
    await expect(page.getByTestId('signup-submit').innerText()).resolves.toBe('Submit Registration');
    // After verification the fields lock.
    await expect(page.getByTestId('signup-name').isEditable()).resolves.toBe(false);
    await expect(page.getByTestId('signup-mobile').isEditable()).resolves.toBe(false);
    await page.getByTestId('signup-submit').click();
    await page.waitForURL(`${base}/`);
    expect(dialogs).toContain('Registration successful!');

    await signIn(mobile, 'Shanta2024');
    await expect(page.getByTestId('topbar-product').innerText()).resolves.toContain('2.0');
    await page.getByTestId('topbar-dashboard').waitFor();
    await page.getByTestId('topbar-logout').waitFor();
    // A new officer holds no role: no switcher.
    await expect(page.getByTestId('role-switcher').count()).resolves.toBe(0);
  });

  it('shows the first failing registration rule with the spec message', async () => {
    await page.goto(`${base}/signup`);
    await page.getByTestId('signup-officer-level').selectOption('TP');
    await page.getByTestId('signup-district').selectOption('1515');
    await page.getByTestId('signup-name').fill('Ravi');
    await page.getByTestId('signup-email').fill('ravi@karnataka.gov.in');
    await page.getByTestId('signup-mobile').fill(newMobile());
    await page.getByTestId('signup-kgid').fill('KGID1');
    await page.getByTestId('signup-designation').fill('Officer');
    await page.getByTestId('signup-password').fill('Ravi2024x');
    await page.getByTestId('signup-confirm-password').fill('Ravi2024x');
    await page.getByTestId('signup-submit').click();
    await expect(page.getByTestId('signup-error').innerText()).resolves.toBe('Please select both District and Block.');
  });

  it('an officer with two roles switches role, and the choice survives a reload', async () => {
    await signIn('9000000004', 'Officer@2024');
    const switcher = page.getByTestId('role-switcher');
    const options = await switcher.locator('option').allInnerTexts();
    expect(options).toHaveLength(2);
    expect(options[0]).toContain('Executive Officer, Taluk Panchayat');
    const first = await switcher.inputValue();
    const second = await switcher.locator('option').nth(1).getAttribute('value');
    expect(second).not.toBe(first);
    await switcher.selectOption(second!);
    await page.reload();
    await page.getByTestId('topbar').waitFor();
    await expect(page.getByTestId('role-switcher').inputValue()).resolves.toBe(second);
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('selectedRole') ?? 'null'));
    expect(stored).toMatchObject({ Role_code: 'GP-PDO', panchayat_code: '1515006041' });
  });

  it('Edit Mobile Number returns to step 1 and clears the OTP and the error', async () => {
    await page.goto(`${base}/`);
    await page.getByTestId('login-mobile').fill('9000000003');
    await page.getByTestId('login-password').fill('Officer@2024');
    await otpAfter(app, '9000000003', () => page.getByTestId('login-send-otp').click());
    await page.getByTestId('login-otp').fill('000000');
    await page.getByTestId('login-verify-otp').click();
    await expect(page.getByTestId('login-error').innerText()).resolves.toBe('Invalid OTP.');
    await page.getByTestId('login-edit-mobile').click();
    await page.getByTestId('login-send-otp').waitFor();
    await expect(page.getByTestId('login-otp').count()).resolves.toBe(0);
    await expect(page.getByTestId('login-error').count()).resolves.toBe(0);
    await expect(page.getByTestId('login-mobile').inputValue()).resolves.toBe('9000000003');
  });

  it('a wrong password shows the server message, and a protected page sends a signed-out visitor to /', async () => {
    await page.goto(`${base}/dashboard`);
    await page.waitForURL(`${base}/`);
    await page.getByTestId('login-mobile').fill('9000000002');
    await page.getByTestId('login-password').fill('Wrong2024');
    await page.getByTestId('login-send-otp').click();
    await expect(page.getByTestId('login-error').innerText()).resolves.toBe('Invalid mobile number or password.');
  });
});
