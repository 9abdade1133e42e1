import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyModule } from './common/idempotency/idempotency.module.js';
import { loggerModule } from './common/logging/logger.module.js';
import type { AppConfig } from './config/app-config.js';
import { AppConfigModule } from './config/config.module.js';
import { buildDataSourceOptions } from './database/data-source-options.js';
import { AuditTrailModule } from './audit-trail/audit-trail.module.js';
import { AuthModule } from './auth/auth.module.js';
import { EvidenceModule } from './evidence/evidence.module.js';
import { ReconciliationModule } from './reconciliation/reconciliation.module.js';
import { FtoModule } from './fto/fto.module.js';
import { HealthModule } from './health/health.module.js';
import { DevModule } from './dev/dev.module.js';
import { JOB_NAMES, JobDeclarations } from './jobs/job-names.js';
import { JobsModule } from './jobs/jobs.module.js';
import { LocationsModule } from './locations/locations.module.js';
import { OptionsModule } from './options/options.module.js';
import { RolesModule } from './roles/roles.module.js';
import { SchedulesModule } from './schedules/schedules.module.js';
import { ScraperModule } from './scraper/scraper.module.js';
import { SiteModule } from './site/site.module.js';
import { SocialAuditModule } from './socialaudit/socialaudit.module.js';
import { UsersModule } from './users/users.module.js';

export interface AppModuleOptions {
  config: AppConfig;
  databaseUrl: string;
  /** Serve the built admin UI with history fallback (app.factory.ts; the API process only). */
  serveUi?: boolean;
  jobs?: JobDeclarations;
  /**
   * No DB_QUERY_TIMEOUT_MS on database queries: the command line's long jobs (synth-state, the
   * imports). The API and the worker keep the bound.
   */
  unboundedQueries?: boolean;
  /** Extra modules (tests register job handlers this way). */
  extra?: DynamicModule['imports'];
}

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    const { config } = options;
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config, options.databaseUrl),
        loggerModule(config),
        // Each module registers its own entities (TypeOrmModule.forFeature); autoLoadEntities gathers them.
        TypeOrmModule.forRoot({
          ...buildDataSourceOptions(
            options.databaseUrl,
            options.unboundedQueries ? {} : { queryTimeoutMs: config.database.queryTimeoutMs },
          ),
          autoLoadEntities: true,
        }),
        ScheduleModule.forRoot(),
        JobsModule.forRoot(options.jobs ?? JOB_NAMES),
        IdempotencyModule,
        HealthModule,
        SiteModule,
        LocationsModule,
        AuditTrailModule,
        AuthModule,
        RolesModule,
        UsersModule,
        OptionsModule,
        ScraperModule,
        SchedulesModule,
        FtoModule,
        EvidenceModule,
        ReconciliationModule,
        SocialAuditModule,
        // DEV_MODE, the one switch of the development code (server/src/dev); never in production.
        ...(config.dev ? [DevModule] : []),
        ...(options.extra ?? []),
      ],
    };
  }
}
