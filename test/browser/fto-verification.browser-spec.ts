import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { Clock } from '../../server/src/common/time/clock.js';
import { addDays } from '../../server/src/common/time/financial-year.js';
import { LEVEL_KEYS } from '../../server/src/schedules/schedule-views.js';
import { SchedulesService } from '../../server/src/schedules/schedules.service.js';
import { DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { ageOtps, signIn as apiSignIn } from '../support/auth.js';
import { signInThroughForm } from '../support/ui-harness.js';
import { colourPng } from '../support/fto.js';
import { launchBrowser, newTestContext } from '../support/browser.js';
import { startScraperHarness, waitForRun, type ScraperHarness } from '../support/scraper.js';
import { UI_DIST } from '../support/ui-server.js';
import { typeDate } from '../support/date-field.mjs';

/** The demo accounts (server/src/dev/seeds/): the STATE administrator and the PRED engineers of AFZALPUR taluk. */
const ADMIN = { mobile: '9999999999', password: 'Admin@2024' };
const LEVEL1 = { mobile: '9000000011', password: 'Officer@2024', name: 'KAVYA REDDY', role: 'Junior Engineer, PRED' };
const LEVEL2 = { mobile: '9000000012', password: 'Officer@2024' };
const LEVEL3 = { mobile: '9000000013', password: 'Officer@2024' };
const PANCHAYATS = ['1515001004', '1515001005']; // BADADAL and UDACHAN, AFZALPUR taluk
const CYCLE = 'FTO Verification browser cycle';

const png = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: colourPng(rgb) });

interface ChosenWork {
  work_code: string;
  work_name: string;
  agency_name: string;
  year: string;
  bills: string[];
}

/**
 * Schedules and FTO works verification (issue 10) on the real server and built UI, with the
 * fixture MIS for the public MIS and BullMQ workers on real Redis. One story, in order: the STATE
 * administrator plans a cycle and maps the PRED engineers to levels 1 and 2; the server's clock
 * moves into that cycle; the level 1 engineer files a work with images; the level 2 engineer finds
 * it in the level 2+ list and opens the level 1 record.
 */
