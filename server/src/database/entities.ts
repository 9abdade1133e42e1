import { AuditCount } from '../audit-trail/entities/audit-count.entity.js';
import { AuditEntry } from '../audit-trail/entities/audit-entry.entity.js';
import { ChangeVersion } from './change-version.entity.js';
import { IdempotencyKey } from '../common/idempotency/idempotency-key.entity.js';
import { ChecklistItem } from '../fto/entities/checklist-item.entity.js';
import { MaterialReset } from '../fto/entities/material-reset.entity.js';
import { VerificationFile } from '../fto/entities/verification-file.entity.js';
import { FtoRecordVersion } from '../fto/entities/record-version.entity.js';
import { FtoVerification } from '../fto/entities/verification.entity.js';
import { OtpChallenge } from '../auth/entities/otp-challenge.entity.js';
import { PrincipalChange } from '../auth/entities/principal-change.entity.js';
import { RateLimit } from '../auth/entities/rate-limit.entity.js';
import { UserPermission } from '../auth/entities/user-permission.entity.js';
import { User } from '../auth/entities/user.entity.js';
import { UserListVersion } from '../auth/entities/user-list-version.entity.js';
import { Block } from '../locations/entities/block.entity.js';
import { District } from '../locations/entities/district.entity.js';
import { Panchayat } from '../locations/entities/panchayat.entity.js';
import { MainOption } from '../options/entities/main-option.entity.js';
import { SubOption } from '../options/entities/sub-option.entity.js';
import { Department } from '../roles/entities/department.entity.js';
import { ImplementingAgency } from '../roles/entities/implementing-agency.entity.js';
import { RoleAssignment } from '../roles/entities/role-assignment.entity.js';
import { Role } from '../roles/entities/role.entity.js';
import { FtoRoleMapping } from '../schedules/entities/fto-role-mapping.entity.js';
import { FtoSchedule } from '../schedules/entities/fto-schedule.entity.js';
import { MisFtoTransaction } from '../scraper/entities/mis-fto-transaction.entity.js';
import { MisMaterialBill } from '../scraper/entities/mis-material-bill.entity.js';
import { MisMaterialItem } from '../scraper/entities/mis-material-item.entity.js';
import { MisPanchayatStatus } from '../scraper/entities/mis-panchayat-status.entity.js';
import { MisWorkRegister } from '../scraper/entities/mis-work-register.entity.js';
import { MisWork } from '../scraper/entities/mis-work.entity.js';
import { ScrapeRun } from '../scraper/entities/scrape-run.entity.js';
import { MisHistory } from '../scraper/entities/mis-history.entity.js';
import { MisChangeWork } from '../scraper/entities/mis-change-work.entity.js';
import { SaAccountStatement } from '../socialaudit/entities/account-statement.entity.js';
import { SaIssueBlockSummary, SaIssueSummary } from '../socialaudit/entities/issue-summaries.entity.js';
import { SaIssuePerson } from '../socialaudit/entities/issue-person.entity.js';
import { SaIssueWork } from '../socialaudit/entities/issue-work.entity.js';
import { SaIssueJobCard } from '../socialaudit/entities/issue-job-card.entity.js';
import { SaIssue } from '../socialaudit/entities/issue.entity.js';
import { SaRecoveryIssue } from '../socialaudit/entities/recovery-issue.entity.js';
import { SaRecovery } from '../socialaudit/entities/recovery.entity.js';
import { SaVerificationEntry } from '../socialaudit/entities/verification-entry.entity.js';
import { SaVerification } from '../socialaudit/entities/verification.entity.js';
import { EvidenceFile } from '../evidence/entities/evidence-file.entity.js';
import { EvidenceRecord } from '../evidence/entities/evidence-record.entity.js';

/** Every entity of every module; the DataSource (app, CLI, tests) is built from this list. */
export const ENTITIES = [
  District,
  Block,
  Panchayat,
  User,
  UserPermission,
  OtpChallenge,
  RateLimit,
  Department,
  ImplementingAgency,
  Role,
  RoleAssignment,
  MainOption,
  SubOption,
  AuditEntry,
  AuditCount,
  ChangeVersion,
  PrincipalChange,
  MisWork,
  MisWorkRegister,
  MisMaterialBill,
  MisMaterialItem,
  MisFtoTransaction,
  MisPanchayatStatus,
  ScrapeRun,
  MisHistory,
  MisChangeWork,
  FtoSchedule,
  FtoRoleMapping,
  ChecklistItem,
  IdempotencyKey,
  FtoVerification,
  FtoRecordVersion,
  UserListVersion,
  VerificationFile,
  MaterialReset,
  EvidenceFile,
  EvidenceRecord,
  SaIssue,
  SaIssueWork,
  SaIssueJobCard,
  SaIssuePerson,
  SaRecovery,
  SaRecoveryIssue,
  SaVerification,
  SaVerificationEntry,
  SaAccountStatement,
  SaIssueSummary,
  SaIssueBlockSummary,
];
