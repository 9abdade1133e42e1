// `npm test`'s runner: the unit tier first (no services, seconds), then the API end-to-end and the
// browser tiers in one jest run with two workers, one test file each at a time, so a 2-core host keeps
// both cores busy (an API file mostly waits on PostgreSQL, a browser file mostly on Chromium) and
// neither worker idles at the end while the other still has a queue: the files are handed out
// longest first (test/setup/longest-first-sequencer.mjs), whichever tier they belong to. Only the
// API and browser tiers find or start PostgreSQL and Redis (jest.config.js); each test file makes
// databases and queues of its own names, so files running side by side never see each other's
// data. At the end it prints each tier's time (its files' time added up, and the wall time of the
// run they shared), the slowest files and how busy the host was. Arguments after `--` go to every
// jest run (e.g. `npm test -- --ci`). TEST_TIERS_SERIAL=1 runs the three tiers one after another,
// one file at a time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JEST = path.join(ROOT, 'node_modules/jest/bin/jest.js');
// Tiers that start servers, workers and Chromium: a worker that grew past 1 GB is replaced between files.
const MEMORY = '--workerIdleMemoryLimit=1GB';
const extra = process.argv.slice(2);
const serial = process.env.TEST_TIERS_SERIAL === '1';

/** Runs jest on these projects; resolves with its wall time, its outcome and each file's seconds (from jest's JSON report). */
function runJest(label, projects, args) {
  return new Promise((resolve) => {
    process.stderr.write(`\n=== ${label} ===\n`);
    const report = path.join(os.tmpdir(), `portal-test-tiers-${process.pid}-${projects.join('-')}.json`);
    const started = process.hrtime.bigint();
    // Before --selectProjects, which would take a file name after it for one more project name.
    const child = spawn(
      process.execPath,
      ['--experimental-vm-modules', JEST, ...extra, ...args, '--json', `--outputFile=${report}`, '--selectProjects', ...projects],
      { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('error', (error) => finish(false, error.message));
    child.on('close', (code, signal) => finish(code === 0, signal ? `signal ${signal}` : `exit ${code}`));
    let done = false;
    function finish(ok, why) {
      if (done) return;
      done = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      let files = [];
      try {
        files = JSON.parse(fs.readFileSync(report, 'utf8')).testResults.map((r) => ({
          file: path.relative(ROOT, r.name),
          seconds: (r.endTime - r.startTime) / 1000,
        }));
        fs.rmSync(report, { force: true });
      } catch {
        // No report (jest did not start or was killed): the outcome says why.
      }
      process.stderr.write(`\n=== ${label} ${ok ? 'passed' : 'FAILED'} in ${Math.round(seconds)} s ===\n`);
      resolve({ label, seconds, ok, why, files });
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
const runs = [await runJest('unit tier', ['unit'], [])];
if (serial) {
  runs.push(await runJest('api tier', ['api'], ['--maxWorkers=1', MEMORY]));
  runs.push(await runJest('browser tier', ['browser'], ['--maxWorkers=1', MEMORY]));
} else {
  runs.push(await runJest('api and browser tiers, two workers', ['api', 'browser'], ['--maxWorkers=2', MEMORY]));
}
const total = Number(process.hrtime.bigint() - started) / 1e9;

// Each tier's time: its files' seconds added up (one worker's worth), and the wall time of its run.
const files = runs.flatMap((r) => r.files);
const tierOf = (file) => (file.includes('.browser-spec.') ? 'browser' : file.includes('.e2e-spec.') ? 'api' : 'unit');
const tiers = ['unit', 'api', 'browser'].map((tier) => {
  const own = files.filter((f) => tierOf(f.file) === tier);
  return `${tier}: ${own.length} files, ${Math.round(own.reduce((sum, f) => sum + f.seconds, 0))} s`;
});
const walls = runs.map((r) => `${r.label}: ${Math.round(r.seconds)} s${r.ok ? '' : ' (failed)'}`);
process.stdout.write(`\n${tiers.join('; ')} of file time\n${walls.join('; ')}; all tiers: ${Math.round(total)} s\n`);
const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
process.stdout.write(`slowest files: ${slowest.map((f) => `${path.basename(f.file)} ${Math.round(f.seconds)} s`).join(', ')}\n`);
// How busy the host was while the tiers ran (everything on it, not only the tests): near 100%,
// the tiers wait on CPU and only less work per test makes them faster.
const cpuAfter = cpuTicks();
if (cpuBefore && cpuAfter && cpuAfter.total > cpuBefore.total) {
  const busy = (100 * (cpuAfter.busy - cpuBefore.busy)) / (cpuAfter.total - cpuBefore.total);
  process.stdout.write(`host CPU busy while the tiers ran: ${Math.round(busy)}% of ${os.cpus().length} cores\n`);
}
const failed = runs.filter((r) => !r.ok);
if (failed.length) {
  process.stderr.write(`Failed: ${failed.map((r) => `${r.label} (${r.why})`).join(', ')}\n`);
  process.exit(1);
}
