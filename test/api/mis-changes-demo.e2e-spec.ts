import { DataSource } from 'typeorm';
import { NEXT_NIGHT_BILL, NEXT_NIGHT_RAISE, NextNightDemoService } from '../../server/src/dev/seeds/next-night-demo.service.js';
import { DEMO_OFFICER_PASSWORD, DemoSeedService } from '../../server/src/dev/seeds/demo-seed.service.js';
import { EvidenceDemoSeedService } from '../../server/src/dev/seeds/evidence-demo-seed.service.js';
import { startFixtureMis } from '../../server/src/dev/fixture-mis/index.js';
import { signIn } from '../support/auth.js';
import { loadPanchayats } from '../support/fto.js';
import { demoPlaces, startScraperHarness, type ScraperHarness } from '../support/scraper.js';
import { waitUntil } from '../support/wait.js';

const AFZALPUR_GPS = [...demoPlaces().values()].filter((p) => p.block_code === '1515001').map((p) => p.panchayat_code);

// Issue 29 (Demo): the fixture MIS's next day changes a few AFZALPUR works, two of them filed at
// level 1 by the demo officer; the next night's load runs once and the changes page shows them.
describe('MIS changes demo: the next night', () => {
  let h: ScraperHarness;
  let db: DataSource;

  beforeAll(async () => {
    h = await startScraperHarness({ panchayats: AFZALPUR_GPS, worksPerPanchayat: 24 });
    db = h.app.get(DataSource);
    await h.app.get(DemoSeedService).run();
    await loadPanchayats(h.app, AFZALPUR_GPS, 120000);
    await h.app.get(EvidenceDemoSeedService).fileWhenLoaded(60000, 200);
  }, 240000);
  afterAll(() => h?.close());

  const waitForNightly = () =>
    waitUntil(
      'the next-night loads to finish',
      async () => {
        const [{ open, failed }] = await db.query(
          `SELECT count(*) FILTER (WHERE state IN ('queued', 'active'))::int AS open, count(*) FILTER (WHERE state = 'failed')::int AS failed
             FROM scrape_runs WHERE trigger = 'nightly'`,
        );
        if (failed) throw new Error('a next-night load failed');
        return !open;
      },
      { timeoutMs: 90000, everyMs: 200 },
    );

  it('changes two filed works, pays a bill and drops a work; the next night is loaded once and kept in the history', async () => {
    const service = h.app.get(NextNightDemoService);
    const first = await service.run(h.fixture.data);
    expect(first).not.toBeNull();
    const { plan, queued } = first!;
    expect(queued).toBeGreaterThanOrEqual(2);
    const filed: { work_code: string }[] = await db.query(
      `SELECT v.work_code FROM fto_verifications v JOIN users u ON u.id = v.user_id WHERE u.mobile_number = '9000000011' AND v.level = 1`,
    );
    const filedCodes = filed.map((f) => f.work_code);
    expect(filedCodes).toEqual(expect.arrayContaining([plan.raised, plan.billed]));
    await waitForNightly();

    const history: { source: string; change: string; work_code: string; row_key: string; fields: Record<string, [number, number]> }[] =
      await db.query(
        `SELECT h.source, h.change, h.work_code, h.row_key, h.fields FROM mis_history h
           JOIN scrape_runs r ON r.id = h.run_id WHERE r.trigger = 'nightly' AND h.source IN ('work', 'bill') ORDER BY h.source, h.change, h.row_key`,
      );
    const raised = history.find((e) => e.source === 'work' && e.work_code === plan.raised)!;
    expect(raised.change).toBe('changed');
    expect(raised.fields.paid_inception_material[1] - raised.fields.paid_inception_material[0]).toBe(NEXT_NIGHT_RAISE);
    expect(history.find((e) => e.source === 'work' && e.work_code === plan.gone)).toMatchObject({ change: 'gone' });
    expect(history.find((e) => e.source === 'bill' && e.work_code === plan.billed)).toMatchObject({
      change: 'added',
      fields: expect.objectContaining({ due: [null, NEXT_NIGHT_BILL], bill_date: [null, plan.day] }),
    });
    expect(history.find((e) => e.row_key === `${plan.paid.work_code}|v:${plan.paid.voucher_no}`)).toMatchObject({ change: 'changed' });
    expect(history.filter((e) => e.source === 'work')).toHaveLength(2);
    expect(history.filter((e) => e.source === 'bill')).toHaveLength(2);

    // The level 2 officer sees them on the changes page of the taluk.
    const { agent } = await signIn(h.app, '9000000012', DEMO_OFFICER_PASSWORD);
    const page = await agent.get(`/api/mis-changes?filter=${encodeURIComponent(JSON.stringify({ kind: 'amounts-changed' }))}`).expect(200);
    expect(page.body.map((w: { id: string }) => w.id)).toContain(plan.raised);

    // Changed after verification (item 3): level 2 sees both filed works flagged with their differences,
    // and the state administrator sees them in AFZALPUR's reconciliation row.
    const level2 = await agent.post('/api/filever/getFtoLists').send({}).expect(200);
    const rows = level2.body.data as { work_code: string; mis_changed: { expenditure_delta: number; bills_added: number } | null }[];
    expect(rows.find((r) => r.work_code === plan.raised)?.mis_changed).toMatchObject({ expenditure_delta: NEXT_NIGHT_RAISE });
    expect(rows.find((r) => r.work_code === plan.billed)?.mis_changed).toMatchObject({ bills_added: 1 });
    expect(rows.filter((r) => r.mis_changed).length).toBeGreaterThanOrEqual(2);
    const state = await signIn(h.app, '9999999999', 'Admin@2024');
    const report = await state.agent.get('/api/reconciliation').expect(200);
    const afzalpur = (report.body.rows as { block_code: string; changed: number }[]).find((r) => r.block_code === '1515001');
    expect(afzalpur?.changed).toBeGreaterThanOrEqual(2);

    // Idempotent: run again (a restart finds the next night loaded) changes nothing more and loads nothing.
    const count = async () => (await db.query(`SELECT count(*)::int AS n FROM mis_history`))[0].n as number;
    const n = await count();
    const again = await service.run(h.fixture.data);
    expect(again).toEqual({ plan, queued: 0 });
    await loadPanchayats(h.app, [plan.raised.slice(0, 10)], 60000);
    expect(await count()).toBe(n);
  }, 240000);

  it("after a restart (a freshly generated fixture MIS) the same works are changed again, nothing loaded: the MIS stays the next day's", async () => {
    const service = h.app.get(NextNightDemoService);
    const kept = (await service.run(h.fixture.data))!.plan;
    const fresh = await startFixtureMis({
      seed: 7,
      panchayats: AFZALPUR_GPS.map((code) => demoPlaces().get(code)!),
      worksPerPanchayat: 24,
    });
    try {
      const again = await service.run(fresh.data);
      expect(again).toEqual({ plan: kept, queued: 0 });
      const [stored] = await db.query(`SELECT paid_inception_material::float AS m FROM mis_works WHERE work_code = $1`, [kept.raised]);
      expect(Number(fresh.data.findWork(kept.raised)!.work.row.paid_inception_material)).toBe(stored.m);
      expect(fresh.data.findWork(kept.gone)).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
