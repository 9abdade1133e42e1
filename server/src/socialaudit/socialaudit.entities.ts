import { SaIssue } from './entities/issue.entity.js';
import { SaIssueWork } from './entities/issue-work.entity.js';
import { SaIssueJobCard } from './entities/issue-job-card.entity.js';
import { SaIssuePerson } from './entities/issue-person.entity.js';
import { SaRecovery } from './entities/recovery.entity.js';
import { SaRecoveryIssue } from './entities/recovery-issue.entity.js';
import { SaVerification } from './entities/verification.entity.js';
import { SaVerificationEntry } from './entities/verification-entry.entity.js';
import { SaAccountStatement } from './entities/account-statement.entity.js';
import { SaIssueSummary, SaIssueBlockSummary } from './entities/issue-summaries.entity.js';

/** Social audit issues, recoveries, verifications, account statements and summaries: this module's entities, registered by its module (TypeOrmModule.forFeature). */
export const SOCIALAUDIT_ENTITIES = [
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
