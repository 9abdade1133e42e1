// npm run bench [-- --scale state|district|tiny] [--seed N] [--seconds S] [--drop] [--state-only] [--field-only] [--evidence-only]
// Figures, each beside its limit, written to docs/benchmarks.md; exits 1 when a target is missed.
//   1. startup time to ready (embedded PostgreSQL: first start with initdb, then a warm start)
//   2. latency p50/p95 of GET /api/location/districts under concurrent load (autocannon)
//   3. on a synthetic state (synth-state; its database is kept for the next run unless --drop):
//      the report and list endpoints at 1 and 20 clients beside the same answer as one raw SQL
//      query through pg; /auth/me beside a bare node:http server doing one pg query; the time to
//      an interactive dashboard in headless Chromium (state-bench.mjs)
//   4. initial UI JavaScript, gzipped (what the browser must fetch for the sign-in page)
//   5. scraper parse + upsert throughput beside a bare COPY (scraper-bench.mjs)
//   6. the field figure: sign-in, works list and a work file with four camera photos on an
//      emulated slow phone (field-bench.mjs); --field-only runs just this and writes its section
//   7. photo evidence (issue 27) on the synthetic state: the reused-photo lookup among its stored
//      hashes through the index beside a sequential scan, and the evidence read per camera photo
//      (evidence-bench.mjs); --evidence-only runs just this and writes its section
import pg from 'pg';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { evidenceBench, evidenceReport } from './evidence-bench.mjs';
import { fieldBench, fieldReport } from './field-bench.mjs';
import { scraperBench } from './scraper-bench.mjs';
import { httpLoad } from './measure.mjs';
import { prepareStateDatabase, stateBench } from './state-bench.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(REPO, 'server/dist/server/src/main.js');
const { values: ARGS } = parseArgs({
  options: {
    scale: { type: 'string', default: 'state' },
    seed: { type: 'string', default: '1' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
    drop: { type: 'boolean', default: false },
    // Only the synthetic state's figures (while working on an endpoint); docs/benchmarks.md is left alone.
    'state-only': { type: 'boolean', default: false },
    // With --state-only: only the endpoints whose label matches this regular expression (case-insensitive).
    only: { type: 'string' },
    // Only the field figure (issue 24), written into its own section of docs/benchmarks.md.
    'field-only': { type: 'boolean', default: false },
    // Only the photo evidence figures (issue 27) on the synthetic state, written into their own section.
    'evidence-only': { type: 'boolean', default: false },
  },
});
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(ARGS.seconds);

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startServer(dataDir, pgPort) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - started;
  const stop = () => new Promise((resolve) => (child.on('close', resolve), child.kill('SIGTERM')));
  return { port, ms, stop };
}

function initialJsGzip() {
  const dist = path.join(REPO, 'admin-ui/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const buf = fs.readFileSync(path.join(dist, f));
    raw += buf.length;
    gz += zlib.gzipSync(buf, { level: 9 }).length;
  }
  const lazy = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') && !files.some((x) => x.endsWith(f)))
    .map((f) => `${f} ${(zlib.gzipSync(fs.readFileSync(path.join(dist, 'assets', f)), { level: 9 }).length / 1024).toFixed(1)} KiB gz`);
  return { files, raw, gz, lazy };
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** Startup time and the districts list under load, on the embedded database (the demo start). */
async function startupBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const pgPort = await freePort();
  const cold = await startServer(dataDir, pgPort);
  await cold.stop();
  console.log(`startup to ready, first start (initdb + migrations + demo seed): ${(cold.ms / 1000).toFixed(2)} s`);
  const warm = await startServer(dataDir, pgPort);
  console.log(`startup to ready, warm start:                                  ${(warm.ms / 1000).toFixed(2)} s`);
  const districts = await httpLoad({
    url: `http://127.0.0.1:${warm.port}/api/location/districts?state_code=15`,
    connections: CONNECTIONS,
    seconds: DURATION,
  });
  console.log(
    `GET /api/location/districts, ${CONNECTIONS} connections for ${DURATION} s: ${Math.round(districts.rps)} req/s, ` +
      `p50 ${districts.p50.toFixed(2)} ms, p95 ${districts.p95.toFixed(2)} ms, p99 ${districts.p99.toFixed(2)} ms, errors ${districts.errors}`,
  );
  await warm.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { cold: cold.ms, warm: warm.ms, districts };
}

