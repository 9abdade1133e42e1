import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';
import { FilesHealthIndicator } from './files.health.js';
import { RedisHealthIndicator } from './redis.health.js';
import { StorageModule } from '../storage/storage.module.js';

@Module({
  imports: [TerminusModule.forRoot({ logger: false }), StorageModule],
  controllers: [HealthController],
  providers: [RedisHealthIndicator, FilesHealthIndicator],
})
export class HealthModule {}
