import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import type { PrincipalRole } from '../../common/auth/principal.js';
import { narrowToScope } from '../../common/auth/report-filter.js';
import { scopeOfRole } from '../../common/auth/scope.js';
import { csvMinutes, csvStream, type CsvValue } from '../../common/csv/csv-writer.js';
import { ApiError } from '../../common/http/api-error.js';
import { format, msg, type Language, type MessageCode } from '../../common/messages/index.js';
import type { ListQuery, Page } from '../../common/pagination/list-query.js';
import { addDays } from '../../common/time/financial-year.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { openCursor } from '../../database/cursor.js';
import { WORK_AMOUNT_COLUMNS } from '../works-report.js';
import { CHANGE_KINDS, type ChangeKind } from './change-kinds.js';

// The kinds live in change-kinds.ts, which the UI imports too.
export { CHANGE_KINDS, type ChangeKind } from './change-kinds.js';

const KIND_LABELS: Record<ChangeKind, MessageCode> = {
  'new-works': 'MIS_CHANGE_NEW_WORKS',
  'gone-works': 'MIS_CHANGE_GONE_WORKS',
  'amounts-changed': 'MIS_CHANGE_AMOUNTS_CHANGED',
  'works-changed': 'MIS_CHANGE_WORKS_CHANGED',
  'bills-added': 'MIS_CHANGE_BILLS_ADDED',
  'bills-paid': 'MIS_CHANGE_BILLS_PAID',
  'bills-changed': 'MIS_CHANGE_BILLS_CHANGED',
  'ftos-added': 'MIS_CHANGE_FTOS_ADDED',
  'ftos-changed': 'MIS_CHANGE_FTOS_CHANGED',
};

/** The works' amount columns: a work entry naming one of them is an amount change. */
const WORK_AMOUNTS: readonly string[] = WORK_AMOUNT_COLUMNS;

/** Columns holding rupees (their difference is shown). */
const AMOUNTS = new Set([...WORK_AMOUNTS, 'paid', 'due', 'credit_amount_due', 'credit_amount_actual']);

/** SQL: the kind of a history entry `h` (the constants are the code's own). */
const KIND_SQL = `CASE
  WHEN h.source = 'work' AND h.change IN ('added', 'back') THEN 'new-works'
  WHEN h.source = 'work' AND h.change = 'gone' THEN 'gone-works'
  WHEN h.source = 'work' AND h.fields ?| ARRAY[${WORK_AMOUNTS.map((c) => `'${c}'`).join(', ')}] THEN 'amounts-changed'
  WHEN h.source = 'work' THEN 'works-changed'
  WHEN h.source = 'bill' AND h.change IN ('added', 'back') THEN 'bills-added'
  WHEN h.source = 'bill' AND h.change = 'changed'
   AND coalesce((h.fields->'paid'->>1)::numeric, 0) > coalesce((h.fields->'paid'->>0)::numeric, 0) THEN 'bills-paid'
  WHEN h.source = 'bill' THEN 'bills-changed'
  WHEN h.source = 'fto' AND h.change IN ('added', 'back') THEN 'ftos-added'
  WHEN h.source = 'fto' THEN 'ftos-changed'
END`;

/**
 * SQL: the entries of a kind (or of any kind), from `source` and `change` alone where that says it
 * (the list indexes hold them: an index-only scan), the entry's fields only where needed.
 */
function kindCondition(kind: ChangeKind | null, params: unknown[]): string {
  switch (kind) {
    case null:
      return `h.source IN ('work', 'bill', 'fto')`;
    case 'new-works':
      return `h.source = 'work' AND h.change IN ('added', 'back')`;
    case 'gone-works':
      return `h.source = 'work' AND h.change = 'gone'`;
    case 'bills-added':
      return `h.source = 'bill' AND h.change IN ('added', 'back')`;
    case 'ftos-added':
      return `h.source = 'fto' AND h.change IN ('added', 'back')`;
    case 'ftos-changed':
      return `h.source = 'fto' AND h.change IN ('changed', 'gone')`;
    default:
      return `h.source IN ('work', 'bill') AND ${KIND_SQL} = $${params.push(kind)}`;
  }
}

