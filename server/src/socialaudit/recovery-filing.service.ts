import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditTrailService } from '../audit-trail/audit-trail.service.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import type { PrincipalRole } from '../common/auth/principal.js';
import { ApiError } from '../common/http/api-error.js';
import { IdempotencyService, type IdempotentRequest } from '../common/idempotency/idempotency.service.js';
import { inTransaction } from '../database/transaction.js';
import type { FilingDto } from './dto/socialaudit.dto.js';
import { checkAgainstExpected, checkDecision, checkMappedTotal, type CheckedDecision } from './filing-rules.js';
import { RecoveryFilingRepository, type IssueFacts } from './repositories/recovery-filing.repository.js';
import { issueNotFound } from './jurisdiction.js';
import { fromPaise, toPaise } from './values.js';
import { msg, ok } from '../common/messages/index.js';

export interface FilingAnswer {
  success: true;
  insertId: number;
  message: string;
}
const filingAnswer = (insertId: number): FilingAnswer => ({ ...ok('RECOVERY_FILED'), insertId });

/**
 * Recovery filing by the block's entry officer (TP-EO), spec 2 §4-§5. An issue is in at most
 * one filing, as its own or as an issue the excess is mapped to: the rows of every issue
 * involved are locked in id order, checked again under the lock, and the primary key of
 * sa_recovery_issues refuses a second claim even so.
 */
@Injectable()
export class RecoveryFilingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly filings: RecoveryFilingRepository,
    private readonly trail: AuditTrailService,
    private readonly idempotency: IdempotencyService,
  ) {}

  /** Files a recovery; with an Idempotency-Key the answer is stored with the filing (exactly once). */
  async file(role: PrincipalRole, dto: FilingDto, actor: Actor, once: IdempotentRequest | null = null): Promise<FilingAnswer> {
    if (role.Role_code !== 'TP-EO' || role.levels !== 'TP' || !role.block_code) {
      throw ApiError.forbidden('NOT_ALLOWED_TO_ENTER');
    }
    const issue = (await this.facts(this.dataSource.manager, [dto.issue_number]))[0];
    if (!issue) throw issueNotFound(dto.issue_number);
    if (issue.block_code !== role.block_code) throw ApiError.forbidden('NOT_ALLOWED_TO_ENTER');
    assertUnclaimed(issue);

    const filing = checkDecision(dto as unknown as Record<string, unknown>);
    const mappedNumbers = dto.mapped_issues ?? [];
    const outcome = checkAgainstExpected(filing, issue.expected, mappedNumbers.length);
    let totalExpected = toPaise(issue.expected);
    let mapped: IssueFacts[] = [];
    if (outcome === 'more') {
      mapped = await this.checkMapped(issue, mappedNumbers);
      totalExpected = mapped.reduce((sum, m) => sum + toPaise(m.expected), totalExpected);
      checkMappedTotal(filing, totalExpected);
    }

    const insertId = await inTransaction(this.dataSource, (em) =>
      this.idempotency.once(
        em,
        once,
        async () => {
          const ids = [issue.id, ...mapped.map((m) => m.id)].sort((a, b) => a - b);
          await this.filings.lockIssues(em, ids);
          // Under the locks: whatever was filed or mapped meanwhile is seen now.
          const fresh = await this.facts(em, [issue.issue_number, ...mapped.map((m) => m.issue_number)]);
          for (const f of fresh) {
            if (f.id === issue.id) assertUnclaimed(f);
            else assertMappable(f);
          }
          return this.insert(em, issue, mapped, filing, fromPaise(totalExpected), role, actor);
        },
        (id) => ({ body: filingAnswer(id) }),
      ),
    ).catch((err: unknown) => {
      // The primary key is the last word if two filings slipped past the checks together.
      if (isUniqueViolation(err)) throw ApiError.conflict('FILING_LOCKED');
      throw err;
    });
    return filingAnswer(insertId);
  }

  private async insert(
    em: EntityManager,
    issue: IssueFacts,
    mapped: IssueFacts[],
    filing: CheckedDecision,
    totalExpected: string,
    role: PrincipalRole,
    actor: Actor,
  ): Promise<number> {
    const recoveryId = await this.filings.insertRecovery(em, {
      issue_id: issue.id,
      ...filing,
      total_expected: totalExpected,
      entered_by: actor.userId,
      entered_by_name: actor.name,
      entered_role_code: role.Role_code,
    });
    await this.filings.insertRecoveryIssues(em, [
      { issue_id: issue.id, recovery_id: recoveryId, kind: 'FILED', expected_amount: issue.expected },
      ...mapped.map((m) => ({ issue_id: m.id, recovery_id: recoveryId, kind: 'MAPPED' as const, expected_amount: m.expected })),
    ]);
    await this.trail.record(em, actor, {
      action: 'recovery.file',
      entity: 'sa_recovery',
      entityId: recoveryId,
      after: {
        issue_number: issue.issue_number,
        ...filing,
        total_expected: totalExpected,
        mapped_issues: mapped.map((m) => m.issue_number),
        role: role.Role_code,
      },
    });
    return recoveryId;
  }

  /** Mapped issues: other issues of the same block, each once, none filed or mapped already. */
  private async checkMapped(issue: IssueFacts, numbers: string[]): Promise<IssueFacts[]> {
    const seen = new Set<string>();
    for (const n of numbers) {
      if (n === issue.issue_number) throw ApiError.badRequest('ISSUE_MAPPED_TO_ITSELF');
      if (seen.has(n)) throw ApiError.badRequest(msg('ISSUE_MAPPED_TWICE', { issue: n }));
      seen.add(n);
    }
    const found = await this.facts(this.dataSource.manager, numbers);
    return numbers.map((n) => {
      const m = found.find((f) => f.issue_number === n);
      if (!m || m.block_code !== issue.block_code)
        throw ApiError.badRequest(msg('ISSUE_NOT_OF_BLOCK', { issue: n, block: issue.block_name }));
      assertMappable(m);
      return m;
    });
  }

  private facts(em: EntityManager, numbers: string[]): Promise<IssueFacts[]> {
    return this.filings.issueFacts(em, numbers);
  }
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } } | null;
  return (e?.driverError?.code ?? e?.code) === '23505';
}

function assertUnclaimed(issue: IssueFacts): void {
  if (issue.claimed_kind === 'FILED') throw ApiError.conflict('FILING_LOCKED');
  if (issue.claimed_kind === 'MAPPED') {
    throw ApiError.conflict(msg('ISSUE_COVERED_BY_EXCESS', { issue: issue.claimed_by ?? '' }));
  }
}

function assertMappable(issue: IssueFacts): void {
  if (issue.claimed_kind) throw ApiError.conflict(msg('ISSUE_ALREADY_CLAIMED', { issue: issue.issue_number }));
}
