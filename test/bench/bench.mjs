// npm run bench: prints figures, asserts nothing.
//   1. startup time to ready (embedded PostgreSQL: first start with initdb, then a warm start)
//   2. latency p50/p95 of GET /api/location/districts under concurrent load (autocannon)
//   3. initial UI JavaScript, gzipped (what the browser must fetch for the first page)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

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
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn' },
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
  await warm.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const ui = initialJsGzip();
  console.log(`initial UI JavaScript (${ui.files.length} file(s) in index.html): ${kib(ui.raw)} raw, ${kib(ui.gz)} gzipped`);
  console.log(`lazy chunks: ${ui.lazy.join('; ')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
