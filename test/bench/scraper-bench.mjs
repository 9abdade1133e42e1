// Scraper throughput (issue 9): the dynamic work report of a block of synthetic panchayats,
// parsed and stored by the very function the LoadDynamicGP job runs once a report is fetched
// (storeWorksReport: streamed parse, checks, COPY to staging + one upsert, gone marking, the
// panchayat's counts; one transaction per page), with as many pages at once as a worker runs jobs
// (JOB_WORKER_CONCURRENCY, default 2), first into an empty mirror, then again unchanged; beside a
// bare COPY of the same rows into a copy of the table without its indexes, which is the limit, and
// the same COPY into a copy with its key and indexes: what the works alone cost to store (a first
// load also keeps a history entry and a change row per work, each with the indexes the screens read).
// Beside each time, the CPU it took: this process's (parse, rows, COPY text) and that of the
// database's server processes (from /proc, when PostgreSQL runs on this host): on a shared,
// busy host the times move with the load, the CPU much less. Prints and answers the figures.
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import copyStreams from 'pg-copy-streams';
import { dist, scratchBlock } from './bench-block.mjs';

const GPS = Number(process.env.BENCH_GPS ?? 20);
const WORKS = Number(process.env.BENCH_WORKS_PER_GP ?? 1000);

export async function scraperBench() {
  const [
    { projectRow },
    { renderDynamicWorks },
    { parseDynamicWorks },
    { storeWorksReport },
    { MirrorStore },
    { WORKS: TABLE },
    { buildDataSourceOptions },
    { DataSource },
  ] = await Promise.all([
    dist('dev/fixture-mis/data.js'),
    dist('dev/fixture-mis/render.js'),
    dist('scraper/mis/parsers/index.js'),
    dist('scraper/spiders/load-dynamic-gp.spider.js'),
    dist('scraper/mirror-store.service.js'),
    dist('scraper/repositories/mirror-tables.js'),
    dist('database/data-source-options.js'),
    import('typeorm'),
  ]);
  const concurrency = Number(process.env.JOB_WORKER_CONCURRENCY ?? 2);
  const { url, panchayats, data, drop } = await scratchBlock({ prefix: 'portal_bench', gps: GPS, worksPerPanchayat: WORKS });
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();

    // A block: GPS panchayats of WORKS works each, rendered as the MIS's 30-column report.
    const pages = panchayats.map((p) => ({
      gp: p,
      html: renderDynamicWorks(
        data.works(p.panchayat_code).map((r) => projectRow(r, 'new-30')),
        'new-30',
      ),
    }));
    const rows = pages.reduce((n, p) => n + data.works(p.gp.panchayat_code).length, 0);
    const mb = pages.reduce((n, p) => n + p.html.length, 0) / 2 ** 20;
    const dataSource = new DataSource(buildDataSourceOptions(url));
    await dataSource.initialize();
    const store = new MirrorStore(dataSource);

    // CPU seconds of this process and of the server processes of the bench database (/proc's
    // utime + stime, in clock ticks of 10 ms; null when the server is not on this host).
    const backendCpu = async () => {
      const { rows: pids } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
      const byPid = new Map();
      for (const { pid } of pids) {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          byPid.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
        } catch {
          return null;
        }
      }
      return byPid;
    };
    const cpuOf = async (fn) => {
      const db = await backendCpu();
      const own = process.cpuUsage();
      const result = await fn();
      const used = process.cpuUsage(own);
      const dbAfter = await backendCpu();
      let server = null;
      if (db && dbAfter) {
        server = 0;
        for (const [pid, s] of dbAfter) server += s - (db.get(pid) ?? 0);
      }
      return { ...result, cpu: { node: (used.user + used.system) / 1e6, server } };
    };

    const load = () =>
      cpuOf(async () => {
        const started = performance.now();
        const counts = { inserted: 0, updated: 0, unchanged: 0, gone: 0 };
        let rejected = 0;
        let next = 0;
        const lane = async () => {
          while (next < pages.length) {
            const { gp, html } = pages[next++];
            const job = {
              zpcode: gp.district_code,
              tpcode: gp.block_code,
              gpcode: gp.panchayat_code,
              runId: '00000000-0000-4000-8000-000000000001',
            };
            const c = await storeWorksReport(store, job, html, () => rejected++);
            for (const k of Object.keys(counts)) counts[k] += c[k];
          }
        };
        await Promise.all(Array.from({ length: concurrency }, lane));
        return { ms: performance.now() - started, counts, rejected };
      });
    const first = await load();
    const again = await load();

    // Parse alone, for the report, and the rows the COPY below sends (after the loads: these rows
    // are not held in memory while the loads are measured).
    let parseMs = performance.now();
    const stored = pages.flatMap(({ gp, html }) =>
      parseDynamicWorks(html).rows.map((r) => ({
        ...r,
        district_code: gp.district_code,
        block_code: gp.block_code,
        panchayat_code: gp.panchayat_code,
        layout: 'new-30',
      })),
    );
    parseMs = performance.now() - parseMs;

    // The limit: COPY of the same rows (text format) into a copy of the table. Then the same COPY
    // into a copy of the table with its key and indexes (those the works lists read): what storing
    // the works alone costs by the cheapest statement there is, with no history and no upsert.
    const columns = Object.keys(TABLE.columns);
    const esc = (v) =>
      v === null || v === undefined ? '\\N' : String(v).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');
    const lines = stored.map((r) => `${columns.map((c) => esc(r[c])).join('\t')}\t${'0'.repeat(32)}\n`);
    const copyInto = async (table, like) => {
      await client.query(`CREATE TABLE ${table} (LIKE mis_works ${like})`);
      return cpuOf(async () => {
        const copyStarted = performance.now();
        await pipeline(
          Readable.from(lines),
          client.query(copyStreams.from(`COPY ${table} (${columns.map((c) => `"${c}"`).join(', ')}, content_hash) FROM STDIN`)),
        );
        return { ms: performance.now() - copyStarted };
      });
    };
    const copy = await copyInto('bench_copy', 'INCLUDING DEFAULTS');
    const copyMs = copy.ms;
    const indexed = await copyInto('bench_copy_indexed', 'INCLUDING DEFAULTS INCLUDING INDEXES');

    const cpu = ({ cpu: c }) =>
      `CPU per 1,000 rows: node ${((c.node / rows) * 1e6).toFixed(0)} ms, PostgreSQL ${c.server === null ? 'not measured' : `${((c.server / rows) * 1e6).toFixed(0)} ms`}`;
    const rate = (n, ms) => `${Math.round((n / ms) * 1000).toLocaleString('en-IN')} rows/s`;
    console.log(`scraper: ${GPS} GP pages x ${WORKS} works = ${rows} work rows, ${mb.toFixed(1)} MiB of report HTML`);
    console.log(
      `  parse + store, empty mirror:    ${(first.ms / 1000).toFixed(2)} s, ${rate(rows, first.ms)} (${concurrency} pages at once; parse alone ${rate(rows, parseMs)}; inserted ${first.counts.inserted}, rejected ${first.rejected})`,
    );
    console.log(
      `  parse + store, unchanged MIS:   ${(again.ms / 1000).toFixed(2)} s, ${rate(rows, again.ms)} (unchanged ${again.counts.unchanged}, written ${again.counts.inserted + again.counts.updated})`,
    );
    console.log(`  bare COPY of the same rows:     ${(copyMs / 1000).toFixed(2)} s, ${rate(rows, copyMs)} (the limit)`);
    console.log(
      `  COPY into mis_works' indexes:   ${(indexed.ms / 1000).toFixed(2)} s, ${rate(rows, indexed.ms)} (${(copyMs / indexed.ms).toFixed(2)} of the bare COPY: the works alone, no history)`,
    );
    console.log(`  ${cpu(first)} (empty mirror); ${cpu(again)} (unchanged); ${cpu(copy)} (bare COPY); ${cpu(indexed)} (indexed COPY)`);
    const perSecond = (ms) => (rows / ms) * 1000;
    await dataSource.destroy();
    return {
      rows,
      gps: GPS,
      concurrency,
      first: perSecond(first.ms),
      again: perSecond(again.ms),
      copy: perSecond(copyMs),
      copyIndexed: perSecond(indexed.ms),
      cpu: { first: first.cpu, again: again.cpu, copy: copy.cpu, copyIndexed: indexed.cpu },
    };
  } finally {
    await client.end().catch(() => undefined);
    await drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  scraperBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
