import type { MigrationInterface } from 'typeorm';
import { LocationsSchema1795358339971 } from './1795358339971-LocationsSchema.js';
import { KarnatakaDistricts1795358339972 } from './1795358339972-KarnatakaDistricts.js';
import { AccountsAndRoles1795360576710 } from './1795360576710-AccountsAndRoles.js';
import { SessionsAndBaseRoles1795360576711 } from './1795360576711-SessionsAndBaseRoles.js';
import { AdministrationMenusAudit1795361106825 } from './1795361106825-AdministrationMenusAudit.js';
import { PortalMenu1795361106826 } from './1795361106826-PortalMenu.js';
import { UsersActiveLocationIndex1795361443122 } from './1795361443122-UsersActiveLocationIndex.js';
import { UsersSearchIndex1795362000000 } from './1795362000000-UsersSearchIndex.js';
import { ThrottlesAndPairLocks1795391325834 } from './1795391325834-ThrottlesAndPairLocks.js';
import { LastStateAdministrator1795391400000 } from './1795391400000-LastStateAdministrator.js';
import { OtpCancelled1795391719915 } from './1795391719915-OtpCancelled.js';
import { MisMirror1795397371414 } from './1795397371414-MisMirror.js';
import { ScraperJobsMenu1795397400000 } from './1795397400000-ScraperJobsMenu.js';
import { SocialAudit1795466456449 } from './1795466456449-SocialAudit.js';
import { FtoVerification1795467781778 } from './1795467781778-FtoVerification.js';
import { WorkFileChecklist1795467781779 } from './1795467781779-WorkFileChecklist.js';
import { ReportSummariesAndDrawIndexes1795472567801 } from './1795472567801-ReportSummariesAndDrawIndexes.js';
import { SocialAuditSummaryTriggers1795472567802 } from './1795472567802-SocialAuditSummaryTriggers.js';
import { AuditCountsAndVerificationScopeIndexes1795473323165 } from './1795473323165-AuditCountsAndVerificationScopeIndexes.js';
import { AuditTrailCountTrigger1795473323166 } from './1795473323166-AuditTrailCountTrigger.js';
import { ChangeVersions1795492869070 } from './1795492869070-ChangeVersions.js';
import { WorksListRegisterVersion1795513297143 } from './1795513297143-WorksListRegisterVersion.js';
import { PrincipalChanges1795573884003 } from './1795573884003-PrincipalChanges.js';
import { IdempotencyKeys1795665861593 } from './1795665861593-IdempotencyKeys.js';
import { IssueJobCards1795678903005 } from './1795678903005-IssueJobCards.js';
import { AdministrationPagesMenu1795681000000 } from './1795681000000-AdministrationPagesMenu.js';
import { AuditTrailActorIndex1795681449900 } from './1795681449900-AuditTrailActorIndex.js';
import { KannadaNamesAndFullYears1795687646690 } from './1795687646690-KannadaNamesAndFullYears.js';
import { UserLanguage1795687675126 } from './1795687675126-UserLanguage.js';
import { KannadaMenuNames1795692568203 } from './1795692568203-KannadaMenuNames.js';
import { PhotoEvidence1795699125696 } from './1795699125696-PhotoEvidence.js';
import { PhotoEvidenceMenu1795699300000 } from './1795699300000-PhotoEvidenceMenu.js';
import { FileStorageDriver1795704025269 } from './1795704025269-FileStorageDriver.js';
import { MisHistory1795708828092 } from './1795708828092-MisHistory.js';
import { MisChangesMenu1795708900000 } from './1795708900000-MisChangesMenu.js';
import { MisChangesListIndexes1795710291924 } from './1795710291924-MisChangesListIndexes.js';
import { MisChangeWorks1795720387401 } from './1795720387401-MisChangeWorks.js';
import { MisHistoryRedundantIndexes1795732898572 } from './1795732898572-MisHistoryRedundantIndexes.js';
import { FtoRecordVersions1795742722649 } from './1795742722649-FtoRecordVersions.js';
import { UserListVersion1795744056409 } from './1795744056409-UserListVersion.js';
import { ReconciliationMenu1795709900000 } from './1795709900000-ReconciliationMenu.js';

type MigrationClass = new () => MigrationInterface;

/**
 * Every migration, in order. `npm run migration:generate -- migrations/<Name>` writes a new
 * file here; review it, then add its class to this list.
 */
export const MIGRATIONS: MigrationClass[] = [
  LocationsSchema1795358339971,
  KarnatakaDistricts1795358339972,
  AccountsAndRoles1795360576710,
  SessionsAndBaseRoles1795360576711,
  AdministrationMenusAudit1795361106825,
  PortalMenu1795361106826,
  UsersActiveLocationIndex1795361443122,
  UsersSearchIndex1795362000000,
  ThrottlesAndPairLocks1795391325834,
  LastStateAdministrator1795391400000,
  OtpCancelled1795391719915,
  MisMirror1795397371414,
  ScraperJobsMenu1795397400000,
  SocialAudit1795466456449,
  FtoVerification1795467781778,
  WorkFileChecklist1795467781779,
  ReportSummariesAndDrawIndexes1795472567801,
  SocialAuditSummaryTriggers1795472567802,
  AuditCountsAndVerificationScopeIndexes1795473323165,
  AuditTrailCountTrigger1795473323166,
  ChangeVersions1795492869070,
  WorksListRegisterVersion1795513297143,
  PrincipalChanges1795573884003,
  IdempotencyKeys1795665861593,
  IssueJobCards1795678903005,
  AdministrationPagesMenu1795681000000,
  AuditTrailActorIndex1795681449900,
  KannadaNamesAndFullYears1795687646690,
  UserLanguage1795687675126,
  KannadaMenuNames1795692568203,
  PhotoEvidence1795699125696,
  PhotoEvidenceMenu1795699300000,
  FileStorageDriver1795704025269,
  MisHistory1795708828092,
  MisChangesMenu1795708900000,
  ReconciliationMenu1795709900000,
  MisChangesListIndexes1795710291924,
  MisChangeWorks1795720387401,
  MisHistoryRedundantIndexes1795732898572,
  FtoRecordVersions1795742722649,
  UserListVersion1795744056409,
];
