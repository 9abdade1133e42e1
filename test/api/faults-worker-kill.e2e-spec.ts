import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { SCRAPER_QUEUE } from '../../server/src/scraper/spider-names.js';
import { actor, AFZALPUR, type SignedIn } from '../support/actors.js';
import { requireBuild, startNode, type Server } from '../support/processes.js';
import { startScraperHarness, waitForRun, type ScraperHarness } from '../support/scraper.js';
import { testDatabaseUrl, testRedisUrl } from '../support/test-app.js';
import { waitUntil } from '../support/wait.js';

// Issue 12, faults: a worker killed with SIGKILL in the middle of a scraper job, 20 times in a
// row. Every kill lands while the new worker holds a job (BullMQ names it as processedBy); the
// job is handed back when its lock lapses. At the end every job has completed and the mirror
// holds exactly the fixture's rows: none lost, none twice.
const PANCHAYATS = ['1515001004', '1515001005', '1515001006'];
const KILLS = 20;
const args = (gpcode: string) => ({ zpcode: gpcode.slice(0, 4), tpcode: gpcode.slice(0, 7), gpcode });

describe('Faults: a scraper worker killed with SIGKILL mid-job, 20 times in a row', () => {
  let h: ScraperHarness;
  let tp: SignedIn;
  let connection: Redis;
  let queue: Queue;
  let worker: Server | null = null;

  beforeAll(async () => {
    requireBuild();
    h = await startScraperHarness({ panchayats: PANCHAYATS, worksPerPanchayat: 24, workers: false });
    tp = await actor(h.app, 'TP', 'TP-EO', AFZALPUR, 'USER');
    connection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    queue = new Queue(SCRAPER_QUEUE, { connection, prefix: h.config.jobs.prefix });
  });
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await queue?.close();
    await connection?.quit();
    await h?.close();
  });

  const startWorker = (name: string) =>
    startNode('worker.js', {
      NODE_ENV: 'test',
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: testRedisUrl(),
      MIS_BASE_URL: h.fixture.baseUrl,
      MIS_RATE_PER_SECOND: '500',
      // Slots a killed worker held are given back after MIS_TIMEOUT_MS + 5 s; enough slots that
      // the next worker need not wait for them.
      MIS_CONCURRENCY: '8',
      MIS_TIMEOUT_MS: '2000',
      JOB_QUEUE_PREFIX: h.config.jobs.prefix,
      JOB_WORKER_CONCURRENCY: '2',
      JOB_LOCK_MS: '1000',
      JOB_STALLED_INTERVAL_MS: '500',
      WORKER_NAME: name,
      DATA_DIR: h.config.dataDir,
      LOG_LEVEL: 'warn',
    });

  /** A job this worker holds right now (BullMQ names the worker as the job's processedBy). */
  const heldBy = async (name: string) => {
    const mine = (await queue.getActive()).find((job) => job.processedBy === name);
    return mine ? { id: mine.id!, name: mine.name } : undefined;
  };

  it('loses no row, stores none twice, and completes every job', async () => {
    // Detail pages answer slowly, so each job lasts long enough to be killed in the middle.
    h.fixture.addFault({ page: 'work_register_detail', kind: 'slow', ms: 120 });
    h.fixture.addFault({ page: '*', kind: 'slow', ms: 40 });
    const jobIds: string[] = [];
    for (const gp of PANCHAYATS) {
      for (const spiderName of ['workSpiderGp', 'LoadDynamicGP']) {
        const res = await tp.agent
          .post('/api/Scraper/loadScrapy')
          .send({ spiderName, args: args(gp), currentRole: tp.role })
          .expect(200);
        jobIds.push(res.body.jobId);
      }
    }
    const db = h.app.get(DataSource);

    const killed: { worker: string; job: string; name: string; misRequests: number; state: string }[] = [];
    // A job may end between the last look and the kill: that kill landed between jobs and proves
    // nothing, so another worker is started and killed until KILLS kills have landed mid-job.
    let late = 0;
    for (let i = 1; killed.length < KILLS; i++) {
      if (i > KILLS * 2) throw new Error(`only ${killed.length} of ${i - 1} kills landed mid-job (${late} after the job ended)`);
      const name = `doomed-${i}`;
      worker = startWorker(name);
      await worker.waitFor(/Worker started/);
      // Wait until this worker holds a job (a dead predecessor's, handed back, or a fresh one) and
      // has fetched MIS pages for it, let it go on by a varying amount, and kill it while it still
      // holds one (if its jobs ended meanwhile, wait for the next).
      // The varying amount is counted in MIS pages fetched (1 to 6 more), not in time.
      const end = Date.now() + 30000;
      const left = () => Math.max(1, end - Date.now());
      let before = 0;
      const inTheMiddle = async (): Promise<{ id: string; name: string }> => {
        for (;;) {
          await waitUntil(
            () => `worker ${name} to hold a job\n${worker?.output()}`,
            () => heldBy(name),
            { timeoutMs: left(), everyMs: 20 },
          );
          before = h.fixture.requests.length;
          const further = 1 + ((i * 137) % 6);
          await waitUntil(`${further} more MIS pages fetched`, () => h.fixture.requests.length >= before + further, {
            timeoutMs: left(),
            everyMs: 20,
          }).catch(() => undefined);
          const still = await heldBy(name);
          if (still) return still;
        }
      };
      const held = await inTheMiddle();
      await worker.stop('SIGKILL');
      const state = await (await queue.getJob(held.id))!.getState();
      worker = null;
      if (state === 'completed') {
        late++;
        continue;
      }
      killed.push({ worker: name, job: held.id, name: held.name, misRequests: h.fixture.requests.length - before, state });
    }
    // Every kill landed in the middle of a job: the job was still active and had fetched pages.
    expect(killed).toHaveLength(KILLS);
    for (const k of killed) expect({ ...k, fetched: k.misRequests > 0 }).toEqual({ ...k, state: 'active', fetched: true });

    h.fixture.clearFaults();
    worker = startWorker('survivor');
    await worker.waitFor(/Worker started/);
    for (const id of jobIds) {
      const run = await waitForRun(tp.agent, id, 120000);
      expect({ id, state: run.state, error: run.error, rejected: run.rows_rejected }).toEqual({
        id,
        state: 'completed',
        error: null,
        rejected: 0,
      });
    }

    for (const gp of PANCHAYATS) {
      const truth = {
        works: h.fixture.data.works(gp).length,
        register: new Set([...h.fixture.data.register(gp, '0'), ...h.fixture.data.register(gp, '1')].map((r) => r.work_code)).size,
        bills: h.fixture.data.bills(gp).length,
        ftoRows: h.fixture.data.ftos(gp).flatMap((f) => f.rows).length,
      };
      const [stored] = await db.query(
        `SELECT (SELECT count(*)::int FROM mis_works WHERE panchayat_code = $1) AS works,
                (SELECT count(DISTINCT work_code)::int FROM mis_works WHERE panchayat_code = $1) AS works_distinct,
                (SELECT count(*)::int FROM mis_work_register WHERE panchayat_code = $1) AS register,
                (SELECT count(*)::int FROM mis_material_bills WHERE panchayat_code = $1) AS bills,
                (SELECT count(*)::int FROM mis_fto_transactions WHERE panchayat_code = $1) AS fto_rows`,
        [gp],
      );
      expect({ gp, ...stored }).toEqual({
        gp,
        works: truth.works,
        works_distinct: truth.works,
        register: truth.register,
        bills: truth.bills,
        fto_rows: truth.ftoRows,
      });
      expect(truth.bills * truth.ftoRows * truth.works).toBeGreaterThan(0);
    }
    // Every bill stored whole with its work's page: per work, serials 1..n without gaps.
    const partial: unknown[] = await db.query(
      `SELECT work_code FROM mis_material_bills WHERE panchayat_code = ANY($1) GROUP BY work_code HAVING count(*) <> max(serial)`,
      [PANCHAYATS],
    );
    expect(partial).toEqual([]);
  }, 360_000);
});
