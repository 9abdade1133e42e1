import { DataSource } from 'typeorm';
import { JobQueue } from '../../server/src/jobs/job-queue.service.js';
import { NightlyRefreshService } from '../../server/src/scraper/nightly-refresh.service.js';
import { ScraperReadService } from '../../server/src/scraper/scraper-read.service.js';
import { actor, AFZALPUR, KALABURAGI, MYSURU_GP, STATE, type SignedIn } from '../support/actors.js';
import { demoPlaces, startScraperHarness, waitForRun, type ScraperHarness } from '../support/scraper.js';
import { waitUntil } from '../support/wait.js';

// Issue 9: the spiders as BullMQ jobs on real Redis and PostgreSQL, against the fixture MIS.
const GP = '1515001004'; // BADADAL, block 1515001 AFZALPUR, district 1515 KALABURAGI
const GP2 = '1515001005'; // UDACHAN
const GP3 = '1515001006'; // MALLABAD
const OTHER = '1522004003'; // a GP of MYSURU
const GP4 = '1515001007'; // GUDUR
const GP5 = '1515001011'; // CHOUDAPUR
const GP6 = '1515001012'; // DEVAL GHANAGAPUR
const args = (gpcode: string) => ({ zpcode: gpcode.slice(0, 4), tpcode: gpcode.slice(0, 7), gpcode });

