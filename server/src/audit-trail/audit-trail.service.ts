import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { Actor } from '../common/auth/actor.decorator.js';
import { WeightBoundedMap } from '../common/bounded-map.js';
import { ApiError } from '../common/http/api-error.js';
import { isoInstantSql, jsonPage, type ListQuery, type Page } from '../common/pagination/list-query.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { AuditCount } from './entities/audit-count.entity.js';
import { AuditEntry } from './entities/audit-entry.entity.js';
import { msg } from '../common/messages/index.js';
import { queryPrepared } from '../database/prepared.js';

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

/** The kinds of names an entry shows, read fresh on every request: the SQL of each, by its index. */
const NAME_KINDS = [
  { select: 'id, name FROM users' },
  { select: 'id, "Role_name" AS name FROM roles' },
  { select: 'id, department_name AS name FROM departments' },
  { select: 'id, issue_number AS name FROM sa_issues' },
];
const USERS = 0;
const ROLES = 1;
const DEPARTMENTS = 2;
const ISSUES = 3;

/** The stored row's columns, in the order the answer writes them (the entity's). */
const ROW_COLUMNS = ['actor_user_id', 'actor_name', 'action', 'entity', 'entity_id', 'before', 'after', 'request_id', 'at'] as const;

/** How much kept entry text a process holds (bytes), and how much of previous answers' keys (characters). */
const ENTRY_TEXT_KEPT = 32_000_000;
const PAGE_KEYS_KEPT = 4_000_000;

/** An entry's row as the page statement reads it (JSON): its key (`<id>:<xmin>`), its `at` as an ISO instant. */
type PageRow = Omit<AuditEntry, 'id' | 'at'> & { key: string; at: string | null };

/** The name an entry's entity is shown by, read fresh: one name by its kind and id, or an assignment's role and officer. */
type NameNeed = { assignment: false; kind: number; id: number } | { assignment: true; role: number | undefined; user: number | undefined };

/**
 * An entry's text in the answer, which depends only on its row (kept by id and row version): the
 * object's text up to the actor's name, the fresh actor's id when the entry stores no name, the
 * text on to the entity's name, what that name is read from when not from the row, then the
 * entity name's text on to the end; and the names it needs as [kind, id].
 */
