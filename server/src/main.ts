import 'reflect-metadata';
import type { Server } from 'node:net';
import { configOrExit, startApi } from './bootstrap.js';
import { formatError } from './common/logging/format-error.js';
import { DEMO_OFFICER_PASSWORD } from './seed/demo-seed.service.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const config = configOrExit();
  const app = await startApi(config, say);
  const address = (app.getHttpServer() as Server).address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (!config.redis.url) say('REDIS_URL is not set: scraper jobs run in-process in this server.');
  if (config.demo.seed) {
    say(
      `Demo STATE ADMIN: mobile ${config.demo.adminMobile}, password ${config.demo.adminPassword} (DEMO_ADMIN_MOBILE / DEMO_ADMIN_PASSWORD)`,
    );
    say(
      `Demo officers (password ${DEMO_OFFICER_PASSWORD}): 9000000001 (ZP), 9000000002 (TP-EO, files recoveries), 9000000003 (GP), ` +
        '9000000004 (TP + GP), 9000000005 (SDATA, verifies recoveries); FTO verification levels 1-3: 9000000011, 9000000012, 9000000013',
    );
  }
  if (config.otp.provider === 'outbox') say(`One-time codes are written to ${config.otp.outboxFile} (and the log).`);
  say(`MGNREGA portal is ready at http://localhost:${port}/ (API under /api, health at /api/health/ready)`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Startup failed: ${formatError(err)}\n`);
  process.exit(1);
});
