// The report and list endpoints on a synthetic state (npm run bench -- --scale state), each
// beside its limit: the same answer computed by one hand-written SQL query through pg, run at
// the same concurrency in the same run. Also /auth/me beside a bare node:http server doing the
// same session lookup, and the time to an interactive dashboard in headless Chromium.
import pg from 'pg';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { launchChromium } from './chromium.mjs';
import { httpLoad, sqlLoad } from './measure.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// BENCH_SERVER_DIST: the built server to run (another commit's server/dist, for a before and after).
const DIST = path.join(path.resolve(process.env.BENCH_SERVER_DIST ?? path.join(REPO, 'server/dist')), 'server/src');
const PASSWORD = 'Synth@2024';

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** The bench's database: created, migrated and filled by synth-state unless already there. */
export async function prepareStateDatabase({ admin, scale, seed, say }) {
  const name = `portal_bench_${scale}_s${seed}`;
  const root = new pg.Client({ connectionString: admin });
  await root.connect();
  const exists = (await root.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
  if (!exists) await root.query(`CREATE DATABASE ${name}`);
  await root.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const { runMigrations } = await import(path.join(DIST, 'database/migrate.js'));
  await runMigrations(url.toString());
  say(`synth-state --scale ${scale} --seed ${seed} into ${name} ...`);
  const started = performance.now();
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(DIST, 'cli.js'), 'synth-state', '--scale', scale, '--seed', String(seed)], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: url.toString(),
        LOG_LEVEL: 'warn',
        MIS_REFRESH_ENABLED: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`synth-state exited with ${code}`);
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const { rows } = await db.query(`SELECT entity_id, after FROM audit_trail WHERE action = 'synth.stage' AND entity = 'synth' ORDER BY id`);
  await db.end();
  const stages = rows.map((r) => ({ stage: r.after.stage, rows: r.after.rows, seconds: r.after.seconds ?? null, asOf: r.after.as_of }));
  return { name, url: url.toString(), stages, thisRunSeconds: (performance.now() - started) / 1000 };
}

/** The API of `serverDist` (a built server/dist; BENCH_SERVER_DIST's or this checkout's by default) on the bench's database. */
export async function startApi(databaseUrl, serverDist = null) {
  const dist = serverDist ? path.join(path.resolve(serverDist), 'server/src') : DIST;
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-state-'));
  // BENCH_API_NODE_ARGS: Node options for the API (profiling while working on an endpoint: --cpu-prof).
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(dist, 'main.js')], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MIS_REFRESH_ENABLED: 'false',
      DEMO_SEED: 'false',
      // The bench signs in a handful of officers many times over a run.
      THROTTLE_OTP_PER_ADDRESS_PER_HOUR: '10000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () => new Promise((resolve) => (child.on('close', resolve), child.kill('SIGTERM')));
  return { base: `http://127.0.0.1:${port}`, dataDir, stop, pid: child.pid };
}

