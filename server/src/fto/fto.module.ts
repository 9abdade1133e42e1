import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ThrottleModule } from '../auth/throttle/throttle.module.js';
import { SchedulesModule } from '../schedules/schedules.module.js';
import { EvidenceModule } from '../evidence/evidence.module.js';
import { ReconciliationModule } from '../reconciliation/reconciliation.module.js';
import { ScraperModule } from '../scraper/scraper.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { ChecklistService } from './checklist.service.js';
import { FtoController } from './fto.controller.js';
import { VerificationUploadInterceptor } from './verification-upload.interceptor.js';
import { WorksVerificationService } from './works-verification.service.js';
import { WorklistService } from './worklist.service.js';
import { FTO_ENTITIES } from './fto.entities.js';
import { ChecklistItemsRepository } from './repositories/checklist-items.repository.js';
import { MaterialResetsRepository } from './repositories/material-resets.repository.js';
import { VerificationFilesRepository } from './repositories/verification-files.repository.js';
import { VerificationRecordsRepository } from './repositories/verification-records.repository.js';

/**
 * FTO works verification: the checklist, verification records per (work, cycle, level) and their
 * files. Asks schedules for the level and window, the scraper for works, bills and FTO rows.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(FTO_ENTITIES),
    SchedulesModule,
    ScraperModule,
    StorageModule,
    ThrottleModule,
    EvidenceModule,
    ReconciliationModule,
  ],
  controllers: [FtoController],
  providers: [
    ChecklistService,
    WorklistService,
    WorksVerificationService,
    VerificationUploadInterceptor,
    ChecklistItemsRepository,
    MaterialResetsRepository,
    VerificationFilesRepository,
    VerificationRecordsRepository,
  ],
})
export class FtoModule {}
