import type { INestApplication } from '@nestjs/common';
import type { Browser, Page } from 'playwright-core';
import { DemoSeedService } from '../../server/src/seed/demo-seed.service.js';
import { ageOtps, lastOtp, outbox } from './auth.js';
import { launchBrowser } from './browser.js';
import { startUiServer } from './ui-server.js';

export interface UiHarness {
  app: INestApplication;
  base: string;
  page: Page;
  /** Messages of every alert/confirm the page raised (each is accepted). */
  dialogs: string[];
  /** The OTP that arrives after `action`, read from the dev outbox as an officer reads the SMS. */
  otpAfter(mobile: string, action: () => Promise<unknown>): Promise<string>;
  /** Signs in through the login card (both steps) and waits for the dashboard. */
  signIn(mobile: string, password: string): Promise<void>;
}

/**
 * Registers the hooks of a browser suite: the real server with the built UI and the demo
 * data, one Chromium, and a fresh browser context (no cookies, empty sessionStorage) per test.
 */
export function useUiHarness(): UiHarness {
  let browser: Browser;
  const h = { dialogs: [] as string[] } as UiHarness;

  beforeAll(async () => {
    const server = await startUiServer();
    h.app = server.app;
    h.base = server.url;
    await h.app.get(DemoSeedService).run();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await h.app?.close();
  });
  beforeEach(async () => {
    h.page = await (await browser.newContext()).newPage();
    h.page.on('dialog', (d) => {
      h.dialogs.push(d.message());
      void d.accept();
    });
  });
  afterEach(() => h.page.context().close());

  h.otpAfter = async (mobile, action) => {
    const before = outbox(h.app).filter((l) => l.to === mobile).length;
    await action();
    for (let i = 0; i < 100; i++) {
      if (outbox(h.app).filter((l) => l.to === mobile).length > before) return lastOtp(h.app, mobile);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no OTP arrived for ${mobile}`);
  };

  h.signIn = async (mobile, password) => {
    await ageOtps(h.app, mobile, 2); // past the resend gap of any earlier sign-in in the suite
    const { page, base } = h;
    await page.goto(`${base}/`);
    await page.getByTestId('login-mobile').fill(mobile);
    await page.getByTestId('login-password').fill(password);
    const otp = await h.otpAfter(mobile, () => page.getByTestId('login-send-otp').click());
    await expect(page.getByTestId('login-otp-sent').innerText()).resolves.toBe(`OTP sent to +91${mobile}`);
    await page.getByTestId('login-otp').fill(otp);
    await page.getByTestId('login-verify-otp').click();
    await page.waitForURL(`${base}/dashboard`);
    await page.getByTestId('topbar').waitFor();
  };
  return h;
}