export async function signIn(api, mobile) {
  const post = (p, body, cookie) =>
    fetch(`${api.base}/api/auth/${p}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
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
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const { data } = await login.json();
  return { cookie, role: data.roles[0], sid: decodeURIComponent(cookie.split('=')[1]).replace(/^s:/, '').split('.')[0] };
}

/** Officers of the synthetic state the bench acts as, and the places and cycle they work in. */
export async function actors(db) {
  const first = async (role) =>
    (
      await db.query(
        `SELECT u.mobile_number AS mobile, a.district_code, a.block_code FROM users u
           JOIN role_assignments a ON a.user_id = u.id AND a.status_deleted = 'NO' JOIN roles r ON r.id = a.role_id
          WHERE r."Role_code" = $1 AND u.mobile_number LIKE '68%' AND u.status = 'ACTIVE' ORDER BY u.mobile_number LIMIT 1`,
        [role],
      )
    ).rows[0];
  const [je, ceo, sdata, sadmin] = await Promise.all(['PRED-JE', 'ZP-CEO', 'SDATA', 'SADMIN'].map(first));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  const cycle = (
    await db.query(
      `SELECT id, financial_year, levels FROM fto_schedules
        ORDER BY CASE WHEN $1::date BETWEEN schedule_start AND schedule_end THEN 0 WHEN schedule_start > $1::date THEN 1 ELSE 2 END,
                 CASE WHEN schedule_start > $1::date THEN schedule_start END, schedule_start DESC LIMIT 1`,
      [today],
    )
  ).rows[0];
  const agencies = (
    await db.query(
      `SELECT DISTINCT a.imp_name FROM implementing_agencies a JOIN departments d ON d.department_code = a.department_code
         JOIN fto_role_mappings m ON m.department_id = d.id JOIN roles r ON r.id = m.role_id
        WHERE r."Role_code" = 'PRED-JE' AND m.level = 1 ORDER BY 1`,
    )
  ).rows.map((r) => r.imp_name);
  return { je, ceo, sdata, sadmin, cycle, agencies };
}

const money = (expr) => `coalesce(${expr}, 0)::numeric(18,2)::text`;
const ISSUE_FROM = `sa_issues i JOIN panchayats p ON p.panchayat_code = i.panchayat_code JOIN blocks b ON b.block_code = i.block_code
  JOIN districts d ON d.district_code = i.district_code`;

/** The level 1 draw (docs/fto-verification.md "Sampling") over the base tables, as a CTE `sample`. */
const SAMPLE = (extra = '') => `population AS (
    SELECT w.work_code, row_number() OVER (g ORDER BY md5($4 || w.work_code), w.work_code) AS draw, count(*) OVER g AS stratum
      FROM mis_works w
     WHERE w.gone_at IS NULL AND w.block_code = $1 AND w.agency_name = ANY($2::text[]) AND w.work_start_fin_year = ANY($3::text[]) ${extra}
    WINDOW g AS (PARTITION BY w.panchayat_code, w.agency_name, w.work_start_fin_year)),
  sample AS (
    SELECT p.work_code FROM population p
     WHERE p.draw <= ceil(p.stratum * $5::numeric / 100)
        OR EXISTS (SELECT 1 FROM fto_verifications v WHERE v.cycle_id = $6 AND v.level = 1 AND v.superseded_at IS NULL AND v.work_code = p.work_code))`;

/** Each endpoint: the request, and the same answer as one hand-written query (the limit). */
async function endpoints(ctx, sessions, derivedColumns) {
  const { je, ceo, cycle, agencies } = ctx;
  const drawArgs = [je.block_code, agencies, cycle.financial_year, `${cycle.id}:1:`, cycle.levels[0].percentage, cycle.id];
  const sampleCells = await ctx.db.query(
    `WITH ${SAMPLE()} SELECT w.agency_name, w.work_start_fin_year, count(*) AS n FROM sample s JOIN mis_works w USING (work_code)
      GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
    drawArgs,
  );
  const cell = sampleCells.rows[0];
  const post = (who, p, body = {}) => ({
    method: 'POST',
    path: p,
    cookie: sessions[who].cookie,
    body: JSON.stringify({ currentRole: sessions[who].role, ...body }),
  });
  const get = (who, p) => ({ method: 'GET', path: p, cookie: sessions[who].cookie });
  const blockView = (where) => `SELECT d.district_code, d.district_name, b.block_code, b.block_name, p.panchayat_code, p.panchayat_name,
         coalesce(s.total_ongoing, 0) AS total_ongoing, coalesce(s.total_physically_completed, 0) AS total_physically_completed,
         coalesce(s.total_suspended, 0) AS total_suspended, coalesce(s.total_works, 0) AS total_works,
         s.work_register_url IS NOT NULL AS work_register_loaded, s.work_register_url AS work_register_link, s.works_loaded_at, s.bills_loaded_at,
         count(*) OVER () AS total,
         (SELECT coalesce(json_agg(json_build_object('jobId', r.id, 'spider', r.spider, 'state', r.state) ORDER BY r.queued_at), '[]')
            FROM scrape_runs r WHERE r.panchayat_code = p.panchayat_code AND r.state IN ('queued', 'active') AND r.queued_at > now() - interval '1 day') AS running
    FROM panchayats p JOIN blocks b ON b.block_code = p.block_code JOIN districts d ON d.district_code = b.district_code
    LEFT JOIN mis_panchayat_status s ON s.panchayat_code = p.panchayat_code
   WHERE ${where}
   ORDER BY b.block_name, b.block_code, p.panchayat_name, p.panchayat_code LIMIT 50`;
  const issuesReport = (code, name, where) => `SELECT ${code} AS location_code, ${name} AS location_name, i.issue_type,
         ${money('sum(i.issue_amount)')} AS total_issue_amount, count(*)::int AS issue_count
    FROM ${ISSUE_FROM} WHERE ${where}
   GROUP BY ${code}, ${name}, i.issue_type ORDER BY ${name}, ${code}, i.issue_type`;
  const recoveredReport = (code, name, where) => `SELECT ${code} AS location_code, ${name} AS location_name, i.issue_type,
         count(*)::int AS issue_count, ${money('sum(i.issue_amount)')} AS total_issue_amount, ${money('sum(i.response_amount)')} AS total_response_amount,
         count(r.id)::int AS filed_count, (count(r.id) FILTER (WHERE r.case_status = 'YES'))::int AS recovered_count,
         ${money(`sum(r.recovered_amount) FILTER (WHERE r.case_status = 'YES')`)} AS total_recovered_amount
    FROM ${ISSUE_FROM} LEFT JOIN sa_recoveries r ON r.issue_id = i.id
   WHERE ${where} AND i.response_amount > 0
   GROUP BY ${code}, ${name}, i.issue_type ORDER BY ${name}, ${code}, i.issue_type`;
  const q = 'PATIL';
  return [
    {
      label: 'Level 1 works summary (TP, 5 years)',
      request: post('je', '/api/filever/getworks2'),
      sql: {
        sql: `WITH ${SAMPLE()}
              SELECT w.agency_name, w.work_start_fin_year, count(*) AS total_works FROM sample s JOIN mis_works w ON w.work_code = s.work_code
               GROUP BY 1, 2 ORDER BY 1, 2`,
        params: drawArgs,
      },
    },
    {
      label: `Works list page (${cell.agency_name}, ${cell.work_start_fin_year}: ${cell.n} works)`,
      request: post('je', '/api/filever/getworkData2', { agency: cell.agency_name, year: cell.work_start_fin_year }),
      sql: {
        sql: `WITH ${SAMPLE('AND w.agency_name = $7 AND w.work_start_fin_year = $8')}
              SELECT w.work_code, w.work_name, r.detail_url AS wrkreg_link, w.booked_inception_wages, w.paid_inception_wages,
                     w.booked_inception_material, w.paid_inception_material, w.sanction_wages, w.sanction_material, w.sanction_total,
                     w.work_status, w.district_code, w.block_code, w.panchayat_code, w.district_name, w.block_name, w.panchayat_name,
                     w.agency_name, w.work_start_fin_year, ${derivedColumns},
                     v.id IS NOT NULL AS filled, v.status AS filled_status
                FROM sample s JOIN mis_works w ON w.work_code = s.work_code
                LEFT JOIN mis_work_register r ON r.work_code = w.work_code AND r.gone_at IS NULL
                LEFT JOIN fto_verifications v ON v.cycle_id = $6 AND v.level = 1 AND v.superseded_at IS NULL AND v.work_code = w.work_code
               ORDER BY w.block_name, w.panchayat_name, w.work_code`,
        params: [...drawArgs, cell.agency_name, cell.work_start_fin_year],
      },
    },
    {
      label: 'getBlockView, ZP (page of 50)',
      request: post('ceo', '/api/Scraper/getBlockView'),
      sql: { sql: blockView('b.district_code = $1'), params: [ceo.district_code] },
    },
    {
      label: 'getBlockView, state (page of 50)',
      request: post('sadmin', '/api/Scraper/getBlockView'),
      sql: { sql: blockView('TRUE'), params: [] },
    },
    {
      label: 'Issues report, state (all years)',
      request: post('sadmin', '/api/socialaudit/issues-report', { financialYear: 'ALL' }),
      sql: { sql: issuesReport('i.district_code', 'd.district_name', 'TRUE'), params: [] },
    },
    {
      label: 'Issues report, ZP (all years)',
      request: post('ceo', '/api/socialaudit/issues-report', { financialYear: 'ALL' }),
      sql: { sql: issuesReport('i.block_code', 'b.block_name', 'i.district_code = $1'), params: [ceo.district_code] },
    },
    {
      label: 'Recovered issues report, state',
      request: post('sadmin', '/api/socialaudit/recovered-issues-report', { financialYear: 'ALL' }),
      sql: { sql: recoveredReport('i.district_code', 'd.district_name', 'TRUE'), params: [] },
    },
    {
      label: 'Recovered issues report, ZP',
      request: post('ceo', '/api/socialaudit/recovered-issues-report', { financialYear: 'ALL' }),
      sql: { sql: recoveredReport('i.block_code', 'b.block_name', 'i.district_code = $1'), params: [ceo.district_code] },
    },
    {
      label: 'Recovery summary, state by district',
      request: get('sdata', '/api/socialaudit/recovery-summary'),
      sql: {
        sql: `SELECT i.district_code AS location_code, d.district_name AS location_name, i.district_code, min(d.district_name) AS district_name,
                     (count(*) FILTER (WHERE i.response_amount > 0))::int AS total_recommended_issues, count(r.id)::int AS total_uploaded_cases,
                     (count(r.id) FILTER (WHERE r.case_status = 'YES'))::int AS total_recovered_cases,
                     ${money(`sum(r.recovered_amount) FILTER (WHERE r.case_status = 'YES')`)} AS total_recovered_amount,
                     (count(r.id) FILTER (WHERE r.case_status = 'NO'))::int AS total_not_recovered_cases,
                     (count(r.id) FILTER (WHERE r.adhoc_decision = 'dropped'))::int AS total_dropped_issues,
                     ${money(`sum(r.total_expected) FILTER (WHERE r.adhoc_decision = 'dropped')`)} AS total_dropped_amount,
                     (count(r.id) FILTER (WHERE r.adhoc_decision = 'not_submitted'))::int AS total_not_submitted_issues,
                     ${money(`sum(r.total_expected) FILTER (WHERE r.adhoc_decision = 'not_submitted')`)} AS total_not_submitted_amount,
                     count(v.id)::int AS total_verified_cases
                FROM ${ISSUE_FROM} LEFT JOIN sa_recoveries r ON r.issue_id = i.id LEFT JOIN sa_verifications v ON v.recovery_id = r.id
               GROUP BY i.district_code, d.district_name ORDER BY d.district_name, i.district_code`,
        params: [],
      },
    },
    {
      label: `User list, state, filter "${q}" (page of 100)`,
      request: post(
        'sadmin',
        `/api/auth/user-list?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=${encodeURIComponent('[0,99]')}`,
      ),
      sql: {
        sql: `SELECT u.id, u.name, u.mobile_number, u.designation, u.officer_level, u.district_code, u.block_code, u.panchayat_code,
                     d.district_name, b.block_name, p.panchayat_name,
                     EXISTS (SELECT 1 FROM user_permissions x WHERE x.user_id = u.id AND x.permission_type = 'ADMIN') AS is_admin,
                     (SELECT count(*) FROM users c WHERE c.status = 'ACTIVE' AND (c.name || ' ' || c.mobile_number || ' ' || c.designation) ILIKE $1) AS total
                FROM (SELECT * FROM users u WHERE u.status = 'ACTIVE' AND (u.name || ' ' || u.mobile_number || ' ' || u.designation) ILIKE $1
                       ORDER BY u.name, u.id LIMIT 100) u
                LEFT JOIN districts d ON d.district_code = u.district_code LEFT JOIN blocks b ON b.block_code = u.block_code
                LEFT JOIN panchayats p ON p.panchayat_code = u.panchayat_code
               ORDER BY u.name, u.id`,
        params: [`%${q}%`],
      },
    },
    {
      label: 'Audit trail (newest 100)',
      request: get('sadmin', '/api/auth/audit-trail'),
      sql: {
        sql: `SELECT e.*, (SELECT count(*) FROM audit_trail) AS total FROM audit_trail e ORDER BY e.at DESC, e.id DESC LIMIT 100`,
        params: [],
      },
    },
    {
      label: 'Location list, districts of the state',
      request: get('sadmin', '/api/location/districts?state_code=15'),
      sql: {
        sql: `SELECT district_code, district_name, district_name_kn, (SELECT count(*) FROM districts WHERE state_code = $1) AS total
                FROM districts WHERE state_code = $1 ORDER BY district_name LIMIT 1000`,
        params: ['15'],
      },
    },
    {
      label: "Location list, panchayats of the JE's block",
      request: get('sadmin', `/api/location/panchayats?district_code=${je.block_code.slice(0, 4)}&block_code=${je.block_code}`),
      sql: {
        sql: `SELECT panchayat_code, panchayat_name, panchayat_name_kn, (SELECT count(*) FROM panchayats WHERE block_code = $1) AS total
                FROM panchayats WHERE block_code = $1 ORDER BY panchayat_name LIMIT 1000`,
        params: [je.block_code],
      },
    },
  ];
}

