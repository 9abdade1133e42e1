import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { Clock } from '../../server/src/common/time/clock.js';
import { addDays } from '../../server/src/common/time/financial-year.js';
import { DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { signIn as apiSignIn } from '../support/auth.js';
import { signInThroughForm } from '../support/ui-harness.js';
import { colourPng } from '../support/fto.js';
import { launchBrowser, newTestContext } from '../support/browser.js';
import { startScraperHarness, waitForRun, type ScraperHarness } from '../support/scraper.js';
import { UI_DIST } from '../support/ui-server.js';
import { typeDate } from '../support/date-field.mjs';

/** The demo accounts (server/src/dev/seeds/): the STATE administrator and the level 1 PRED engineer of AFZALPUR. */
const ADMIN = { mobile: '9999999999', password: 'Admin@2024' };
const LEVEL1 = { mobile: '9000000011', password: 'Officer@2024' };
const PANCHAYATS = ['1515001004', '1515001005']; // BADADAL and UDACHAN, AFZALPUR taluk
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const ARTIFACTS = path.resolve('test/artifacts');
const SAVED_AT = String.raw`\d{2}/\d{2}/\d{4}, \d{2}:\d{2} [ap]m`;

/** What the outbox calls a work: its name with its code (the code alone when the mirror has no name). */
const labelOf = (work: Work) => (work.work_name?.trim() ? `${work.work_name.trim()} (${work.work_code})` : work.work_code);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const png = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: colourPng(rgb) });

interface Work {
  work_code: string;
  /** The work's name from the MIS mirror, as the works list shows it. */
  work_name: string | null;
  agency_name: string;
  year: string;
  bills: string[];
}

/**
 * The field pieces of issue 24 on the real server and built UI (service worker included): a
 * works list read offline after a reload, a work file filed offline and sent once when the
 * connection returns, a queued file the server refuses coming back as a draft with its
 * message, and a draft kept across closing the dialog.
 */
