import fs from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { HEADLESS_SHELL, launchChromium } from '../bench/chromium.mjs';

/** Debian's headless Chromium shell, with no traffic beyond this machine (the benches' switches; test/bench/chromium.mjs says why the shell). */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(HEADLESS_SHELL)) {
    throw new Error(
      `Chromium's headless shell not found at ${HEADLESS_SHELL}: install it (apt-get install chromium-headless-shell) or set CHROMIUM_PATH`,
    );
  }
  return launchChromium(HEADLESS_SHELL);
}

/**
 * A fresh browser context for a test (no cookies, no storage). The portal's service worker is
 * blocked unless the test asks for it with `serviceWorkers: 'allow'`: on its first install in a
 * context it precaches the whole UI (104 files, some 2.4 MB), about a second of CPU for Chromium
 * and the server in every context, which a test of screens, rules and words does not use
 * (measured on navigation.browser-spec, 6 tests: 29.4 CPU s with it, 23.1 without). The files
 * that test offline work, the outbox or the kept shell allow it (field-offline,
 * field-audit-drafts, fto-below-changed, dashboard-first-page).
 */
export function newTestContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ serviceWorkers: 'block', ...options });
}