async function main() {
  if (!fs.existsSync(MAIN)) throw new Error('Build first: npm run build (npm run bench does)');
  console.log(`Machine: ${machine()}`);
  if (ARGS['field-only']) {
    const misses = [];
    const lines = fieldSection(await fieldBench({ say: console.log }), misses);
    console.log(`\n${lines.join('\n')}`);
    writeSection(FIELD_START, FIELD_END, lines);
    if (misses.length) {
      console.error(`\n${misses.length} target(s) missed:\n  ${misses.join('\n  ')}`);
      process.exit(1);
    }
    return;
  }
  if (ARGS['evidence-only']) {
    const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const state = await prepareStateDatabase({ admin, scale: ARGS.scale, seed: Number(ARGS.seed), say: console.log });
    const misses = [];
    const lines = evidenceSection(await evidenceBench({ databaseUrl: state.url, say: console.log }), misses, state);
    console.log(`\n${lines.join('\n')}`);
    writeSection(EVIDENCE_START, EVIDENCE_END, lines);
    if (misses.length) {
      console.error(`\n${misses.length} target(s) missed:\n  ${misses.join('\n  ')}`);
      process.exit(1);
    }
    return;
  }
  const full = !ARGS['state-only'];
  const startup = full ? await startupBench() : null;
  const field = full ? await fieldBench({ say: console.log }) : null;
  const ui = initialJsGzip();
  console.log(`initial UI JavaScript (${ui.files.length} file(s) in index.html): ${kib(ui.raw)} raw, ${kib(ui.gz)} gzipped`);
  console.log(`lazy chunks: ${ui.lazy.join('; ')}`);
  const scraper = full ? await scraperBench() : null;

  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const state = await prepareStateDatabase({ admin, scale: ARGS.scale, seed: Number(ARGS.seed), say: console.log });
  if (ARGS.only && full) throw new Error('--only measures a part of the figures: use it with --state-only');
  const only = ARGS.only ? new RegExp(ARGS.only, 'i') : null;
  const figures = await stateBench({ databaseUrl: state.url, seconds: DURATION, say: console.log, only });
  if (only) return; // a part of the figures: each endpoint's line above is the answer
  const evidence = await evidenceBench({ databaseUrl: state.url, say: console.log });
  if (ARGS.drop) {
    const root = new pg.Client({ connectionString: admin });
    await root.connect();
    await root.query(`DROP DATABASE IF EXISTS ${state.name} WITH (FORCE)`);
    await root.end();
  }
  const misses = report({ state, figures, ui, scraper, startup, field, evidence, write: full });
  if (misses.length) {
    console.error(`\n${misses.length} target(s) missed:\n  ${misses.join('\n  ')}`);
    process.exit(1);
  }
}

const UI_TARGET = 150 * 1024;
const SCRAPER_TARGET = 20000;
const P95_TARGET = 150;
const RATIO_TARGET = 1.3;
const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const rps = (n) => Math.round(n).toLocaleString('en-IN');

function machine() {
  const cpus = os.cpus();
  const run = (cmd, args, otherwise) => {
    try {
      return execFileSync(cmd, args, { cwd: REPO, encoding: 'utf8' }).trim();
    } catch {
      return otherwise;
    }
  };
  const postgres = run('psql', ['--version'], 'PostgreSQL (psql not on PATH)');
  const commit = run('git', ['rev-parse', '--short', 'HEAD'], 'unknown');
  return `${cpus.length} x ${cpus[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}, ${postgres}, commit ${commit}`;
}

