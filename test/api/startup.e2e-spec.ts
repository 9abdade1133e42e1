import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DIST, freePort, REPO, requireBuild, runNode, startNode } from '../support/processes.js';
import { tempDir, testDatabaseUrl, testRedisUrl } from '../support/test-app.js';
import { waitUntil } from '../support/wait.js';

beforeAll(requireBuild);

describe('Production mode refuses to start without its settings', () => {
  it('names each missing setting on its own line and exits 1', async () => {
    const run = await runNode('main.js', [], { NODE_ENV: 'production' });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toEqual([
      'Configuration error: DATABASE_URL is required in production (postgres://user:pass@host:5432/db)',
      'Configuration error: REDIS_URL is required in production (redis://host:6379)',
      'Configuration error: SESSION_SECRET is required in production (a random string of at least 32 characters)',
      'Configuration error: OTP_PROVIDER=outbox is the development provider and is refused in production; set OTP_PROVIDER=http and SMS_GATEWAY_URL',
      'Configuration error: MIS_BASE_URL is required in production (e.g. https://nregastrep.nic.in/netnrega/); the fixture MIS is for development only',
    ]);
  });

  it('refuses the dev OTP outbox provider even when everything else is set', async () => {
    const run = await runNode('main.js', [], {
      NODE_ENV: 'production',
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: testRedisUrl(),
      SESSION_SECRET: 's'.repeat(48),
      OTP_PROVIDER: 'outbox',
      MIS_BASE_URL: 'https://nregastrep.nic.in/netnrega/',
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Configuration error: OTP_PROVIDER=outbox is the development provider and is refused in production; set OTP_PROVIDER=http and SMS_GATEWAY_URL',
    );
  });

  it('the worker refuses to start without REDIS_URL and DATABASE_URL', async () => {
    const run = await runNode('worker.js', [], {});
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Configuration error: REDIS_URL is required for the worker');
    expect(run.stderr).toContain('Configuration error: DATABASE_URL is required for the worker');
    expect(run.stderr).toContain('Configuration error: MIS_BASE_URL is required for the worker');
  });
});

describe('Embedded mode (README command 1): no DATABASE_URL, no REDIS_URL', () => {
  const dataDir = tempDir('embedded');
  let pgPort: number;

  beforeAll(async () => {
    pgPort = await freePort();
  });

  function embeddedPostgresRunning(): boolean {
    try {
      return (
        execFileSync('pgrep', ['-f', `postgres -D ${dataDir}`])
          .toString()
          .trim().length > 0
      );
    } catch {
      return false;
    }
  }

  async function startOnce(): Promise<string> {
    const port = await freePort();
    const server = startNode('main.js', { PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });
    try {
      await server.waitFor(/MGNREGA portal is ready at (http:\/\/localhost:\d+\/)/, 120000);
      expect(server.output()).toContain('REDIS_URL is not set: scraper jobs run in-process in this server.');
      const res = await fetch(`http://127.0.0.1:${port}/api/location/districts?state_code=15`);
      expect(res.status).toBe(200);
      expect(await res.json()).toHaveLength(31);
      const gps = await fetch(`http://127.0.0.1:${port}/api/location/panchayats?district_code=1515&block_code=1515001`);
      expect((await gps.json()).length).toBeGreaterThan(0);
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(ready.status).toBe(200);
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
    return server.output();
  }

  it('starts embedded PostgreSQL, migrates, seeds, serves; a second start adds nothing; SIGTERM leaves no process', async () => {
    const first = await startOnce();
    expect(first).toContain('Applied migrations: ');
    expect(first).toMatch(/Demo locations loaded: \d+ blocks, \d+ gram panchayats/);
    expect(embeddedPostgresRunning()).toBe(false);

    const second = await startOnce();
    expect(second).toContain('Database schema is up to date');
    expect(second).toContain('Demo locations already in place');
    expect(embeddedPostgresRunning()).toBe(false);
  });
});

/** Whether a postgres server with its data under `dataDir` is running. */
function postgresOf(dataDir: string): boolean {
  try {
    return (
      execFileSync('pgrep', ['-f', `postgres -D ${dataDir}`])
        .toString()
        .trim().length > 0
    );
  } catch {
    return false;
  }
}

/** Whether `check` came true within `timeoutMs` (polled through the shared deadline helper). */
function cameTrue(check: () => boolean, timeoutMs: number): Promise<boolean> {
  return waitUntil('a condition', check, { timeoutMs, everyMs: 100 }).then(
    () => true,
    () => false,
  );
}

describe('Embedded mode after a crash, and Ctrl-C from a terminal', () => {
  const dataDir = tempDir('restart');
  let pgPort: number;
  const env = async () => ({ PORT: String(await freePort()), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });

  beforeAll(async () => {
    pgPort = await freePort();
  });

  afterAll(() => {
    // Whatever a failed test left behind: stop this data directory's postgres (fast shutdown).
    try {
      for (const pid of execFileSync('pgrep', ['-f', `postgres -D ${dataDir}`])
        .toString()
        .trim()
        .split('\n'))
        process.kill(Number(pid), 'SIGINT');
    } catch {
      // nothing running
    }
  });

  it('a database left running by a killed server (kill -9) is recognised and stopped, and the next start succeeds', async () => {
    const crashed = startNode('main.js', await env());
    await crashed.waitFor(/MGNREGA portal is ready at/, 120000);
    expect(await crashed.stop('SIGKILL')).toBeNull();
    expect(postgresOf(dataDir)).toBe(true); // the crash left its database running

    const next = startNode('main.js', await env());
    try {
      await next.waitFor(/MGNREGA portal is ready at/, 120000);
      expect(next.output()).toMatch(
        /Stopping the embedded PostgreSQL left running by an earlier run that did not shut down \(pid \d+, port \d+\)/,
      );
      expect(next.output()).not.toContain('already in use');
    } finally {
      expect(await next.stop('SIGTERM')).toBe(0);
    }
    expect(postgresOf(dataDir)).toBe(false);
  });

  it('Ctrl-C (SIGINT to the whole process group) closes the app before its database, exits 0 and leaves no postgres; start-up output is short', async () => {
    // A postmaster.pid whose process is gone (the machine stopped with the database running).
    const gone = spawn('true');
    await new Promise((r) => gone.on('exit', r));
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    fs.mkdirSync(path.dirname(pidFile), { recursive: true });
    fs.writeFileSync(pidFile, `${gone.pid}\n${path.join(dataDir, 'postgres')}\n0\n${pgPort}\n`);

    const settings = await env();
    const child = spawn(process.execPath, [path.join(DIST, 'main.js')], {
      cwd: REPO,
      detached: true, // its own process group, as a shell gives a foreground job
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LANG: process.env.LANG, ...settings },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      expect(await cameTrue(() => /MGNREGA portal is ready at/.test(stdout) || child.exitCode !== null, 120000)).toBe(true);
      expect(stdout).toMatch(/MGNREGA portal is ready at/);
      expect(stdout).toContain(`Removed a stale ${pidFile}`);

      // What an operator sees: a handful of lines, none of Nest's module and route listing.
      for (const chatter of ['Mapped {', 'RoutesResolver', 'RouterExplorer', 'InstanceLoader', 'NestFactory', 'successfully started']) {
        expect(stdout).not.toContain(chatter);
      }
      expect(stdout.trim().split('\n').length).toBeLessThanOrEqual(15);

      // Sign in, so that the session store holds a database connection when the signal comes.
      const base = `http://127.0.0.1:${settings.PORT}/api`;
      const json = { 'Content-Type': 'application/json' };
      const mobile = '9999999999';
      const asked = await fetch(`${base}/auth/sign-request-otp`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ mobile, password: 'Admin@2024' }),
      });
      expect(asked.status).toBe(200);
      const sent = fs
        .readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      const otp = sent.filter((l) => l.to === mobile).pop().otp;
      const login = await fetch(`${base}/auth/sign-request-login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ mobile, otp }),
      });
      expect(login.status).toBe(200);
      const me = await fetch(`${base}/auth/me`, {
        headers: {
          Cookie: login.headers
            .getSetCookie()
            .map((c) => c.split(';')[0])
            .join('; '),
        },
      });
      expect(me.status).toBe(200);

      process.kill(-child.pid!, 'SIGINT'); // what the terminal does on Ctrl-C
      let timer: NodeJS.Timeout | undefined;
      const code = await Promise.race([exited, new Promise((r) => (timer = setTimeout(() => r('timeout'), 30000)))]);
      clearTimeout(timer);
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    }
    const output = stdout + stderr;
    expect(output).toContain('SIGINT received, shutting down...');
    expect(output).not.toMatch(/connection lost|terminating connection/i);
    expect(await cameTrue(() => !postgresOf(dataDir), 5000)).toBe(true);
  });
});
