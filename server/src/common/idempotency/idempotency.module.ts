import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IDEMPOTENCY_ENTITIES } from './idempotency.entities.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotencyRepository } from './idempotency.repository.js';
import { IdempotencyService } from './idempotency.service.js';

/** Exactly-once submissions for every module's submission routes (DESIGN: common/). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature(IDEMPOTENCY_ENTITIES)],
  providers: [IdempotencyService, IdempotencyInterceptor, IdempotencyRepository],
  exports: [IdempotencyService, IdempotencyInterceptor],
})
export class IdempotencyModule {}
