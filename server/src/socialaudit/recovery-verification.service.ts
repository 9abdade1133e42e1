import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditTrailService } from '../audit-trail/audit-trail.service.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import type { PrincipalRole } from '../common/auth/principal.js';
import { ApiError } from '../common/http/api-error.js';
import { IdempotencyService, type IdempotentRequest } from '../common/idempotency/idempotency.service.js';
import { inTransaction } from '../database/transaction.js';
import type { VerificationDto } from './dto/socialaudit.dto.js';
import { RecoveryVerificationRepository, type CoveredIssue } from './repositories/recovery-verification.repository.js';
import { issueNotFound } from './jurisdiction.js';
import { isUniqueViolation } from './recovery-filing.service.js';
import { isBlank, isNoSuchDate, parseIsoDate, parseMoney, textOf, todayInIndia, toPaise } from './values.js';
import { msg, ok } from '../common/messages/index.js';

export interface VerificationAnswer {
  success: true;
  message: string;
  verificationId: number;
}
const verificationAnswer = (verificationId: number): VerificationAnswer => ({ ...ok('VERIFICATION_UPLOADED'), verificationId });

/**
 * Recovery verification by the state data analyst (SDATA), spec 2 §3/§5/§8: one entry per
 * issue of the filing. One verification per filing: one insert that does nothing on a conflict on
 * the unique recovery_id decides (RecoveryVerificationRepository), so of parallel submissions exactly one is stored.
 */
@Injectable()
export class RecoveryVerificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly verifications: RecoveryVerificationRepository,
    private readonly trail: AuditTrailService,
    private readonly idempotency: IdempotencyService,
  ) {}

  /** Stores the verification of a filing; with an Idempotency-Key the answer is stored with it (exactly once). */
  async verify(
    role: PrincipalRole,
    dto: VerificationDto,
    actor: Actor,
    once: IdempotentRequest | null = null,
  ): Promise<VerificationAnswer> {
    if (role.Role_code !== 'SDATA') throw ApiError.forbidden('NOT_ALLOWED_TO_VERIFY');
    const covered = await this.verifications.issuesCoveredByFilingOf(dto.issue_number);
    if (covered.length === 0) {
      if (!(await this.verifications.issueExists(dto.issue_number))) throw issueNotFound(dto.issue_number);
      throw ApiError.badRequest(msg('ISSUE_NO_RECOVERY', { issue: dto.issue_number }));
    }
    const recovery = covered[0];
    if (recovery.adhoc_decision !== 'recovery' || recovery.case_status !== 'YES') {
      throw ApiError.badRequest(msg('ISSUE_NO_RECOVERY', { issue: dto.issue_number }));
    }
    const entries = this.checkEntries(dto.issues, covered);

    const verificationId = await inTransaction(this.dataSource, (em) =>
      this.idempotency.once(
        em,
        once,
        async () => {
          const id = await this.verifications.insertVerification(em, recovery.recovery_id, actor.userId, actor.name, role.Role_code);
          if (id === null) throw ApiError.conflict('ALREADY_UPLOADED');
          await this.verifications.insertEntries(
            em,
            entries.map((e) => ({ ...e, verification_id: id })),
          );
          await this.trail.record(em, actor, {
            action: 'recovery.verify',
            entity: 'sa_recovery',
            entityId: recovery.recovery_id,
            after: { issue_number: dto.issue_number, verification_id: id, entries: entries.map(({ issue_id: _, ...e }) => e) },
          });
          return id;
        },
        (id) => ({ body: verificationAnswer(id) }),
      ),
    ).catch((err: unknown) => {
      if (isUniqueViolation(err)) throw ApiError.conflict('ALREADY_UPLOADED');
      throw err;
    });
    return verificationAnswer(verificationId);
  }

  private checkEntries(list: Record<string, unknown>[], covered: CoveredIssue[]) {
    const today = todayInIndia();
    const byNumber = new Map(covered.map((c) => [c.issue_number, c]));
    const expectedList = msg('VERIFY_EXPECTED_ISSUES', { issues: covered.map((c) => c.issue_number).join(', ') });
    // Every row complete first (the dialog's own check), then each row's values.
    for (const entry of list) {
      if (['issue_number', 'entered_amount', 'remittence', 'status', 'remark'].some((f) => isBlank(entry[f]))) {
        throw ApiError.badRequest('VERIFY_FILL_ALL');
      }
    }
    const seen = new Set<string>();
    const entries = list.map((entry, index) => {
      const number = textOf(entry.issue_number);
      const issue = number === null ? undefined : byNumber.get(number);
      if (!issue || seen.has(issue.issue_number)) throw ApiError.badRequest(expectedList);
      seen.add(issue.issue_number);
      // Field errors name the row's field as the dialog does: issues.{row}.{field}.
      const at = (field: string) => `issues.${index}.${field}`;
      const amount = parseMoney(entry.entered_amount);
      if (amount === null) throw ApiError.badRequest('VERIFY_ENTERED_AMOUNT_LIKE', { [at('entered_amount')]: 'AMOUNT_LIKE' });
      if (toPaise(amount) > toPaise(issue.issue_amount)) throw ApiError.badRequest('EXCEEDS_ISSUE_AMOUNT');
      const remittence = parseIsoDate(entry.remittence);
      if (remittence === null) {
        if (isNoSuchDate(entry.remittence)) {
          throw ApiError.badRequest('VERIFY_REMITTANCE_NO_SUCH_DATE', { [at('remittence')]: 'NO_SUCH_DATE' });
        }
        throw ApiError.badField(at('remittence'), 'VERIFY_REMITTANCE_FORMAT');
      }
      if (remittence > today) throw ApiError.badRequest('VERIFY_REMITTANCE_FUTURE');
      if (entry.status !== 'Completed' && entry.status !== 'Incomplete') throw ApiError.badRequest('VERIFY_STATUS');
      const remark = textOf(entry.remark);
      if (remark === null || remark.length > 1000) throw ApiError.badRequest('VERIFY_REMARK');
      return {
        issue_id: issue.issue_id,
        serial: index + 1,
        entered_amount: amount,
        remittence,
        status: entry.status === 'Completed' ? ('Completed' as const) : ('Incomplete' as const),
        remark,
      };
    });
    if (entries.length !== covered.length) throw ApiError.badRequest(expectedList);
    return entries;
  }
}
