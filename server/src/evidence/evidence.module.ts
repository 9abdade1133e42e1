import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScraperModule } from '../scraper/scraper.module.js';
import { EvidenceFile } from './entities/evidence-file.entity.js';
import { EvidenceRecord } from './entities/evidence-record.entity.js';
import { EvidenceReportService } from './evidence-report.service.js';
import { EvidenceController } from './evidence.controller.js';
import { EvidenceService } from './evidence.service.js';

/**
 * Photo evidence (issue 27): what each photo shows of where and when it was taken, the checks,
 * and the Photo evidence report (EvidenceController, EvidenceReportService).
 */
@Module({
  imports: [TypeOrmModule.forFeature([EvidenceFile, EvidenceRecord]), ScraperModule],
  controllers: [EvidenceController],
  providers: [EvidenceService, EvidenceReportService],
  exports: [EvidenceService],
})
export class EvidenceModule {}
