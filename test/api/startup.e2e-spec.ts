import { execFileSync } from 'node:child_process';
import { freePort, requireBuild, runNode, startNode } from '../support/processes.js';
import { tempDir, testDatabaseUrl, testRedisUrl } from '../support/test-app.js';

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
    ]);
  });

  it('refuses the dev OTP outbox provider even when everything else is set', async () => {
    const run = await runNode('main.js', [], {
      NODE_ENV: 'production',
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: testRedisUrl(),
      SESSION_SECRET: 's'.repeat(48),
      OTP_PROVIDER: 'outbox',
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
      return execFileSync('pgrep', ['-f', `postgres -D ${dataDir}`]).toString().trim().length > 0;
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
