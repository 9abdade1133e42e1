import 'reflect-metadata';
import type { Server } from 'node:net';
import { configOrExit, startApi } from './bootstrap.js';
import { formatError } from './common/logging/format-error.js';
import { demoSignInLines } from './dev/dev-start.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const config = configOrExit();
  const app = await startApi(config, say);
  const address = (app.getHttpServer() as Server).address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (!config.redis.url) say('REDIS_URL is not set: scraper jobs run in-process in this server.');
  if (config.dev) for (const line of demoSignInLines(config)) say(line);
  if (config.otp.provider === 'outbox') say(`One-time codes are written to ${config.otp.outboxFile} (and the log).`);
  say(`MGNREGA portal is ready at http://localhost:${port}/ (API under /api, health at /api/health/ready)`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Startup failed: ${formatError(err)}\n`);
  process.exit(1);
});
