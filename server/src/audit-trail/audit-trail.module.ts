import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditTrailController } from './audit-trail.controller.js';
import { AuditTrailService } from './audit-trail.service.js';
import { AuditTrailRepository } from './repositories/audit-trail.repository.js';
import { AUDIT_TRAIL_ENTITIES } from './audit-trail.entities.js';

/** Global so every module that changes administrative data can record it. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature(AUDIT_TRAIL_ENTITIES)],
  controllers: [AuditTrailController],
  providers: [AuditTrailService, AuditTrailRepository],
  exports: [AuditTrailService],
})
export class AuditTrailModule {}