const CODE = { block_code: /^\d{7}$/, panchayat_code: /^\d{10}$/, district_code: /^\d{4}$/ } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface ChangesFilter {
  district_code: string | null;
  block_code: string | null;
  panchayat_code: string | null;
  from: string | null;
  to: string | null;
  kind: ChangeKind | null;
}

export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
  /** new - old for amounts (a missing side counts 0), else null. */
  difference: number | null;
}

export interface ChangeEntry {
  id: string;
  run_id: string | null;
  recorded_at: Date;
  source: string;
  change: string;
  kind: ChangeKind;
  row_key: string;
  fields: FieldChange[];
}

export interface WorkChanges {
  /** The work code, or the FTO no. for an FTO's rows. */
  id: string;
  work_code: string | null;
  fto_no: string | null;
  work_name: string | null;
  block_code: string;
  block_name: string | null;
  block_name_kn: string | null;
  panchayat_code: string;
  panchayat_name: string | null;
  panchayat_name_kn: string | null;
  last_at: Date;
  kinds: ChangeKind[];
  changes: ChangeEntry[];
}

/** A works list or CSV reads at most this many works' changes. */
export const MAX_CSV_WORKS = 20000;

/** A line's entry of the CSV's statement, its work's names beside it. */
interface CsvEntry {
  i: string;
  work_code: string | null;
  fto_no: string | null;
  run_id: string | null;
  recorded_at: Date;
  row_key: string;
  fields: Record<string, [unknown, unknown]>;
  kind: ChangeKind;
  work_name: string | null;
  block_name: string | null;
  block_name_kn: string | null;
  panchayat_name: string | null;
  panchayat_name_kn: string | null;
}

const SORTS: Record<string, string> = { last_at: 'last_at', id: 'grp', changes: 'changes' };

/** A work (or FTO) of the page, before its entries are read. */
interface Group {
  grp: string;
  fto: boolean;
  last_at: Date;
}

/**
 * The MIS changes page (issue 29): what the loads of the MIS changed (mis_history), grouped by
 * work, scoped by the caller's current role like every report (STATE all, ZP its district, TP
 * its taluk, GP its panchayat), filtered by place, IST days and kind.
 */
