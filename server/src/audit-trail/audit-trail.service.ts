import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../common/auth/actor.decorator.js';
import { ApiError } from '../common/http/api-error.js';
import { type ListQuery, type Page } from '../common/pagination/list-query.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { AuditEntry } from './entities/audit-entry.entity.js';
import { msg } from '../common/messages/index.js';
import { AuditTrailRepository } from './repositories/audit-trail.repository.js';

export interface Change {
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** One field of an entry that changed: its value before and after (null where it had none). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** An entry as the Audit Trail page reads it: the stored row, the entity's name and what changed. */
export interface AuditEntryView extends AuditEntry {
  entity_name: string | null;
  changes: FieldChange[];
}

/** The kinds of entries there are (entity and action), for the page's pickers. */
export interface AuditKind {
  entity: string;
  action: string;
  entries: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Fields that say when or by whom a row was written, not what it holds. */
const BOOKKEEPING = new Set(['created_at', 'updated_at', 'created_by', 'updated_by']);

/** The name an entity's own snapshot carries, per entity. */
const NAME_FIELD: Record<string, string> = {
  role: 'Role_name',
  department: 'department_name',
  agency: 'imp_name',
  main_option: 'option_name',
  sub_option: 'suboption_name',
  fto_checklist_item: 'checklist_title_en',
  fto_schedule: 'cycle_name',
  fto_verification: 'work_code',
  sa_recovery: 'issue_number',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A permission list (permission.set) is read as its permission types. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value) && value.every((v) => isRecord(v) && typeof v.permission_type === 'string')) {
    return (value as { permission_type: string }[]).map((v) => v.permission_type).sort();
  }
  return value;
}

/**
 * Whether two values read from JSON serialise to the same JSON text, without serialising them:
 * the same primitives, or arrays and objects with the same keys in the same order and the same
 * values (JSON.stringify writes an object's keys in their order, so the order counts).
 */
