// Scraper throughput (issue 9): the dynamic work report of a block of synthetic panchayats,
// parsed (cheerio) and upserted into mis_works (batched INSERT ... ON CONFLICT, one transaction
// per page), first into an empty mirror, then again unchanged; beside a bare COPY of the same
// rows into a copy of the table, which is the limit. Prints and answers the figures.
import pg from 'pg';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import copyStreams from 'pg-copy-streams';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = (p) => import(path.join(REPO, 'server/dist/server/src', p));

const GPS = Number(process.env.BENCH_GPS ?? 20);
const WORKS = Number(process.env.BENCH_WORKS_PER_GP ?? 1000);

export async function scraperBench() {
  const [{ FixtureData, projectRow }, { renderDynamicWorks }, { parseDynamicWorks }, { upsertRows }, { WORKS: TABLE }, { runMigrations }] =
    await Promise.all([
      dist('fixture-mis/data.js'),
      dist('fixture-mis/render.js'),
      dist('scraper/mis/parsers/index.js'),
      dist('scraper/mirror-upsert.js'),
      dist('scraper/mirror-store.service.js'),
      dist('database/migrate.js'),
    ]);
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `portal_bench_${Date.now()}`;
  const root = new pg.Client({ connectionString: admin });
  await root.connect();
  await root.query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await runMigrations(url.toString());
    await client.connect();

    // A block: GPS panchayats of WORKS works each, rendered as the MIS's 30-column report.
    const panchayats = Array.from({ length: GPS }, (_, i) => ({
      district_code: '1515',
      district_name: 'KALABURAGI',
      block_code: '1515001',
      block_name: 'AFZALPUR',
      panchayat_code: `1515001${String(100 + i).padStart(3, '0')}`,
      panchayat_name: `BENCH GP ${i + 1}`,
    }));
    const data = new FixtureData(panchayats, { seed: 1, worksPerPanchayat: WORKS, today: '2026-11-01' });
    const pages = panchayats.map((p) => ({
      gp: p,
      html: renderDynamicWorks(
        data.works(p.panchayat_code).map((r) => projectRow(r, 'new-30')),
        'new-30',
      ),
    }));
    const rows = pages.reduce((n, p) => n + data.works(p.gp.panchayat_code).length, 0);
    const mb = pages.reduce((n, p) => n + p.html.length, 0) / 2 ** 20;
    const em = { query: (sql, params) => client.query(sql, params).then((r) => r.rows) };

    const load = async () => {
      const started = performance.now();
      let parseMs = 0;
      const counts = { inserted: 0, updated: 0, unchanged: 0 };
      const stored = [];
      for (const { gp, html } of pages) {
        const t = performance.now();
        const parsed = parseDynamicWorks(html);
        parseMs += performance.now() - t;
        const values = parsed.rows.map((r) => ({
          ...r,
          district_code: gp.district_code,
          block_code: gp.block_code,
          panchayat_code: gp.panchayat_code,
          layout: parsed.layout,
        }));
        stored.push(...values);
        await client.query('BEGIN');
        const c = await upsertRows(em, TABLE, values, '00000000-0000-4000-8000-000000000001');
        await client.query('COMMIT');
        for (const k of Object.keys(counts)) counts[k] += c[k];
      }
      return { ms: performance.now() - started, parseMs, counts, stored };
    };
    const first = await load();
    const again = await load();

    // The limit: COPY of the same rows (text format) into a copy of the table.
    await client.query('CREATE TABLE bench_copy (LIKE mis_works INCLUDING DEFAULTS)');
    const columns = Object.keys(TABLE.columns);
    const esc = (v) =>
      v === null || v === undefined ? '\\N' : String(v).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');
    const lines = first.stored.map((r) => `${columns.map((c) => esc(r[c])).join('\t')}\t${'0'.repeat(32)}\n`);
    const copyStarted = performance.now();
    await pipeline(
      Readable.from(lines),
      client.query(copyStreams.from(`COPY bench_copy (${columns.map((c) => `"${c}"`).join(', ')}, content_hash) FROM STDIN`)),
    );
    const copyMs = performance.now() - copyStarted;

    const rate = (n, ms) => `${Math.round((n / ms) * 1000).toLocaleString('en-IN')} rows/s`;
    console.log(`scraper: ${GPS} GP pages x ${WORKS} works = ${rows} work rows, ${mb.toFixed(1)} MiB of report HTML`);
    console.log(
      `  parse + upsert, empty mirror:   ${(first.ms / 1000).toFixed(2)} s, ${rate(rows, first.ms)} (parse alone ${rate(rows, first.parseMs)}; inserted ${first.counts.inserted})`,
    );
    console.log(
      `  parse + upsert, unchanged MIS:  ${(again.ms / 1000).toFixed(2)} s, ${rate(rows, again.ms)} (unchanged ${again.counts.unchanged}, written ${again.counts.inserted + again.counts.updated})`,
    );
    console.log(`  bare COPY of the same rows:     ${(copyMs / 1000).toFixed(2)} s, ${rate(rows, copyMs)} (the limit)`);
    const perSecond = (ms) => (rows / ms) * 1000;
    return { rows, gps: GPS, first: perSecond(first.ms), again: perSecond(again.ms), copy: perSecond(copyMs) };
  } finally {
    await client.end().catch(() => undefined);
    await root.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await root.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  scraperBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
