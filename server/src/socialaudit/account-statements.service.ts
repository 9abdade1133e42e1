import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditTrailService } from '../audit-trail/audit-trail.service.js';
import type { Actor } from '../common/auth/actor.decorator.js';
import { isAdmin, type Principal, type PrincipalRole } from '../common/auth/principal.js';
import { ApiError } from '../common/http/api-error.js';
import { inTransaction } from '../database/transaction.js';
import type { AccountStatementDto } from './dto/socialaudit.dto.js';
import type { SaAccountStatement } from './entities/account-statement.entity.js';
import { AccountStatementsRepository } from './repositories/account-statements.repository.js';
import { Clock } from '../common/time/clock.js';
import { yearLists } from '../common/time/year-lists.js';
import { assertStatementYear } from './years.js';
import { msg } from '../common/messages/index.js';

export interface StatementRow {
  year: string;
  url: string | null;
  updated_at: Date | null;
}

/** Links to the yearly statements of the state's social audit recovery account (spec 2 §2, §9). */
@Injectable()
export class AccountStatementsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly statements: AccountStatementsRepository,
    private readonly trail: AuditTrailService,
    private readonly clock: Clock,
  ) {}

  /** Every statement year to the current one, with its link where one is set: for admin-type users and SDATA officers. */
  async list(principal: Principal, role: PrincipalRole): Promise<StatementRow[]> {
    if (!isAdmin(principal) && role.Role_code !== 'SDATA') throw ApiError.forbidden('NOT_AUTHORIZED_TO_VIEW');
    const stored = await this.statements.allStatements();
    return yearLists(this.clock.today()).statements.map((year) => {
      const s = stored.find((x) => x.year === year);
      return { year, url: s?.url ?? null, updated_at: s?.updated_at ?? null };
    });
  }

  async add(dto: AccountStatementDto, actor: Actor): Promise<SaAccountStatement> {
    assertStatementYear(dto.year, this.clock.today());
    return inTransaction(this.dataSource, async (em) => {
      const inserted = await this.statements.insertStatement(em, dto.year, dto.url, actor.userId);
      if (!inserted) throw ApiError.conflict(msg('STATEMENT_EXISTS', { year: dto.year }));
      await this.trail.record(em, actor, { action: 'statement.create', entity: 'sa_account_statement', entityId: dto.year, after: dto });
      return inserted;
    });
  }

  async change(dto: AccountStatementDto, actor: Actor): Promise<SaAccountStatement> {
    assertStatementYear(dto.year, this.clock.today());
    return inTransaction(this.dataSource, async (em) => {
      const before = await this.statements.statementUrlForUpdate(em, dto.year);
      if (!before) throw ApiError.notFound(msg('STATEMENT_NOT_FOUND', { year: dto.year }));
      const row = await this.statements.updateStatement(em, dto.year, dto.url, actor.userId);
      await this.trail.record(em, actor, {
        action: 'statement.update',
        entity: 'sa_account_statement',
        entityId: dto.year,
        before,
        after: dto,
      });
      return row;
    });
  }
}
