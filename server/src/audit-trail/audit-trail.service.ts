import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { Actor } from '../common/auth/actor.decorator.js';
import type { ListQuery, Page } from '../common/pagination/list-query.js';
import { AuditCount } from './entities/audit-count.entity.js';
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
  constructor(
    @InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>,
    @InjectRepository(AuditCount) private readonly counts: Repository<AuditCount>,
  ) {}

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
    const narrowed = ['entity_id', 'actor_user_id'].some((k) => query.filter[k] !== undefined && query.filter[k] !== '');
    const total = narrowed
      ? qb
          .clone()
          .select('count(*)::int', 'n')
          .getRawOne<{ n: number }>()
          .then((r) => r?.n ?? 0)
      : this.countOf(query);
    qb.orderBy(`e.${query.sort}`, query.order).addOrderBy('e.id', 'DESC').skip(query.skip).take(query.take);
    const [rows, n] = await Promise.all([qb.getMany(), total]);
    return { rows, total: n };
  }

  /** The total of the list filtered by entity and action at most, from the maintained counts. */
  private async countOf(query: ListQuery): Promise<number> {
    const qb = this.counts.createQueryBuilder('c').select('coalesce(sum(c.entries), 0)::int', 'n');
    for (const key of ['entity', 'action'] as const) {
      const value = query.filter[key];
      if (typeof value === 'string' && value) qb.andWhere(`c.${key} = :${key}`, { [key]: value });
    }
    return (await qb.getRawOne<{ n: number }>())?.n ?? 0;
  }
}
