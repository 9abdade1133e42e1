import type { INestApplication } from '@nestjs/common';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { startUiServer } from '../support/ui-server.js';

describe('The API documentation page in Chromium (issue 28)', () => {
  let app: INestApplication;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, url } = await startUiServer());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('renders Swagger UI at /api/docs under the Content-Security-Policy, with no refused script or style', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${url}/api/docs`);
    await page.locator('.swagger-ui .info .title').filter({ hasText: 'MGNREGA portal API' }).waitFor();
    // The operations of the document, grouped by controller.
    await page.locator('.opblock-summary-path').filter({ hasText: '/api/auth/sign-request-login' }).first().waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
