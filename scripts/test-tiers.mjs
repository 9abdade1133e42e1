// `npm test`'s runner: the unit tier first (no services, seconds), then the API end-to-end and the
// browser tiers side by side, each one test file at a time, so a 2-core host keeps both cores busy:
// an API file mostly waits on PostgreSQL while a browser file mostly waits on Chromium. Each tier's
// lines are printed as they come, prefixed with its name; its time is printed at the end, and the
// exit is non-zero if any tier failed. Only the API and browser tiers find or start PostgreSQL and
// Redis (jest.config.js); each jest run makes databases and queues of its own names, so the two
// never see each other's data. Arguments after `--` go to every jest run (e.g. `npm test -- --ci`).
// TEST_TIERS_SERIAL=1 runs the three one after another, as before.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JEST = path.join(ROOT, 'node_modules/jest/bin/jest.js');
// One test file at a time in each tier that starts servers, workers and Chromium.
const SERIAL = ['--maxWorkers=1', '--workerIdleMemoryLimit=1GB'];
const extra = process.argv.slice(2);
const prefixed = process.env.TEST_TIERS_SERIAL !== '1';

/** Runs one tier's jest; resolves with its time and outcome. */
function runTier(name, args) {
  return new Promise((resolve) => {
    process.stderr.write(`\n=== ${name} tier ===\n`);
    const started = process.hrtime.bigint();
    // Before --selectProjects, which would take a file name after it for one more project name.
    const child = spawn(process.execPath, ['--experimental-vm-modules', JEST, ...extra, ...args, '--selectProjects', name], {
      cwd: ROOT,
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefixed) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`[${name}] ${line}\n`));
      }
    }
    child.on('error', (error) => finish(false, error.message));
    child.on('close', (code, signal) => finish(code === 0, signal ? `signal ${signal}` : `exit ${code}`));
    let done = false;
    function finish(ok, why) {
      if (done) return;
      done = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      process.stderr.write(`\n=== ${name} tier ${ok ? 'passed' : 'FAILED'} in ${Math.round(seconds)} s ===\n`);
      resolve({ name, seconds, ok, why });
    }
  });
}

/** The host's CPU time so far, busy and in all (Linux /proc/stat, in ticks); null elsewhere. */
function cpuTicks() {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already inside user and nice)
    const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = fields[3] + fields[4];
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

const started = process.hrtime.bigint();
const cpuBefore = cpuTicks();
const results = [await runTier('unit', [])];
if (prefixed) {
  results.push(...(await Promise.all([runTier('api', SERIAL), runTier('browser', SERIAL)])));
} else {
  results.push(await runTier('api', SERIAL));
  results.push(await runTier('browser', SERIAL));
}
const total = Number(process.hrtime.bigint() - started) / 1e9;

const line = results.map((r) => `${r.name}: ${Math.round(r.seconds)} s${r.ok ? '' : ' (failed)'}`).join(', ');
process.stdout.write(`\n${line}; all tiers: ${Math.round(total)} s\n`);
// How busy the host was while the tiers ran (everything on it, not only the tests): near 100%,
// the tiers wait on CPU and only less work per test makes them faster.
const cpuAfter = cpuTicks();
if (cpuBefore && cpuAfter && cpuAfter.total > cpuBefore.total) {
  const busy = (100 * (cpuAfter.busy - cpuBefore.busy)) / (cpuAfter.total - cpuBefore.total);
  process.stdout.write(`host CPU busy while the tiers ran: ${Math.round(busy)}% of ${os.cpus().length} cores\n`);
}
const failed = results.filter((r) => !r.ok);
if (failed.length) {
  process.stderr.write(`Failed: ${failed.map((r) => `${r.name} (${r.why})`).join(', ')}\n`);
  process.exit(1);
}
