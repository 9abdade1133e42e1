import type { DataSourceOptions, EntitySchema } from 'typeorm';
import { MIGRATIONS } from '../../../migrations/index.js';
import { ChangeVersion } from './change-version.entity.js';
import { connectionBounds } from './pg-client.js';

export interface DataSourceBounds {
  /**
   * The longest wait for one query's answer (client-side `query_timeout`, and `statement_timeout`
   * on the server). The API and the worker set it (DB_QUERY_TIMEOUT_MS); the CLI's long jobs
   * (synth-state, imports) and migrations leave it unset: no limit.
   */
  queryTimeoutMs?: number;
  /**
   * The modules' entities, for a DataSource built without Nest (the TypeORM CLI's data-source.ts,
   * the benches). The app passes none: each module registers its own (TypeOrmModule.forFeature)
   * and AppModule loads them (autoLoadEntities).
   */
  entities?: (EntitySchema | (new () => unknown))[];
}

/**
 * The one set of TypeORM options shared by the app, the TypeORM CLI and the tests.
 * Entities and migrations are listed explicitly (no globs) so the same code works
 * from compiled JS, from ts-jest and from the CLI: here only the database's own table
 * (change_versions, kept by triggers); each module lists its own entities.
 */
export function buildDataSourceOptions(url: string, { queryTimeoutMs, entities = [] }: DataSourceBounds = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [ChangeVersion, ...entities],
    migrations: MIGRATIONS,
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    // gen_random_uuid() is built into PostgreSQL 13+: no extension to install.
    uuidExtension: 'pgcrypto',
    synchronize: false,
    migrationsRun: false,
    // No JIT: it compiles the plans of the report queries (high cost estimates over lakhs of
    // rows) at 30-40 ms a query, more than the queries themselves take.
    // A new connection waits 5 s at most; keepalive notices a peer that vanished; with
    // queryTimeoutMs, a query without an answer (a silent network) fails and its connection closes.
    extra: { max: 20, connectionTimeoutMillis: 5000, options: '-c jit=off', ...connectionBounds(queryTimeoutMs) },
  };
}
