import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './processes.js';
import { tempDir } from './test-app.js';

/** The redis-server binary: REDIS_SERVER_BIN, else /usr/bin/redis-server, else the one on PATH. */
function redisServerBinary(): string {
  if (process.env.REDIS_SERVER_BIN) return process.env.REDIS_SERVER_BIN;
  if (fs.existsSync('/usr/bin/redis-server')) return '/usr/bin/redis-server';
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('redis-server is not installed (apt-get install redis-server, or set REDIS_SERVER_BIN)');
  }
}

export interface PrivateRedis {
  port: number;
  url: string;
  /** Its data directory (the append-only file lives here). */
  dir: string;
  /** Starts it again on the same port and data directory; resolves once it accepts connections. */
  start(): Promise<void>;
  /** SIGTERM: Redis writes and fsyncs its append-only file and exits. SIGKILL: a crash. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  output(): string;
}

/**
 * A redis-server of the test's own on a free port, persisted the way production runs it
 * (the compose file's `--appendonly yes`, fsync every second; no RDB snapshots), so the test
 * may stop it, start it again on the same port and data, and find what was acknowledged.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const binary = redisServerBinary();
  const port = await freePort();
  const dir = tempDir('redis');
  let child: ChildProcess | null = null;
  let out = '';

  const start = async () => {
    if (child) throw new Error('redis-server is already running');
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes'];
    args.push('--appendfsync', 'everysec', '--daemonize', 'no', '--logfile', '', '--loglevel', 'notice');
    const proc = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    proc.stdout.on('data', (d) => (out += d));
    proc.stderr.on('data', (d) => (out += d));
    proc.on('exit', () => {
      if (child === proc) child = null;
    });
    // Ready when it says so on its output; an exit or 15 s without the line is a failure.
    const mark = out.length;
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        proc.stdout.off('data', look);
        proc.off('exit', exited);
        clearTimeout(timer);
      };
      const look = () => {
        if (!out.slice(mark).includes('Ready to accept connections')) return;
        done();
        resolve();
      };
      const exited = (code: number | null) => (done(), reject(new Error(`redis-server exited (${code}):\n${out.slice(mark)}`)));
      const timer = setTimeout(() => (done(), reject(new Error(`redis-server did not start in 15 s:\n${out.slice(mark)}`))), 15000);
      proc.stdout.on('data', look);
      proc.once('exit', exited);
    });
  };

  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill(signal);
    await exited;
  };

  await start();
  return { port, url: `redis://127.0.0.1:${port}`, dir, start, stop, output: () => out };
}