/** The figures as a Markdown section of docs/benchmarks.md (between its bench markers); answers the missed targets. */
function report({ state, figures, ui, scraper, startup, field, evidence, write }) {
  const misses = [];
  const lines = [];
  const scale = ARGS.scale;
  lines.push(`Measured ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC on ${machine()}.`);
  lines.push(
    `Each figure at 20 clients ran ${DURATION} s (at 1 client ${Math.max(3, Math.round(DURATION / 2))} s), the endpoint and its limit one after the other in the same run; the machine is shared, so figures move by tens of percent from run to run.`,
  );
  lines.push('');
  lines.push(`### Synthetic state: \`synth-state --scale ${scale} --seed ${ARGS.seed}\` (as of ${state.stages[0]?.asOf ?? '-'})`);
  lines.push('');
  lines.push('| Stage | Rows | Load time |');
  lines.push('|---|---:|---:|');
  for (const s of state.stages) lines.push(`| ${s.stage} | ${rps(s.rows)} | ${s.seconds === null ? '-' : `${s.seconds.toFixed(1)} s`} |`);
  const total = state.stages.reduce((n, s) => n + (s.seconds ?? 0), 0);
  lines.push(
    `| **all** | ${rps(state.stages.reduce((n, s) => n + s.rows, 0))} | **${(total / 60).toFixed(1)} min** (plus planner statistics) |`,
  );
  lines.push('');
  lines.push('### Report and list endpoints beside one raw SQL query of the same answer');
  lines.push('');
  lines.push(`Target: p95 <= ${P95_TARGET} ms at 20 clients, and p95 within ${RATIO_TARGET}x of the raw SQL's p95 at 20 clients.`);
  lines.push('');
  lines.push(
    '| Endpoint | 1 client: p50 / p95 / p99 ms, req/s | raw SQL, 1 client | 20 clients: p50 / p95 / p99 ms, req/s | raw SQL, 20 clients | p95 ratio (20) | Targets |',
  );
  lines.push('|---|---|---|---|---|---:|---|');
  const cell = (m) => `${ms(m.p50)} / ${ms(m.p95)} / ${ms(m.p99)}, ${rps(m.rps)}${m.errors ? ` (${m.errors} errors)` : ''}`;
  for (const r of figures.rows) {
    const ratio = r.api20.p95 / r.sql20.p95;
    const fast = r.api20.p95 <= P95_TARGET && r.api20.errors === 0;
    const close = ratio <= RATIO_TARGET;
    if (!fast) misses.push(`${r.label}: p95 ${ms(r.api20.p95)} ms at 20 clients (target ${P95_TARGET} ms)`);
    if (!close) misses.push(`${r.label}: ${ratio.toFixed(2)}x its raw SQL (target ${RATIO_TARGET}x)`);
    lines.push(
      `| ${r.label} | ${cell(r.api1)} | ${cell(r.sql1)} | ${cell(r.api20)} | ${cell(r.sql20)} | ${ratio.toFixed(2)} | ${fast ? 'p95 met' : '**p95 missed**'}, ${close ? 'ratio met' : '**ratio missed**'} |`,
    );
  }
  lines.push('');
  const meRatio = figures.me.api.rps / figures.me.bare.rps;
  if (meRatio < 0.5) misses.push(`/auth/me: ${meRatio.toFixed(2)} of a bare node:http server's throughput (target 0.5)`);
  lines.push('### Session-checked call');
  lines.push('');
  lines.push('| Call, 20 clients | p50 / p95 / p99 ms | req/s |');
  lines.push('|---|---|---:|');
  lines.push(
    `| \`GET /api/auth/me\` (STATE ADMIN) | ${ms(figures.me.api.p50)} / ${ms(figures.me.api.p95)} / ${ms(figures.me.api.p99)} | ${rps(figures.me.api.rps)} |`,
  );
  lines.push(
    `| bare \`node:http\` + one \`pg\` session lookup (the limit) | ${ms(figures.me.bare.p50)} / ${ms(figures.me.bare.p95)} / ${ms(figures.me.bare.p99)} | ${rps(figures.me.bare.rps)} |`,
  );
  lines.push(`| ratio (target at least 0.5) | | **${meRatio.toFixed(2)}** ${meRatio >= 0.5 ? 'met' : 'missed'} |`);
  lines.push('');
  if (scraper) {
    // Issue 9: at least 20,000 work rows per second for a block of synthetic panchayats.
    const met = scraper.first >= SCRAPER_TARGET;
    if (!met) misses.push(`scraper ingest: ${rps(scraper.first)} work rows/s parsed and stored (target ${rps(SCRAPER_TARGET)})`);
    lines.push('### Scraper ingest');
    lines.push('');
    lines.push(
      `| ${scraper.rows} work rows (${scraper.gps} panchayat pages, ${scraper.concurrency} at once as a worker runs jobs) | rows/s | Target |`,
    );
    lines.push('|---|---:|---|');
    lines.push(
      `| parse + store (storeWorksReport) into an empty mirror | ${rps(scraper.first)} | >= ${rps(SCRAPER_TARGET)}: ${met ? 'met' : '**missed**'} |`,
    );
    lines.push(`| parse + store, unchanged MIS (nothing written) | ${rps(scraper.again)} | (report only) |`);
    lines.push(`| bare \`COPY\` of the same rows into the table without its indexes (the limit) | ${rps(scraper.copy)} | |`);
    lines.push('');
  }
  lines.push('### UI');
  lines.push('');
  if (ui.gz > UI_TARGET) misses.push(`initial UI JavaScript ${kib(ui.gz)} gzipped (target ${kib(UI_TARGET)})`);
  lines.push('| Figure | Value | Target |');
  lines.push('|---|---:|---|');
  lines.push(
    `| initial JavaScript of the sign-in page, gzip | ${kib(ui.gz)} (${ui.gz.toLocaleString('en-IN')} bytes) | <= 150 KiB: ${ui.gz <= UI_TARGET ? 'met' : '**missed**'} |`,
  );
  if (figures.dashboard) {
    lines.push(
      `| signed in, navigation to an interactive dashboard (cards shown), cold cache | ${figures.dashboard.cold.toFixed(0)} ms | (report only) |`,
    );
    lines.push(`| the same, warm cache | ${figures.dashboard.warm.toFixed(0)} ms | (report only) |`);
  }
  if (startup) {
    lines.push(
      `| startup to ready, first start (initdb, migrations, demo seed) / warm start | ${(startup.cold / 1000).toFixed(2)} s / ${(startup.warm / 1000).toFixed(2)} s | (report only) |`,
    );
    const d = startup.districts;
    lines.push(
      `| \`GET /api/location/districts\`, ${CONNECTIONS} clients (demo database): p50 / p95 / p99, req/s | ${ms(d.p50)} / ${ms(d.p95)} / ${ms(d.p99)} ms, ${rps(d.rps)} | (report only) |`,
    );
  }
  lines.push('');
  const fieldLines = field ? fieldSection(field, misses) : [];
  const evidenceLines = evidenceSection(evidence, misses, state);
  if (misses.length) {
    lines.push(`**Targets missed in this run (${misses.length}):**`);
    lines.push('');
    for (const m of misses) lines.push(`- ${m}`);
  } else {
    lines.push('**Every target was met in this run.**');
  }

  if (!write) {
    console.log(`\n${[...lines, '', ...evidenceLines].join('\n')}`);
    return misses;
  }
  writeSection(MAIN_START, MAIN_END, lines);
  console.log(`\n${evidenceLines.join('\n')}`);
  writeSection(EVIDENCE_START, EVIDENCE_END, evidenceLines);
  if (field) {
    console.log(`\n${fieldLines.join('\n')}`);
    writeSection(FIELD_START, FIELD_END, fieldLines);
  }
  return misses;
}

