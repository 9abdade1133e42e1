import { DataSource } from 'typeorm';
import { JobRegistry } from '../../server/src/jobs/job-registry.js';
import { startWorkers } from '../../server/src/jobs/job-worker.js';
import { Redis } from 'ioredis';
import { actor, AFZALPUR, type SignedIn } from '../support/actors.js';
import { requireBuild, startNode } from '../support/processes.js';
import { startScraperHarness, waitForRun, type ScraperHarness } from '../support/scraper.js';
import { testDatabaseUrl, testRedisUrl } from '../support/test-app.js';
import { waitUntil } from '../support/wait.js';

// Issue 9: a worker killed with SIGKILL in the middle of a job. Its job is handed back when its
// lock lapses (stalled), another worker runs it again, and the mirror ends exactly right.
const GP = '1515001004';

describe('Scraper: a worker killed mid-job', () => {
  let h: ScraperHarness;
  let tp: SignedIn;

  beforeAll(async () => {
    requireBuild();
    h = await startScraperHarness({ panchayats: [GP], worksPerPanchayat: 30, workers: false });
    tp = await actor(h.app, 'TP', 'TP-EO', AFZALPUR, 'USER');
  });
  afterAll(() => h?.close());

  it('leaves no partial page, and the job completes on the next worker with the full mirror', async () => {
    const slow = { page: 'work_register_detail' as const, kind: 'slow' as const, ms: 250 };
    h.fixture.addFault(slow);
    const worker = startNode('worker.js', {
      NODE_ENV: 'test',
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: testRedisUrl(),
      MIS_BASE_URL: h.fixture.baseUrl,
      MIS_RATE_PER_SECOND: '500',
      MIS_CONCURRENCY: '2',
      JOB_QUEUE_PREFIX: h.config.jobs.prefix,
      JOB_LOCK_MS: '2000',
      JOB_STALLED_INTERVAL_MS: '1000',
      DATA_DIR: h.config.dataDir,
      LOG_LEVEL: 'warn',
    });
    let connection: Redis | null = null;
    try {
      await worker.waitFor(/Worker started/);
      const res = await tp.agent
        .post('/api/Scraper/loadScrapy')
        .send({ spiderName: 'workSpiderGp', args: { zpcode: '1515', tpcode: '1515001', gpcode: GP }, currentRole: tp.role })
        .expect(200);
      const jobId: string = res.body.jobId;
      const db = h.app.get(DataSource);
      // Wait until the worker is well into the Part B pages, then kill it without warning.
      let run: unknown;
      await waitUntil(
        () => `the job to get going: ${JSON.stringify(run)}\n${worker.output()}`,
        async () => {
          [run] = await db.query(`SELECT state, pages_fetched FROM scrape_runs WHERE id = $1`, [jobId]);
          const { state, pages_fetched } = run as { state: string; pages_fetched: number };
          return state === 'active' && pages_fetched >= 8;
        },
        { everyMs: 50 },
      );
      await worker.stop('SIGKILL');
      const [mid] = await db.query(`SELECT state FROM scrape_runs WHERE id = $1`, [jobId]);
      expect(mid.state).toBe('active');

      // Every stored bill belongs to a page stored whole: per work, all of its bills or none.
      const partial: unknown[] = await db.query(
        `SELECT work_code FROM mis_material_bills WHERE panchayat_code = $1 GROUP BY work_code HAVING count(*) <> max(serial)`,
        [GP],
      );
      expect(partial).toEqual([]);

      h.fixture.clearFaults();
      connection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
      const rescue = startWorkers(h.app.get(JobRegistry), connection, {
        prefix: h.config.jobs.prefix,
        lockDurationMs: 2000,
        stalledIntervalMs: 1000,
      });
      try {
        const run = await waitForRun(tp.agent, jobId, 60000);
        expect(run).toMatchObject({ state: 'completed', error: null, rows_rejected: 0 });
        const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM mis_material_bills WHERE panchayat_code = $1`, [GP]);
        expect(n).toBe(h.fixture.data.bills(GP).length);
        const [{ f }] = await db.query(`SELECT count(*)::int AS f FROM mis_fto_transactions WHERE panchayat_code = $1`, [GP]);
        expect(f).toBe(h.fixture.data.ftos(GP).flatMap((x) => x.rows).length);
      } finally {
        await rescue.close();
      }
    } finally {
      await worker.stop('SIGKILL');
      await connection?.quit();
    }
  });
});
