import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { CHROMIUM, launchChromium } from '../bench/chromium.mjs';

export { CHROMIUM };

/** Debian's Chromium, headless, with no traffic beyond this machine (the benches' switches). */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it (apt-get install chromium) or set CHROMIUM_PATH`);
  }
  return launchChromium();
}
