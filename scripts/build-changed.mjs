// `npm start`'s build: rebuilds the UI and the server only when their sources changed since
// the last build. Each part's inputs are hashed by content (not by time: a checkout touches
// every file) and the hash is kept beside its output; an equal hash and an existing output
// mean nothing to do. `npm run build` (and so `npm test`) always builds everything.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const PARTS = [
  {
    name: 'admin-ui',
    inputs: [
      'admin-ui/src',
      'admin-ui/public',
      'admin-ui/scripts',
      'admin-ui/index.html',
      'admin-ui/vite.config.ts',
      'admin-ui/package.json',
      'admin-ui/tsconfig.json',
    ],
    output: 'admin-ui/dist',
    check: 'admin-ui/dist/index.html',
  },
  {
    name: 'server',
    inputs: ['server/src', 'migrations', 'server/package.json', 'server/tsconfig.json', 'server/tsconfig.build.json'],
    output: 'server/dist',
    check: 'server/dist/server/src/main.js',
  },
];
/** Both parts depend on the installed packages. */
const SHARED = ['package-lock.json', 'package.json'];

function files(entry) {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(ROOT, path.join(d.parentPath, d.name)));
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const file of [...inputs, ...SHARED].flatMap(files).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

for (const part of PARTS) {
  const stamp = path.join(ROOT, part.output, '.build-stamp');
  const want = fingerprint(part.inputs);
  const have = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : null;
  if (have === want && fs.existsSync(path.join(ROOT, part.check))) {
    console.log(`${part.name}: unchanged since its last build, not rebuilt`);
    continue;
  }
  console.log(`${part.name}: building ...`);
  const run = spawnSync('npm', ['run', 'build', '-w', part.name], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  fs.writeFileSync(stamp, `${want}\n`);
}
