// npm run bench: prints figures, asserts nothing.
//   1. startup time to ready (embedded PostgreSQL: first start with initdb, then a warm start)
//   2. latency p50/p95 of GET /api/location/districts under concurrent load (autocannon)
//   3. initial UI JavaScript, gzipped (what the browser must fetch for the first page)
//   4. scraper parse + upsert throughput beside a bare COPY (scraper-bench.mjs)
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { scraperBench } from './scraper-bench.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(REPO, 'server/dist/server/src/main.js');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

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

/** Latency of autocannon against one request, exact p50/p95 from every response. */
async function measure(label, opts) {
  const latencies = [];
  const run = autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(2);
  console.log(
    `${label}, ${CONNECTIONS} connections for ${DURATION} s: ${Math.round(result.requests.average)} req/s, ` +
      `p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
  );
}

/** The Role Management user list with 100,000 officers (issue 4), as the STATE ADMIN, one page of 100. */
async function userListBench(port, dataDir, pgPort) {
  const USERS = Number(process.env.BENCH_USERS ?? 100000);
  const db = new pg.Client({ connectionString: `postgres://postgres:portal-dev@127.0.0.1:${pgPort}/portal` });
  await db.connect();
  const started = performance.now();
  await db.query(
    `INSERT INTO users (name, email, mobile_number, kgid_pan, designation, officer_level, district_code, block_code, panchayat_code, password_hash)
     SELECT 'OFFICER ' || g, 'officer' || g || '@bench.test', (6000000000 + g)::text, 'BENCH' || g, 'GRAM PANCHAYAT OFFICER', 'GP',
            '1515', '1515001', '1515001004', 'not-a-hash'
       FROM generate_series(1, $1) g`,
    [USERS],
  );
  await db.query('VACUUM ANALYZE users'); // the steady state autovacuum keeps
  await db.end();
  console.log(`inserted ${USERS} officers in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const base = `http://127.0.0.1:${port}/api/auth`;
  const post = (path, body, cookie) =>
    fetch(`${base}/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
  await post('sign-request-otp', { mobile: '9999999999', password: 'Admin@2024' });
  const outbox = fs
    .readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const otp = outbox.filter((l) => l.to === '9999999999').pop().otp;
  const login = await post('sign-request-login', { mobile: '9999999999', otp });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const { data } = await login.json();
  const body = JSON.stringify({ user: data.user, currentRole: data.roles[0] });
  const first = await fetch(`${base}/user-list?range=[0,99]`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body,
  });
  console.log(`user-list first page: ${first.status}, Content-Range ${first.headers.get('content-range')}`);
  const headers = { 'Content-Type': 'application/json', Cookie: cookie };
  await measure(`POST /api/auth/user-list (${USERS} users, page 1 of 100 by name)`, {
    url: `${base}/user-list?range=${encodeURIComponent('[0,99]')}`,
    method: 'POST',
    headers,
    body,
  });
  await measure(`POST /api/auth/user-list (${USERS} users, page 500, name filter)`, {
    url: `${base}/user-list?range=${encodeURIComponent('[49900,49999]')}&filter=${encodeURIComponent('{"q":"OFFICER 1"}')}`,
    method: 'POST',
    headers,
    body,
  });
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

async function main() {
  if (!fs.existsSync(MAIN)) throw new Error('Build first: npm run build (npm run bench does)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const pgPort = await freePort();
  console.log(`Machine: ${os.cpus().length} CPU, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}`);

  const cold = await startServer(dataDir, pgPort);
  await cold.stop();
  console.log(`startup to ready, first start (initdb + migrations + demo seed): ${(cold.ms / 1000).toFixed(2)} s`);
  const warm = await startServer(dataDir, pgPort);
  console.log(`startup to ready, warm start:                                  ${(warm.ms / 1000).toFixed(2)} s`);

  // Every response's latency is kept, so p50/p95 are exact rather than read off buckets.
  const latencies = [];
  const run = autocannon({
    url: `http://127.0.0.1:${warm.port}/api/location/districts?state_code=15`,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(2);
  console.log(
    `GET /api/location/districts, ${CONNECTIONS} connections for ${DURATION} s: ` +
      `${Math.round(result.requests.average)} req/s, p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms, ` +
      `${latencies.length} responses, errors ${result.errors}, non-2xx ${result.non2xx}`,
  );
  await userListBench(warm.port, dataDir, pgPort);
  await warm.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const ui = initialJsGzip();
  console.log(`initial UI JavaScript (${ui.files.length} file(s) in index.html): ${kib(ui.raw)} raw, ${kib(ui.gz)} gzipped`);
  console.log(`lazy chunks: ${ui.lazy.join('; ')}`);
  await scraperBench();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