@Injectable()
export class MisChangesService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The list filter checked and narrowed to the role's scope (400 for a bad value, 403 for a place outside). */
  filterOf(role: PrincipalRole, raw: Record<string, unknown>): ChangesFilter {
    const text = (field: string): string | null => {
      const value = raw[field];
      if (value === undefined || value === null || value === '') return null;
      if (typeof value !== 'string') throw ApiError.badField(field, 'LIST_FILTER_FIELD_INVALID');
      return value;
    };
    const code = (field: keyof typeof CODE): string | null => {
      const value = text(field);
      if (value !== null && !CODE[field].test(value)) throw ApiError.badField(field, msg('MIS_CHANGES_CODE_INVALID', { field }));
      return value;
    };
    const day = (field: 'from' | 'to'): string | null => {
      const value = text(field);
      if (value === null) return null;
      const at = new Date(`${value}T00:00:00Z`);
      if (!DAY.test(value) || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value) {
        throw ApiError.badField(field, msg('DATE_YMD_INVALID', { field }));
      }
      return value;
    };
    const district = code('district_code');
    let block = code('block_code');
    const panchayat = code('panchayat_code');
    if (panchayat && block && !panchayat.startsWith(block)) throw ApiError.badField('panchayat_code', 'PANCHAYAT_NOT_IN_BLOCK');
    if (panchayat && !block) block = panchayat.slice(0, 7);
    const from = day('from');
    const to = day('to');
    if (from && to && from > to) throw ApiError.badField('from', 'MIS_CHANGES_RANGE_INVALID');
    const kind = text('kind');
    if (kind !== null && !(CHANGE_KINDS as readonly string[]).includes(kind)) {
      throw ApiError.badField('kind', msg('MIS_CHANGES_KIND_INVALID', { kinds: CHANGE_KINDS.join(', ') }));
    }
    const scope = scopeOfRole(role);
    const place = narrowToScope(scope, { district_code: district, block_code: block });
    let panchayatCode = panchayat;
    if (scope.level === 'GP') {
      if (panchayat && panchayat !== scope.panchayat_code) throw ApiError.forbidden('OUTSIDE_JURISDICTION');
      panchayatCode = scope.panchayat_code;
    }
    return { ...place, panchayat_code: panchayatCode, from, to, kind: kind as ChangeKind | null };
  }

  /** One page of works with changes, newest change first by default. */
  async list(role: PrincipalRole, query: ListQuery): Promise<Page<WorkChanges>> {
    const filter = this.filterOf(role, query.filter);
    const { groups, total } = this.fromSummary(filter, query)
      ? await this.summaryPage(filter, query)
      : await this.groupedPage(filter, query);
    return { rows: await this.details(filter, groups), total };
  }

  /**
   * Whether the page can be read from mis_change_works (each work's newest change) instead of
   * grouping the entries: every kind, a block, district or the state, newest first or by code, from
   * a day within the retention (older entries are deleted, their works' rows with them) up to today
   * or later (no entry is newer than now). A work then has an entry in the days exactly when its
   * newest change is on or after the first day. Anything else groups the entries.
   */
  private fromSummary(filter: ChangesFilter, query: ListQuery): boolean {
    if (filter.kind !== null || filter.panchayat_code !== null || !filter.from) return false;
    if (query.sort !== 'last_at' && query.sort !== 'id') return false;
    // Today by the real clock, as the entries' recorded_at (PostgreSQL's now()). The first day's
    // start is then after the retention's cutoff, the last day's end after now.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: this.config.timeZone }).format(new Date());
    if (filter.from < addDays(today, 1 - this.config.refresh.historyRetentionDays)) return false;
    return filter.to === null || filter.to >= today;
  }

  /** The page from each work's newest change (see fromSummary), its total by an index-only count. */
  private async summaryPage(filter: ChangesFilter, query: ListQuery): Promise<{ groups: Group[]; total: number }> {
    const params: unknown[] = [];
    const where = [`c.last_at >= ($${params.push(filter.from)}::date)::timestamp AT TIME ZONE $${params.push(this.config.timeZone)}`];
    if (filter.block_code) where.push(`c.block_code = $${params.push(filter.block_code)}`);
    else if (filter.district_code) where.push(`c.district_code = $${params.push(filter.district_code)}`);
    const direction = query.order === 'ASC' ? 'ASC' : 'DESC';
    const order = query.sort === 'id' ? `grp ${direction}, last_at ${direction}` : `last_at ${direction}, grp ${direction}`;
    // One statement: the page, and the count beside it (a row with no work when the page is empty).
    const rows = await this.dataSource.query<(Group & { i: string | null; total: number })[]>(
      `WITH page AS (
         SELECT x.*, row_number() OVER () AS i
           FROM (SELECT c.grp, c.fto, c.last_at FROM mis_change_works c WHERE ${where.join(' AND ')}
                  ORDER BY ${order} LIMIT $${params.push(query.take)} OFFSET $${params.push(query.skip)}) x
       )
       SELECT p.grp, p.fto, p.last_at, p.i, t.total
         FROM (SELECT count(*)::int AS total FROM mis_change_works c WHERE ${where.join(' AND ')}) t
         LEFT JOIN page p ON true
        ORDER BY p.i`,
      params,
    );
    const groups = rows.filter((r) => r.i !== null).map(({ grp, fto, last_at }) => ({ grp, fto, last_at }));
    return { groups, total: rows[0]?.total ?? 0 };
  }

  /** The page by grouping the filter's entries by work. */
  private async groupedPage(filter: ChangesFilter, query: ListQuery): Promise<{ groups: Group[]; total: number }> {
    const params: unknown[] = [];
    const where = this.conditions(filter, params);
    const order = `${SORTS[query.sort] ?? 'last_at'} ${query.order === 'ASC' ? 'ASC' : 'DESC'}, grp ${query.order === 'ASC' ? 'ASC' : 'DESC'}`;
    const groups: (Group & { changes: number; total: number })[] = await this.dataSource.query(
      `SELECT coalesce(h.work_code, h.fto_no) AS grp, bool_or(h.work_code IS NULL) AS fto, max(h.recorded_at) AS last_at, count(*)::int AS changes, count(*) OVER ()::int AS total
         FROM mis_history h WHERE ${where} AND ${kindCondition(filter.kind, params)}
        GROUP BY 1 ORDER BY ${order} LIMIT $${params.push(query.take)} OFFSET $${params.push(query.skip)}`,
      params,
    );
    let total = groups[0]?.total ?? 0;
    if (groups.length === 0 && query.skip > 0) total = await this.count(filter);
    return { groups, total };
  }

  /**
   * The CSV: one line per changed field (an entry without fields on a line of its own), UTF-8 BOM
   * first, in the caller's language; the works as the list orders them (at most MAX_CSV_WORKS),
   * each work's entries oldest first. Streamed from the database (csvStream over openCursor): one
   * statement read a batch at a time as the download goes, so only a batch is held. The filter is
   * checked (400, 403) before anything is answered.
   */
  async csv(role: PrincipalRole, query: ListQuery, language: Language): Promise<Readable> {
    const filter = this.filterOf(role, query.filter);
    const cursor = await openCursor<CsvEntry>(this.dataSource, async (em) => {
      // The works in the list's order (at most MAX_CSV_WORKS codes), then their entries by index,
      // in the same snapshot: given as arrays, the planner knows how many works there are.
      const groups: Group[] = await em.query(...this.csvGroups(filter, query));
      const params: unknown[] = [groups.map((g) => g.grp), groups.map((g) => g.fto)];
      const where = this.conditions(filter, params);
      const kind = kindCondition(filter.kind, params);
      // As details: a work's entries by its code, an FTO's (entries of no work) by its number.
      const entries = (join: string, which: string) =>
        `SELECT g.i, g.grp, h.id, h.work_code, h.fto_no, h.block_code, h.panchayat_code, h.run_id, h.recorded_at, h.row_key, h.fields, ${KIND_SQL} AS kind
           FROM unnest($1::text[], $2::bool[]) WITH ORDINALITY AS g(grp, fto, i)
           JOIN mis_history h ON ${join} WHERE ${which} AND ${where} AND ${kind}`;
      const sql = `SELECT e.i, e.work_code, e.fto_no, e.run_id, e.recorded_at, e.row_key, e.fields, e.kind,
                          w.work_name, b.block_name, b.block_name_kn, p.panchayat_name, p.panchayat_name_kn
                     FROM (${entries('h.work_code = g.grp', 'NOT g.fto')}
                           UNION ALL ${entries('h.fto_no = g.grp AND h.work_code IS NULL', 'g.fto')}) e
                     LEFT JOIN mis_works w ON w.work_code = e.grp
                     LEFT JOIN blocks b ON b.block_code = e.block_code
                     LEFT JOIN panchayats p ON p.panchayat_code = e.panchayat_code
                    ORDER BY e.i, e.recorded_at, e.id`;
      return { sql, params };
    });
    const label = (code: MessageCode) => format(code, language);
    const name = (en: string | null, kn: string | null) => (language === 'kn' ? (kn ?? en) : en) ?? '';
    const when = csvMinutes(this.config.timeZone);
    const value = (v: unknown): string | number =>
      v === null || v === undefined ? '' : typeof v === 'number' ? v : typeof v === 'string' ? v : JSON.stringify(v);
    // A work's first entry (oldest) names it, as the list's work does.
    let work: { i: string; cells: CsvValue[] } | null = null;
    return csvStream(
      [
        label('MIS_CHANGES_CSV_BLOCK'),
        label('MIS_CHANGES_CSV_PANCHAYAT'),
        label('MIS_CHANGES_CSV_WORK_CODE'),
        label('MIS_CHANGES_CSV_WORK_NAME'),
        label('MIS_CHANGES_CSV_FTO_NO'),
        label('MIS_CHANGES_CSV_AT'),
        label('MIS_CHANGES_CSV_RUN'),
        label('MIS_CHANGES_CSV_KIND'),
        label('MIS_CHANGES_CSV_ROW'),
        label('MIS_CHANGES_CSV_FIELD'),
        label('MIS_CHANGES_CSV_OLD'),
        label('MIS_CHANGES_CSV_NEW'),
        label('MIS_CHANGES_CSV_DIFFERENCE'),
      ],
      {
        next: async () => {
          const rows = await cursor.next();
          if (rows.length === 0) return null;
          const lines: CsvValue[][] = [];
          for (const e of rows) {
            if (work?.i !== String(e.i)) {
              work = {
                i: String(e.i),
                cells: [
                  name(e.block_name, e.block_name_kn),
                  name(e.panchayat_name, e.panchayat_name_kn),
                  e.work_code ?? '',
                  e.work_name ?? '',
                  (e.work_code ? null : e.fto_no) ?? '',
                ],
              };
            }
            const head = [...work.cells, when(new Date(e.recorded_at)), e.run_id ?? '', label(KIND_LABELS[e.kind]), e.row_key];
            const fields = Object.entries(e.fields);
            if (fields.length === 0) lines.push([...head, '', '', '', '']);
            for (const [field, [old, now]] of fields) {
              lines.push([...head, field, value(old), value(now), differenceOf(field, old, now) ?? '']);
            }
          }
          return lines;
        },
        close: () => cursor.close(),
      },
    );
  }

  /** The CSV's works in the list's order, at most MAX_CSV_WORKS: the statement of summaryPage or groupedPage without its count. */
  private csvGroups(filter: ChangesFilter, query: ListQuery): [string, unknown[]] {
    const params: unknown[] = [];
    const direction = query.order === 'ASC' ? 'ASC' : 'DESC';
    if (this.fromSummary(filter, query)) {
      const where = [`c.last_at >= ($${params.push(filter.from)}::date)::timestamp AT TIME ZONE $${params.push(this.config.timeZone)}`];
      if (filter.block_code) where.push(`c.block_code = $${params.push(filter.block_code)}`);
      else if (filter.district_code) where.push(`c.district_code = $${params.push(filter.district_code)}`);
      const order = query.sort === 'id' ? `grp ${direction}, last_at ${direction}` : `last_at ${direction}, grp ${direction}`;
      return [
        `SELECT c.grp, c.fto, c.last_at FROM mis_change_works c WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT $${params.push(MAX_CSV_WORKS)}`,
        params,
      ];
    }
    const where = this.conditions(filter, params);
    const order = `${SORTS[query.sort] ?? 'last_at'} ${direction}, grp ${direction}`;
    return [
      `SELECT coalesce(h.work_code, h.fto_no) AS grp, bool_or(h.work_code IS NULL) AS fto, max(h.recorded_at) AS last_at, count(*)::int AS changes
         FROM mis_history h WHERE ${where} AND ${kindCondition(filter.kind, params)}
        GROUP BY 1 ORDER BY ${order} LIMIT $${params.push(MAX_CSV_WORKS)}`,
      params,
    ];
  }

  private async count(filter: ChangesFilter): Promise<number> {
    const params: unknown[] = [];
    const where = this.conditions(filter, params);
    const [{ n }]: { n: number }[] = await this.dataSource.query(
      `SELECT count(DISTINCT coalesce(h.work_code, h.fto_no))::int AS n FROM mis_history h WHERE ${where} AND ${kindCondition(filter.kind, params)}`,
      params,
    );
    return n;
  }

  /** The changes of the given works (or FTOs), in the given order, with names. */
  private async details(filter: ChangesFilter, found: { grp: string; fto: boolean }[]): Promise<WorkChanges[]> {
    if (found.length === 0) return [];
    const groups = found.map((f) => f.grp);
    const params: unknown[] = [];
    const where = this.conditions(filter, params);
    const kind = kindCondition(filter.kind, params);
    const works = found.filter((f) => !f.fto).map((f) => f.grp);
    const ftos = found.filter((f) => f.fto).map((f) => f.grp);
    const which = [
      ...(works.length ? [`h.work_code = ANY($${params.push(works)}::text[])`] : []),
      ...(ftos.length ? [`h.work_code IS NULL AND h.fto_no = ANY($${params.push(ftos)}::text[])`] : []),
    ];
    const entries: (Omit<ChangeEntry, 'fields'> & {
      grp: string;
      work_code: string | null;
      fto_no: string | null;
      block_code: string;
      panchayat_code: string;
      fields: Record<string, [unknown, unknown]>;
    })[] = await this.dataSource.query(
      // Works through their index (work_code, recorded_at), FTOs by their number, apart.
      which
        .map(
          (part) => `SELECT h.id, coalesce(h.work_code, h.fto_no) AS grp, h.work_code, h.fto_no, h.block_code, h.panchayat_code,
                             h.run_id, h.recorded_at, h.source, h.change, h.row_key, h.fields, ${KIND_SQL} AS kind
                        FROM mis_history h WHERE ${where} AND ${kind} AND ${part}`,
        )
        .join(' UNION ALL ') + ' ORDER BY recorded_at, id',
      params,
    );
    const names: {
      grp: string;
      work_name: string | null;
      block_name: string | null;
      block_name_kn: string | null;
      panchayat_name: string | null;
      panchayat_name_kn: string | null;
    }[] = await this.dataSource.query(
      `SELECT x.grp, w.work_name, b.block_name, b.block_name_kn, p.panchayat_name, p.panchayat_name_kn
         FROM (SELECT DISTINCT ON (grp) grp, block_code, panchayat_code FROM unnest($1::text[], $2::text[], $3::text[]) AS u(grp, block_code, panchayat_code)) x
         LEFT JOIN mis_works w ON w.work_code = x.grp
         LEFT JOIN blocks b ON b.block_code = x.block_code
         LEFT JOIN panchayats p ON p.panchayat_code = x.panchayat_code`,
      [entries.map((e) => e.grp), entries.map((e) => e.block_code), entries.map((e) => e.panchayat_code)],
    );
    const byGroup = new Map<string, WorkChanges>();
    const named = new Map(names.map((n) => [n.grp, n]));
    for (const e of entries) {
      let work = byGroup.get(e.grp);
      if (!work) {
        const n = named.get(e.grp);
        work = {
          id: e.grp,
          work_code: e.work_code,
          fto_no: e.work_code ? null : e.fto_no,
          work_name: n?.work_name ?? null,
          block_code: e.block_code,
          block_name: n?.block_name ?? null,
          block_name_kn: n?.block_name_kn ?? null,
          panchayat_code: e.panchayat_code,
          panchayat_name: n?.panchayat_name ?? null,
          panchayat_name_kn: n?.panchayat_name_kn ?? null,
          last_at: e.recorded_at,
          kinds: [],
          changes: [],
        };
        byGroup.set(e.grp, work);
      }
      if (new Date(e.recorded_at) > new Date(work.last_at)) work.last_at = e.recorded_at;
      if (!work.kinds.includes(e.kind)) work.kinds.push(e.kind);
      work.changes.push({
        id: String(e.id),
        run_id: e.run_id,
        recorded_at: e.recorded_at,
        source: e.source,
        change: e.change,
        kind: e.kind,
        row_key: e.row_key,
        fields: Object.entries(e.fields).map(([field, [old, now]]) => ({
          field,
          old,
          new: now,
          difference: differenceOf(field, old, now),
        })),
      });
    }
    return groups.flatMap((grp) => byGroup.get(grp) ?? []);
  }

  /** SQL conditions on mis_history `h` for the filter's place and days (parameters appended). */
  private conditions(filter: ChangesFilter, params: unknown[]): string {
    const where = ['true'];
    if (filter.panchayat_code) where.push(`h.panchayat_code = $${params.push(filter.panchayat_code)}`);
    else if (filter.block_code) where.push(`h.block_code = $${params.push(filter.block_code)}`);
    else if (filter.district_code) where.push(`h.district_code = $${params.push(filter.district_code)}`);
    if (filter.from || filter.to) {
      const zone = `$${params.push(this.config.timeZone)}`;
      if (filter.from) where.push(`h.recorded_at >= ($${params.push(filter.from)}::date)::timestamp AT TIME ZONE ${zone}`);
      if (filter.to) where.push(`h.recorded_at < ($${params.push(filter.to)}::date + 1)::timestamp AT TIME ZONE ${zone}`);
    }
    return where.join(' AND ');
  }
}

/** The difference of an amount (rounded to the paisa), null for other columns. */
function differenceOf(field: string, old: unknown, now: unknown): number | null {
  if (!AMOUNTS.has(field)) return null;
  const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' && !Number.isNaN(Number(v)) ? Number(v) : 0);
  return Math.round((num(now) - num(old)) * 100) / 100;
}
