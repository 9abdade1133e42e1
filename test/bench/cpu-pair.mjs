// Two builds' API CPU a request, side by side (issue 42): both APIs up at once on the same
// database, each endpoint's load alternating between them in short runs (A B, then B A, ...), so
// that a host loaded by other work weighs on both alike; the median of the runs per build.
//   node test/bench/cpu-pair.mjs <database url> <label>=<server/dist> <label>=<server/dist>
// BENCH_ROUNDS (8), BENCH_SECONDS (3), BENCH_CONNECTIONS (20); BENCH_ONLY: a regular expression of
// the endpoints' labels. The database is one prepareStateDatabase made (bench.mjs --scale ...).
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { httpLoad } from './measure.mjs';
import { actors, signIn, startApi } from './state-bench.mjs';

const [databaseUrl, ...builds] = process.argv.slice(2);
if (!databaseUrl || builds.length < 2) throw new Error('usage: cpu-pair.mjs <database url> <label>=<server/dist> <label>=<server/dist>');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;

/** User + system CPU milliseconds of a process so far (/proc, USER_HZ 100). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const ctx = await actors(db);
await db.end();

const apis = [];
for (const build of builds) {
  const [label, dist] = build.split('=');
  const api = await startApi(databaseUrl, dist);
  const sessions = {};
  for (const who of ['ceo', 'sdata', 'sadmin']) sessions[who] = await signIn(api, ctx[who].mobile);
  apis.push({ label, api, sessions });
}

const post =
  (who, p, body = {}) =>
  (s) => ({
    method: 'POST',
    path: p,
    cookie: s[who].cookie,
    body: JSON.stringify({ currentRole: s[who].role, ...body }),
  });
const get = (who, p) => (s) => ({ method: 'GET', path: p, cookie: s[who].cookie });
// The state bench's labels (state-bench.mjs), and /auth/me: the path every signed-in request shares.
const ENDPOINTS = [
  ['getBlockView, ZP (page of 50)', post('ceo', '/api/Scraper/getBlockView')],
  ['Issues report, ZP (all years)', post('ceo', '/api/socialaudit/issues-report', { financialYear: 'ALL' })],
  ['Recovered issues report, ZP', post('ceo', '/api/socialaudit/recovered-issues-report', { financialYear: 'ALL' })],
  ['Recovery summary, state by district', get('sdata', '/api/socialaudit/recovery-summary')],
  ['Location list, districts of the state', get('sadmin', '/api/location/districts?state_code=15')],
  ['/auth/me', get('ceo', '/api/auth/me')],
].filter(([label]) => !ONLY || ONLY.test(label));

try {
  for (const [label, request] of ENDPOINTS) {
    const load = ({ api, sessions }) => {
      const r = request(sessions);
      return {
        url: `${api.base}${r.path}`,
        method: r.method,
        body: r.body,
        headers: { 'Content-Type': 'application/json', Cookie: r.cookie, 'Accept-Encoding': 'gzip, deflate, br, zstd' },
      };
    };
    // The same answer from each build, byte for byte, else the comparison is void.
    const answers = [];
    for (const a of apis) {
      const o = load(a);
      answers.push(Buffer.from(await (await fetch(o.url, o)).arrayBuffer()));
      await httpLoad({ ...o, connections: CONNECTIONS, seconds: 1 }); // warm-up
    }
    const same = answers.every((b) => b.equals(answers[0]));
    const runs = new Map(apis.map((a) => [a.label, { cpu: [], p95: [], rps: [] }]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const a of round % 2 ? [...apis].reverse() : apis) {
        const before = cpuMs(a.api.pid);
        const result = await httpLoad({ ...load(a), connections: CONNECTIONS, seconds: SECONDS });
        const run = runs.get(a.label);
        run.cpu.push((cpuMs(a.api.pid) - before) / (result.n + result.errors));
        run.p95.push(result.p95);
        run.rps.push(result.rps);
      }
    }
    const load1 = os.loadavg()[0].toFixed(1);
    for (const a of apis) {
      const run = runs.get(a.label);
      console.log(
        `${label} (${answers[0].length} B${same ? '' : ', ANSWERS DIFFER'}), ${a.label}: API CPU a request median ${median(run.cpu).toFixed(2)} ms ` +
          `[${run.cpu.map((c) => c.toFixed(2)).join(' ')}], p95 median ${median(run.p95).toFixed(1)} ms, ${median(run.rps).toFixed(0)}/s (load ${load1})`,
      );
    }
  }
} finally {
  for (const a of apis) await a.api.stop();
}
