import { Module } from '@nestjs/common';
import { ThrottleModule } from '../auth/throttle/throttle.module.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScraperModule } from '../scraper/scraper.module.js';
import { EvidenceReportService } from './evidence-report.service.js';
import { EvidenceController } from './evidence.controller.js';
import { EvidenceService } from './evidence.service.js';
import { EVIDENCE_ENTITIES } from './evidence.entities.js';
import { EvidenceReportRepository } from './repositories/evidence-report.repository.js';
import { EvidenceRepository } from './repositories/evidence.repository.js';

/**
 * Photo evidence (issue 27): what each uploaded photo shows of where and when it was taken (EXIF
 * read here, the device's report kept apart), its perceptual hash, the flags, and the Photo
 * evidence report (EvidenceController, EvidenceReportService). fto asks it to assess a record's
 * files inside the submission's transaction; it never writes fto's tables.
 */
@Module({
  imports: [TypeOrmModule.forFeature(EVIDENCE_ENTITIES), ScraperModule, ThrottleModule],
  controllers: [EvidenceController],
  providers: [EvidenceService, EvidenceReportService, EvidenceRepository, EvidenceReportRepository],
  exports: [EvidenceService],
})
export class EvidenceModule {}
