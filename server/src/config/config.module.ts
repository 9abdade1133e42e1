import { DynamicModule, Global, Inject, Module } from '@nestjs/common';
import type { AppConfig } from './app-config.js';
import { DATABASE_URL } from '../database/database-url.js';
import { Clock } from '../common/time/clock.js';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Injects the validated AppConfig: `constructor(@InjectConfig() config: AppConfig)`. */
export const InjectConfig = (): ParameterDecorator => Inject(APP_CONFIG);

@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DATABASE_URL, useValue: databaseUrl },
        { provide: Clock, useValue: new Clock(config.timeZone) },
      ],
      exports: [APP_CONFIG, DATABASE_URL, Clock],
    };
  }
}
