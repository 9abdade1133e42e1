import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { RolesModule } from '../roles/roles.module.js';
import { ScraperModule } from '../scraper/scraper.module.js';
import { AccountStatementsService } from './account-statements.service.js';
import { IssueImportService } from './issue-import.service.js';
import { IssuesService } from './issues.service.js';
import { RecoveryFilingService } from './recovery-filing.service.js';
import { RecoveryReportsService } from './recovery-reports.service.js';
import { SocialAuditController } from './socialaudit.controller.js';
import { SOCIALAUDIT_ENTITIES } from './socialaudit.entities.js';
import { RecoveryVerificationService } from './recovery-verification.service.js';
import { AccountStatementsRepository } from './repositories/account-statements.repository.js';
import { IssueImportRepository } from './repositories/issue-import.repository.js';
import { IssuesRepository } from './repositories/issues.repository.js';
import { RecoveryFilingRepository } from './repositories/recovery-filing.repository.js';
import { RecoveryReportsRepository } from './repositories/recovery-reports.repository.js';
import { RecoveryVerificationRepository } from './repositories/recovery-verification.repository.js';

/**
 * Social audit (spec 2, docs/socialaudit-api.md): issues, their works and persons, recovery
 * filings, verifications and account statements. Works come from the scraper's read service.
 */
@Module({
  imports: [TypeOrmModule.forFeature(SOCIALAUDIT_ENTITIES), LocationsModule, RolesModule, ScraperModule, AuthModule],
  controllers: [SocialAuditController],
  providers: [
    IssuesService,
    RecoveryFilingService,
    RecoveryVerificationService,
    RecoveryReportsService,
    AccountStatementsService,
    IssueImportService,
    AccountStatementsRepository,
    IssueImportRepository,
    IssuesRepository,
    RecoveryFilingRepository,
    RecoveryReportsRepository,
    RecoveryVerificationRepository,
  ],
  exports: [IssueImportService],
})
export class SocialAuditModule {}