const MAIN_START = '<!-- bench:start (written by npm run bench) -->';
const MAIN_END = '<!-- bench:end -->';
// The field figure has a section of its own, so that --field-only can rewrite it alone.
const FIELD_START = '<!-- bench-field:start (written by npm run bench) -->';
const FIELD_END = '<!-- bench-field:end -->';

// The photo evidence figures too (--evidence-only rewrites them alone).
const EVIDENCE_START = '<!-- bench-evidence:start (written by npm run bench) -->';
const EVIDENCE_END = '<!-- bench-evidence:end -->';

/** The photo evidence figures' lines, dated, with the synthetic state they ran on. */
function evidenceSection(evidence, misses, state) {
  const stage = state.stages.find((s) => s.stage === 'evidence');
  return [
    `Measured ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC on ${machine()}, synthetic state \`--scale ${ARGS.scale} --seed ${ARGS.seed}\`` +
      (stage
        ? ` (its evidence stage: ${rps(stage.rows)} rows in ${stage.seconds === null ? '-' : `${stage.seconds.toFixed(1)} s`}).`
        : '.'),
    '',
    ...evidenceReport(evidence, misses),
  ];
}

/** The field figure's lines, dated (a --field-only run writes them apart from the rest). */
function fieldSection(field, misses) {
  return [`Measured ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC on ${machine()}.`, '', ...fieldReport(field, misses)];
}

/** Replaces what is between `start` and `end` in docs/benchmarks.md with `lines` (appended when the markers are missing). */
function writeSection(start, end, lines) {
  const file = path.join(REPO, 'docs/benchmarks.md');
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const at = text.indexOf(start);
  const stop = text.indexOf(end);
  const body = `${start}\n${lines.join('\n')}\n${end}`;
  // A new section goes right after the main results, or at the end of a file without them.
  const after = text.indexOf(MAIN_END);
  const placed =
    at >= 0 && stop > at
      ? text.slice(0, at) + body + text.slice(stop + end.length)
      : after >= 0 && start !== MAIN_START
        ? `${text.slice(0, after + MAIN_END.length)}\n\n${body}${text.slice(after + MAIN_END.length)}`
        : `${text.trimEnd()}\n\n${body}\n`;
  fs.writeFileSync(file, placed);
  console.log(`\nwrote ${path.relative(REPO, file)} (${start})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
