import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditTrailController } from './audit-trail.controller.js';
import { AuditTrailService } from './audit-trail.service.js';
import { AuditCount } from './entities/audit-count.entity.js';
import { AuditEntry } from './entities/audit-entry.entity.js';

/** Global so every module that changes administrative data can record it. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry, AuditCount])],
  controllers: [AuditTrailController],
  providers: [AuditTrailService],
  exports: [AuditTrailService],
})
export class AuditTrailModule {}