describe('FTO works verification in Chromium: cycle, mapping, level 1 file with images, level 2 list (spec 2 §2-§9)', () => {
  let harness: ScraperHarness;
  let base: string;
  let browser: Browser;
  let page: Page;
  let dialogs: string[];
  let cycleStart: string;
  let predId: number;
  let chosen: ChosenWork;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(UI_DIST, 'index.html'))) throw new Error('admin-ui/dist is missing: run `npm run build` (npm test does)');
    harness = await startScraperHarness({ panchayats: PANCHAYATS, worksPerPanchayat: 12 });
    await harness.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${harness.app.getHttpServer().address().port}`;
    await harness.app.get(DemoSeedService).run();

    // The demo maps the PRED engineers already; here the administrator does it, so PRED starts unmapped.
    const schedules = harness.app.get(SchedulesService);
    const pred = (await schedules.mappings()).find((m) => m.department_code === 'PRED')!;
    predId = pred.department_id;
    const empty = Object.fromEntries(LEVEL_KEYS.map((k) => [k, [] as number[]])) as Record<(typeof LEVEL_KEYS)[number], number[]>;
    const admin = await apiSignIn(harness.app, ADMIN.mobile, ADMIN.password);
    await schedules.saveMappings([{ department_id: pred.department_id, levels_data: empty }], {
      userId: Number(admin.body.data.user.id),
      name: 'STATE ADMINISTRATOR',
      requestId: null,
    });

    // The works, material bills and FTOs of the two panchayats, loaded from the MIS as an officer would.
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
    // The demo cycle runs 90 days from today; the administrator's starts after it.
    cycleStart = addDays(harness.app.get(Clock).today(), 100);
    browser = await launchBrowser();
  }, 180000);
  afterAll(async () => {
    harness?.app.get(Clock).travelTo(null);
    await browser?.close();
    await harness?.close();
  });
  beforeEach(async () => {
    page = await (await newTestContext(browser, { viewport: { width: 1366, height: 768 } })).newPage();
    dialogs = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
  });
  afterEach(() => page.context().close());

  const signIn = async (mobile: string, password: string) => {
    await signInThroughForm(harness.app, page, base, { mobile: mobile, password: password });
  };

  /** A toast (the portal's one toast, for react-admin's notify too) saying exactly `text`, once it shows. */
  const toast = (text: string) =>
    page
      .getByTestId('toast')
      .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
      .waitFor();

  /** What the hint under Submit names as still missing (data-missing of each line), once it is `expected`. */
  const missingIs = async (expected: string[]) => {
    await page.waitForFunction(
      (want) =>
        JSON.stringify(
          [...document.querySelectorAll('[data-testid="fill-submit-missing"]')].map((el) => el.getAttribute('data-missing')),
        ) === JSON.stringify(want),
      expected,
    );
  };

  /** The images a locator finds, once each has loaded or failed: their src and natural width (0 when broken). */
  const loadedImages = (images: ReturnType<Page['locator']>) =>
    images.evaluateAll((els) =>
      Promise.all(
        (els as HTMLImageElement[]).map((img) =>
          img.complete
            ? Promise.resolve(img)
            : new Promise<HTMLImageElement>((resolve) => {
                img.addEventListener('load', () => resolve(img), { once: true });
                img.addEventListener('error', () => resolve(img), { once: true });
              }),
        ),
      ).then((all) => all.map((img) => ({ src: img.getAttribute('src') ?? '', width: img.naturalWidth }))),
    );

  const chooseRoles = async (department: string, level: string, roleNames: string[]) => {
    await page.getByTestId(`mapping-${department}-${level}`).click();
    const listbox = page.getByRole('listbox');
    for (const name of roleNames) await listbox.getByRole('option', { name: new RegExp(`^${name}`) }).click();
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'detached' });
  };

  it('the STATE administrator creates a cycle on the FTO schedule page and maps the PRED engineers to levels 1 and 2', async () => {
    await signIn(ADMIN.mobile, ADMIN.password);
    await page.goto(`${base}/users/shedule`);
    await expect(page.getByTestId('page-title').innerText()).resolves.toBe('Scheduler Dashboard');
    await expect(page.getByTestId('scheduler-action-plan-card-badge').innerText()).resolves.toBe('Coming Soon');
    await expect(page.getByTestId('scheduler-open-action-plan').isDisabled()).resolves.toBe(true);
    await page.getByTestId('scheduler-open-fto').click();
    await page.waitForURL(`${base}/users/fto-scheduler`);
    await page.getByTestId('schedules-table').waitFor();
    // The demo cycle, over every allowed year, shows ALL.
    await expect(page.getByTestId('schedule-years').first().innerText()).resolves.toBe('ALL');

    // The checklist of the work file is kept here too: a react-admin list with its dialog. An
    // inactive item is not asked in the Fill Work File dialog.
    await page.getByTestId('schedules-checklist').click();
    await page.waitForURL(`${base}/users/fto-checklist`);
    const items = page.getByTestId('checklist-items-section').locator('tbody tr');
    await items.first().waitFor();
    await expect(items.count()).resolves.toBe(23);
    await expect(items.first().innerText()).resolves.toContain('Action plan');
    await page.getByTestId('checklist-items-add').click();
    await page.getByTestId('checklist-item-sort-order').fill('24');
    await page.getByTestId('checklist-item-title-kn').fill('ಕೆಲಸದ ಸ್ಥಳದ ನಕ್ಷೆ');
    await page.getByTestId('checklist-item-title-en').fill('Work site sketch');
    await page.getByTestId('checklist-items-form').getByLabel('Active').uncheck();
    await page.getByTestId('checklist-items-save').click();
    await page.getByText('Checklist item added.').waitFor();
    // The list is read again after the save.
    await items.nth(23).waitFor();
    await expect(items.count()).resolves.toBe(24);
    await expect(items.last().innerText()).resolves.toContain('Work site sketch');
    await page.getByTestId('back-button').click();
    await page.waitForURL(`${base}/users/fto-scheduler`);

    await page.getByTestId('schedules-add').click();
    const form = page.getByTestId('schedule-dialog');
    await expect(form.getByRole('heading', { name: 'Add New Schedule' }).count()).resolves.toBe(1);
    await form.getByText('Create Schedule for FTO').waitFor();
    await expect(page.getByTestId('schedule-submit').innerText()).resolves.toBe('Submit Schedule');
    await page.getByTestId('schedule-submit').click();
    await expect(page.getByTestId('schedule-error').innerText()).resolves.toBe('All general fields are required');

    const at = (days: number) => addDays(cycleStart, days);
    await page.getByTestId('schedule-cycleName').fill(CYCLE);
    await page.getByTestId('schedule-financialYear').click();
    await page.getByTestId('schedule-year-ALL').click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('schedule-financialYear').innerText()).resolves.toBe('ALL');
    const dates = {
      scheduleStart: at(0),
      scheduleEnd: at(60),
      lock1Open: at(5),
      lock1Close: at(10),
      lock2Open: at(40),
      lock2Close: at(45),
    };
    for (const [field, value] of Object.entries(dates)) await typeDate(page.getByTestId(`schedule-${field}`), value);
    const levels = [
      [at(0), at(30), '0'],
      [at(0), at(45), '100'],
      [at(0), at(50), '100'],
      [at(31), at(60), '50'],
      [at(46), at(60), '25'],
    ];
    for (const [i, [start, end, percentage]] of levels.entries()) {
      await typeDate(page.getByTestId(`schedule-level-${i + 1}-start`), start);
      await typeDate(page.getByTestId(`schedule-level-${i + 1}-end`), end);
      if (i < 4) await page.getByTestId(`schedule-level-${i + 1}-percentage`).fill(percentage);
    }
    await page.getByTestId('schedule-submit').click();
    await expect(page.getByTestId('schedule-level-error').innerText()).resolves.toBe('Percentage for Level 1 must be between 1 and 100');
    await page.getByTestId('schedule-level-1-percentage').fill('100');
    await page.getByTestId('schedule-submit').click();
    await expect(page.getByTestId('schedule-level-error').innerText()).resolves.toBe('All fields must be filled for Level 5');
    await page.getByTestId('schedule-level-5-percentage').fill('25');

    // The lock dates say under each what they do (docs/fto-verification.md, Schedules).
    await expect(page.getByTestId('schedule-lock1Open-help').innerText()).resolves.toBe('First day Level 1 submissions are refused');
    await expect(page.getByTestId('schedule-lock2Close-help').innerText()).resolves.toBe('Last day Level 2 submissions are refused');
    // The answer is a toast, not an alert.
    const alertsBefore = dialogs.length;
    const [sent] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/admin/add_shedule2')),
      page.getByTestId('schedule-submit').click(),
    ]);
    await page.getByText('Schedule created successfully.', { exact: true }).waitFor();
    expect(dialogs.length).toBe(alertsBefore);
    expect(sent.postDataJSON()).toMatchObject({ cycleName: CYCLE, noOfLevels: 5, scheduleStart: at(0), lock2Close: at(45) });
    expect(sent.postDataJSON().levels).toEqual(
      levels.map(([startDate, endDate], i) => ({ startDate, endDate, percentage: [100, 100, 100, 50, 25][i] })),
    );
    await form.waitFor({ state: 'detached' });
    const row = page.locator(`[data-testid="schedule-row"][data-cycle-name="${CYCLE}"]`);
    await row.waitFor();
    await expect(row.getByTestId('schedule-years').innerText()).resolves.toBe('ALL');
    const dmy = (iso: string) => iso.split('-').reverse().join('/');
    await expect(row.getByTestId('schedule-levels').innerText()).resolves.toContain(`Level 1: ${dmy(at(0))} to ${dmy(at(30))} (100%)`);
    await expect(row.getByTestId('schedule-locks').innerText()).resolves.toBe(
      `Lock 1: ${dmy(at(5))} to ${dmy(at(10))}\nLock 2: ${dmy(at(40))} to ${dmy(at(45))}`,
    );

    // Map Department-wise Roles: PRED's junior engineer at level 1, assistant engineer at level 2.
    await row.getByTestId('schedule-map').click();
    const mapping = page.getByTestId('mapping-dialog');
    await mapping.getByText('Map Department-wise Roles').waitFor();
    await page.getByTestId('mapping-row-PRED').waitFor();
    // Departments coded ST, ZP and TP are not offered.
    for (const code of ['ST', 'ZP', 'TP']) await expect(page.getByTestId(`mapping-row-${code}`).count()).resolves.toBe(0);
    await chooseRoles('PRED', 'Level1', [LEVEL1.role]);
    // A role at one level of a department cannot be chosen at another of the same department.
    await page.getByTestId('mapping-PRED-Level2').click();
    const taken = page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${LEVEL1.role}`) });
    await expect(taken.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(taken.innerText()).resolves.toContain('in Level 1');
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await chooseRoles('PRED', 'Level2', ['Assistant Engineer, PRED']);
    await expect(page.getByTestId('mapping-PRED-Level1').innerText()).resolves.toBe(LEVEL1.role);

    const [saved] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/admin/save_fto_role_mapping')),
      page.getByTestId('mapping-save').click(),
    ]);
    await page.getByText('Mappings saved successfully!', { exact: true }).waitFor();
    expect(dialogs.length).toBe(alertsBefore);
    const pred = (saved.postDataJSON() as { data: { department_id: number; levels_data: Record<string, number[]> }[] }).data.find(
      (d) => d.department_id === predId,
    );
    expect(pred?.levels_data).toMatchObject({ Level3: [], Level4: [], Level5: [] });
    expect(pred?.levels_data.Level1).toHaveLength(1);
    expect(pred?.levels_data.Level2).toHaveLength(1);
    await mapping.waitFor({ state: 'detached' });
  });

  it('in the new cycle a level 1 engineer opens the summary and a works list, and files a work with images', async () => {
    harness.app.get(Clock).travelTo(new Date(`${cycleStart}T06:30:00Z`));

    // The work to file: one of the officer's list whose bills and FTOs agree (so payment can be recommended).
    const officer = await apiSignIn(harness.app, LEVEL1.mobile, LEVEL1.password);
    const summary = await officer.agent.post('/api/filever/getworks2').send({}).expect(200);
    expect(summary.body).toMatchObject({ success: true, level: 1, percentage: 100, cycle_name: CYCLE });
    const candidates: ChosenWork[] = [];
    for (const group of summary.body.works as { agency_name: string; work_start_fin_year: string }[]) {
      if (candidates.length > 0) break; // the first that agrees is the one filed
      const list = await officer.agent
        .post('/api/filever/getworkData2')
        .send({ agency: group.agency_name, year: group.work_start_fin_year })
        .expect(200);
      for (const work of list.body.works as { work_code: string; work_name: string }[]) {
        if (candidates.length > 0) break;
        const bills = await officer.agent.post('/api/filever/getMatList3').send({ workCode: work.work_code }).expect(200);
        const fto = await officer.agent.post('/api/filever/getFTO2').send({ workCode: work.work_code }).expect(200);
        const lowest = (
          bills.body.rows as { billNo: string; fin_year: string; materialList: string | null; paidAmount: string; dueAmount: string }[]
        ).filter((b) => b.fin_year === bills.body.lowest_fin_year);
        const valid = lowest.every((b) => b.materialList && (Number(b.paidAmount) !== 0 || Number(b.dueAmount) !== 0));
        if (lowest.length > 0 && valid && fto.body.errors.length === 0) {
          candidates.push({ ...work, agency_name: group.agency_name, year: group.work_start_fin_year, bills: lowest.map((b) => b.billNo) });
        }
      }
    }
    expect(candidates.length).toBeGreaterThan(0);
    chosen = candidates[0];

    await signIn(LEVEL1.mobile, LEVEL1.password);
    // The level 2+ page is not for level 1.
    await page.goto(`${base}/fto/ftoverify`);
    await expect(page.getByTestId('fto-level-notice').innerText()).resolves.toBe('This page is only for Level 2 to Level 5 officers.');

    await page.goto(`${base}/fto`);
    // Issue 25 item 5: the level 1 officer's tiles do not offer the level 2+ page.
    await page.locator('[data-testid="module-card"][data-route="/fto/fileverify"]').waitFor();
    await expect(page.locator('[data-testid="module-card"][data-route="/fto/ftoverify"]').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid="module-card"][data-route="/fto/viewdata"]').count()).resolves.toBe(1);
    await page.locator('[data-testid="module-card"][data-route="/fto/fileverify"]').click();
    await page.waitForURL(`${base}/fto/fileverify`);
    await expect(page.getByTestId('page-title').innerText()).resolves.toBe('Works Details Summary by Implementing Agencies');
    await expect(page.getByTestId('fto-level-context').innerText()).resolves.toContain(`${CYCLE} · Level 1 · 100% of works`);
    const agencyRow = page.locator(`[data-testid="fto-summary-row"][data-agency="${chosen.agency_name}"]`);
    await agencyRow.waitFor();
    await expect(page.getByTestId('fto-summary-grand-total').innerText()).resolves.toMatch(/^\d+$/);
    // Spec 2 §8: the level 1 works load ends in a success toast.
    await toast('Works loaded successfully.');
    await agencyRow.locator(`[data-testid="fto-summary-cell"][data-year="${chosen.year}"]`).getByTestId('fto-summary-count').click();
    await page.waitForURL((url) => url.pathname === '/fto/showlist');
    await page.getByTestId('works-page').waitFor();
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ agency: chosen.agency_name, year: chosen.year, level: 'level1' });
    await expect(page.getByTestId('page-title').innerText()).resolves.toBe(`Works for ${chosen.agency_name} in ${chosen.year}`);

    // The search matches any field, in any case.
    await page.getByTestId('works-table').waitFor();
    await page.getByTestId('works-search').fill(chosen.work_code.toLowerCase());
    const row = page.locator(`[data-testid="works-row"][data-work-code="${chosen.work_code}"]`);
    await row.waitFor();
    await expect(page.locator('[data-testid="works-row"]').count()).resolves.toBe(1);
    await expect(row.getAttribute('data-filled')).resolves.toBe('false');
    await row.getByTestId('works-fill').click();

    const dialog = page.getByTestId('fill-dialog');
    await expect(dialog.locator('#fill-dialog-title').innerText()).resolves.toBe(
      `Fill Work File: ${chosen.work_code} - ${chosen.agency_name}\n${chosen.work_name}`,
    );
    await page.getByTestId('fill-section-checklist').locator('li[data-item-id]').first().waitFor();
    await expect(page.getByTestId('fill-submit').isDisabled()).resolves.toBe(true);

    // Check List: Satisfactory everywhere, with the remark, input and image each item asks for,
    // except the first image of all, left out on purpose.
    const items = page.getByTestId('fill-section-checklist').locator('li[data-item-id]');
    const count = await items.count();
    expect(count).toBeGreaterThan(10);
    let missingImage: string | null = null;
    for (let i = 0; i < count; i++) {
      const item = items.nth(i);
      const id = (await item.getAttribute('data-item-id'))!;
      if ((await item.getByTestId(`fill-item-${id}-choice`).count()) > 0) await item.getByLabel('Satisfactory', { exact: true }).check();
      if ((await item.getByTestId(`fill-item-${id}-input`).count()) > 0) await item.getByTestId(`fill-item-${id}-input`).fill(`REF-${id}`);
      if ((await item.getByTestId(`fill-item-${id}-remark`).count()) > 0)
        await item.getByTestId(`fill-item-${id}-remark`).fill('Checked on site');
      if ((await item.getByTestId(`fill-item-${id}-image`).count()) > 0) {
        if (missingImage === null) missingImage = id;
        else await item.getByTestId(`fill-item-${id}-image`).setInputFiles(png(`item-${id}.png`, [20, 120, 40]));
      }
    }
    expect(missingImage).not.toBeNull();

    // Material Details: the lowest financial year's bills only, each with its measurement book entries.
    const cards = page.getByTestId('fill-section-material').locator('[data-bill-no]');
    await cards.first().waitFor();
    await expect(cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-bill-no')))).resolves.toEqual(chosen.bills);
    const today = new Date().toISOString().slice(0, 10);
    for (const billNo of chosen.bills) {
      await page.getByTestId(`fill-bill-${billNo}-mbNo`).fill(`MB-${billNo}`);
      await page.getByTestId(`fill-bill-${billNo}-pageNo`).fill('12');
      await typeDate(page.getByTestId(`fill-bill-${billNo}-mbDate`), today);
      await typeDate(page.getByTestId(`fill-bill-${billNo}-checkMeasurementDate`), today);
      await page.getByTestId(`fill-bill-${billNo}-recommendation`).selectOption('true');
    }
    await expect(page.getByTestId('fill-material').getAttribute('data-valid')).resolves.toBe('true');
    // The hint under Submit says what is still missing, before anything turns red.
    await missingIs(['checklist', 'site', 'photo', 'recommendation']);
    await expect(page.getByTestId('fill-submit-hint').innerText()).resolves.toBe(
      [
        'Still needed before the file can be submitted:',
        'Check List: 1 item still needs an answer, a remark or an image.',
        'Work Site: answer all 5 questions.',
        'Work Site: upload the work site photo.',
        'FTO Verification: answer "Do you recommend this work for payment?".',
      ].join('\n'),
    );

    // FTO Verification Details: the checks pass, so the payment question is asked; Yes enables Submit.
    await expect(page.getByTestId('fill-fto').getAttribute('data-fto-errors')).resolves.toBe('0');
    await page.getByTestId('fill-recommend').getByLabel('Yes').check();
    await expect(page.getByTestId('fill-submit').isDisabled()).resolves.toBe(false);
    await missingIs(['checklist', 'site', 'photo']);

    await page.getByTestId('fill-submit').click();
    await expect(page.getByTestId(`fill-item-${missingImage}-image-error`).innerText()).resolves.toBe('Please upload an image.');
    await page.getByTestId(`fill-item-${missingImage}-image`).setInputFiles(png(`item-${missingImage}.png`, [20, 120, 40]));
    await page.getByTestId(`fill-item-${missingImage}-image-preview`).waitFor();
    await expect(loadedImages(page.getByTestId(`fill-item-${missingImage}-image-preview`))).resolves.toEqual([
      { src: expect.stringMatching(/^data:image\/png;base64,/), width: 2 },
    ]);
    await expect(page.getByTestId(`fill-item-${missingImage}-image-error`).count()).resolves.toBe(0);

    // Work Site Verification Details: the five answers, then the photo.
    for (const q of ['q1', 'q2', 'q3', 'q4']) await page.getByTestId(`fill-site-${q}`).getByLabel('Verified Found Satisfactory').check();
    await page.getByTestId('fill-submit').click();
    await toast('Please answer all 5 questions.');
    await page.getByTestId('fill-site-q5').getByLabel('Verified Found Satisfactory').check();
    await page.getByTestId('fill-submit').click();
    await toast('Please upload a work site photo.');
    await page.getByTestId('fill-site-photo').setInputFiles(png('site.png', [200, 160, 40]));
    await page.getByTestId('fill-site-photo-preview').waitFor();
    await expect(loadedImages(page.getByTestId('fill-site-photo-preview'))).resolves.toMatchObject([{ width: 2 }]);

    await missingIs([]);
    await page.getByTestId('fill-submit-hint').waitFor({ state: 'detached' });
    const alertsBefore = dialogs.length;
    await page.getByTestId('fill-submit').click();
    // Issue 25: every message of the work file is a toast, never a window alert.
    await toast('Verification submitted successfully.');
    expect(dialogs.length).toBe(alertsBefore);
    // The record keeps the uploaded images and the verified role (the browser does not expose a multipart body).
    const record = await officer.agent.post('/api/filever/getFtoLists2').send({ workCode: chosen.work_code }).expect(200);
    expect(record.body.data[0]).toMatchObject({ level: 1, status: 1, submitted_by: LEVEL1.role, submitted_by_name: LEVEL1.name });
    expect(JSON.parse(record.body.data[0].check_list).images[missingImage!]).toMatch(/^filever\/files\//);
    expect(JSON.parse(record.body.data[0].sitedetails).photo).toMatch(/^filever\/files\//);
    await dialog.waitFor({ state: 'detached' });
    // The list is read again: the work is now filed at this level.
    await row.getByTestId('works-filled').waitFor();
    await expect(row.getAttribute('data-filled')).resolves.toBe('true');
    await expect(row.getByTestId('works-not-recommended').count()).resolves.toBe(0);

    // The read-only View: the record and its checks, nothing about submitting.
    await row.getByTestId('works-view').click();
    await page.getByTestId('fill-previous').waitFor();
    await expect(dialog.locator('#fill-dialog-title').innerText()).resolves.toBe(
      `Work File: ${chosen.work_code} - ${chosen.agency_name}\n${chosen.work_name}`,
    );
    await expect(page.getByTestId('fill-previous').innerText()).resolves.toMatch(
      /^Your level submitted this work on .+ \(Satisfactory\)\.$/,
    );
    await expect(dialog.innerText()).resolves.not.toMatch(/\bsubmit(ting)?\b|still needed/i);
    await expect(page.getByTestId('fill-submit').count()).resolves.toBe(0);
    await page.getByTestId('fill-close').click();
    await dialog.waitFor({ state: 'detached' });

    // Issue 25: a register link that is not a web link (a compromised MIS page's javascript:) is no link in the UI either.
    await page.route('**/api/filever/getworkData2', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { works: { work_code: string; wrkreg_link: string | null }[] };
      for (const w of body.works) if (w.work_code === chosen.work_code) w.wrkreg_link = 'javascript:alert(document.cookie)';
      await route.fulfill({ response: answer, json: body });
    });
    await page.reload();
    await page.getByTestId('works-search').fill(chosen.work_code.toLowerCase());
    await row.locator('[data-testid="works-register"][data-has-link="false"]').waitFor();
    const popups: string[] = [];
    page.context().on('page', (p) => popups.push(p.url()));
    await row.getByTestId('works-register').click();
    await toast('No link available');
    expect(popups).toEqual([]);
    expect(dialogs.length).toBe(alertsBefore);
    await page.unroute('**/api/filever/getworkData2');

    // Close goes back to the summary.
    await page.getByTestId('works-close').click();
    await page.waitForURL(`${base}/fto/fileverify`);
    await page.getByTestId('fto-summary-page').waitFor();
  }, 180000);

  it('the level 2 engineer sees the file in "Works Details Summary by Agency" and opens the level 1 record with its images', async () => {
    await signIn(LEVEL2.mobile, LEVEL2.password);
    // The level 1 page is not for level 2.
    await page.goto(`${base}/fto/fileverify`);
    await expect(page.getByTestId('fto-level-notice').innerText()).resolves.toBe('This page is only for Level 1 officers.');

    await page.goto(`${base}/fto/ftoverify`);
    await expect(page.getByTestId('page-title').innerText()).resolves.toBe('Works Details Summary by Agency');
    const row = page.locator(`[data-testid="upper-row"][data-work-code="${chosen.work_code}"]`);
    await row.waitFor();
    // Issue 24: the Work Name column shows the work's name from the MIS mirror, not the code's third segment.
    await expect(row.locator('td').nth(1).innerText()).resolves.toBe(chosen.work_name);
    await expect(row.getByTestId('upper-submitted-by').innerText()).resolves.toContain(LEVEL1.role);
    await expect(row.getByTestId('upper-status').innerText()).resolves.toBe('Satisfactory');

    await row.getByTestId('upper-fill').click();
    const dialog = page.getByTestId('fill-dialog');
    await expect(dialog.locator('#fill-dialog-title').innerText()).resolves.toBe(
      `Fill Work File: ${chosen.work_code} - ${chosen.agency_name}\n${chosen.work_name}`,
    );
    const previous = page.getByTestId('fill-previous');
    await expect(previous.getAttribute('data-record-level')).resolves.toBe('1');
    await expect(previous.innerText()).resolves.toContain(`Level 1 record: submitted by ${LEVEL1.name} (${LEVEL1.role})`);

    // The level 1 answers are there, and its images come from the server to this officer.
    const first = page.getByTestId('fill-section-checklist').locator('li[data-item-id]').first();
    await expect(first.getByLabel('Satisfactory', { exact: true }).isChecked()).resolves.toBe(true);
    await expect(page.getByTestId(`fill-bill-${chosen.bills[0]}-mbNo`).inputValue()).resolves.toBe(`MB-${chosen.bills[0]}`);
    await expect(page.getByTestId('fill-site-q5').getByLabel('Verified Found Satisfactory').isChecked()).resolves.toBe(true);
    const images = page.locator('[data-testid$="-image-previous"], [data-testid="fill-site-photo-previous"]');
    await images.first().waitFor();
    const loaded = await loadedImages(images);
    expect(loaded.length).toBeGreaterThan(1);
    for (const img of loaded) {
      expect(img.src).toMatch(/^\/api\/filever\/files\/[^/]+$/);
      expect(img.width).toBe(2);
    }
    // The payment recommendation is this officer's own: not carried over from level 1.
    await expect(page.getByTestId('fill-recommend').getByLabel('Yes').isChecked()).resolves.toBe(false);
    await expect(page.getByTestId('fill-submit').isDisabled()).resolves.toBe(true);

    // Reset materials: the bills and FTOs are loaded again from the MIS, and the button rests 300 s.
    const reset = page.getByTestId('fill-reset-materials');
    await reset.click();
    await reset.filter({ hasText: /^Try again in \d+s$/ }).waitFor();
    expect(Number(/\d+/.exec(await reset.innerText())![0])).toBeGreaterThan(290);
    await expect(reset.isDisabled()).resolves.toBe(true);
    await page.getByText('Material bills loaded again from the MIS.').waitFor({ timeout: 45000 });
    await expect(page.getByTestId(`fill-bill-${chosen.bills[0]}-mbNo`).inputValue()).resolves.toBe(`MB-${chosen.bills[0]}`);
    await page.getByTestId('fill-close').click();
    await dialog.waitFor({ state: 'detached' });
    // Opened again, the countdown goes on.
    await row.getByTestId('upper-fill').click();
    await expect(page.getByTestId('fill-reset-materials').innerText()).resolves.toMatch(/^Try again in \d+s$/);
    await page.getByTestId('fill-close').click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('the level 2 engineer files the work as not recommended for payment, with the reason; the list shows it', async () => {
    const reason = 'The MB shows 40 bags of cement, the bill 60.';
    await signIn(LEVEL2.mobile, LEVEL2.password);
    await page.goto(`${base}/fto/ftoverify`);
    const row = page.locator(`[data-testid="upper-row"][data-work-code="${chosen.work_code}"]`);
    await row.waitFor();
    await row.getByTestId('upper-fill').click();
    const dialog = page.getByTestId('fill-dialog');
    const items = page.getByTestId('fill-section-checklist').locator('li[data-item-id]');
    await items.first().waitFor();
    await page.getByTestId('fill-recommend').waitFor();

    // No: the reason is asked, and Submit waits for it; the hint says so, and that this level's images are still to come.
    await page.getByTestId('fill-recommend').getByLabel('No').check();
    await page.getByTestId('fill-reason').waitFor();
    await expect(page.getByTestId('fill-submit').isDisabled()).resolves.toBe(true);
    await missingIs(['checklist', 'photo', 'reason']);
    await page.getByTestId('fill-reason').fill(reason);
    await expect(page.getByTestId('fill-submit').isDisabled()).resolves.toBe(false);
    await missingIs(['checklist', 'photo']);

    // The images of the level below are for reference: this officer uploads the level's own.
    for (let i = 0; i < (await items.count()); i++) {
      const item = items.nth(i);
      const id = (await item.getAttribute('data-item-id'))!;
      if ((await item.getByTestId(`fill-item-${id}-image`).count()) > 0) {
        await item.getByTestId(`fill-item-${id}-image`).setInputFiles(png(`l2-item-${id}.png`, [40, 40, 160]));
      }
    }
    await page.getByTestId('fill-site-photo').setInputFiles(png('l2-site.png', [160, 40, 40]));
    await missingIs([]);
    const alertsBefore = dialogs.length;
    await page.getByTestId('fill-submit').click();
    await toast('Verification submitted successfully.');
    expect(dialogs.length).toBe(alertsBefore);
    await dialog.waitFor({ state: 'detached' });

    // The list shows this level's file as not recommended, with the reason; the record holds both.
    await row.getByTestId('upper-own-not-recommended').waitFor();
    await expect(row.getByTestId('upper-own-not-recommended').innerText()).resolves.toBe(`Not recommended\nReason: ${reason}`);
    await expect(row.getByTestId('upper-not-recommended').count()).resolves.toBe(0);

    // Opened again, the file says it was not recommended and why, and keeps the reason to edit.
    await row.getByTestId('upper-fill').click();
    await expect(page.getByTestId('fill-previous-not-recommended').innerText()).resolves.toBe(
      `Not recommended for payment. Reason: ${reason}`,
    );
    await expect(page.getByTestId('fill-reason').inputValue()).resolves.toBe(reason);
    await page.getByTestId('fill-close').click();
    await dialog.waitFor({ state: 'detached' });
    await ageOtps(harness.app, LEVEL2.mobile, 2);
    const officer = await apiSignIn(harness.app, LEVEL2.mobile, LEVEL2.password);
    const record = await officer.agent.post('/api/filever/getFtoLists2').send({ workCode: chosen.work_code }).expect(200);
    expect(record.body.data[0]).toMatchObject({ level: 2 });
    expect(JSON.parse(record.body.data[0].sitedetails)).toMatchObject({ recommendation: 'No', reason });
  }, 180000);

  it('before its window and after the cycle the level 1 engineer reads when verification is open', async () => {
    const clock = harness.app.get(Clock);
    const dmy = (iso: string) => iso.split('-').reverse().join('/');
    await signIn(LEVEL1.mobile, LEVEL1.password);
    // Between the demo cycle and the administrator's, the next cycle to come is the one shown.
    clock.travelTo(new Date(`${addDays(cycleStart, -3)}T06:30:00Z`));
    await page.goto(`${base}/fto/fileverify`);
    const notice = page.getByTestId('fto-level-notice');
    await expect(notice.innerText()).resolves.toBe(
      `The verification schedule for Level 1 starts from ${dmy(cycleStart)} and ends on ${dmy(addDays(cycleStart, 30))}.`,
    );
    await expect(notice.getAttribute('data-state')).resolves.toBe('not-started');
    clock.travelTo(new Date(`${addDays(cycleStart, 61)}T06:30:00Z`));
    await page.goto(`${base}/fto/showlist?agency=Gram%20Panchayat&year=2025-2026&level=level1`);
    // The answer kept on the device from the first visit shows until the server's arrives.
    await page.locator('[data-testid="fto-level-notice"][data-state="ended"]').waitFor();
    await expect(notice.innerText()).resolves.toBe('The verification schedule has ended. Please wait for the next cycle.');
  });

  it('the assistant executive engineer, no longer mapped, is told the role has no access', async () => {
    await signIn(LEVEL3.mobile, LEVEL3.password);
    await page.goto(`${base}/fto/fileverify`);
    const notice = page.getByTestId('fto-level-notice');
    await expect(notice.innerText()).resolves.toBe('Selected Role Has No Access for This Page');
    await expect(notice.getAttribute('data-state')).resolves.toBe('no-mapping');
  });
});