/**
 * The CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere.
 * Read around a run, it gives the API's own CPU per request: the part of its floor that does not
 * depend on how busy PostgreSQL or the machine is.
 */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}

/** `load()` (an httpLoad) with the API's CPU milliseconds per answered request added as `cpu`. */
async function withCpu(pid, load) {
  const before = cpuMs(pid);
  const result = await load();
  const after = cpuMs(pid);
  const answered = result.n + result.errors;
  return { ...result, cpu: before === null || after === null || !answered ? null : (after - before) / answered };
}

const kb = (n) => (n / 1000).toFixed(1);

/**
 * A bare node:http server answering each request with one pg query: the session lookup /auth/me
 * starts with (issue 12's limit). With BARE_ANSWER (the API's own /auth/me answer: its body and
 * headers), it sends those same bytes after the same lookup: the limit for the same answer, so
 * that the two differ only in what the API does per request, not in what goes over the wire.
 */
const BARE_SERVER = `
const http = require('node:http');
const pg = require(${JSON.stringify(path.join(REPO, 'node_modules/pg'))});
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const same = process.env.BARE_ANSWER ? JSON.parse(process.env.BARE_ANSWER) : null;
const body = same ? Buffer.from(same.body, 'base64') : null;
const query = process.env.BARE_SQL ? JSON.parse(process.env.BARE_SQL) : null;
http.createServer(async (req, res) => {
  if (query) {
    // An endpoint's floor: its raw SQL (rows parsed as pg parses them), then the API's answer.
    req.resume();
    await pool.query(query.sql, query.params);
    res.writeHead(200, same.headers);
    res.end(body);
    return;
  }
  const { rows } = await pool.query('SELECT sess FROM sessions WHERE sid = $1 AND expire > now()', [process.env.SID]);
  if (body && rows.length) {
    res.writeHead(200, same.headers);
    res.end(body);
    return;
  }
  res.writeHead(rows.length ? 200 : 401, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ success: true, data: rows[0]?.sess ?? null }));
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

/** An answer's headers as a bare server sends them again: those a server sets per connection left out. */
function answerHeaders(res) {
  const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  return Object.fromEntries([...res.headers].filter(([name]) => !perConnection.has(name)));
}

/** The API's /auth/me answer for a session, as the bare server's BARE_ANSWER (headers a server sets per connection left out). */
async function meAnswer(api, cookie) {
  const res = await fetch(`${api.base}/api/auth/me`, { headers: { Cookie: cookie } });
  const body = Buffer.from(await res.arrayBuffer());
  const headers = answerHeaders(res);
  return { body: body.toString('base64'), headers, bytes: body.length, count: Object.keys(headers).length };
}

/**
 * An endpoint's answer as the bare server sends it (BARE_ANSWER): the body as the API sent it to this
 * client (compressed again by the API's own twinOf when it came compressed; fetch decodes) and its headers.
 */
async function floorAnswer(probe, decoded) {
  const coding = probe.headers.get('content-encoding');
  const { twinOf } = await import(path.join(DIST, 'common/http/kept-answer.js'));
  const body = coding ? await twinOf(decoded, coding) : decoded;
  return { body: body.toString('base64'), headers: answerHeaders(probe) };
}

async function bareServer(databaseUrl, sid, answer = null, sql = null) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      SID: sid ?? '',
      PORT: String(port),
      ...(answer ? { BARE_ANSWER: JSON.stringify({ body: answer.body, headers: answer.headers }) } : {}),
      ...(sql ? { BARE_SQL: JSON.stringify(sql), PGOPTIONS: '-c jit=off' } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    stop: () => new Promise((r) => (child.on('close', r), child.kill('SIGTERM'))),
  };
}

/** Time from navigation to the dashboard's cards, signed in, in headless Chromium (cold cache, then warm). */
async function dashboardTime(api, session) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const [name, value] = session.cookie.split('=');
    await context.addCookies([{ name, value, url: api.base }]);
    const page = await context.newPage();
    const times = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await page.goto(`${api.base}/dashboard`);
      await page.getByTestId('main-option-card').first().waitFor();
      times.push(performance.now() - started);
    }
    return { cold: times[0], warm: Math.min(times[1], times[2]) };
  } finally {
    await browser.close();
  }
}

/**
 * What Chromium sends (and the field phones' Chrome): the load asks for answers as the portal's browsers do.
 * BENCH_ACCEPT_ENCODING=identity measures the API as a client that takes no compression.
 */
const BROWSER_ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';

export async function stateBench({ databaseUrl, seconds, say, only = null }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const ctx = { db, ...(await actors(db)) };
  const api = await startApi(databaseUrl);
  // The app's session settings (data-source-options.ts), so that the limit runs as the app's queries do.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20, options: '-c jit=off' });
  try {
    const sessions = {};
    for (const who of ['je', 'ceo', 'sdata', 'sadmin']) sessions[who] = await signIn(api, ctx[who].mobile);
    // Where the build keeps the works lists' SQL (repositories/ since issue 42; verification-reads before it).
    const { DERIVED_COLUMNS } = await import(path.join(DIST, 'scraper/repositories/scraper-read.repository.js')).catch(
      () => import(path.join(DIST, 'scraper/verification-reads.js')),
    );
    const list = (await endpoints(ctx, sessions, DERIVED_COLUMNS)).filter((e) => !only || only.test(e.label));
    const rows = [];
    for (const e of list) {
      // Asked as Chromium asks: an answer the API keeps compressed goes out compressed (common/http/kept-answer.ts).
      const headers = { 'Content-Type': 'application/json', Cookie: e.request.cookie, 'Accept-Encoding': BROWSER_ACCEPT_ENCODING };
      const probe = await fetch(`${api.base}${e.request.path}`, {
        method: e.request.method,
        headers,
        body: e.request.body,
      });
      const answer = Buffer.from(await probe.arrayBuffer());
      if (!probe.ok) say(`${e.label}: ${probe.status} ${answer.toString('utf8').slice(0, 200)}`);
      // The answer's size as the API sends it and gzipped as the proxy sends it (deploy/nginx.conf: level 5).
      // What went over the wire: the Content-Length of the (maybe compressed) answer fetch decoded.
      const sent = Number(probe.headers.get('content-length') ?? answer.length);
      const bytes = {
        raw: answer.length,
        gzip: zlib.gzipSync(answer, { level: 5 }).length,
        sent,
        encoding: probe.headers.get('content-encoding'),
      };
      const request = (connections, s) =>
        httpLoad({
          url: `${api.base}${e.request.path}`,
          method: e.request.method,
          headers,
          body: e.request.body,
          connections,
          seconds: s,
        });
      const row = {
        label: e.label,
        bytes,
        api1: await request(1, Math.max(3, Math.round(seconds / 2))),
        sql1: await sqlLoad(pool, e.sql, 1, Math.max(3, Math.round(seconds / 2))),
        api20: await withCpu(api.pid, () => request(20, seconds)),
        sql20: await sqlLoad(pool, e.sql, 20, seconds),
        floor20: await (async () => {
          // The floor of any HTTP server here: bare node:http running the raw SQL, then sending the API's answer.
          const bare = await bareServer(databaseUrl, null, await floorAnswer(probe, answer), e.sql);
          try {
            return await withCpu(bare.pid, () =>
              httpLoad({ url: bare.url, method: e.request.method, headers, body: e.request.body, connections: 20, seconds }),
            );
          } finally {
            await bare.stop();
          }
        })(),
      };
      rows.push(row);
      say(
        `${e.label}: p95 ${row.api20.p95.toFixed(1)} ms at 20 (${Math.round(row.api20.rps)} req/s), raw SQL p95 ${row.sql20.p95.toFixed(1)} ms (${Math.round(row.sql20.rps)} q/s)` +
          `, ratio ${(row.api20.p95 / row.sql20.p95).toFixed(2)}${row.api20.cpu === null ? '' : `; API CPU ${row.api20.cpu.toFixed(2)} ms/request`}` +
          `; bare node:http + the raw SQL + the same answer p95 ${row.floor20.p95.toFixed(1)} ms (${Math.round(row.floor20.rps)} req/s, ratio ${(row.floor20.p95 / row.sql20.p95).toFixed(2)})` +
          `; answer ${kb(bytes.raw)} KB, ${kb(bytes.gzip)} KB gzipped${bytes.encoding ? `, sent ${kb(bytes.sent)} KB (${bytes.encoding})` : ''}`,
      );
    }

    // With --only, /auth/me is measured when the expression matches "/auth/me".
    if (only && !only.test('/auth/me')) return { rows, me: null, dashboard: null };
    const answer = await meAnswer(api, sessions.sadmin.cookie);
    const bare = await bareServer(databaseUrl, sessions.sadmin.sid);
    const bareSame = await bareServer(databaseUrl, sessions.sadmin.sid, answer);
    let me;
    try {
      me = {
        api: await withCpu(api.pid, () =>
          httpLoad({ url: `${api.base}/api/auth/me`, headers: { Cookie: sessions.sadmin.cookie }, connections: 20, seconds }),
        ),
        bare: await withCpu(bare.pid, () => httpLoad({ url: bare.url, connections: 20, seconds })),
        bareSame: await withCpu(bareSame.pid, () => httpLoad({ url: bareSame.url, connections: 20, seconds })),
        answer: { bytes: answer.bytes, headers: answer.count },
      };
    } finally {
      await bare.stop();
      await bareSame.stop();
    }
    const perRequest = (r) => (r.cpu === null ? '' : `, ${r.cpu.toFixed(2)} ms CPU/request`);
    say(
      `/auth/me: ${Math.round(me.api.rps)} req/s${perRequest(me.api)}; bare node:http + pg: ${Math.round(me.bare.rps)} req/s${perRequest(me.bare)}` +
        ` (ratio ${(me.api.rps / me.bare.rps).toFixed(2)}); the same bare server sending the API's answer (${me.answer.bytes} bytes, ${me.answer.headers} headers): ` +
        `${Math.round(me.bareSame.rps)} req/s${perRequest(me.bareSame)} (ratio ${(me.api.rps / me.bareSame.rps).toFixed(2)})`,
    );
    if (only) return { rows, me, dashboard: null };
    let dashboard = null;
    try {
      dashboard = await dashboardTime(api, sessions.sadmin);
      say(`dashboard interactive: ${dashboard.cold.toFixed(0)} ms cold, ${dashboard.warm.toFixed(0)} ms warm`);
    } catch (err) {
      say(`dashboard timing skipped: ${err.message}`);
    }
    return { rows, me, dashboard };
  } finally {
    await pool.end();
    await api.stop();
    await db.end();
  }
}
