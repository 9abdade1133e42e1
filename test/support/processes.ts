import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitUntil } from './wait.js';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = path.join(REPO, 'server/dist/server/src');

/** These tests run the built processes exactly as `npm start` does; `npm test` builds first. */
export function requireBuild(): void {
  if (!fs.existsSync(path.join(DIST, 'main.js'))) throw new Error('server/dist is missing: run `npm run build` (npm test does)');
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a built entry point to completion. */
export function runNode(entry: string, args: string[], env: Record<string, string | undefined>, timeoutMs = 60000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(DIST, entry), ...args], { env: cleanEnv(env), cwd: REPO });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} ${args.join(' ')} did not finish in ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface Server {
  child: ChildProcess;
  output(): string;
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts a long-running built process and lets the test wait for lines of its output. */
export function startNode(entry: string, env: Record<string, string | undefined>): Server {
  const child = spawn(process.execPath, [path.join(DIST, entry)], { env: cleanEnv(env), cwd: REPO });
  let out = '';
  let closed = false;
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => ((closed = true), resolve(code))));
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return {
    child,
    output: () => out,
    waitFor(pattern, timeoutMs = 90000) {
      // Polled every 100 ms, as before. Answering on the very output chunk that carries the line
      // was tried: startup.e2e-spec's SIGTERM right after "ready" then got exit 1 once (not yet
      // explained), so the wait keeps its old pace.
      return waitUntil(
        () => `${pattern}:\n${out}`,
        () => {
          const match = out.match(pattern);
          if (match) return match;
          if (closed || child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${pattern}:\n${out}`);
          return undefined;
        },
        { timeoutMs, everyMs: 100 },
      );
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The parent's environment without any portal setting, plus the given ones. */
function cleanEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[key]) base[key] = process.env[key];
  for (const [k, v] of Object.entries(env)) if (v !== undefined) base[k] = v;
  return base;
}
