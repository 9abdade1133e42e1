import type { INestApplication } from '@nestjs/common';
import path from 'node:path';
import { expect } from '@jest/globals';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { ageOtps, lastOtp, outbox } from './auth.js';
import { launchBrowser, newTestContext } from './browser.js';
import { startUiServer } from './ui-server.js';
import { waitUntil } from './wait.js';

/**
 * Signs in through the login card on `page`, in whatever language it shows: the OTP is read
 * from the dev outbox as an officer reads the SMS; waits for the dashboard. Opens the landing
 * page first unless `stay` and the page is already on the portal (a language chosen there stays).
 * `onOtpSent` checks the card between the two steps.
 */
export async function signInThroughForm(
  app: INestApplication,
  page: Page,
  base: string,
  who: { mobile: string; password: string },
  options: { stay?: boolean; onOtpSent?: () => Promise<void> } = {},
): Promise<void> {
  await ageOtps(app, who.mobile, 2); // past the resend gap of any earlier sign-in in the suite
  if (!options.stay || !page.url().startsWith(base)) await page.goto(`${base}/`);
  await page.getByTestId('login-mobile').fill(who.mobile);
  await page.getByTestId('login-password').fill(who.password);
  const before = outbox(app).filter((l) => l.to === who.mobile).length;
  await page.getByTestId('login-send-otp').click();
  await waitUntil(`an OTP for ${who.mobile}`, () => outbox(app).filter((l) => l.to === who.mobile).length > before, {
    timeoutMs: 10000,
    everyMs: 50,
  });
  await options.onOtpSent?.();
  await page.getByTestId('login-otp').fill(lastOtp(app, who.mobile));
  await page.getByTestId('login-verify-otp').click();
  await page.waitForURL(`${base}/dashboard`);
  await page.getByTestId('topbar').waitFor();
}

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
 * data, one Chromium, and a fresh browser context (no cookies, empty sessionStorage) per test,
 * made with `contextOptions` (the service worker blocked unless they allow it: `newTestContext`).
 */
export function useUiHarness(contextOptions: BrowserContextOptions = {}): UiHarness {
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
    h.page = await (await newTestContext(browser, contextOptions)).newPage();
    h.page.on('dialog', (d) => {
      h.dialogs.push(d.message());
      void d.accept();
    });
  });
  afterEach(() => h.page.context().close());

  h.otpAfter = async (mobile, action) => {
    const before = outbox(h.app).filter((l) => l.to === mobile).length;
    await action();
    await waitUntil(`an OTP for ${mobile}`, () => outbox(h.app).filter((l) => l.to === mobile).length > before, {
      timeoutMs: 10000,
      everyMs: 50,
    });
    return lastOtp(h.app, mobile);
  };

  h.signIn = (mobile, password) =>
    signInThroughForm(
      h.app,
      h.page,
      h.base,
      { mobile, password },
      {
        onOtpSent: () => expect(h.page.getByTestId('login-otp-sent').innerText()).resolves.toBe(`OTP sent to +91${mobile}`),
      },
    );
  return h;
}

/** A whole-page screenshot, from the top (a fixed top bar would otherwise be drawn where the page was scrolled to). */
export async function fullPageShot(page: Page, dir: string, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** The field rule (issues 13, 27): nothing makes the page scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const m = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(m.document).toBeLessThanOrEqual(m.inner);
  expect(m.body).toBeLessThanOrEqual(m.inner);
}

/** A viewport a browser test runs at (390x844 phone, 1366x768 desktop). */
export interface PageViewport {
  width: number;
  height: number;
  mobile: boolean;
}

export interface SignedInPageOptions {
  /** Accept every confirm/alert dialog. */
  acceptDialogs?: boolean;
  /** The position the browser reports, with the permission granted. */
  geolocation?: { latitude: number; longitude: number };
}

/**
 * Opens pages at a viewport signed in as an officer: through the sign-in page the first time,
 * then from that officer's kept session (one sign-in per officer per suite). The getters are read
 * at each call, so a suite may create its app, browser and base in beforeAll. Every context is
 * made with `contextOptions` (the service worker blocked unless they allow it: `newTestContext`).
 */
export function signedInPages(
  app: () => INestApplication,
  browser: () => Browser,
  base: () => string,
  contextOptions: BrowserContextOptions = {},
) {
  const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();
  return async (viewport: PageViewport, who: { mobile: string; password: string }, options: SignedInPageOptions = {}): Promise<Page> => {
    const context = await newTestContext(browser(), {
      ...contextOptions,
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.mobile,
      hasTouch: viewport.mobile,
      storageState: sessions.get(who.mobile),
      ...(options.geolocation ? { geolocation: { ...options.geolocation, accuracy: 15 }, permissions: ['geolocation'] } : {}),
    });
    const page = await context.newPage();
    if (options.acceptDialogs) page.on('dialog', (d) => void d.accept());
    if (!sessions.has(who.mobile)) {
      await signInThroughForm(app(), page, base(), who);
      sessions.set(who.mobile, await context.storageState());
    }
    return page;
  };
}
