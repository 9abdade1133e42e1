// GET /api/auth/me on the embedded demo, signed in (issue 42): p50/p95/p99, requests a second and
// the API's CPU per request (user + system from /proc) at 20 connections for 15 s; with
// --promises, the promises the API makes per request instead (500 sequential requests after 50
// warm ones; a count the host's load does not change).
// Usage: npm run build -w server && node test/bench/auth-me-bench.mjs [--seconds 15] [--connections 20] [--promises]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { signIn, startDemo } from './field-bench.mjs';
import { httpLoad } from './measure.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.join(HERE, '../../server/dist/server/src/main.js');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 15);
const connections = arg('connections', 20);
const countPromises = process.argv.includes('--promises');

/** The API process's CPU time so far (user + system, ms). */
const cpuMs = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 a second)
};

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The demo as startDemo starts it, with the promise counter preloaded. */
async function startCountedDemo(countFile) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-me-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', path.join(HERE, 'count-promises.mjs'), MAIN], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      PROMISE_COUNT_FILE: countFile,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  const stop = async () => {
    await new Promise((resolve) => (child.on('close', resolve), child.kill('SIGTERM')));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, dataDir, pid: child.pid, stop };
}

const countFile = path.join(os.tmpdir(), `auth-me-promises-${process.pid}`);
const demo = countPromises ? await startCountedDemo(countFile) : await startDemo();
try {
  const cookie = await signIn(demo, { mobile: '9000000011', password: 'Officer@2024' });
  const url = `${demo.base}/api/auth/me`;
  if (countPromises) {
    const me = async () => {
      const res = await fetch(url, { headers: { Cookie: cookie.header } });
      await res.text();
      if (res.status !== 200) throw new Error(`/auth/me answered ${res.status}`);
    };
    const count = async () => {
      process.kill(demo.pid, 'SIGUSR2');
      await sleep(200);
      return Number(fs.readFileSync(countFile, 'utf8'));
    };
    for (let i = 0; i < 50; i++) await me();
    const before = await count();
    for (let i = 0; i < 500; i++) await me();
    console.log(`/auth/me: ${((await count()) - before) / 500} promises a request`);
  } else {
    await httpLoad({ url, headers: { Cookie: cookie.header }, connections, seconds: 3 }); // warm-up
    const cpu = cpuMs(demo.pid);
    const r = await httpLoad({ url, headers: { Cookie: cookie.header }, connections, seconds });
    const cpuPerRequest = ((cpuMs(demo.pid) - cpu) * 1000) / r.n;
    console.log(
      `/auth/me, ${connections} connections, ${seconds} s: p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, ` +
        `p99 ${r.p99.toFixed(2)} ms, ${r.rps.toFixed(0)} rps, ${r.errors} errors, API CPU ${cpuPerRequest.toFixed(0)} µs a request`,
    );
  }
} finally {
  await demo.stop();
  fs.rmSync(countFile, { force: true });
}