interface KeptEntry {
  head: Buffer;
  actor: number | undefined;
  body: Buffer;
  name: NameNeed | undefined;
  tail: Buffer;
  needs: [number, number][];
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** An id a name can be read by (the name tables' ids are int4). */
const nameId = (value: unknown): value is number => Number.isInteger(value) && Math.abs(value as number) <= 2_147_483_647;

/**
 * An entry's kept text, made as the answer was made from objects (JSON.stringify of the row as pg
 * reads it, with its entity's name and changes): the text of each field is what JSON.stringify
 * writes for it inside the object. The entity's name comes from the entry's own snapshot where it
 * holds one; otherwise it is read by id (officers, roles, departments, issues).
 */
function keptEntry(row: Omit<AuditEntry, 'at'> & { at: Date | string | null }): KeptEntry {
  const json = JSON.stringify;
  const needs: [number, number][] = [];
  const snapshot = isRecord(row.after) ? row.after : isRecord(row.before) ? row.before : null;
  const id = Number(row.entity_id);
  const byId = (kind: number, value: unknown): number | undefined => {
    if (!nameId(value)) return undefined;
    needs.push([kind, value]);
    return value;
  };
  const head = [`{"id":${json(row.id)},"actor_user_id":${json(row.actor_user_id)},"actor_name":`];
  let actor: number | undefined;
  if (row.actor_name) head.push(json(row.actor_name));
  else if (row.actor_user_id === null || (actor = byId(USERS, row.actor_user_id)) === undefined) head.push('null');
  let fixed: string | null = null;
  let name: NameNeed | undefined;
  const field = NAME_FIELD[row.entity];
  const one = (kind: number) => {
    const at = byId(kind, id);
    if (at !== undefined) name = { assignment: false, kind, id: at };
  };
  if (field && snapshot && (typeof snapshot[field] === 'string' || typeof snapshot[field] === 'number')) fixed = String(snapshot[field]);
  else if (row.entity === 'role') one(ROLES);
  else if (row.entity === 'user') one(USERS);
  else if (row.entity === 'department') one(DEPARTMENTS);
  else if (row.entity === 'sa_issue') one(ISSUES);
  else if (row.entity === 'sa_account_statement') fixed = row.entity_id;
  else if (row.entity === 'role_assignment' && snapshot) {
    const role = byId(ROLES, snapshot.role_id);
    const user = byId(USERS, snapshot.user_id);
    if (role !== undefined || user !== undefined) name = { assignment: true, role, user };
  }
  const body = [
    `,"action":${json(row.action)},"entity":${json(row.entity)},"entity_id":${json(row.entity_id)},"before":`,
    json(row.before),
    ',"after":',
    json(row.after),
    `,"request_id":${json(row.request_id)},"at":${json(row.at)},"entity_name":`,
    name ? '' : json(fixed),
  ];
  // Kept as UTF-8 bytes, in one buffer of the entry's own (a slice of Node's shared pool would keep
  // the whole pool alive after the entry is dropped): the answer is put together as bytes, with no
  // answer-sized string per request on the JS heap.
  const texts = [head.join(''), body.join(''), `,"changes":${json(changesOf(row.before, row.after))}}`];
  const bytes = Buffer.allocUnsafeSlow(texts.reduce((n, t) => n + Buffer.byteLength(t), 0));
  const headEnd = bytes.write(texts[0]);
  const bodyEnd = headEnd + bytes.write(texts[1], headEnd);
  bytes.write(texts[2], bodyEnd);
  return {
    head: bytes.subarray(0, headEnd),
    actor,
    body: bytes.subarray(headEnd, bodyEnd),
    name,
    tail: bytes.subarray(bodyEnd),
    needs,
  };
}

/** The audit trail of administrative changes, written in the same transaction as the change. */
@Injectable()
export class AuditTrailService {
  constructor(
    @InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>,
    @InjectRepository(AuditCount) private readonly counts: Repository<AuditCount>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Entries' texts by `<id>:<xmin>` (keptEntry), bounded by their length. */
  private readonly kept = new WeightBoundedMap<string, KeptEntry>(
    ENTRY_TEXT_KEPT,
    (entry) => entry.head.length + entry.body.length + entry.tail.length + 16 * entry.needs.length + 200,
  );
  /** The entries (`<id>:<xmin>`) of the previous answer to each query, to pass as kept to the next. */
  private readonly pages = new WeightBoundedMap<string, string>(PAGE_KEYS_KEPT, (keys) => keys.length);

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

  /**
   * A page of the trail as the JSON text of its rows (jsonPage). Each entry's text is kept per
   * process by its id and row version (`xmin`, new at any UPDATE and at a delete and re-insert
   * under the same id: keptEntry); the names it shows (officers, roles, departments, issues, and
   * the actor's when the entry stores none) are read fresh on every request.
   *
   * One statement on a warm page, answering one row: the total, the page's keys (`<id>:<xmin>`)
   * in its order, the names the entries kept from the previous answer to the same query need, and
   * as JSON the rows only of the entries not among those (new, changed, or no longer kept). A
   * second statement reads the names that such entries need and the first did not read. Named
   * (prepared): the texts vary only with the filters' and the sort's shape and the kinds of names.
   * The answer is put together as bytes (a Buffer jsonPage) from the kept pieces and the names.
   *
   * `xmin` is the raw id of the transaction that wrote the row version (freezing keeps it); a kept
   * text could only be taken for a later version written by a transaction with the same id, i.e.
   * after the 32-bit transaction counter wrapped around while the process kept that entry.
   */
  async list(query: ListQuery): Promise<Page<AuditEntryView>> {
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
    const from = this.day(query.filter.at_gte, 'at_gte');
    const to = this.day(query.filter.at_lte, 'at_lte');
    if (from || to) {
      const zone = param(this.config.timeZone);
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
    const take = param(query.take);
    const skip = param(query.skip);
    const pageKey = JSON.stringify([filtered, total, order, params]);

    // The entries of the previous answer to this query that are still kept, and the names they need.
    const previous = this.pages.get(pageKey);
    const expected = new Map<string, KeptEntry>();
    const asked: Set<number>[] = NAME_KINDS.map(() => new Set<number>());
    if (previous)
      for (const key of previous.split(',')) {
        const kept = this.kept.get(key);
        if (!kept) continue;
        expected.set(key, kept);
        for (const [kind, id] of kept.needs) asked[kind].add(id);
      }
    // Keys are `<id>:<xmin>`, digits and a colon: an array literal as they are.
    const keptKeys = param(`{${[...expected.keys()].join(',')}}`);
    const names = NAME_KINDS.map((k, kind) => ({ ...k, kind }))
      .filter((k) => asked[k.kind].size)
      .map((k) => `SELECT ${k.kind}, ${k.select} WHERE id = ANY(${param([...asked[k.kind]])}::int[])`);
    // One row: the total, the page's keys in its order, the rows of the entries not passed as kept
    // (their `at` as the instant pg's Date would write: isoInstantSql), the names asked for.
    const [row] = await queryPrepared<{
      total: number;
      keys: string | null;
      rows: PageRow[] | null;
      names: [number, number, string | null][] | null;
    }>(
      this.entries.manager.connection,
      `SELECT (${total}) AS total, p.keys, p.rows,
              ${names.length ? `(SELECT json_agg(json_build_array(n.kind, n.id, n.name)) FROM (${names.join(' UNION ALL ')}) n(kind, id, name))` : 'NULL::json'} AS names
         FROM (
           SELECT string_agg(e.k, ',' ORDER BY ${order}) AS keys,
                  json_agg(json_build_object('key', e.k, ${ROW_COLUMNS.map((c) => `'${c}', ${c === 'at' ? isoInstantSql('e.at') : `e.${c}`}`).join(', ')}) ORDER BY ${order})
                    FILTER (WHERE e.k <> ALL(${keptKeys}::text[])) AS rows
             FROM (
               SELECT e.*, e.id || ':' || e.xmin AS k FROM audit_trail e ${filtered} ORDER BY ${order} LIMIT ${take} OFFSET ${skip}
             ) e
         ) p`,
      params,
    );
    const n = row.total;
    if (row.keys === null) return jsonPage<AuditEntryView>('[]', 0, n);

    const maps = NAME_KINDS.map(() => new Map<number, string | null>());
    for (const [kind, id, name] of row.names ?? []) maps[kind].set(id, name);
    // Each entry's kept text, or the text made from its row (the entries not passed as kept).
    const read = new Map<string, PageRow>();
    for (const r of row.rows ?? []) read.set(r.key, r);
    const entries = row.keys.split(',').map((key) => {
      const r = read.get(key);
      if (!r) return expected.get(key)!;
      const entry = keptEntry({ ...r, id: key.slice(0, key.indexOf(':')) });
      this.kept.set(key, entry);
      return entry;
    });
    this.pages.set(pageKey, row.keys);
    // The names the entries read again need and the first statement did not read.
    const missing = NAME_KINDS.map(() => new Set<number>());
    let more = false;
    for (const entry of entries)
      for (const [kind, id] of entry.needs)
        if (!asked[kind].has(id)) {
          missing[kind].add(id);
          more = true;
        }
    if (more) await this.readNames(missing, maps);

    const name = (kind: number, id: number | undefined) => (id === undefined ? undefined : (maps[kind].get(id) ?? undefined));
    // The answer's bytes: the kept pieces with the names' text between them.
    const parts: Buffer[] = [OPEN];
    let length = 1;
    const add = (part: Buffer) => {
      parts.push(part);
      length += part.length;
    };
    const named = new Map<string | null, Buffer>();
    const addName = (value: string | null) => {
      let bytes = named.get(value);
      if (!bytes) named.set(value, (bytes = Buffer.from(JSON.stringify(value))));
      add(bytes);
    };
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i];
      if (i) add(COMMA);
      add(entry.head);
      if (entry.actor !== undefined) addName(name(USERS, entry.actor) ?? null);
      add(entry.body);
      const need = entry.name;
      if (need) {
        if (need.assignment) {
          const role = name(ROLES, need.role);
          const user = name(USERS, need.user);
          addName(role && user ? `${role}, ${user}` : (role ?? user ?? null));
        } else addName(name(need.kind, need.id) ?? null);
      }
      add(entry.tail);
    }
    add(CLOSE);
    return jsonPage<AuditEntryView>(Buffer.concat(parts, length), entries.length, n);
  }

  /** Every entity and action the trail holds, with how many entries each, from the maintained counts. */
  async kinds(): Promise<AuditKind[]> {
    const rows = await this.counts
      .createQueryBuilder('c')
      .select(['c.entity AS entity', 'c.action AS action', 'c.entries::int AS entries'])
      .where('c.entries > 0')
      .orderBy('c.entity')
      .addOrderBy('c.action')
      .getRawMany<AuditKind>();
    return rows;
  }

  /** Officers to pick as the actor: up to 20 matching a name or mobile number, or the ones asked for by id. */
  async actors(query: ListQuery): Promise<Page<{ id: number; name: string; mobile_number: string }>> {
    const ids = query.filter.id;
    if (Array.isArray(ids) || typeof ids === 'number' || typeof ids === 'string') {
      const wanted = (Array.isArray(ids) ? ids : [ids]).map(Number).filter((v) => Number.isInteger(v) && v > 0 && v <= 2147483647);
      const rows = wanted.length
        ? await this.entries.manager.query<{ id: number; name: string; mobile_number: string }[]>(
            'SELECT id, name, mobile_number FROM users WHERE id = ANY($1::int[]) ORDER BY name, id',
            [wanted],
          )
        : [];
      return { rows, total: rows.length };
    }
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    const take = Math.min(query.take, 20);
    // The expression of the trigram index idx_users_search, so a search stays fast at scale.
    const rows = await this.entries.manager.query<{ id: number; name: string; mobile_number: string }[]>(
      `SELECT id, name, mobile_number FROM users
        WHERE $1 = '' OR (name || ' ' || mobile_number || ' ' || designation) ILIKE $2
        ORDER BY name, id LIMIT $3`,
      [q, `%${q.replace(/[\\%_]/g, '\\$&')}%`, take],
    );
    return { rows, total: rows.length };
  }

  private day(value: unknown, name: string): string | null {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' || !DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
      throw ApiError.badRequest(msg('DATE_YMD_INVALID', { field: name }), { [name]: 'DATE_INVALID' });
    }
    return value;
  }

  /** The names of the officers, roles, departments and issues asked for (by kind), into `maps`. */
  private async readNames(ids: Set<number>[], maps: Map<number, string | null>[]): Promise<void> {
    const wanted = NAME_KINDS.map((k, kind) => ({ ...k, kind })).filter((k) => ids[k.kind].size);
    const named = await this.entries.manager.query<{ kind: number; id: number; name: string | null }[]>(
      wanted.map((k, i) => `SELECT ${k.kind} AS kind, ${k.select} WHERE id = ANY($${i + 1}::int[])`).join(' UNION ALL '),
      wanted.map((k) => [...ids[k.kind]]),
    );
    for (const r of named) maps[r.kind].set(Number(r.id), r.name);
  }
}
