import 'reflect-metadata';
import { configOrExit, startApi } from './bootstrap.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const config = configOrExit();
  const app = await startApi(config, say);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (!config.redis.url) say('REDIS_URL is not set: scraper jobs run in-process in this server.');
  say(`MGNREGA portal is ready at http://localhost:${port}/ (API under /api, health at /api/health/ready)`);
}

main().catch((err: Error) => {
  process.stderr.write(`Startup failed: ${err.message}\n`);
  process.exit(1);
});
