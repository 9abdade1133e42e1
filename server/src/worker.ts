import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppLogger } from './common/logging/app-logger.js';
import { AppModule } from './app.module.js';
import { configOrExit, prepareDatabase, stopOnSignals } from './bootstrap.js';
import { JobRegistry } from './jobs/job-registry.js';
import { startWorkers } from './jobs/job-worker.js';
import { createRedis } from './jobs/redis.provider.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

/** The same modules as the API, without HTTP, consuming the BullMQ queues. */
async function main(): Promise<void> {
  const config = configOrExit();
  const missing = [
    !config.redis.url && 'REDIS_URL is required for the worker (without it the API runs jobs in-process)',
    !config.database.url && 'DATABASE_URL is required for the worker (the embedded database belongs to the API process)',
    !config.mis.baseUrl && 'MIS_BASE_URL is required for the worker (the built-in fixture MIS runs only inside the embedded API process)',
  ].filter(Boolean);
  if (missing.length) {
    for (const line of missing) process.stderr.write(`Configuration error: ${line}\n`);
    process.exit(1);
  }
  const db = await prepareDatabase(config, say);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ config, databaseUrl: db.url }), {
    bufferLogs: true,
  });
  app.useLogger(app.get(AppLogger));
  await app.init();
  const connection = createRedis(config.redis.url!);
  const workers = startWorkers(app.get(JobRegistry), connection, {
    prefix: config.jobs.prefix,
    concurrency: config.jobs.workerConcurrency,
    lockDurationMs: config.jobs.lockDurationMs,
    stalledIntervalMs: config.jobs.stalledIntervalMs,
    maxStalledCount: config.jobs.maxStalledCount,
    name: config.jobs.workerName,
  });
  stopOnSignals(async () => {
    await workers.close();
    await connection.quit();
    await app.close();
    await db.embedded?.stop();
  });
  say(`Worker started: ${workers.workers.length} queue(s) as ${config.jobs.workerName}`);
}

main().catch((err: Error) => {
  process.stderr.write(`Worker failed to start: ${err.message}\n`);
  process.exit(1);
});
