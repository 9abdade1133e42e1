// `npm test`'s runner: the three tiers as three jest runs, one after another (unit, then API
// end-to-end, then browser), each tier's time printed at the end, non-zero exit if any failed.
// Only the API and browser tiers find or start PostgreSQL and Redis (jest.config.js). Arguments
// after `--` go to every jest run (e.g. `npm test -- --ci`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JEST = path.join(ROOT, 'node_modules/jest/bin/jest.js');
// One test file at a time for the tiers that start servers, workers and Chromium (a 2-core host).
const SERIAL = ['--maxWorkers=1', '--workerIdleMemoryLimit=1GB'];
const TIERS = [
  { name: 'unit', args: [] },
  { name: 'api', args: SERIAL },
  { name: 'browser', args: SERIAL },
];

// Before --selectProjects, which would take a file name after it for one more project name.
const extra = process.argv.slice(2);
const results = [];
for (const tier of TIERS) {
  process.stderr.write(`\n=== ${tier.name} tier ===\n`);
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, ['--experimental-vm-modules', JEST, ...extra, ...tier.args, '--selectProjects', tier.name], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const ok = run.status === 0;
  results.push({ name: tier.name, seconds, ok, why: run.error?.message ?? (run.signal ? `signal ${run.signal}` : `exit ${run.status}`) });
}

const line = results.map((r) => `${r.name}: ${Math.round(r.seconds)} s${r.ok ? '' : ' (failed)'}`).join(', ');
process.stdout.write(`\n${line}\n`);
const failed = results.filter((r) => !r.ok);
if (failed.length) {
  process.stderr.write(`Failed: ${failed.map((r) => `${r.name} (${r.why})`).join(', ')}\n`);
  process.exit(1);
}
