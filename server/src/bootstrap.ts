import type { INestApplication } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { AppConfig, ConfigError, loadConfig } from './config/app-config.js';
import { EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres.js';
import { formatError } from './common/logging/format-error.js';
import { runMigrations } from './database/migrate.js';
import { DevStart } from './dev/dev-start.js';

/** Reads the configuration or ends the process with one line per problem. */
export function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      for (const problem of err.problems) process.stderr.write(`Configuration error: ${problem}\n`);
      process.exit(1);
    }
    throw err;
  }
}

export interface Database {
  url: string;
  embedded: EmbeddedDatabase | null;
}

/** The external database when DATABASE_URL is set, else the embedded one, migrated. */
export async function prepareDatabase(config: AppConfig, say: (line: string) => void): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.database.url;
  if (!url) {
    say(`Starting embedded PostgreSQL (data in ${config.dataDir}, port ${config.database.embeddedPort})...`);
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.database.embeddedPort, say });
    url = embedded.url;
  }
  try {
    const applied = await runMigrations(url);
    say(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date');
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  return { url, embedded };
}

/** Ctrl-C / SIGTERM: close the app, then the embedded database, leaving no process behind. */
export function stopOnSignals(close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`\n${signal} received, shutting down...\n`);
    const force = setTimeout(() => process.exit(1), 15000);
    force.unref();
    close()
      .then(() => process.exit(0))
      .catch((err) => {
        process.stderr.write(`Shutdown error: ${formatError(err)}\n`);
        process.exit(1);
      });
  };
  // embedded-postgres installs its own signal hooks that stop the database at once; the order
  // must be ours instead (the app closes its connections first, the database goes last).
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

export async function startApi(config: AppConfig, say: (line: string) => void): Promise<INestApplication> {
  const db = await prepareDatabase(config, say);
  let app: INestApplication;
  // DEV_MODE, the one switch of server/src/dev: the fixture MIS, then the demo seeds.
  const dev = config.dev ? new DevStart(say) : null;
  try {
    if (dev) config = await dev.beforeApp(config, db.url);
    app = await createApp({ config, databaseUrl: db.url });
    await dev?.afterApp(app, config);
  } catch (err) {
    await dev?.close();
    await db.embedded?.stop();
    throw err;
  }
  stopOnSignals(async () => {
    await app.close();
    await dev?.close();
    await db.embedded?.stop();
  });
  await app.listen(config.port, config.host);
  return app;
}
