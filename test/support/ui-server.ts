import type { INestApplication } from '@nestjs/common';
import fs from 'node:fs';
import path from 'node:path';
import { REPO } from './processes.js';
import { startTestApp, testConfig } from './test-app.js';

export const UI_DIST = path.join(REPO, 'admin-ui/dist');

/** The real server, serving the real built UI, on a free port. */
export async function startUiServer(env: Record<string, string> = {}): Promise<{ app: INestApplication; url: string }> {
  if (!fs.existsSync(path.join(UI_DIST, 'index.html'))) {
    throw new Error('admin-ui/dist is missing: run `npm run build` (npm test does)');
  }
  const app = await startTestApp({ config: testConfig({ UI_DIST_DIR: UI_DIST, ...env }) });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address();
  return { app, url: `http://127.0.0.1:${port}` };
}