function sameJson(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  if (Array.isArray(x) || Array.isArray(y)) {
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameJson(x[i], y[i])) return false;
    return true;
  }
  const xk = Object.keys(x);
  const yk = Object.keys(y);
  if (xk.length !== yk.length) return false;
  for (let i = 0; i < xk.length; i++) {
    const key = xk[i];
    if (key !== yk[i] || !sameJson((x as Record<string, unknown>)[key], (y as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/**
 * The fields that differ between before and after, in the order they appear. Objects are compared
 * field by field (bookkeeping fields left out); anything else is one change named by an empty field.
 * Two values differ when their JSON texts differ (compared without writing them: sameJson).
 */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  const b = comparable(before ?? null);
  const a = comparable(after ?? null);
  if ((isRecord(b) || b === null) && (isRecord(a) || a === null) && (b || a)) {
    const changes: FieldChange[] = [];
    const seen = new Set<string>();
    for (const fields of [b ? Object.keys(b) : [], a ? Object.keys(a) : []]) {
      for (const field of fields) {
        if (seen.has(field)) continue;
        seen.add(field);
        if (BOOKKEEPING.has(field)) continue;
        const was = b?.[field] ?? null;
        const is = a?.[field] ?? null;
        if (!sameJson(was, is)) changes.push({ field, before: was, after: is });
      }
    }
    return changes;
  }
  return sameJson(b, a) ? [] : [{ field: '', before: b, after: a }];
}

/** An id a name can be read by (the name tables' ids are int4). */
const nameId = (value: unknown): value is number => Number.isInteger(value) && Math.abs(value as number) <= 2_147_483_647;

/** The audit trail of administrative changes, written in the same transaction as the change. */
@Injectable()
export class AuditTrailService {
  constructor(
    private readonly trail: AuditTrailRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async record(em: EntityManager, actor: Actor, change: Change): Promise<void> {
    await this.trail.insertEntry(em, {
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

  /**
   * A page of the trail: one statement for the page and its total (a row of nulls beside the total
   * when the page is past the end), one for the names of the page's officers, roles, departments
   * and issues (described). The statements are AuditTrailRepository's.
   */
  async list(query: ListQuery): Promise<Page<AuditEntryView>> {
    // A date range is whole days in the portal's time zone, both ends included.
    const from = this.day(query.filter.at_gte, 'at_gte');
    const to = this.day(query.filter.at_lte, 'at_lte');
    const rows = await this.trail.pageOfEntries(query, { from, to, timeZone: this.config.timeZone });
    const n = rows[0]?.total ?? 0;
    return { rows: rows[0]?.id === null ? [] : await this.described(rows), total: n };
  }
  /** Every entity and action the trail holds, with how many entries each, from the maintained counts. */
  async kinds(): Promise<AuditKind[]> {
    return this.trail.kindsWithEntries();
  }

  /** Officers to pick as the actor: up to 20 matching a name or mobile number, or the ones asked for by id. */
  async actors(query: ListQuery): Promise<Page<{ id: number; name: string; mobile_number: string }>> {
    const ids = query.filter.id;
    if (Array.isArray(ids) || typeof ids === 'number' || typeof ids === 'string') {
      const wanted = (Array.isArray(ids) ? ids : [ids]).map(Number).filter((v) => Number.isInteger(v) && v > 0 && v <= 2147483647);
      const rows = wanted.length ? await this.trail.officersByIds(wanted) : [];
      return { rows, total: rows.length };
    }
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    const take = Math.min(query.take, 20);
    const rows = await this.trail.officersMatching(q, take);
    return { rows, total: rows.length };
  }

  private day(value: unknown, name: string): string | null {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' || !DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
      throw ApiError.badRequest(msg('DATE_YMD_INVALID', { field: name }), { [name]: 'DATE_INVALID' });
    }
    return value;
  }

  /**
   * The page's entries with the name of their entity and the fields that changed, each object's
   * fields in the stored row's order, then the name and the changes. Names come from the entry's
   * own snapshot where it holds one; otherwise one statement reads every kind the page needs
   * (officers, roles, departments, issues), never one per row. An id no name table can hold (the
   * tables' ids are int4) is not asked for: its name is null.
   */
  private async described(rows: AuditEntry[]): Promise<AuditEntryView[]> {
    const userIds = new Set<number>();
    const roleIds = new Set<number>();
    const departmentIds = new Set<number>();
    const issueIds = new Set<number>();
    const ask = (ids: Set<number>, value: unknown) => {
      if (nameId(value)) ids.add(value);
    };
    const snapshotOf = (row: AuditEntry) => (isRecord(row.after) ? row.after : isRecord(row.before) ? row.before : null);
    for (const row of rows) {
      const snapshot = snapshotOf(row);
      if (row.actor_user_id !== null && !row.actor_name) ask(userIds, row.actor_user_id);
      const id = Number(row.entity_id);
      if (row.entity === 'user') ask(userIds, id);
      if (row.entity === 'role_assignment' && snapshot) {
        ask(userIds, snapshot.user_id);
        ask(roleIds, snapshot.role_id);
      }
      const named = !!snapshot && typeof snapshot[NAME_FIELD[row.entity] ?? ''] === 'string';
      if (row.entity === 'department' && !named) ask(departmentIds, id);
      if (row.entity === 'role' && !named) ask(roleIds, id);
      if (row.entity === 'sa_issue') ask(issueIds, id);
    }
    const { users, roles, departments, issues } = await this.trail.namesOf({
      users: userIds,
      roles: roleIds,
      departments: departmentIds,
      issues: issueIds,
    });
    return rows.map((row) => {
      const snapshot = snapshotOf(row);
      const id = Number(row.entity_id);
      let entity_name: string | null = null;
      const field = NAME_FIELD[row.entity];
      if (field && snapshot && (typeof snapshot[field] === 'string' || typeof snapshot[field] === 'number'))
        entity_name = String(snapshot[field]);
      else if (row.entity === 'role') entity_name = roles.get(id) ?? null;
      else if (row.entity === 'user') entity_name = users.get(id) ?? null;
      else if (row.entity === 'department') entity_name = departments.get(id) ?? null;
      else if (row.entity === 'sa_issue') entity_name = issues.get(id) ?? null;
      else if (row.entity === 'sa_account_statement') entity_name = row.entity_id;
      else if (row.entity === 'role_assignment' && snapshot) {
        const role = roles.get(snapshot.role_id as number);
        const user = users.get(snapshot.user_id as number);
        entity_name = role && user ? `${role}, ${user}` : (role ?? user ?? null);
      }
      return {
        id: row.id,
        actor_user_id: row.actor_user_id,
        actor_name: row.actor_name || (row.actor_user_id !== null ? (users.get(row.actor_user_id) ?? null) : null),
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        before: row.before,
        after: row.after,
        request_id: row.request_id,
        at: row.at,
        entity_name,
        changes: changesOf(row.before, row.after),
      };
    });
  }
}
