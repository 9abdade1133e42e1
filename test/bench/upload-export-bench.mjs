// Uploads and downloads bounded (issue 41 part 3), on the embedded demo as `npm start` runs it
// (its MIS loaded through the real jobs): another officer's GET /api/auth/me, 50 a second sent at
// their times whatever the answers before, for BENCH_SECONDS each
//   0. with nothing else running (the floor);
//   1. while a ZP administrator sends 49 MB location files, one after another: half with their
//      length declared (413 at once), half chunked (cut off at the 1 MB bound);
//   2. while a TP administrator sends 49 MB location files (403 before any byte is read);
//   3. while eight officers each download GET /api/mis-changes.csv (the state's changes of the last
//      30 days, the page's default), one after another: eight exports running at once.
// Each beside its target (/auth/me p95 <= 200 ms), with what the uploads and downloads did
// (answers, bytes the client had sent when refused, exports done, their size and time) and the
// API process's peak resident memory over each phase.
// npm run bench -- --uploads-only (writes its section of docs/benchmarks.md), or standalone:
// node test/bench/upload-export-bench.mjs (after `npm run build`; prints the figures).
// BENCH_SERVER_DIST: another commit's server/dist (a before and after).
import pg from 'pg';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { summarise } from './measure.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(path.resolve(process.env.BENCH_SERVER_DIST ?? path.join(REPO, 'server/dist')), 'server/src');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PASSWORD = 'Bench@2024';
const MB = 1024 * 1024;
/** Issue 41: another officer's /auth/me during a refused 49 MB upload and during eight parallel exports. */
export const AUTH_ME_P95_TARGET = 200;
const EXPORTERS = 8;

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The demo as `npm start` runs it: embedded PostgreSQL, migrations, demo seed and the demo's MIS load. */
async function startDemo(say) {
  const port = await freePort();
  const pgPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-uploads-'));
  fs.chmodSync(dataDir, 0o755);
  const child = spawn(process.execPath, [path.join(DIST, 'main.js')], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      UI_DIST_DIR: path.join(REPO, 'admin-ui/dist'),
      LOG_LEVEL: 'warn',
      // The bench signs in a dozen officers from one address.
      THROTTLE_OTP_PER_ADDRESS_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Should the bench itself die, the API (and its database) do not outlive it.
  const orphan = () => child.kill('SIGTERM');
  process.once('exit', orphan);
  const stop = async () => {
    process.off('exit', orphan);
    if (child.exitCode === null) await new Promise((resolve) => (child.on('close', resolve), child.kill('SIGTERM')));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) break;
      } catch {
        /* not listening yet */
      }
      await sleep(200);
    }
    const databaseUrl = `postgres://postgres:portal-dev@127.0.0.1:${pgPort}/portal`;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    // The demo's MIS load runs through the jobs after start: wait until none is queued or running.
    const started = performance.now();
    let quiet = 0;
    for (;;) {
      const { rows } = await db.query(
        `SELECT count(*)::int AS runs, count(*) FILTER (WHERE state IN ('queued', 'active'))::int AS open,
                (SELECT count(*)::int FROM mis_history) AS entries FROM scrape_runs`,
      );
      const { runs, open, entries } = rows[0];
      quiet = runs > 0 && open === 0 ? quiet + 1 : 0;
      if (quiet >= 3) {
        say(
          `demo MIS loaded: ${runs} runs, ${entries.toLocaleString('en-IN')} history entries (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
        break;
      }
      if (performance.now() - started > 15 * 60_000) throw new Error('the demo MIS load did not finish in 15 minutes');
      await sleep(2000);
    }
    return { base: `http://127.0.0.1:${port}`, port, pid: child.pid, dataDir, databaseUrl, db, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The bench's officers, made through the real bootstrap service (argon2 hash, permission, roles). */
async function makeOfficers(databaseUrl) {
  const [
    { buildDataSourceOptions },
    { AdminBootstrapService },
    { RolesService },
    { Role },
    { Department },
    { ImplementingAgency },
    { RoleAssignment },
    { User },
    { RolesRepository },
    { DepartmentsRepository },
    { AgenciesRepository },
    { RoleAssignmentsRepository },
    { UsersRepository },
    { UserPermissionsRepository },
    { AUTH_ENTITIES },
    { ROLES_ENTITIES },
    { DataSource },
  ] = await Promise.all([
    import(path.join(DIST, 'database/data-source-options.js')),
    import(path.join(DIST, 'auth/admin-bootstrap.service.js')),
    import(path.join(DIST, 'roles/roles.service.js')),
    import(path.join(DIST, 'roles/entities/role.entity.js')),
    import(path.join(DIST, 'roles/entities/department.entity.js')),
    import(path.join(DIST, 'roles/entities/implementing-agency.entity.js')),
    import(path.join(DIST, 'roles/entities/role-assignment.entity.js')),
    import(path.join(DIST, 'auth/entities/user.entity.js')),
    import(path.join(DIST, 'roles/repositories/roles.repository.js')),
    import(path.join(DIST, 'roles/repositories/departments.repository.js')),
    import(path.join(DIST, 'roles/repositories/agencies.repository.js')),
    import(path.join(DIST, 'roles/repositories/role-assignments.repository.js')),
    import(path.join(DIST, 'auth/repositories/users.repository.js')),
    import(path.join(DIST, 'auth/repositories/user-permissions.repository.js')),
    import(path.join(DIST, 'auth/auth.entities.js')),
    import(path.join(DIST, 'roles/roles.entities.js')),
    import('typeorm'),
  ]);
  const ds = new DataSource({
    ...buildDataSourceOptions(databaseUrl, { entities: [...AUTH_ENTITIES, ...ROLES_ENTITIES] }),
    extra: { max: 2 },
  });
  await ds.initialize();
  try {
    const roles = new RolesService(
      new RolesRepository(ds.getRepository(Role)),
      new DepartmentsRepository(ds.getRepository(Department)),
      new AgenciesRepository(ds.getRepository(ImplementingAgency)),
      new RoleAssignmentsRepository(ds.getRepository(RoleAssignment)),
    );
    const bootstrap = new AdminBootstrapService(ds, roles, new UsersRepository(ds.getRepository(User)), new UserPermissionsRepository());
    const codes = (district, block) => ({ state_code: '15', district_code: district, block_code: block, panchayat_code: null });
    const officer = (mobile, name, level, roleCode, place, permission) => ({
      mobile,
      password: PASSWORD,
      name,
      designation: 'OFFICER',
      level,
      codes: place,
      permission: { type: permission, level },
      roles: [{ code: roleCode, level, codes: place }],
    });
    const specs = {
      watcher: officer('6100000001', 'BENCH WATCHER', 'ZP', 'ZP-CEO', codes('1515', null), 'USER'),
      zpAdmin: officer('6100000002', 'BENCH ZP ADMIN', 'ZP', 'ZP-CEO', codes('1515', null), 'ADMIN'),
      tpAdmin: officer('6100000003', 'BENCH TP ADMIN', 'TP', 'TP-EO', codes('1515', '1515001'), 'ADMIN'),
      ...Object.fromEntries(
        Array.from({ length: EXPORTERS }, (_, i) => [
          `exporter${i}`,
          officer(`61000001${String(i).padStart(2, '0')}`, 'BENCH EXPORTER', 'STATE', 'SADMIN', codes(null, null), 'ADMIN'),
        ]),
      ),
    };
    for (const spec of Object.values(specs)) await bootstrap.ensureOfficer(spec, false);
    return specs;
  } finally {
    await ds.destroy();
  }
}

async function signIn(api, mobile) {
  const post = (p, body) =>
    fetch(`${api.base}/api/auth/${p}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const sent = await post('sign-request-otp', { mobile, password: PASSWORD });
  if (!sent.ok) throw new Error(`sign-in of ${mobile}: ${sent.status} ${await sent.text()}`);
  const outbox = fs
    .readFileSync(path.join(api.dataDir, 'outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const otp = outbox.filter((l) => l.to === mobile).pop().otp;
  const login = await post('sign-request-login', { mobile, otp });
  if (!login.ok) throw new Error(`login of ${mobile}: ${login.status}`);
  return login.headers.get('set-cookie').split(';')[0];
}

/** One request over a fresh connection, its whole answer read: status, bytes and milliseconds. */
function get(api, pathname, cookie, agent) {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const req = http.get(`${api.base}${pathname}`, { headers: { Cookie: cookie }, agent }, (res) => {
      let bytes = 0;
      res.on('data', (c) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode, bytes, ms: performance.now() - t }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * A 49 MB location file (a whole multipart body: rows of codes the master does not know, about
 * 2.4 million of them, as the file) sent as a client sends it, stopping when the answer comes:
 * the status, how much had been written by then, and how long the answer took.
 */
function upload49(api, cookie, declare) {
  const total = 49 * MB;
  const head =
    '--XB\r\nContent-Disposition: form-data; name="file"; filename="gp.csv"\r\nContent-Type: text/csv\r\n\r\npanchayat_code,latitude,longitude\n';
  const tail = Buffer.from('\r\n--XB--\r\n');
  // The rows as one 64 KiB piece written again and again (the bench's own CPU stays out of the figures).
  const piece = Buffer.from('1599999999,17.1,76.3\n'.repeat(3120));
  return new Promise((resolve) => {
    const t = performance.now();
    let sent = 0;
    let answered = false;
    const req = http.request(`${api.base}/api/locations/panchayat-locations`, {
      method: 'POST',
      agent: false,
      headers: {
        Cookie: cookie,
        'Content-Type': 'multipart/form-data; boundary=XB',
        ...(declare ? { 'Content-Length': String(total) } : {}),
      },
    });
    req.on('response', (res) => {
      answered = true;
      const at = sent;
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode, sent: at, ms: performance.now() - t });
      });
    });
    req.on('error', () => {
      // The server answered and closed while this client was still writing: the answer can be
      // lost to the connection's reset before the client reads it (counted apart).
      if (!answered) resolve({ status: 'reset', sent, ms: performance.now() - t });
    });
    // 64 KiB writes, each when the socket takes it; the closing boundary makes it exactly 49 MB.
    const pump = () => {
      if (sent === 0) {
        req.write(head);
        sent += head.length;
      }
      while (!answered && sent < total - tail.length) {
        const left = total - tail.length - sent;
        const chunk = left < piece.length ? piece.subarray(0, left) : piece;
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (answered) return;
      sent += tail.length;
      req.end(tail);
    };
    pump();
  });
}

/** The API process's resident memory (kB), sampled until stopped: its peak. */
function rssWatch(pid) {
  const read = () => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      return m ? Number(m[1]) : 0;
    } catch {
      return 0;
    }
  };
  const start = read();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, read())), 50);
  return () => (clearInterval(timer), { startMb: start / 1024, peakMb: Math.max(peak, read()) / 1024 });
}

/**
 * The watcher: GET /api/auth/me at a steady RATE per second for `seconds`, each request sent at
 * its time whether or not the ones before have been answered (so a stall shows in every request
 * it holds up, not in one slow sample among quick ones), over kept connections. It runs on a
 * thread of its own, so the load the bench generates in its main thread (uploads written,
 * exports read) does not delay it: what it sees is the API.
 */
const RATE = 50;
const WATCHER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { base, cookie, seconds, rate } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const once = () => new Promise((resolve) => {
  const t = performance.now();
  http.get(base + '/api/auth/me', { headers: { Cookie: cookie }, agent }, (res) => {
    res.resume();
    res.on('end', () => resolve({ ok: res.statusCode === 200, ms: performance.now() - t }));
  }).on('error', () => resolve({ ok: false, ms: performance.now() - t }));
});
(async () => {
  const answers = [];
  const start = performance.now();
  for (let i = 0; i < seconds * rate; i++) {
    const at = start + (i * 1000) / rate;
    const wait = at - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    answers.push(once());
  }
  const done = await Promise.all(answers);
  agent.destroy();
  parentPort.postMessage({ latencies: done.filter((d) => d.ok).map((d) => d.ms), errors: done.filter((d) => !d.ok).length });
})();
`;

function watch(api, cookie) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WATCHER, { eval: true, workerData: { base: api.base, cookie, seconds: SECONDS, rate: RATE } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** The watcher's /auth/me for SECONDS while `load` runs (started with a stop signal, awaited after), and the API's memory. */
async function measure(api, watcherCookie, pid, load) {
  const stopRss = rssWatch(pid);
  const signal = { stopped: false };
  const running = load ? load(signal) : Promise.resolve(null);
  await sleep(300); // the load under way
  const { latencies, errors } = await watch(api, watcherCookie);
  signal.stopped = true;
  const done = await running;
  return { me: { ...summarise(latencies, SECONDS, errors), max: Math.max(...latencies) }, rss: stopRss(), load: done };
}

export async function uploadExportBench({ say = console.log } = {}) {
  say(`uploads and downloads (issue 41): the embedded demo from ${path.relative(REPO, DIST) || DIST} ...`);
  const api = await startDemo(say);
  try {
    const specs = await makeOfficers(api.databaseUrl);
    const cookies = {};
    for (const [key, spec] of Object.entries(specs)) cookies[key] = await signIn(api, spec.mobile);
    const day = (back) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() - back * 86_400_000));
    const exportPath = `/api/mis-changes.csv?filter=${encodeURIComponent(JSON.stringify({ from: day(29), to: day(0) }))}`;
    const probe = await get(api, exportPath, cookies.exporter0, false);
    if (probe.status !== 200) throw new Error(`the export answered ${probe.status}`);
    say(`mis-changes.csv of the demo (STATE, the last 30 days): ${(probe.bytes / MB).toFixed(2)} MB in ${probe.ms.toFixed(0)} ms`);

    const floor = await measure(api, cookies.watcher, api.pid, null);

    const uploads = (who) => async (signal) => {
      const answers = [];
      for (let i = 0; !signal.stopped; i++) answers.push(await upload49(api, cookies[who], i % 2 === 0));
      return answers;
    };
    const zp = await measure(api, cookies.watcher, api.pid, uploads('zpAdmin'));
    const tp = await measure(api, cookies.watcher, api.pid, uploads('tpAdmin'));

    const exports = await measure(api, cookies.watcher, api.pid, async (signal) => {
      const done = [];
      await Promise.all(
        Array.from({ length: EXPORTERS }, async (_, i) => {
          // Each officer one download after another, within its 20 in 10 minutes (the first has made the probe).
          for (let n = i === 0 ? 1 : 0; !signal.stopped && n < 20; n++)
            done.push(await get(api, exportPath, cookies[`exporter${i}`], false));
        }),
      );
      return done;
    });

    const uploadFigures = (answers) => {
      const statuses = {};
      for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      return {
        count: answers.length,
        statuses,
        sentMaxMb: Math.max(...answers.map((a) => a.sent)) / MB,
        answer: summarise(
          answers.map((a) => a.ms),
          1,
        ),
      };
    };
    const ok = exports.load.filter((e) => e.status === 200);
    const result = {
      exportBytes: probe.bytes,
      floor,
      zp: { ...zp, uploads: uploadFigures(zp.load) },
      tp: { ...tp, uploads: uploadFigures(tp.load) },
      exports: {
        ...exports,
        done: ok.length,
        refused: exports.load.length - ok.length,
        mb: ok.length ? ok.reduce((s, e) => s + e.bytes, 0) / ok.length / MB : 0,
        time: summarise(
          ok.map((e) => e.ms),
          1,
        ),
      },
    };
    for (const line of uploadExportReport(result, [])) say(line);
    return result;
  } finally {
    await api.db.end().catch(() => undefined);
    await api.stop();
  }
}

/** The figures as markdown lines; missed targets are pushed to `misses`. */
export function uploadExportReport(r, misses) {
  const f = (x) => (Number.isFinite(x) ? x.toFixed(1) : '-');
  const mem = (x) => `${x.rss.startMb.toFixed(0)} -> ${x.rss.peakMb.toFixed(0)} MB`;
  const target = (x, label) => {
    const met = x.me.p95 <= AUTH_ME_P95_TARGET && x.me.errors === 0;
    if (!met) misses.push(`/auth/me during ${label}: p95 ${f(x.me.p95)} ms (target ${AUTH_ME_P95_TARGET} ms)`);
    return `p95 <= ${AUTH_ME_P95_TARGET} ms: ${met ? 'met' : '**missed**'}`;
  };
  const statuses = (u) =>
    Object.entries(u.statuses)
      .map(([s, n]) => `${n} x ${s}`)
      .join(', ');
  return [
    '### Uploads and downloads bounded (issue 41)',
    '',
    `The embedded demo as \`npm start\` runs it (its MIS loaded through the jobs); \`GET /api/mis-changes.csv\` of the last 30 days for a STATE officer is ${(r.exportBytes / MB).toFixed(2)} MB. Another officer (ZP, not an administrator) calls \`GET /api/auth/me\` ${RATE} times a second for ${SECONDS} s in each phase, each request at its time whether or not the ones before were answered (a stall shows in every request it holds up), from a thread of the bench's own apart from the load it makes; API resident memory from the phase's start to its peak.`,
    '',
    '| Phase | /auth/me p50 / p95 / p99 / max ms (answered) | What ran beside it | API memory | Target |',
    '|---|---|---|---|---|',
    `| nothing else | ${f(r.floor.me.p50)} / ${f(r.floor.me.p95)} / ${f(r.floor.me.p99)} / ${f(r.floor.me.max)} (${r.floor.me.n}) | | ${mem(r.floor)} | (the floor) |`,
    `| a ZP administrator's 49 MB location files, one after another (half with their length declared, half chunked) | ${f(r.zp.me.p50)} / ${f(r.zp.me.p95)} / ${f(r.zp.me.p99)} / ${f(r.zp.me.max)} (${r.zp.me.n}) | ${r.zp.uploads.count} uploads: ${statuses(r.zp.uploads)}; answered in ${f(r.zp.uploads.answer.p50)} ms (p50), at most ${r.zp.uploads.sentMaxMb.toFixed(1)} MB written by the client by then | ${mem(r.zp)} | ${target(r.zp, "a ZP administrator's 49 MB upload")} |`,
    `| a TP administrator's 49 MB location files (refused by caller) | ${f(r.tp.me.p50)} / ${f(r.tp.me.p95)} / ${f(r.tp.me.p99)} / ${f(r.tp.me.max)} (${r.tp.me.n}) | ${r.tp.uploads.count} uploads: ${statuses(r.tp.uploads)}; answered in ${f(r.tp.uploads.answer.p50)} ms (p50), at most ${r.tp.uploads.sentMaxMb.toFixed(1)} MB written by then | ${mem(r.tp)} | ${target(r.tp, "a TP administrator's 49 MB upload")} |`,
    `| eight officers downloading mis-changes.csv, one after another each (eight at once) | ${f(r.exports.me.p50)} / ${f(r.exports.me.p95)} / ${f(r.exports.me.p99)} / ${f(r.exports.me.max)} (${r.exports.me.n}) | ${r.exports.done} exports of ${r.exports.mb.toFixed(2)} MB (${r.exports.refused} refused), each ${f(r.exports.time.p50)} ms p50 / ${f(r.exports.time.p95)} ms p95 | ${mem(r.exports)} | ${target(r.exports, 'eight parallel exports')} |`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  uploadExportBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
