import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './data-source-options.js';

/** Any fixed number: every process that migrates this database waits on the same lock. */
const MIGRATION_LOCK = 7231504;

/**
 * Applies pending migrations under a PostgreSQL advisory lock, so several API replicas
 * starting at once migrate one after another instead of racing. Returns the names applied.
 */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = new DataSource(buildDataSourceOptions(url));
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((m) => m.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}
