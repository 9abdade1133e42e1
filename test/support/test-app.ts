import type { INestApplication } from '@nestjs/common';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/src/app.factory.js';
import type { AppModuleOptions } from '../../server/src/app.module.js';
import { AppConfig, loadConfig } from '../../server/src/config/app-config.js';
import { runMigrations } from '../../server/src/database/migrate.js';

/** The run's fresh database (made by the global setup). Refuses any database not named *test*. */
export function testDatabaseUrl(): string {
  const url = process.env.PORTAL_TEST_DATABASE_URL;
  if (!url) throw new Error('PORTAL_TEST_DATABASE_URL is not set: run the tests with `npm test`');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name.includes('test')) throw new Error(`Refusing to run tests on database "${name}": its name must contain "test"`);
  return url;
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
    LOG_LEVEL: 'silent',
    ...env,
  });
}

let migrated: Promise<string[]> | null = null;

/** The real HTTP application on the test database, migrated once per test file. */
export async function startTestApp(
  options: Partial<AppModuleOptions> & { env?: Record<string, string | undefined> } = {},
): Promise<INestApplication> {
  const databaseUrl = testDatabaseUrl();
  migrated ??= runMigrations(databaseUrl);
  await migrated;
  const config = options.config ?? testConfig(options.env);
  return createApp({ ...options, config, databaseUrl });
}
