// Issue 44: the OpenAPI document must make a usable client beyond the UI's own. This generates a
// second generator's client (@hey-api/openapi-ts: fetch SDK and types) from docs/openapi.json into a
// temporary folder and type-checks it, with the UI's types (admin-ui/src/api/schema.ts, from
// openapi-typescript), under `tsc --strict`. Run by `npm run lint`, so CI checks it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@hey-api/openapi-ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-second-client-'));
try {
  await createClient({ input: path.join(REPO, 'docs/openapi.json'), output: path.join(out, 'client'), logs: { level: 'silent' } });
  fs.copyFileSync(path.join(REPO, 'admin-ui/src/api/schema.ts'), path.join(out, 'ui-schema.ts'));
  fs.writeFileSync(
    path.join(out, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        types: [],
      },
      include: ['client/**/*.ts', 'ui-schema.ts'],
    }),
  );
  const files = fs.readdirSync(path.join(out, 'client'), { recursive: true }).filter((f) => String(f).endsWith('.ts'));
  execFileSync(process.execPath, [path.join(REPO, 'node_modules/typescript/bin/tsc'), '-p', path.join(out, 'tsconfig.json')], {
    stdio: 'inherit',
  });
  console.log(`Second client (@hey-api/openapi-ts, ${files.length} files) and the UI's schema.ts compile under tsc --strict`);
} finally {
  fs.rmSync(out, { recursive: true, force: true });
}
