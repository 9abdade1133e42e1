// MIS history and the changes page (issue 29), side by side in one run:
//   1. ingest of a nightly refresh in which 2% of a block's works changed, through MirrorStore.saveWorks
//      (COPY to staging + one upsert per page, the gone marking, the panchayat's counts; one
//      transaction per page, as many pages at once as a worker runs jobs), with the history written
//      in the same statement beside the same refresh without it (WORKS.history removed: the
//      statement the upsert ran before issue 29); rounds alternate which goes first;
//   2. the changes page of that block over 30 days (MisChangesService.list, a page of 25 works, at
//      20 clients) beside its raw SQL (the same two statements through pg at 20 connections), on a
//      history of 30 nights of 2% changes for the block and as many for BENCH_OTHER_BLOCKS other blocks.
// Standalone: node test/bench/mis-changes-bench.mjs (after `npm run build`); prints the figures.
import pg from 'pg';
import { dist, scratchBlock } from './bench-block.mjs';
import { summarise } from './measure.mjs';

const GPS = Number(process.env.BENCH_GPS ?? 20);
const WORKS = Number(process.env.BENCH_WORKS_PER_GP ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const OTHER_BLOCKS = Number(process.env.BENCH_OTHER_BLOCKS ?? 50);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CHANGED = 0.02;

export async function misChangesBench() {
  const [
    { projectRow },
    { MirrorStore },
    { WORKS: TABLE },
    { MisChangesService },
    { MisChangesRepository },
    { buildDataSourceOptions },
    { DataSource },
  ] = await Promise.all([
    dist('dev/fixture-mis/data.js'),
    dist('scraper/mirror-store.service.js'),
    dist('scraper/repositories/mirror-tables.js'),
    dist('scraper/changes/mis-changes.service.js'),
    dist('scraper/repositories/mis-changes.repository.js'),
    dist('database/data-source-options.js'),
    import('typeorm'),
  ]);
  const concurrency = Number(process.env.JOB_WORKER_CONCURRENCY ?? 2);
  const { url, panchayats, data, drop } = await scratchBlock({ prefix: 'portal_bench_history', gps: GPS, worksPerPanchayat: WORKS });
  const pool = new pg.Pool({ connectionString: url, max: CLIENTS, options: '-c jit=off' });
  pool.on('error', () => undefined); // idle connections ended by the DROP DATABASE below
  let dataSource;
  try {
    const pages = panchayats.map((gp) => ({ gp, rows: data.works(gp.panchayat_code).map((r) => projectRow(r, 'new-30')) }));
    const rows = pages.reduce((n, p) => n + p.rows.length, 0);
    dataSource = new DataSource({ ...buildDataSourceOptions(url), extra: { max: CLIENTS } });
    await dataSource.initialize();
    const store = new MirrorStore(dataSource);
    const runId = '00000000-0000-4000-8000-000000000001';

    const load = async () => {
      const started = performance.now();
      const counts = { inserted: 0, updated: 0, unchanged: 0, gone: 0 };
      let next = 0;
      const lane = async () => {
        while (next < pages.length) {
          const { gp, rows: list } = pages[next++];
          const c = await store.saveWorks(
            { district_code: gp.district_code, block_code: gp.block_code, panchayat_code: gp.panchayat_code },
            'new-30',
            list,
            list.map((r) => r.work_code),
            runId,
          );
          for (const k of Object.keys(counts)) counts[k] += c[k];
        }
      };
      await Promise.all(Array.from({ length: concurrency }, lane));
      return { ms: performance.now() - started, counts };
    };
    /** The next night's MIS: a fresh 2% of the works with their material expenditure up. */
    let night = 0;
    const change = () => {
      night++;
      for (const { rows: list } of pages) {
        list.forEach((r, i) => {
          if ((i + night * 7) % Math.round(1 / CHANGED) === 0) {
            r.paid_inception_material = (Number(r.paid_inception_material ?? 0) + 1000 * night).toFixed(2);
          }
        });
      }
    };
    const history = TABLE.history;
    const historyCount = async () => Number((await pool.query('SELECT count(*) AS n FROM mis_history')).rows[0].n);

    console.log(`mis history: ${GPS} GP pages x ${WORKS} works = ${rows} work rows; refreshes with ${CHANGED * 100}% of the works changed`);
    await load(); // the first load (every work added)
    const withHistory = [];
    const without = [];
    let written = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of round % 2 ? ['with', 'without'] : ['without', 'with']) {
        change();
        if (mode === 'with') TABLE.history = history;
        else delete TABLE.history;
        const before = await historyCount();
        const r = await load();
        written += (await historyCount()) - before;
        (mode === 'with' ? withHistory : without).push(r);
      }
    }
    TABLE.history = history;
    const rate = (list) => (list.length * rows) / (list.reduce((s, r) => s + r.ms, 0) / 1000);
    const ingest = {
      rows,
      rounds: ROUNDS,
      changedPerRefresh: withHistory[0].counts.updated,
      entriesWritten: written,
      with: rate(withHistory),
      without: rate(without),
    };
    ingest.ratio = ingest.with / ingest.without;
    const fmt = (n) => Math.round(n).toLocaleString('en-IN');
    console.log(
      `  refresh with history:    ${fmt(ingest.with)} rows/s (${ingest.changedPerRefresh} works changed per refresh, ${written} entries over ${ROUNDS} refreshes)`,
    );
    console.log(`  refresh without history: ${fmt(ingest.without)} rows/s`);
    console.log(`  ratio with / without:    ${ingest.ratio.toFixed(2)} (target >= 0.80)`);

    // 30 nights of history: the block's (2% of its works each night) and as many for other blocks.
    await pool.query('DELETE FROM mis_history');
    await pool.query('DELETE FROM mis_change_works'); // kept by the entries' trigger, not by their deletion
    const nights = 30;
    const perNight = Math.round(rows * CHANGED);
    console.log(`changes page: 30 nights x ${perNight} changed works for the block and ${OTHER_BLOCKS} other blocks ...`);
    await pool.query(
      `INSERT INTO mis_history (run_id, recorded_at, source, change, row_key, work_code, district_code, block_code, panchayat_code, fields)
       SELECT $1, now() - (n || ' days')::interval - (w || ' seconds')::interval, 'work', 'changed', wc, wc, '15' || lpad((b / 100)::text, 2, '0'), blk, gp,
              jsonb_build_object('paid_inception_material', jsonb_build_array(1000 * w, 1000 * w + 42000), 'paid_inception_total', jsonb_build_array(2000 * w, 2000 * w + 42000))
         FROM generate_series(0, $2) b,
              LATERAL (SELECT CASE WHEN b = 0 THEN '1515001' ELSE '16' || lpad(b::text, 5, '0') END AS blk) k,
              generate_series(0, ${nights - 1}) n,
              generate_series(1, $3) w,
              LATERAL (SELECT k.blk || lpad(((w % ${GPS}) + 100)::text, 3, '0') AS gp) g,
              LATERAL (SELECT g.gp || '/BENCH/' || ((w * 7 + n * 13) % ${rows}) AS wc) c`,
      [runId, OTHER_BLOCKS, perNight],
    );
    // As autovacuum leaves an insert-only table: visible to index-only scans.
    await pool.query('VACUUM ANALYZE mis_history');
    await pool.query('VACUUM ANALYZE mis_change_works');
    const [{ n: entries }] = (await pool.query('SELECT count(*)::int AS n FROM mis_history')).rows;

    const config = { timeZone: 'Asia/Kolkata', refresh: { historyRetentionDays: 1095 } };
    const service = new MisChangesService(new MisChangesRepository(dataSource, config), config);
    const role = { levels: 'TP', district_code: '1515', block_code: '1515001', panchayat_code: null };
    const day = (back) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() - back * 86_400_000));
    const query = { sort: 'last_at', order: 'DESC', skip: 0, take: 25, filter: { from: day(29), to: day(0) } };
    const first = await service.list(role, query);
    // The raw SQL: the page's two statements as the service sends them, captured once.
    const statements = [];
    const capture = { query: async (sql, params) => (statements.push({ sql, params }), (await pool.query(sql, params)).rows) };
    await Object.create(MisChangesService.prototype, {
      changes: { value: new MisChangesRepository(capture, config) },
      config: { value: config },
    }).list(role, query);
    if (process.env.BENCH_EXPLAIN) {
      for (const st of statements) {
        const plan = await pool.query(`EXPLAIN (ANALYZE, COSTS off) ${st.sql}`, st.params);
        console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
    }
    const loop = async (fn) => {
      const latencies = [];
      const end = performance.now() + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (performance.now() < end) {
            const t = performance.now();
            await fn();
            latencies.push(performance.now() - t);
          }
        }),
      );
      return summarise(latencies, SECONDS);
    };
    await loop(() => service.list(role, query)); // warm
    const page = await loop(() => service.list(role, query));
    const raw = await loop(async () => {
      for (const s of statements) await pool.query(s.sql, s.params);
    });
    const changes = { entries, works: first.total, clients: CLIENTS, page, raw };
    console.log(
      `  MisChangesService.list (a page of 25 of ${first.total} works, 30 days) at ${CLIENTS} clients: p50 ${page.p50.toFixed(1)} ms, p95 ${page.p95.toFixed(1)} ms, ${page.rps.toFixed(0)}/s`,
    );
    console.log(
      `  its raw SQL (${statements.length} statements) at ${CLIENTS} connections:        p50 ${raw.p50.toFixed(1)} ms, p95 ${raw.p95.toFixed(1)} ms, ${raw.rps.toFixed(0)}/s (${entries.toLocaleString('en-IN')} history entries)`,
    );
    return { ingest, changes };
  } finally {
    await dataSource?.destroy().catch(() => undefined);
    await pool.end().catch(() => undefined);
    await drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  misChangesBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