describe('Field officer offline in Chromium: drafts, outbox, kept reads (issue 24)', () => {
  let harness: ScraperHarness;
  let base: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let dialogs: string[];
  let works: Work[];

  beforeAll(async () => {
    if (!fs.existsSync(path.join(UI_DIST, 'sw.js'))) throw new Error('admin-ui/dist/sw.js is missing: run `npm run build` (npm test does)');
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    harness = await startScraperHarness({ panchayats: PANCHAYATS, worksPerPanchayat: 20 });
    await harness.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${harness.app.getHttpServer().address().port}`;
    // The demo opens a cycle today and maps the PRED engineers (level 1: the junior engineer).
    await harness.app.get(DemoSeedService).run();

    const admin = await apiSignIn(harness.app, ADMIN.mobile, ADMIN.password);
    const currentRole = admin.body.data.roles[0];
    for (const gpcode of PANCHAYATS) {
      for (const spiderName of ['LoadDynamicGP', 'workSpiderGp']) {
        const res = await admin.agent
          .post('/api/Scraper/loadScrapy')
          .send({ spiderName, args: { zpcode: gpcode.slice(0, 4), tpcode: gpcode.slice(0, 7), gpcode }, currentRole })
          .expect(200);
        await expect(waitForRun(admin.agent, res.body.jobId)).resolves.toMatchObject({ state: 'completed' });
      }
    }

    // Works of the officer's sample whose bills and FTOs agree, so payment can be recommended.
    const officer = await apiSignIn(harness.app, LEVEL1.mobile, LEVEL1.password);
    const summary = await officer.agent.post('/api/filever/getworks2').send({}).expect(200);
    works = [];
    for (const group of summary.body.works as { agency_name: string; work_start_fin_year: string }[]) {
      const list = await officer.agent
        .post('/api/filever/getworkData2')
        .send({ agency: group.agency_name, year: group.work_start_fin_year })
        .expect(200);
      for (const work of list.body.works as { work_code: string; work_name: string | null }[]) {
        const bills = await officer.agent.post('/api/filever/getMatList3').send({ workCode: work.work_code }).expect(200);
        const fto = await officer.agent.post('/api/filever/getFTO2').send({ workCode: work.work_code }).expect(200);
        const lowest = (
          bills.body.rows as { billNo: string; fin_year: string; materialList: string | null; paidAmount: string; dueAmount: string }[]
        ).filter((b) => b.fin_year === bills.body.lowest_fin_year);
        const valid = lowest.every((b) => b.materialList && (Number(b.paidAmount) !== 0 || Number(b.dueAmount) !== 0));
        if (lowest.length > 0 && valid && fto.body.errors.length === 0) {
          works.push({
            work_code: work.work_code,
            work_name: work.work_name,
            agency_name: group.agency_name,
            year: group.work_start_fin_year,
            bills: lowest.map((b) => b.billNo),
          });
        }
      }
    }
    expect(works.length).toBeGreaterThan(0);
    browser = await launchBrowser();
  }, 240000);
  afterAll(async () => {
    harness?.app.get(Clock).travelTo(null);
    await browser?.close();
    await harness?.close();
  });

  const open = async (viewport: { width: number; height: number }) => {
    // The service worker is what keeps the portal openable offline.
    context = await newTestContext(browser, { viewport, serviceWorkers: 'allow' });
    page = await context.newPage();
    dialogs = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
  };
  afterEach(async () => {
    await context?.setOffline(false);
    await context?.close();
  });

  const shot = (name: string) => page.screenshot({ path: path.join(ARTIFACTS, `field-${name}.png`), fullPage: false });

  const signIn = async () => {
    await signInThroughForm(harness.app, page, base, { mobile: LEVEL1.mobile, password: LEVEL1.password });
  };

  const listUrl = (work: Work) =>
    `${base}/fto/showlist?agency=${encodeURIComponent(work.agency_name)}&year=${encodeURIComponent(work.year)}&level=level1`;

  /** A work in the list: a table row on a laptop, a card on a phone (field-phone-fto). */
  const rowOf = (work: Work) =>
    page.locator(
      `[data-testid="works-row"][data-work-code="${work.work_code}"], [data-testid="works-card"][data-work-code="${work.work_code}"]`,
    );

  /** The works list, searched down to one work; answers its row. */
  const openList = async (work: Work) => {
    await page.goto(listUrl(work));
    await page.getByTestId('works-page').waitFor();
    await page.getByTestId('works-search').fill(work.work_code.toLowerCase());
    const row = rowOf(work);
    await row.waitFor();
    return row;
  };

  const openDialog = async (work: Work) => {
    await rowOf(work).getByTestId('works-fill').click();
    await page.getByTestId('fill-section-checklist').locator('li[data-item-id]').first().waitFor();
    return page.getByTestId('fill-dialog');
  };

  /** The service worker controls the page, with the app shell precached. */
  const workerInControl = () => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });

  /**
   * Fills the whole file with two photos: the first checklist item that asks for an image is
   * Satisfactory with one, the other image items are Unsatisfactory with a remark, plus the
   * site photo.
   */
  const fillWork = async (work: Work) => {
    const items = page.getByTestId('fill-section-checklist').locator('li[data-item-id]');
    const count = await items.count();
    let photoGiven = false;
    for (let i = 0; i < count; i++) {
      const item = items.nth(i);
      const id = (await item.getAttribute('data-item-id'))!;
      const asksImage = (await item.getByTestId(`fill-item-${id}-image`).count()) > 0;
      if ((await item.getByTestId(`fill-item-${id}-choice`).count()) > 0) {
        const choice = asksImage && photoGiven ? 'Unsatisfactory' : 'Satisfactory';
        await item.getByLabel(choice, { exact: true }).check();
      }
      if ((await item.getByTestId(`fill-item-${id}-input`).count()) > 0) await item.getByTestId(`fill-item-${id}-input`).fill(`REF-${id}`);
      if ((await item.getByTestId(`fill-item-${id}-remark`).count()) > 0)
        await item.getByTestId(`fill-item-${id}-remark`).fill('Seen on site');
      if (asksImage && !photoGiven) {
        await item.getByTestId(`fill-item-${id}-image`).setInputFiles(png(`item-${id}.png`, [20, 120, 40]));
        photoGiven = true;
      }
    }
    expect(photoGiven).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    for (const billNo of work.bills) {
      await page.getByTestId(`fill-bill-${billNo}-mbNo`).fill(`MB-${billNo}`);
      await page.getByTestId(`fill-bill-${billNo}-pageNo`).fill('12');
      await typeDate(page.getByTestId(`fill-bill-${billNo}-mbDate`), today);
      await typeDate(page.getByTestId(`fill-bill-${billNo}-checkMeasurementDate`), today);
      await page.getByTestId(`fill-bill-${billNo}-recommendation`).selectOption('true');
    }
    for (const q of ['q1', 'q2', 'q3', 'q4', 'q5'])
      await page.getByTestId(`fill-site-${q}`).getByLabel('Verified Found Satisfactory').check();
    await page.getByTestId('fill-site-photo').setInputFiles(png('site.png', [200, 160, 40]));
    await page.getByTestId('fill-site-photo-preview').waitFor();
    await page.getByTestId('fill-recommend').getByLabel('Yes').check();
    await expect(page.getByTestId('fill-submit').isDisabled()).resolves.toBe(false);
  };

  const currentRecords = (workCode: string) =>
    harness.app
      .get(DataSource)
      .query<{ id: number }[]>('SELECT id FROM fto_verifications WHERE work_code = $1 AND superseded_at IS NULL', [workCode]);

  const filesOf = (verificationId: number) =>
    harness.app
      .get(DataSource)
      .query<{ kind: string }[]>('SELECT kind FROM fto_files WHERE verification_id = $1 ORDER BY kind', [verificationId]);

  it('a works list opened online opens offline after a reload; a file filed offline is sent once when the network returns (390x844)', async () => {
    const work = works[0];
    await open(PHONE);
    await signIn();
    await workerInControl();
    await openList(work);
    // The work's checklist, material, FTOs and previous record are read online once.
    const dialog = await openDialog(work);
    await page.getByTestId('fill-close').click();
    await dialog.waitFor({ state: 'detached' });

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('works-page').waitFor();
    await expect(page.getByTestId('offline-saved').innerText()).resolves.toMatch(new RegExp(`^Saved ${SAVED_AT}, offline$`));
    await expect(page.getByTestId('topbar-offline').innerText()).resolves.toBe(
      'You are offline. Showing what was saved on this device; submissions wait for the network.',
    );
    await page.getByTestId('works-search').fill(work.work_code.toLowerCase());
    await shot('a-offline-list-390');

    await openDialog(work);
    await fillWork(work);
    await page.getByTestId('fill-submit').click();
    await page
      .getByText(`No network: the file of ${labelOf(work)} is saved on this device and will be sent when the connection returns.`)
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByTestId('topbar-outbox').innerText()).resolves.toBe('1 submission waiting for network');
    await shot('a-queued-390');
    expect(await currentRecords(work.work_code)).toHaveLength(0);

    // The queued file goes out with the key its draft was made with (the page or the worker sends it).
    const keys: string[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('/api/filever/submitFullVerification')) keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await context.setOffline(false);
    await page.getByText('Verification submitted successfully.').waitFor({ timeout: 30000 });
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await page.getByTestId('topbar-outbox').waitFor({ state: 'detached' });
    // The list on screen reloads once the file is sent: the work shows as filed without a reload.
    await page.locator(`[data-testid="works-card"][data-work-code="${work.work_code}"][data-filled="true"]`).waitFor({ timeout: 15000 });
    await shot('a-sent-390');
    const records = await currentRecords(work.work_code);
    expect(records).toHaveLength(1);
    await expect(filesOf(records[0].id)).resolves.toEqual([{ kind: 'checklist' }, { kind: 'site' }]);
    // Nothing is waiting or kept as a draft for the work any more.
    await openDialog(work);
    await expect(page.getByTestId('draft-restored').count()).resolves.toBe(0);
    await expect(page.getByTestId('draft-queued').count()).resolves.toBe(0);
  }, 180000);

  it('offline a work never kept says why; "Make these works ready offline" keeps the list with progress; a file filed offline waits on its card, can be cancelled, and once sent the offline note goes (390x844)', async () => {
    // A work no other test here files or drafts (they use the first, the second and the last).
    const work = works.length > 3 ? works[2] : works[0];
    await open(PHONE);
    await signIn();
    await workerInControl();
    await page.goto(listUrl(work));
    const panel = page.getByTestId('offline-ready');
    await panel.waitFor();
    const total = Number(await panel.getAttribute('data-total'));
    expect(total).toBeGreaterThan(0);
    await expect(page.getByTestId('offline-ready-bound').innerText()).resolves.toBe(
      'Before leaving, keep on this phone the work files of this list (checklist, bills, FTOs and the last record): at most 50 works, kept for 30 days.',
    );
    await page.getByTestId('works-search').fill(work.work_code.toLowerCase());
    const card = page.locator(`[data-testid="works-card"][data-work-code="${work.work_code}"]`);
    await card.getByTestId('works-offline-missing').waitFor();
    await expect(card.getByTestId('works-offline-missing').innerText()).resolves.toBe('Not on this phone');

    // Offline, the work never opened says why and what to do, with no Try again that cannot help.
    await context.setOffline(true);
    await card.getByTestId('works-fill').click();
    const notReady = page.getByTestId('fill-not-ready');
    await notReady.waitFor();
    await expect(notReady.innerText()).resolves.toContain('This work is not ready on this phone');
    await expect(notReady.getByRole('button').count()).resolves.toBe(0);
    await expect(page.getByTestId('offline-ready-start').isDisabled()).resolves.toBe(true);
    await shot('d-not-ready-390');
    await page.getByTestId('fill-close').click();
    await page.getByTestId('fill-dialog').waitFor({ state: 'detached' });

    // Online again, one action keeps the list's work files; its progress shows while the answers come.
    await context.setOffline(false);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/filever/getFTO2', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByTestId('offline-ready-start').click();
    await expect(page.getByTestId('offline-ready-progress-text').innerText()).resolves.toMatch(
      new RegExp(`^Keeping work files: 0 of ${total} works \\(\\d+ KB\\)$`),
    );
    release();
    await page.getByTestId('offline-ready-done').waitFor({ timeout: 60000 });
    await page.unroute('**/api/filever/getFTO2');
    await expect(page.getByTestId('offline-ready-done').innerText()).resolves.toMatch(
      new RegExp(`^${total} of ${total} works kept on this phone \\(\\d+(\\.\\d)? [KM]B\\)\\.$`),
    );
    await page.locator(`[data-testid="offline-ready"][data-ready="${total}"]`).waitFor();
    await expect(page.getByTestId('offline-ready-count').innerText()).resolves.toBe(
      `${total} of ${total} works of this list are ready offline on this phone.`,
    );
    await card.getByTestId('works-offline-ready').waitFor();
    await shot('d-ready-390');

    // Offline after a reload, the work opens with every section.
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-saved').waitFor();
    await page.getByTestId('works-search').fill(work.work_code.toLowerCase());
    await expect(card.getByTestId('works-offline-ready').innerText()).resolves.toBe('Ready offline');
    let dialog = await openDialog(work);
    await page.getByTestId(`fill-bill-${work.bills[0]}-mbNo`).waitFor();
    await fillWork(work);
    await page.getByTestId('fill-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect(card.getByTestId('works-waiting').innerText()).resolves.toBe('Waiting to send');
    await shot('d-waiting-390');

    // Deleting the draft of a queued file says the send stays, or cancels the send while it is unsent.
    dialog = await openDialog(work);
    await page.getByTestId('draft-queued').waitFor();
    await page.getByTestId('fill-close').click();
    const confirm = page.getByTestId('discard-confirm');
    await expect(page.getByTestId('discard-confirm-queued').innerText()).resolves.toMatch(
      new RegExp(
        `^This file was submitted without network and waits to be sent \\(queued at ${SAVED_AT}\\)\\. Discarding the draft does not stop that send: the queued file still goes when the network returns\\.$`,
      ),
    );
    await expect(confirm.getByRole('button').allInnerTexts()).resolves.toEqual([
      'Keep the draft and close',
      'Discard the draft; the queued send stays',
      'Cancel the queued send and discard',
      'Continue editing',
    ]);
    await shot('d-discard-queued-390');
    await page.getByTestId('discard-confirm-cancel-send').click();
    await page.getByText('The queued send is cancelled and the draft discarded.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByTestId('works-offline-ready').waitFor();
    await page.getByTestId('topbar-outbox').waitFor({ state: 'detached' });

    // Filed offline again, it goes when the network returns: the card and the list's offline note follow without a reload.
    dialog = await openDialog(work);
    await expect(page.getByTestId('draft-restored').count()).resolves.toBe(0);
    await fillWork(work);
    await page.getByTestId('fill-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByTestId('works-waiting').waitFor();
    await context.setOffline(false);
    await page.getByText('Verification submitted successfully.').waitFor({ timeout: 30000 });
    await page
      .locator(`[data-testid="works-card"][data-work-code="${work.work_code}"][data-filled="true"][data-waiting="false"]`)
      .waitFor();
    await page.getByTestId('offline-saved').waitFor({ state: 'detached', timeout: 15000 });
    await expect(currentRecords(work.work_code)).resolves.toHaveLength(1);
    await shot('d-sent-390');
  }, 240000);

  it('a works list opened before shows what the device kept at once, and the server’s answer replaces it (390x844)', async () => {
    const work = works[0];
    await open(PHONE);
    await signIn();
    await openList(work);

    // The server's answers are held back until released, and the list's answer comes back changed.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/filever/level-context', async (route) => {
      await released;
      await route.continue();
    });
    await page.route('**/api/filever/getworkData2', async (route) => {
      await released;
      const answer = await route.fetch();
      const body = (await answer.json()) as { works: { work_code: string; work_name: string }[] };
      for (const w of body.works) if (w.work_code === work.work_code) w.work_name = 'Name as the server now has it';
      await route.fulfill({ response: answer, json: body });
    });
    await page.reload();
    await page.getByTestId('works-search').fill(work.work_code.toLowerCase());
    const row = rowOf(work);
    await row.getByTestId('works-fill').waitFor();
    await expect(row.getByTestId('works-name').innerText()).resolves.toBe(work.work_name!.trim());
    // Still asking the server: the bar shows, and nothing says offline.
    await expect(page.getByTestId('works-loading').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('offline-saved').count()).resolves.toBe(0);

    release();
    await page.getByTestId('works-loading').waitFor({ state: 'detached' });
    await expect(row.getByTestId('works-name').innerText()).resolves.toBe('Name as the server now has it');
    await expect(page.getByTestId('offline-saved').count()).resolves.toBe(0);
  }, 120000);

  it('a queued file the server refuses comes back as a draft with the server message (390x844)', async () => {
    const work = works[1] ?? works[0];
    await open(PHONE);
    await signIn();
    await workerInControl();
    await openList(work);
    const dialog = await openDialog(work);
    await context.setOffline(true);
    await fillWork(work);
    await page.getByTestId('fill-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByTestId('topbar-outbox').innerText()).resolves.toBe('1 submission waiting for network');

    // While the officer has no signal, the level 1 window of the demo cycle (45 days) closes.
    const clock = harness.app.get(Clock);
    clock.travelTo(new Date(`${addDays(clock.today(), 50)}T06:30:00Z`));
    try {
      const before = (await currentRecords(work.work_code)).map((r) => r.id);
      await context.setOffline(false);
      await page.getByTestId('topbar-outbox-returned').waitFor({ timeout: 30000 });
      await expect(page.getByTestId('topbar-outbox-returned').innerText()).resolves.toBe('1 submission returned: open the work to see why');
      await expect(page.getByTestId('topbar-outbox').count()).resolves.toBe(0);
      const refused = page.getByText(
        new RegExp(`^The server returned the file of ${escapeRegExp(labelOf(work))}: .+\\. Open the work to correct it\\.$`),
      );
      await refused.waitFor();
      await shot('b-returned-390');
      expect((await currentRecords(work.work_code)).map((r) => r.id)).toEqual(before);
    } finally {
      clock.travelTo(null);
    }

    // In the window again, the work opens with the draft and the server's reason.
    await openList(work);
    await openDialog(work);
    await expect(page.getByTestId('draft-restored').innerText()).resolves.toMatch(new RegExp(`^Draft saved ${SAVED_AT} restored$`));
    await expect(page.getByTestId('draft-rejection').innerText()).resolves.toBe(
      'The server returned this file: The verification schedule has ended. Please wait for the next cycle.',
    );
    await expect(page.getByTestId(`fill-bill-${work.bills[0]}-mbNo`).inputValue()).resolves.toBe(`MB-${work.bills[0]}`);
    await expect(page.getByTestId('fill-site-photo-preview').count()).resolves.toBe(1);
    await shot('b-draft-back-390');
  }, 180000);

  it('signing in without a network keeps spec 1 §8’s message and says the network is needed (390x844)', async () => {
    await open(PHONE);
    await page.goto(`${base}/`);
    await page.getByTestId('login-mobile').fill('9000000011');
    await page.getByTestId('login-password').fill('Officer@2024');
    await context.setOffline(true);
    await page.getByTestId('login-send-otp').click();
    await expect(page.getByTestId('login-error').innerText()).resolves.toBe(
      'Network error, please try again. You are offline. Signing in needs the network; your saved drafts stay on this device.',
    );
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`a closed and reopened dialog restores its draft; Escape on a changed form asks first (${viewport.width}x${viewport.height})`, async () => {
      const work = works[works.length - 1];
      await open(viewport);
      await signIn();
      await openList(work);
      let dialog = await openDialog(work);
      const first = page.getByTestId('fill-section-checklist').locator('li[data-item-id]').first();
      const id = (await first.getAttribute('data-item-id'))!;
      await first.getByLabel('Unsatisfactory', { exact: true }).check();
      const remark = first.getByTestId(`fill-item-${id}-remark`);
      const hasRemark = (await remark.count()) > 0;
      if (hasRemark) await remark.fill('Board missing at the site');
      await page.getByTestId(`fill-bill-${work.bills[0]}-mbNo`).fill('MB-77');

      // Close asks; "Keep the draft and close" keeps it.
      await page.getByTestId('fill-close').click();
      const confirm = page.getByTestId('discard-confirm');
      await expect(confirm.getByRole('heading').innerText()).resolves.toBe('Close this form?');
      await shot(`c-confirm-${viewport.width}`);
      await expect(confirm.getByRole('button').allInnerTexts()).resolves.toEqual([
        'Keep the draft and close',
        'Discard the draft',
        'Continue editing',
      ]);
      await page.getByTestId('discard-confirm-keep').click();
      await dialog.waitFor({ state: 'detached' });

      dialog = await openDialog(work);
      await expect(page.getByTestId('draft-restored').innerText()).resolves.toMatch(new RegExp(`^Draft saved ${SAVED_AT} restored$`));
      await expect(first.getByLabel('Unsatisfactory', { exact: true }).isChecked()).resolves.toBe(true);
      if (hasRemark) await expect(remark.inputValue()).resolves.toBe('Board missing at the site');
      await expect(page.getByTestId(`fill-bill-${work.bills[0]}-mbNo`).inputValue()).resolves.toBe('MB-77');
      await shot(`c-restored-${viewport.width}`);

      // Escape asks; "Continue editing" leaves the form open as it was.
      await page.getByTestId(`fill-bill-${work.bills[0]}-pageNo`).fill('9');
      await page.keyboard.press('Escape');
      await confirm.waitFor();
      await page.getByTestId('discard-confirm-continue').click();
      await confirm.waitFor({ state: 'detached' });
      await expect(page.getByTestId(`fill-bill-${work.bills[0]}-pageNo`).inputValue()).resolves.toBe('9');

      // Discarding removes the draft: the next opening starts from the server's record.
      await page.keyboard.press('Escape');
      await page.getByTestId('discard-confirm-discard').click();
      await dialog.waitFor({ state: 'detached' });
      await openDialog(work);
      await expect(page.getByTestId('draft-restored').count()).resolves.toBe(0);
      await expect(page.getByTestId(`fill-bill-${work.bills[0]}-mbNo`).inputValue()).resolves.not.toBe('MB-77');
      // Unchanged, it closes without asking.
      await page.getByTestId('fill-close').click();
      await page.getByTestId('fill-dialog').waitFor({ state: 'detached' });
    }, 120000);
  }
});
