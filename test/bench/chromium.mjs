// Headless Chromium as the benches and the browser tests (test/support/browser.ts) drive it:
// Debian's build, through playwright-core, with no traffic beyond this machine. CHROMIUM_PATH
// names another binary for both.
//
// The benches time what an officer's browser does, so they run Debian's full `chromium` in its
// headless mode. The tests run Debian's `chromium-headless-shell`: the same Chromium (same
// version, Blink, V8, network stack) without the full browser's window, views and profile
// machinery, the build playwright itself runs for headless tests. It does the same work for a
// test in about a third less CPU (formats.browser-spec, 5 tests, CPU of every process on the
// host: 80 s with `chromium`, 51 s with the shell; its browser process 19.5 -> 5.1 s).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Every host name but localhost fails to resolve, so a page reaches nothing beyond this machine
 * (map tiles, fonts, anything a library might fetch) without Playwright's request interception,
 * which passes every request through the test process and turns the browser's HTTP cache off, so
 * each page load fetched and compiled the whole UI again (accessibility.browser-spec: 70 page loads).
 */
export const ONLY_THIS_MACHINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

export async function launchChromium(executablePath = CHROMIUM) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath,
    args: [
      ONLY_THIS_MACHINE,
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
