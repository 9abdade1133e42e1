import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { type ListQuery } from '../../common/pagination/list-query.js';
import { AuditCount } from '../entities/audit-count.entity.js';
import { AuditEntry } from '../entities/audit-entry.entity.js';

/** An officer as the actor picker shows them. */
export interface ActorRow {
  id: number;
  name: string;
  mobile_number: string;
}

/** A kind of entry (entity and action) with how many entries it has. */
export interface AuditKindRow {
  entity: string;
  action: string;
  entries: number;
}

/** The date range of a page of the trail: whole days in the portal's time zone, both ends included. */
export interface AuditDayRange {
  from: string | null;
  to: string | null;
  timeZone: string;
}

/** The ids whose names a page of the trail shows, per kind of name. */
export interface AuditNameIds {
  users: Set<number>;
  roles: Set<number>;
  departments: Set<number>;
  issues: Set<number>;
}

/** The SQL of the audit trail (audit_trail, audit_trail_counts and the names its entries show). */
@Injectable()
export class AuditTrailRepository {
  constructor(
    @InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>,
    @InjectRepository(AuditCount) private readonly counts: Repository<AuditCount>,
  ) {}

  /** Writes one entry in the caller's transaction. */
  async insertEntry(em: EntityManager, entry: Partial<AuditEntry>): Promise<void> {
    await em.getRepository(AuditEntry).insert(entry);
  }

  /**
   * A page of the trail: one statement for the page and its total (a row of nulls beside the total
   * when the page is past the end). The rows are read as pg gives them (no entity objects built for them).
   */
  async pageOfEntries(query: ListQuery, days: AuditDayRange): Promise<(AuditEntry & { total: number })[]> {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where: string[] = [];
    for (const key of ['entity', 'action', 'entity_id'] as const) {
      const value = query.filter[key];
      if (typeof value === 'string' && value) where.push(`e.${key} = ${param(value)}`);
    }
    if (query.filter.actor_user_id !== undefined && query.filter.actor_user_id !== '')
      where.push(`e.actor_user_id = ${param(Number(query.filter.actor_user_id) || 0)}`);
    // A date range is whole days in the portal's time zone, both ends included.
    const { from, to } = days;
    if (from || to) {
      const zone = param(days.timeZone);
      if (from) where.push(`e.at >= (CAST(${param(from)} AS date)::timestamp AT TIME ZONE ${zone})`);
      if (to) where.push(`e.at < ((CAST(${param(to)} AS date) + 1)::timestamp AT TIME ZONE ${zone})`);
    }
    const narrowed = ['entity_id', 'actor_user_id', 'at_gte', 'at_lte'].some(
      (k) => query.filter[k] !== undefined && query.filter[k] !== '',
    );
    const filtered = where.length ? `WHERE ${where.join(' AND ')}` : '';
    let total: string;
    if (narrowed) total = `SELECT count(*)::int FROM audit_trail e ${filtered}`;
    else {
      // The total of the list filtered by entity and action at most, from the maintained counts.
      const counted: string[] = [];
      for (const key of ['entity', 'action'] as const) {
        const value = query.filter[key];
        if (typeof value === 'string' && value) counted.push(`c.${key} = ${param(value)}`);
      }
      total = `SELECT coalesce(sum(c.entries), 0)::int FROM audit_trail_counts c ${counted.length ? `WHERE ${counted.join(' AND ')}` : ''}`;
    }
    // query.sort is one of the whitelisted columns (parseListQuery), never the client's text; ties
    // are broken by the newest entry first. (Sorted by id, the list was id DESC whichever way was
    // asked until 2026-11-26: the query builder's addOrderBy('e.id', 'DESC') replaced the sort.)
    const order = query.sort === 'id' ? `e.id ${query.order}` : `e.${query.sort} ${query.order}, e.id DESC`;
    return this.entries.manager.query<(AuditEntry & { total: number })[]>(
      `SELECT e.id, e.actor_user_id, e.actor_name, e.action, e.entity, e.entity_id, e.before, e.after, e.request_id, e.at, t.total
         FROM (${total}) t(total)
         LEFT JOIN LATERAL (
           SELECT e.* FROM audit_trail e ${filtered} ORDER BY ${order} LIMIT ${param(query.take)} OFFSET ${param(query.skip)}
         ) e ON true
        ORDER BY ${order}`,
      params,
    );
  }

  /** Every entity and action the trail holds, with how many entries each, from the maintained counts. */
  async kindsWithEntries(): Promise<AuditKindRow[]> {
    const rows = await this.counts
      .createQueryBuilder('c')
      .select(['c.entity AS entity', 'c.action AS action', 'c.entries::int AS entries'])
      .where('c.entries > 0')
      .orderBy('c.entity')
      .addOrderBy('c.action')
      .getRawMany<AuditKindRow>();
    return rows;
  }

  /** The officers with these ids, by name. */
  async officersByIds(ids: number[]): Promise<ActorRow[]> {
    return this.entries.manager.query<ActorRow[]>('SELECT id, name, mobile_number FROM users WHERE id = ANY($1::int[]) ORDER BY name, id', [
      ids,
    ]);
  }

  /** Up to take officers whose name, mobile number or designation holds q (every officer for ''), by name. */
  async officersMatching(q: string, take: number): Promise<ActorRow[]> {
    // The expression of the trigram index idx_users_search, so a search stays fast at scale.
    return this.entries.manager.query<ActorRow[]>(
      `SELECT id, name, mobile_number FROM users
        WHERE $1 = '' OR (name || ' ' || mobile_number || ' ' || designation) ILIKE $2
        ORDER BY name, id LIMIT $3`,
      [q, `%${q.replace(/[\\%_]/g, '\\$&')}%`, take],
    );
  }

  /**
   * The names of these officers, roles, departments and issues, in one statement (a branch for
   * each kind asked for, none when nothing is asked).
   */
  async namesOf(
    ids: AuditNameIds,
  ): Promise<{ users: Map<number, string>; roles: Map<number, string>; departments: Map<number, string>; issues: Map<number, string> }> {
    // Every kind of name in one statement, a branch for each kind the page needs.
    const kinds = [
      { ids: ids.users, select: 'id, name FROM users' },
      { ids: ids.roles, select: 'id, "Role_name" AS name FROM roles' },
      { ids: ids.departments, select: 'id, department_name AS name FROM departments' },
      { ids: ids.issues, select: 'id, issue_number AS name FROM sa_issues' },
    ];
    const maps = kinds.map(() => new Map<number, string>());
    const [users, roles, departments, issues] = maps;
    const wanted = kinds.map((k, kind) => ({ ...k, kind })).filter((k) => k.ids.size);
    if (wanted.length) {
      const named = await this.entries.manager.query<{ kind: number; id: number; name: string }[]>(
        wanted.map((k, i) => `SELECT ${k.kind} AS kind, ${k.select} WHERE id = ANY($${i + 1}::int[])`).join(' UNION ALL '),
        wanted.map((k) => [...k.ids]),
      );
      for (const r of named) maps[r.kind].set(Number(r.id), r.name);
    }
    return { users, roles, departments, issues };
  }
}