describe('Scraper: LoadDynamicGP and workSpiderGp through the API, BullMQ and the fixture MIS', () => {
  let h: ScraperHarness;
  let db: DataSource;
  let tp: SignedIn;
  let admin: SignedIn;
  let outsider: SignedIn;
  let zp: SignedIn;

  beforeAll(async () => {
    h = await startScraperHarness({
      panchayats: [GP, GP2, GP3, OTHER, GP4, GP5, GP6],
      worksPerPanchayat: 12,
      env: { MIS_REFRESH_MAX_PER_NIGHT: '3', MIS_REFRESH_WINDOW_MINUTES: '60' },
    });
    db = h.app.get(DataSource);
    tp = await actor(h.app, 'TP', 'TP-EO', AFZALPUR, 'USER');
    admin = await actor(h.app, 'STATE', 'SADMIN', STATE, 'ADMIN');
    outsider = await actor(h.app, 'GP', 'GP-PDO', MYSURU_GP, 'USER');
    zp = await actor(h.app, 'ZP', 'ZP-CEO', KALABURAGI, 'USER');
  });
  afterAll(() => h?.close());

  const load = (who: SignedIn, spiderName: string, gpcode: string) =>
    who.agent.post('/api/Scraper/loadScrapy').send({ spiderName, args: args(gpcode), currentRole: who.role });

  it("loads a panchayat's works: run completed, every listed work stored with exact values, counts add up", async () => {
    const res = await load(tp, 'LoadDynamicGP', GP).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      code: 'MIS_LOAD_STARTED',
      message: 'Loading works of BADADAL from the MIS has started.',
      params: { what: 'works', panchayat: 'BADADAL' },
      joined: false,
    });
    const run = await waitForRun(tp.agent, res.body.jobId);
    expect(run).toMatchObject({ state: 'completed', spider: 'LoadDynamicGP', panchayat_code: GP, trigger: 'user', error: null });
    const truth = h.fixture.data.works(GP);
    expect(truth.length).toBeGreaterThan(0);
    expect(run).toMatchObject({
      rows_seen: truth.length,
      rows_inserted: truth.length,
      rows_updated: 0,
      rows_unchanged: 0,
      rows_rejected: 0,
    });
    expect(run.pages_fetched).toBeGreaterThanOrEqual(5);

    const stored: Record<string, unknown>[] = await db.query(
      `SELECT work_code, work_status, agency_name, sanction_total::text, paid_inception_wages::text, started_on::text, gone_at
         FROM mis_works WHERE panchayat_code = $1 ORDER BY work_code`,
      [GP],
    );
    expect(stored).toEqual(
      [...truth]
        .sort((a, b) => a.work_code.localeCompare(b.work_code))
        .map((w) => ({
          work_code: w.work_code,
          work_status: w.work_status,
          agency_name: w.agency_name,
          sanction_total: w.sanction_total,
          paid_inception_wages: w.paid_inception_wages,
          started_on: w.started_on,
          gone_at: null,
        })),
    );
    const view = await tp.agent.post('/api/Scraper/getBlockView').send({ currentRole: tp.role, q: 'BADADAL' }).expect(200);
    // The search also finds a panchayat by its Kannada name.
    const byKannada = await tp.agent.post('/api/Scraper/getBlockView').send({ currentRole: tp.role, q: 'ಬಡದಾ' }).expect(200);
    expect(byKannada.body.data.map((r: { panchayat_code: string }) => r.panchayat_code)).toEqual([GP]);
    const count = (status: string) => truth.filter((w) => w.work_status === status).length;
    expect(view.body.data).toEqual([
      expect.objectContaining({
        panchayat_code: GP,
        panchayat_name: 'BADADAL',
        panchayat_name_kn: 'ಬಡದಾಳ',
        block_name: 'AFZALPUR',
        block_name_kn: 'ಅಫಜಲಪುರ',
        total_works: truth.length,
        total_ongoing: count('Ongoing'),
        total_physically_completed: count('Physically Completed'),
        total_suspended: count('Suspended'),
        total_completed: count('Completed'),
        total_other: truth.length - count('Ongoing') - count('Physically Completed') - count('Suspended') - count('Completed'),
        running: [],
      }),
    ]);
    // Every status the page shows adds up to the total (issue 25: Completed and Other shown too).
    const [row] = view.body.data;
    expect(row.total_ongoing + row.total_physically_completed + row.total_suspended + row.total_completed + row.total_other).toBe(
      row.total_works,
    );
    // The rows come as JSON text built by PostgreSQL: written as JSON.stringify writes the answer, the
    // fields in their order, the load times as ISO instants with milliseconds (as a Date is written).
    expect(view.text).toBe(JSON.stringify(view.body));
    expect(view.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(view.body)).toEqual(['success', 'code', 'message', 'params', 'data', 'total']);
    expect(Object.keys(row).slice(0, 9)).toEqual([
      'district_code',
      'district_name',
      'block_code',
      'block_name',
      'panchayat_code',
      'panchayat_name',
      'district_name_kn',
      'block_name_kn',
      'panchayat_name_kn',
    ]);
    const [status] = await db.query(`SELECT works_loaded_at FROM mis_panchayat_status WHERE panchayat_code = $1`, [GP]);
    expect(row.works_loaded_at).toBe((status.works_loaded_at as Date).toISOString());
    expect(row.bills_loaded_at).toBeNull();
    // A load under way shows with its progress, as pg wrote the objects before.
    const [{ id }] = await db.query(
      `INSERT INTO scrape_runs (id, spider, args, district_code, block_code, panchayat_code, trigger, state, queued_at, pages_fetched, pages_expected)
       VALUES (gen_random_uuid(), 'work_spider_gp', '{}', '1515', '1515001', $1, 'user', 'queued', now() - interval '1.0005 seconds', 2, 9)
       RETURNING id`,
      [GP],
    );
    try {
      const running = await tp.agent.post('/api/Scraper/getBlockView').send({ currentRole: tp.role, q: 'BADADAL' }).expect(200);
      expect(running.text).toBe(JSON.stringify(running.body));
      expect(running.body.data[0].running).toEqual([
        { jobId: expect.any(String), spider: 'work_spider_gp', state: 'queued', pages_fetched: 2, pages_expected: 9 },
      ]);
      expect(Object.keys(running.body.data[0].running[0])).toEqual(['jobId', 'spider', 'state', 'pages_fetched', 'pages_expected']);
    } finally {
      await db.query(`DELETE FROM scrape_runs WHERE id = $1`, [id]);
    }
  });

  it('a re-run over an unchanged MIS writes nothing: every row unchanged', async () => {
    const before: { changed_at: Date }[] = await db.query(`SELECT max(changed_at) AS changed_at FROM mis_works WHERE panchayat_code = $1`, [
      GP,
    ]);
    const res = await load(tp, 'LoadDynamicGP', GP).expect(200);
    const run = await waitForRun(tp.agent, res.body.jobId);
    const n = h.fixture.data.works(GP).length;
    expect(run).toMatchObject({ state: 'completed', rows_seen: n, rows_inserted: 0, rows_updated: 0, rows_unchanged: n, rows_gone: 0 });
    const after: { changed_at: Date }[] = await db.query(`SELECT max(changed_at) AS changed_at FROM mis_works WHERE panchayat_code = $1`, [
      GP,
    ]);
    expect(after[0].changed_at).toEqual(before[0].changed_at);
  });

  it('a changed MIS updates the changed work and marks a vanished one gone (never deletes it)', async () => {
    const [first, second] = h.fixture.data.works(GP);
    const third = h.fixture.data.works(GP)[2];
    h.fixture.data.setWorkField(first.work_code, 'work_status', 'Suspended');
    h.fixture.data.removeWork(second.work_code);
    // A status outside the page's named ones still counts, as Other.
    h.fixture.data.setWorkField(third.work_code, 'work_status', 'Approved');
    const res = await load(tp, 'LoadDynamicGP', GP).expect(200);
    const run = await waitForRun(tp.agent, res.body.jobId);
    expect(run).toMatchObject({ state: 'completed', rows_updated: 2, rows_gone: 1, rows_inserted: 0 });
    const rows: { work_code: string; work_status: string; gone: boolean }[] = await db.query(
      `SELECT work_code, work_status, gone_at IS NOT NULL AS gone FROM mis_works WHERE work_code = ANY($1::text[]) ORDER BY work_code`,
      [[first.work_code, second.work_code]],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { work_code: first.work_code, work_status: 'Suspended', gone: false },
        { work_code: second.work_code, work_status: second.work_status, gone: true },
      ]),
    );
    const [status] = await db.query(`SELECT total_works, total_suspended FROM mis_panchayat_status WHERE panchayat_code = $1`, [GP]);
    const truth = h.fixture.data.works(GP);
    expect(status).toEqual({ total_works: truth.length, total_suspended: truth.filter((w) => w.work_status === 'Suspended').length });

    const view = await tp.agent.post('/api/Scraper/getBlockView').send({ currentRole: tp.role, q: 'BADADAL' }).expect(200);
    // The search also finds a panchayat by its Kannada name.
    const byKannada = await tp.agent.post('/api/Scraper/getBlockView').send({ currentRole: tp.role, q: 'ಬಡದಾ' }).expect(200);
    expect(byKannada.body.data.map((r: { panchayat_code: string }) => r.panchayat_code)).toEqual([GP]);
    const [row] = view.body.data;
    expect(row.total_other).toBe(1);
    expect(row.total_completed).toBe(truth.filter((w) => w.work_status === 'Completed').length);
    expect(row.total_ongoing + row.total_physically_completed + row.total_suspended + row.total_completed + row.total_other).toBe(
      truth.length,
    );
  });

  it('workSpiderGp stores the register links, every material bill and every FTO row; unpaid bills read "FTO Not Generated"', async () => {
    const res = await load(tp, 'workSpiderGp', GP).expect(200);
    expect(res.body.message).toBe('Loading material bills and FTOs of BADADAL from the MIS has started.');
    const run = await waitForRun(tp.agent, res.body.jobId, 60000);
    expect(run).toMatchObject({ state: 'completed', rows_rejected: 0, error: null });
    expect(run.rows_seen).toBe(Number(run.rows_inserted));

    const bills = h.fixture.data.bills(GP);
    const [{ n: storedBills }] = await db.query(`SELECT count(*)::int AS n FROM mis_material_bills WHERE panchayat_code = $1`, [GP]);
    expect(storedBills).toBe(bills.length);
    const ftoRows = h.fixture.data.ftos(GP).flatMap((f) => f.rows);
    const [{ n: storedFto }] = await db.query(`SELECT count(*)::int AS n FROM mis_fto_transactions WHERE panchayat_code = $1`, [GP]);
    expect(storedFto).toBe(ftoRows.length);
    const [status] = await db.query(
      `SELECT work_register_url, total_bills, register_changed_at FROM mis_panchayat_status WHERE panchayat_code = $1`,
      [GP],
    );
    expect(status.work_register_url).toMatch(/work_register\.aspx\?.*Digest=/);
    expect(status.total_bills).toBe(bills.length);
    // The register's rows were written: stamped (the kept works lists showing its links are read again).
    expect(status.register_changed_at).toBeInstanceOf(Date);

    // A bill whose voucher no FTO carries is reported as such, from the mirror alone.
    const paidVouchers = new Set(ftoRows.map((r) => r.voucher_no));
    const unpaid = bills.find((b) => b.voucher_no && !paidVouchers.has(b.voucher_no));
    expect(unpaid).toBeDefined();
    const read = await h.app.get(ScraperReadService).billsOfWork(unpaid!.work_code);
    expect(read.find((b) => b.voucher_no === unpaid!.voucher_no)).toMatchObject({ fto_status: 'FTO Not Generated', ftos: [] });

    const again = await load(tp, 'workSpiderGp', GP).expect(200);
    const rerun = await waitForRun(tp.agent, again.body.jobId, 60000);
    expect(rerun).toMatchObject({ state: 'completed', rows_inserted: 0, rows_updated: 0, rows_unchanged: run.rows_seen });
    // Nothing written: the register stamp stays.
    const [after] = await db.query(`SELECT register_changed_at FROM mis_panchayat_status WHERE panchayat_code = $1`, [GP]);
    expect(after.register_changed_at).toEqual(status.register_changed_at);
  });

  it('a second click while a load runs joins it: one job, one run record', async () => {
    const [a, b] = await Promise.all([load(tp, 'LoadDynamicGP', GP2), load(tp, 'LoadDynamicGP', GP2)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.jobId).toBe(b.body.jobId);
    expect([a.body.joined, b.body.joined].sort()).toEqual([false, true]);
    const joined = [a, b].find((r) => r.body.joined)!;
    expect(joined.body.message).toBe('Loading works of UDACHAN is already under way; following it.');
    await waitForRun(tp.agent, a.body.jobId);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM scrape_runs WHERE panchayat_code = $1 AND spider = 'LoadDynamicGP'`, [
      GP2,
    ]);
    expect(n).toBe(1);
  });

  it('refuses an unknown spider, codes that do not nest, unknown codes (400) and a panchayat outside the role (403)', async () => {
    const bad = await tp.agent
      .post('/api/Scraper/loadScrapy')
      .send({ spiderName: 'rm -rf', args: args(GP), currentRole: tp.role })
      .expect(400);
    expect(bad.body).toMatchObject({
      success: false,
      code: 'SPIDER_INVALID',
      message: 'spiderName must be one of LoadDynamicGP, workSpiderGp',
      params: { names: 'LoadDynamicGP, workSpiderGp' },
    });
    const nest = await tp.agent
      .post('/api/Scraper/loadScrapy')
      .send({ spiderName: 'LoadDynamicGP', args: { zpcode: '1515', tpcode: '1515006', gpcode: GP }, currentRole: tp.role })
      .expect(400);
    expect(nest.body.message).toBe('Panchayat 1515001004 lies in block 1515001 of district 1515, not in block 1515006 of district 1515.');
    const unknown = await load(tp, 'LoadDynamicGP', '1515001999').expect(400);
    expect(unknown.body.message).toBe('Panchayat 1515001999 does not exist.');
    const shape = await tp.agent
      .post('/api/Scraper/loadScrapy')
      .send({ spiderName: 'LoadDynamicGP', args: { zpcode: '15', tpcode: '1515001', gpcode: GP }, currentRole: tp.role })
      .expect(400);
    expect(shape.body.message).toMatch(/zpcode must be a 4-digit district code/);
    const far = await load(tp, 'LoadDynamicGP', OTHER).expect(403);
    expect(far.body.message).toMatch(/^Panchayat [A-Z .]+ \(1522004003\) is outside your jurisdiction\.$/);
    await load(outsider, 'LoadDynamicGP', GP).expect(403);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM scrape_runs WHERE panchayat_code = $1`, [OTHER]);
    expect(n).toBe(0);
  });

  it('a page in a changed layout fails the run with the missing column named and stores nothing of it', async () => {
    h.fixture.addFault({ page: 'dynamic_work_details', kind: 'layout-broken', panchayat: GP3 });
    try {
      const res = await load(tp, 'LoadDynamicGP', GP3).expect(200);
      const run = await waitForRun(tp.agent, res.body.jobId);
      expect(run.state).toBe('failed');
      expect(run.error).toMatch(/dynamic_work_details\.aspx: .*(column|header)/i);
      expect(run.attempts).toBe(1); // a changed layout is not retried
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM mis_works WHERE panchayat_code = $1`, [GP3]);
      expect(n).toBe(0);
    } finally {
      h.fixture.clearFaults();
    }
  });

  it('URL TEMPERED once: the attempt fails, the retry harvests fresh links and completes', async () => {
    h.fixture.addFault({ page: 'dynamic_work_details', kind: 'url-tempered', panchayat: GP3, times: 1 });
    try {
      const res = await load(tp, 'LoadDynamicGP', GP3).expect(200);
      const run = await waitForRun(tp.agent, res.body.jobId, 60000);
      expect(run).toMatchObject({ state: 'completed', attempts: 2, rows_inserted: h.fixture.data.works(GP3).length });
    } finally {
      h.fixture.clearFaults();
    }
  });

  it('an empty panchayat on the MIS is stored as zero works (its earlier works marked gone), not as a failure', async () => {
    h.fixture.addFault({ page: 'dynamic_work_details', kind: 'empty', panchayat: GP3 });
    try {
      const res = await load(tp, 'LoadDynamicGP', GP3).expect(200);
      const run = await waitForRun(tp.agent, res.body.jobId);
      const before = h.fixture.data.works(GP3).length;
      expect(run).toMatchObject({ state: 'completed', rows_seen: 0, rows_gone: before, error: null });
      const [status] = await db.query(
        `SELECT total_works, works_loaded_at IS NOT NULL AS loaded FROM mis_panchayat_status WHERE panchayat_code = $1`,
        [GP3],
      );
      expect(status).toEqual({ total_works: 0, loaded: true });
    } finally {
      h.fixture.clearFaults();
    }
  });

  it('the nightly refresh queues the panchayats loaded longest ago (never first), both spiders, spread over the window, once a night', async () => {
    const refresh = h.app.get(NightlyRefreshService);
    const night = new Date('2026-11-24T01:00:00+05:30');
    await expect(refresh.planNight(night)).resolves.toBe(3);
    await expect(refresh.planNight(night)).resolves.toBe(0); // planned already (another process, or a second tick)
    const runs: { panchayat_code: string; spider: string }[] = await db.query(
      `SELECT panchayat_code, spider FROM scrape_runs WHERE trigger = 'nightly' ORDER BY panchayat_code, spider`,
    );
    const neverLoaded: { panchayat_code: string }[] = await db.query(
      `SELECT p.panchayat_code FROM panchayats p LEFT JOIN mis_panchayat_status s USING (panchayat_code)
        WHERE s.works_loaded_at IS NULL ORDER BY p.panchayat_code LIMIT 3`,
    );
    expect(runs).toEqual(
      neverLoaded.flatMap(({ panchayat_code }) => [
        { panchayat_code, spider: 'LoadDynamicGP' },
        { panchayat_code, spider: 'workSpiderGp' },
      ]),
    );
    // The third panchayat waits two thirds of the window (40 of 60 minutes).
    const [last] = await db.query(`SELECT id FROM scrape_runs WHERE trigger = 'nightly' AND panchayat_code = $1 LIMIT 1`, [
      neverLoaded[2].panchayat_code,
    ]);
    await expect(h.app.get(JobQueue).status('scraper', last.id)).resolves.toMatchObject({ state: 'delayed' });
  });

  it('the Jobs list: administrators see runs with counts, filtered and paged; others are refused', async () => {
    const res = await admin.agent
      .get('/api/Scraper/jobs')
      .query({ filter: JSON.stringify({ panchayat_code: GP, spider: 'LoadDynamicGP' }), range: '[0,1]', sort: '["queued_at","DESC"]' })
      .expect(200);
    expect(res.headers['content-range']).toMatch(/^Scraper\/jobs 0-1\/3$/);
    expect(res.body).toHaveLength(2);
    // The changed-MIS run above: one work suspended, one of a status outside the named ones.
    expect(res.body[0]).toMatchObject({ spider: 'LoadDynamicGP', panchayat_code: GP, state: 'completed', rows_updated: 2 });
    // Who started each load by name, and the panchayat by name (issue 25).
    const [starter] = await db.query(`SELECT name FROM users WHERE id = $1`, [res.body[0].requested_by]);
    expect(res.body[0]).toMatchObject({
      trigger: 'user',
      requested_by_name: starter.name,
      panchayat_name: 'BADADAL',
      panchayat_name_kn: 'ಬಡದಾಳ',
    });
    expect(typeof starter.name).toBe('string');
    await tp.agent.get('/api/Scraper/jobs').expect(403);
    // A run outside the caller's jurisdiction is not found for them.
    await outsider.agent.get(`/api/Scraper/jobs/${res.body[0].id}`).expect(404);
    await tp.agent.get('/api/Scraper/jobs/not-a-uuid').expect(404);
  });

  it('Block view is scoped to the role: TP its block, GP itself, STATE everything (paged)', async () => {
    const mine = await tp.agent.post('/api/Scraper/getBlockView').send({ currentRole: tp.role, perPage: 500 }).expect(200);
    expect(mine.body.total).toBe(8);
    expect(mine.body.data.every((r: { block_code: string }) => r.block_code === '1515001')).toBe(true);
    const gp = await outsider.agent.post('/api/Scraper/getBlockView').send({ currentRole: outsider.role }).expect(200);
    expect(gp.body.data.map((r: { panchayat_code: string }) => r.panchayat_code)).toEqual([OTHER]);
    const all = await admin.agent.post('/api/Scraper/getBlockView').send({ currentRole: admin.role, perPage: 10, page: 2 }).expect(200);
    expect(all.body.total).toBe(103);
    expect(all.body.data).toHaveLength(10);
    const none = await tp.agent.post('/api/Scraper/getBlockView').send({ currentRole: tp.role, q: 'NO SUCH PLACE' }).expect(200);
    expect(none.body).toMatchObject({ success: true, data: [], total: 0, code: 'NO_DATA', message: 'No data available' });
    await tp.agent.post('/api/Scraper/getBlockView').send({ currentRole: tp.role, perPage: 501 }).expect(400);
  });

  it('a row the spider must reject (a work code of another panchayat, a malformed code) is counted, its reason recorded in the run, and not stored', async () => {
    // The MIS lists two rows under GUDUR that cannot be GUDUR's works.
    const foreign = h.fixture.data.addWork(GP4);
    const foreignCode = foreign.replace(/^\d{10}\//, `${GP2}/`);
    h.fixture.data.setWorkField(foreign, 'work_code', foreignCode);
    const odd = h.fixture.data.addWork(GP4);
    const oddCode = `${GP4}/XX/12`;
    h.fixture.data.setWorkField(odd, 'work_code', oddCode);
    const listed = h.fixture.data.works(GP4);
    expect(listed.map((w) => w.work_code)).toEqual(expect.arrayContaining([foreignCode, oddCode]));
    expect(h.fixture.data.works(GP2).map((w) => w.work_code)).not.toContain(foreignCode);
    const valid = listed.filter((w) => w.work_code !== foreignCode && w.work_code !== oddCode);

    const res = await load(tp, 'LoadDynamicGP', GP4).expect(200);
    const run = await waitForRun(tp.agent, res.body.jobId);
    expect(run).toMatchObject({
      state: 'completed',
      error: null,
      rows_seen: listed.length,
      rows_inserted: valid.length,
      rows_updated: 0,
      rows_unchanged: 0,
      rows_rejected: 2,
      rows_gone: 0,
    });
    expect(run.rejections).toEqual(
      expect.arrayContaining([
        { row: foreignCode, reason: `the work code does not belong to panchayat ${GP4} or its block` },
        { row: oddCode, reason: `"${oddCode}" is not a work code` },
      ]),
    );
    expect(run.rejections).toHaveLength(2);

    const stored: { work_code: string }[] = await db.query(`SELECT work_code FROM mis_works WHERE panchayat_code = $1 ORDER BY work_code`, [
      GP4,
    ]);
    expect(stored.map((r) => r.work_code)).toEqual(valid.map((w) => w.work_code).sort());
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM mis_works WHERE work_code = ANY($1::text[])`, [[foreignCode, oddCode]]);
    expect(n).toBe(0);
    const [status] = await db.query(`SELECT total_works FROM mis_panchayat_status WHERE panchayat_code = $1`, [GP4]);
    expect(status).toEqual({ total_works: valid.length });
  });

  it('a truncated works page fails the run at once with the reason in it, and leaves the mirror as it was (no half page, nothing marked gone)', async () => {
    const snapshot = async () => ({
      works: await db.query(
        `SELECT work_code, work_status, content_hash, changed_at, gone_at FROM mis_works WHERE panchayat_code = $1 ORDER BY work_code`,
        [GP2],
      ),
      status: await db.query(`SELECT * FROM mis_panchayat_status WHERE panchayat_code = $1`, [GP2]),
    });
    const before = await snapshot();
    expect(before.works).toHaveLength(h.fixture.data.works(GP2).length); // loaded by the join test
    // The MIS changed a work listed before the cut: a half-stored page would show it.
    const [first] = h.fixture.data.works(GP2);
    const changed = first.work_status === 'Suspended' ? 'Ongoing' : 'Suspended';
    h.fixture.data.setWorkField(first.work_code, 'work_status', changed);
    h.fixture.addFault({ page: 'dynamic_work_details', kind: 'truncated', panchayat: GP2 });
    try {
      const res = await load(tp, 'LoadDynamicGP', GP2).expect(200);
      const run = await waitForRun(tp.agent, res.body.jobId);
      expect(run).toMatchObject({ state: 'failed', attempts: 1, rows_seen: 0, rows_inserted: 0, rows_updated: 0, rows_gone: 0 });
      expect(run.error).toMatch(
        /^dynamic_work_details\.aspx: the async answer ends inside record \d+ \(updatePanel [^)]+\): \d+ characters announced, \d+ present$/,
      );
      expect(await snapshot()).toEqual(before);
    } finally {
      h.fixture.clearFaults();
      h.fixture.data.setWorkField(first.work_code, 'work_status', first.work_status);
    }
  });

  it('an MIS error page on every try: the run waits for its retry with the reason, then fails after three attempts; nothing stored', async () => {
    const ERROR_PAGE =
      'dynamic_work_details.aspx: the MIS redirected to its error page (/netnrega/error.html?aspxerrorpath=/netnrega/dynamic_work_details.aspx)';
    h.fixture.addFault({ page: 'dynamic_work_details', kind: 'redirect-error', panchayat: GP5 });
    try {
      const res = await load(tp, 'LoadDynamicGP', GP5).expect(200);
      // Between attempts (backoff 5 s, then 10 s) the run is queued again and says why.
      const between = await waitUntil(
        'the run queued again after its first attempt',
        async () => {
          const { body } = await tp.agent.get(`/api/Scraper/jobs/${res.body.jobId}`).expect(200);
          expect(body.data.state).not.toBe('failed');
          return body.data.state === 'queued' && body.data.attempts >= 1 ? (body.data as Record<string, unknown>) : undefined;
        },
        { everyMs: 100 },
      );
      expect(between).toMatchObject({ state: 'queued', error: `Attempt failed, retrying: ${ERROR_PAGE}`, finished_at: null });
      const run = await waitForRun(tp.agent, res.body.jobId, 55000);
      expect(run).toMatchObject({ state: 'failed', attempts: 3, error: ERROR_PAGE, rows_seen: 0, rows_inserted: 0 });
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM mis_works WHERE panchayat_code = $1`, [GP5]);
      expect(n).toBe(0);
      const status = await db.query(
        `SELECT works_loaded_at FROM mis_panchayat_status WHERE panchayat_code = $1 AND works_loaded_at IS NOT NULL`,
        [GP5],
      );
      expect(status).toEqual([]);
    } finally {
      h.fixture.clearFaults();
    }
  }, 90000);

  it('the run records who asked and when: requested_by the officer, queued_at <= started_at <= finished_at', async () => {
    const asked = Date.now();
    const res = await load(zp, 'LoadDynamicGP', GP6).expect(200);
    const run = await waitForRun(zp.agent, res.body.jobId);
    const seen = Date.now();
    expect(run).toMatchObject({ state: 'completed', trigger: 'user', requested_by: zp.userId, attempts: 1 });
    const [queued, started, finished] = [run.queued_at, run.started_at, run.finished_at].map((t) => Date.parse(String(t)));
    expect([queued, started, finished].every(Number.isFinite)).toBe(true);
    expect(queued).toBeLessThanOrEqual(started);
    expect(started).toBeLessThanOrEqual(finished);
    // Within the request and the poll that saw it end (a second of slack for the clocks' rounding).
    expect(queued).toBeGreaterThanOrEqual(asked - 1000);
    expect(finished).toBeLessThanOrEqual(seen + 1000);
    // Every run of this file: the same order, and who asked (nobody for the nightly refresh).
    const runs: { trigger: string; requested_by: number | null; ordered: boolean }[] = await db.query(
      `SELECT trigger, requested_by,
              (started_at IS NULL OR queued_at <= started_at) AND (finished_at IS NULL OR started_at <= finished_at) AS ordered
         FROM scrape_runs`,
    );
    expect(runs.every((r) => r.ordered)).toBe(true);
    expect(runs.filter((r) => r.trigger === 'nightly').every((r) => r.requested_by === null)).toBe(true);
    expect(runs.filter((r) => r.trigger === 'user').every((r) => [tp.userId, zp.userId].includes(r.requested_by!))).toBe(true);
  });

  it('Block view for a ZP officer: the panchayats of its district only', async () => {
    const district = [...demoPlaces().values()].filter((p) => p.district_code === '1515');
    const mine = await zp.agent.post('/api/Scraper/getBlockView').send({ currentRole: zp.role, perPage: 500 }).expect(200);
    expect(mine.body.total).toBe(24);
    expect(mine.body.data.map((r: { panchayat_code: string }) => r.panchayat_code).sort()).toEqual(
      district.map((p) => p.panchayat_code).sort(),
    );
    expect([...new Set(mine.body.data.map((r: { block_code: string }) => r.block_code))].sort()).toEqual(['1515001', '1515006', '1515007']);
    expect(mine.body.data.every((r: { district_code: string }) => r.district_code === '1515')).toBe(true);
    expect(mine.body.data.find((r: { panchayat_code: string }) => r.panchayat_code === GP)).toMatchObject({
      panchayat_name: 'BADADAL',
      total_works: h.fixture.data.works(GP).length,
    });
    // A block of another district, or a panchayat of one, is not in its view.
    const far = await zp.agent.post('/api/Scraper/getBlockView').send({ currentRole: zp.role, block_code: '1522004' }).expect(200);
    expect(far.body).toMatchObject({ success: true, data: [], total: 0, code: 'NO_DATA', message: 'No data available' });
    const other = await zp.agent.post('/api/Scraper/getBlockView').send({ currentRole: zp.role, q: OTHER }).expect(200);
    expect(other.body.total).toBe(0);
    const block = await zp.agent
      .post('/api/Scraper/getBlockView')
      .send({ currentRole: zp.role, block_code: '1515006', perPage: 500 })
      .expect(200);
    expect(block.body.total).toBe(8);
    expect(block.body.data.every((r: { block_code: string }) => r.block_code === '1515006')).toBe(true);
  });

  it('the Jobs list filters by state: completed, failed, queued', async () => {
    const list = (filter: Record<string, string>) =>
      admin.agent
        .get('/api/Scraper/jobs')
        .query({ filter: JSON.stringify(filter), range: '[0,99]' })
        .expect(200);
    const count = async (where: string, params: unknown[]) =>
      (await db.query(`SELECT count(*)::int AS n FROM scrape_runs WHERE ${where}`, params))[0].n as number;

    // BADADAL: three loads of works and two of bills, all completed.
    const done = await list({ state: 'completed', panchayat_code: GP });
    expect(done.headers['content-range']).toBe('Scraper/jobs 0-4/5');
    expect(done.body.map((r: { state: string }) => r.state)).toEqual(Array(5).fill('completed'));
    expect(await count(`state = 'completed' AND panchayat_code = $1`, [GP])).toBe(5);
    const doneWorks = await list({ state: 'completed', panchayat_code: GP, spider: 'workSpiderGp' });
    expect(doneWorks.body).toHaveLength(2);

    // The block's failed loads of works: the changed layout (MALLABAD), the truncated page (UDACHAN), the error page (CHOUDAPUR).
    const failed = await list({ state: 'failed', spider: 'LoadDynamicGP', block_code: '1515001' });
    expect(failed.headers['content-range']).toBe('Scraper/jobs 0-2/3');
    expect(failed.body.map((r: { panchayat_code: string }) => r.panchayat_code).sort()).toEqual([GP3, GP2, GP5].sort());
    for (const run of failed.body) {
      expect(run).toMatchObject({ state: 'failed', error: expect.stringMatching(/^dynamic_work_details\.aspx: /) });
      expect(run.finished_at).not.toBeNull();
    }
    // MALLABAD also completed twice (URL TEMPERED retried, the empty panchayat): the filter keeps them apart.
    expect((await list({ state: 'completed', panchayat_code: GP3 })).body).toHaveLength(2);
    expect((await list({ state: 'failed', panchayat_code: GP3 })).body).toHaveLength(1);

    // The last panchayat of the night waits 40 minutes: both its runs are queued.
    const [last] = await db.query(`SELECT panchayat_code FROM scrape_runs WHERE trigger = 'nightly' ORDER BY panchayat_code DESC LIMIT 1`);
    const queued = await list({ state: 'queued', panchayat_code: last.panchayat_code });
    expect(queued.body.map((r: { spider: string; state: string }) => [r.spider, r.state]).sort()).toEqual([
      ['LoadDynamicGP', 'queued'],
      ['workSpiderGp', 'queued'],
    ]);
    expect((await list({ state: 'completed', panchayat_code: last.panchayat_code })).body).toEqual([]);

    // Block view shows those unfinished loads on the panchayat's row (a reloaded page keeps the progress).
    const view = await admin.agent
      .post('/api/Scraper/getBlockView')
      .send({ currentRole: admin.role, q: last.panchayat_code, perPage: 10 })
      .expect(200);
    const row = view.body.data.find((r: { panchayat_code: string }) => r.panchayat_code === last.panchayat_code);
    const bySpider = (a: { spider: string }, b: { spider: string }) => a.spider.localeCompare(b.spider);
    expect([...row.running].sort(bySpider)).toEqual(
      [...queued.body].sort(bySpider).map((r: { id: string; spider: string }) => ({
        jobId: r.id,
        spider: r.spider,
        state: 'queued',
        pages_fetched: 0,
        pages_expected: 0,
      })),
    );
  });
});
