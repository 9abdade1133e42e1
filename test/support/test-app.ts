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
 * This test file's own database, on the server the global setup found (created and migrated
 * by the first startTestApp / ensureTestDatabase). Refuses any database not named *test*.
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

/** Creates and migrates this file's database once. */
export function ensureTestDatabase(): Promise<unknown> {
  ready ??= (async () => {
    const admin = new pg.Client({ connectionString: process.env.PORTAL_TEST_DATABASE_URL });
    await admin.connect();
    try {
      const name = decodeURIComponent(new URL(testDatabaseUrl()).pathname.slice(1));
      await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
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
