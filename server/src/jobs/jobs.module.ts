import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JOB_NAMES, JobDeclarations } from './job-names.js';
import { JOB_DECLARATIONS, JobRegistry } from './job-registry.js';
import { JobQueue } from './job-queue.service.js';
import { REDIS, RedisCloser, redisProvider } from './redis.provider.js';

@Global()
@Module({})
export class JobsModule {
  static forRoot(declared: JobDeclarations = JOB_NAMES): DynamicModule {
    return {
      module: JobsModule,
      imports: [DiscoveryModule],
      providers: [{ provide: JOB_DECLARATIONS, useValue: declared }, redisProvider, RedisCloser, JobRegistry, JobQueue],
      exports: [JobRegistry, JobQueue, REDIS],
    };
  }
}
