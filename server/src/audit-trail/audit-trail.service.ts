import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { Actor } from '../common/auth/actor.decorator.js';
import type { ListQuery, Page } from '../common/pagination/list-query.js';
import { AuditEntry } from './entities/audit-entry.entity.js';

export interface Change {
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** The audit trail of administrative changes, written in the same transaction as the change. */
@Injectable()
export class AuditTrailService {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  async record(em: EntityManager, actor: Actor, change: Change): Promise<void> {
    await em.getRepository(AuditEntry).insert({
      actor_user_id: actor.userId,
      actor_name: actor.name,
      action: change.action,
      entity: change.entity,
      entity_id: change.entityId === null ? null : String(change.entityId),
      before: change.before === undefined ? null : (JSON.parse(JSON.stringify(change.before)) as object),
      after: change.after === undefined ? null : (JSON.parse(JSON.stringify(change.after)) as object),
      request_id: actor.requestId,
    });
  }

  async list(query: ListQuery): Promise<Page<AuditEntry>> {
    const qb = this.entries.createQueryBuilder('e');
    for (const key of ['entity', 'action', 'entity_id'] as const) {
      const value = query.filter[key];
      if (typeof value === 'string' && value) qb.andWhere(`e.${key} = :${key}`, { [key]: value });
    }
    if (query.filter.actor_user_id !== undefined)
      qb.andWhere('e.actor_user_id = :actor', { actor: Number(query.filter.actor_user_id) || 0 });
    qb.orderBy(`e.${query.sort}`, query.order).addOrderBy('e.id', 'DESC').skip(query.skip).take(query.take);
    const [rows, total] = await qb.getManyAndCount();
    return { rows, total };
  }
}
