import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../../migrations/index.js';
import { ENTITIES } from './entities.js';

/**
 * The one set of TypeORM options shared by the app, the TypeORM CLI and the tests.
 * Entities and migrations are listed explicitly (no globs) so the same code works
 * from compiled JS, from ts-jest and from the CLI.
 */
export function buildDataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    // gen_random_uuid() is built into PostgreSQL 13+: no extension to install.
    uuidExtension: 'pgcrypto',
    synchronize: false,
    migrationsRun: false,
    // No JIT: it compiles the plans of the report queries (high cost estimates over lakhs of
    // rows) at 30-40 ms a query, more than the queries themselves take.
    extra: { max: 20, connectionTimeoutMillis: 5000, options: '-c jit=off' },
  };
}
