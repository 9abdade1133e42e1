import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';

/** The repository root, found by walking up to the package.json that declares the workspaces. */
function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) {
      try {
        if ((JSON.parse(fs.readFileSync(pkg, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
      } catch {
        /* unreadable package.json: keep walking */
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
