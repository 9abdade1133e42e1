import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/src/app.factory.js';
import type { AppModuleOptions } from '../../server/src/app.module.js';
import { AppConfig, loadConfig } from '../../server/src/config/app-config.js';
import { runMigrations } from '../../server/src/database/migrate.js';
import pg from 'pg';

// Jest loads this module once per test file, so each file gets a database of its own.
const FILE_SUFFIX = randomBytes(4).toString('hex');

/**
 * This test file's own database, on the server the global setup found (created by the first
 * startTestApp / ensureTestDatabase). Refuses any database not named *test*.
 */
export function testDatabaseUrl(): string {
  const base = process.env.PORTAL_TEST_DATABASE_URL;
  if (!base) throw new Error('PORTAL_TEST_DATABASE_URL is not set: run the tests with `npm test`');
  const url = new URL(base);
  const name = `${decodeURIComponent(url.pathname.slice(1))}_${FILE_SUFFIX}`;
  if (!name.includes('test')) throw new Error(`Refusing to run tests on database "${name}": its name must contain "test"`);
  url.pathname = `/${name}`;
  return url.toString();
}

let ready: Promise<unknown> | null = null;

/** Any fixed number (not the migrations' own): files of one run build the template one at a time. */
const TEMPLATE_LOCK = 7231505;

/**
 * The run's migrated template, `<run database>_template`: the first file to need it migrates a
 * database once (under a lock, built under another name and renamed when done, so nobody clones a
 * half-migrated one); every file's database is then a copy of it, which takes a fraction of a
 * second where migrating takes one or two. The teardown drops it with the run's other databases.
 */
async function migratedTemplate(admin: pg.Client): Promise<string> {
  const base = decodeURIComponent(new URL(process.env.PORTAL_TEST_DATABASE_URL!).pathname.slice(1));
  const name = `${base}_template`;
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      const building = `${base}_template_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(building)} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(building)}`);
      const url = new URL(process.env.PORTAL_TEST_DATABASE_URL!);
      url.pathname = `/${building}`;
      await runMigrations(url.toString());
      await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(building)} RENAME TO ${pg.escapeIdentifier(name)}`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
  return name;
}

/**
 * Creates this file's database once, a copy of the run's migrated template, and applies any
 * migration the template lacks (none, unless a migration was added while the run went on).
 */
export function ensureTestDatabase(): Promise<unknown> {
  ready ??= (async () => {
    const admin = new pg.Client({ connectionString: process.env.PORTAL_TEST_DATABASE_URL });
    await admin.connect();
    try {
      const template = await migratedTemplate(admin);
      const name = decodeURIComponent(new URL(testDatabaseUrl()).pathname.slice(1));
      await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template)}`);
      // A commit need not wait for its WAL to reach the disk in a database the run drops (the
      // embedded server of a machine without PostgreSQL runs with fsync off for the same reason):
      // about 3.7 against 0.8 ms a commit on the shared 2-core host. Locks, isolation and what
      // each transaction sees are unchanged; only a crash of PostgreSQL itself could lose the last
      // commits, and no test crashes it.
      await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} SET synchronous_commit TO off`);
    } finally {
      await admin.end();
    }
    return runMigrations(testDatabaseUrl());
  })();
  return ready;
}

export function testRedisUrl(): string {
  const url = process.env.PORTAL_TEST_REDIS_URL;
  if (!url) throw new Error('PORTAL_TEST_REDIS_URL is not set: run the tests with `npm test`');
  return url;
}

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${prefix}-`));
  fs.chmodSync(dir, 0o755);
  return dir;
}

export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: testDatabaseUrl(),
    REDIS_URL: testRedisUrl(),
    DATA_DIR: tempDir('data'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Queues of this test file only: files and runs sharing one Redis never see each other's jobs.
    JOB_QUEUE_PREFIX: `portal-test-${FILE_SUFFIX}`,
    MIS_REFRESH_ENABLED: 'false',
    ...env,
  });
}

/** The real HTTP application on the test database, migrated once per test file. */
export async function startTestApp(
  options: Partial<AppModuleOptions> & { env?: Record<string, string | undefined> } = {},
): Promise<INestApplication> {
  await ensureTestDatabase();
  const databaseUrl = testDatabaseUrl();
  const config = options.config ?? testConfig(options.env);
  return createApp({ ...options, config, databaseUrl });
}
