import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ListQuery } from '../../common/pagination/list-query.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { openCursor, type RowCursor } from '../../database/cursor.js';
import type { ChangeKind } from '../changes/change-kinds.js';
import type { ChangeEntry, ChangesFilter } from '../changes/mis-changes.service.js';
import { WORK_AMOUNT_COLUMNS } from '../work-amount-columns.js';
import { HISTORY_ROW_NAMES_JOINS, HISTORY_ROW_NAMES_SELECT, type HistoryRowNames } from './history-row-names.js';

/** The works' amount columns: a work entry naming one of them is an amount change. */
const WORK_AMOUNTS: readonly string[] = WORK_AMOUNT_COLUMNS;

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

/** A line's entry of the CSV's statement, its row's names (history-row-names.ts) and its work's beside it. */
export interface CsvEntry {
  i: string;
  work_code: string | null;
  fto_no: string | null;
  run_id: string | null;
  recorded_at: Date;
  source: string;
  change: string;
  row_key: string;
  fields: Record<string, [unknown, unknown]>;
  kind: ChangeKind;
  names: HistoryRowNames | null;
  work_name: string | null;
  block_name: string | null;
  block_name_kn: string | null;
  panchayat_name: string | null;
  panchayat_name_kn: string | null;
}

const SORTS: Record<string, string> = { last_at: 'last_at', id: 'grp', changes: 'changes' };

/** A work (or FTO) of the page, before its entries are read. */
export interface Group {
  grp: string;
  fto: boolean;
  last_at: Date;
}

/** An entry of a work (or FTO) of the page, as findEntriesOfGroups reads it. */
export type GroupEntry = Omit<ChangeEntry, 'fields'> & {
  grp: string;
  work_code: string | null;
  fto_no: string | null;
  block_code: string;
  panchayat_code: string;
  fields: Record<string, [unknown, unknown]>;
};

/** The names of a work (or FTO) of the page and of its place, as findNamesOfGroups reads them. */
export interface GroupNames {
  grp: string;
  work_name: string | null;
  block_name: string | null;
  block_name_kn: string | null;
  panchayat_name: string | null;
  panchayat_name_kn: string | null;
}

/**
 * The SQL of the MIS changes page (MisChangesService): the works with changes from
 * mis_change_works (each work's newest change) or by grouping mis_history, their entries and
 * names, and the CSV's statement read through a cursor. The filter's days are IST days (the
 * configured time zone).
 */
@Injectable()
export class MisChangesRepository {
  constructor(
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The page from each work's newest change (MisChangesService.fromSummary), its total by an index-only count. */
  async findSummaryPage(filter: ChangesFilter, query: ListQuery): Promise<{ groups: Group[]; total: number }> {
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

  /** A page of works by grouping the filter's entries by work, each row with the count of all the groups (`total`). */
  async findGroupedPage(filter: ChangesFilter, query: ListQuery): Promise<(Group & { changes: number; total: number })[]> {
    const params: unknown[] = [];
    const where = this.conditions(filter, params);
    const order = `${SORTS[query.sort] ?? 'last_at'} ${query.order === 'ASC' ? 'ASC' : 'DESC'}, grp ${query.order === 'ASC' ? 'ASC' : 'DESC'}`;
    const groups: (Group & { changes: number; total: number })[] = await this.dataSource.query(
      `SELECT coalesce(h.work_code, h.fto_no) AS grp, bool_or(h.work_code IS NULL) AS fto, max(h.recorded_at) AS last_at, count(*)::int AS changes, count(*) OVER ()::int AS total
         FROM mis_history h WHERE ${where} AND ${kindCondition(filter.kind, params)}
        GROUP BY 1 ORDER BY ${order} LIMIT $${params.push(query.take)} OFFSET $${params.push(query.skip)}`,
      params,
    );
    return groups;
  }

  /**
   * The CSV's statement read through a cursor (openCursor): the works in the list's order (from
   * mis_change_works when `fromSummary`, at most `limit`), then their entries, oldest first, with
   * their names, in the same snapshot.
   */
  openChangesCsvCursor(filter: ChangesFilter, query: ListQuery, fromSummary: boolean, limit: number): Promise<RowCursor<CsvEntry>> {
    return openCursor<CsvEntry>(this.dataSource, async (em) => {
      // The works in the list's order (at most MAX_CSV_WORKS codes), then their entries by index,
      // in the same snapshot: given as arrays, the planner knows how many works there are.
      const groups: Group[] = await em.query(...this.csvGroups(filter, query, fromSummary, limit));
      const params: unknown[] = [groups.map((g) => g.grp), groups.map((g) => g.fto)];
      const where = this.conditions(filter, params);
      const kind = kindCondition(filter.kind, params);
      // As details: a work's entries by its code, an FTO's (entries of no work) by its number.
      const entries = (join: string, which: string) =>
        `SELECT g.i, g.grp, h.id, h.work_code, h.fto_no, h.block_code, h.panchayat_code, h.run_id, h.recorded_at, h.source, h.change,
                h.row_key, h.fields, ${KIND_SQL} AS kind, ${HISTORY_ROW_NAMES_SELECT}
           FROM unnest($1::text[], $2::bool[]) WITH ORDINALITY AS g(grp, fto, i)
           JOIN mis_history h ON ${join} ${HISTORY_ROW_NAMES_JOINS} WHERE ${which} AND ${where} AND ${kind}`;
      const sql = `SELECT e.i, e.work_code, e.fto_no, e.run_id, e.recorded_at, e.source, e.change, e.row_key, e.fields, e.kind, e.names,
                          w.work_name, b.block_name, b.block_name_kn, p.panchayat_name, p.panchayat_name_kn
                     FROM (${entries('h.work_code = g.grp', 'NOT g.fto')}
                           UNION ALL ${entries('h.fto_no = g.grp AND h.work_code IS NULL', 'g.fto')}) e
                     LEFT JOIN mis_works w ON w.work_code = e.grp
                     LEFT JOIN blocks b ON b.block_code = e.block_code
                     LEFT JOIN panchayats p ON p.panchayat_code = e.panchayat_code
                    ORDER BY e.i, e.recorded_at, e.id`;
      return { sql, params };
    });
  }

  /** The CSV's works in the list's order, at most `limit`: the statement of findSummaryPage or findGroupedPage without its count. */
  private csvGroups(filter: ChangesFilter, query: ListQuery, fromSummary: boolean, limit: number): [string, unknown[]] {
    const params: unknown[] = [];
    const direction = query.order === 'ASC' ? 'ASC' : 'DESC';
    if (fromSummary) {
      const where = [`c.last_at >= ($${params.push(filter.from)}::date)::timestamp AT TIME ZONE $${params.push(this.config.timeZone)}`];
      if (filter.block_code) where.push(`c.block_code = $${params.push(filter.block_code)}`);
      else if (filter.district_code) where.push(`c.district_code = $${params.push(filter.district_code)}`);
      const order = query.sort === 'id' ? `grp ${direction}, last_at ${direction}` : `last_at ${direction}, grp ${direction}`;
      return [
        `SELECT c.grp, c.fto, c.last_at FROM mis_change_works c WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT $${params.push(limit)}`,
        params,
      ];
    }
    const where = this.conditions(filter, params);
    const order = `${SORTS[query.sort] ?? 'last_at'} ${direction}, grp ${direction}`;
    return [
      `SELECT coalesce(h.work_code, h.fto_no) AS grp, bool_or(h.work_code IS NULL) AS fto, max(h.recorded_at) AS last_at, count(*)::int AS changes
         FROM mis_history h WHERE ${where} AND ${kindCondition(filter.kind, params)}
        GROUP BY 1 ORDER BY ${order} LIMIT $${params.push(limit)}`,
      params,
    ];
  }

  /** How many works (or FTOs) have entries of the filter. */
  async countChangedWorks(filter: ChangesFilter): Promise<number> {
    const params: unknown[] = [];
    const where = this.conditions(filter, params);
    const [{ n }]: { n: number }[] = await this.dataSource.query(
      `SELECT count(DISTINCT coalesce(h.work_code, h.fto_no))::int AS n FROM mis_history h WHERE ${where} AND ${kindCondition(filter.kind, params)}`,
      params,
    );
    return n;
  }

  /** The entries of the filter of the given works (or FTOs), oldest first, each with its row's names (history-row-names.ts). */
  findEntriesOfGroups(filter: ChangesFilter, found: { grp: string; fto: boolean }[]): Promise<GroupEntry[]> {
    const params: unknown[] = [];
    const where = this.conditions(filter, params);
    const kind = kindCondition(filter.kind, params);
    const works = found.filter((f) => !f.fto).map((f) => f.grp);
    const ftos = found.filter((f) => f.fto).map((f) => f.grp);
    const which = [
      ...(works.length ? [`h.work_code = ANY($${params.push(works)}::text[])`] : []),
      ...(ftos.length ? [`h.work_code IS NULL AND h.fto_no = ANY($${params.push(ftos)}::text[])`] : []),
    ];
    return this.dataSource.query(
      // Works through their index (work_code, recorded_at), FTOs by their number, apart.
      which
        .map(
          (part) => `SELECT h.id, coalesce(h.work_code, h.fto_no) AS grp, h.work_code, h.fto_no, h.block_code, h.panchayat_code,
                             h.run_id, h.recorded_at, h.source, h.change, h.row_key, h.fields, ${KIND_SQL} AS kind, ${HISTORY_ROW_NAMES_SELECT}
                        FROM mis_history h ${HISTORY_ROW_NAMES_JOINS}
                       WHERE ${where} AND ${kind} AND ${part}`,
        )
        .join(' UNION ALL ') + ' ORDER BY recorded_at, id',
      params,
    );
  }

  /** The names of the entries' works (or FTOs) and of their taluks and panchayats. */
  findNamesOfGroups(entries: GroupEntry[]): Promise<GroupNames[]> {
    return this.dataSource.query(
      `SELECT x.grp, w.work_name, b.block_name, b.block_name_kn, p.panchayat_name, p.panchayat_name_kn
         FROM (SELECT DISTINCT ON (grp) grp, block_code, panchayat_code FROM unnest($1::text[], $2::text[], $3::text[]) AS u(grp, block_code, panchayat_code)) x
         LEFT JOIN mis_works w ON w.work_code = x.grp
         LEFT JOIN blocks b ON b.block_code = x.block_code
         LEFT JOIN panchayats p ON p.panchayat_code = x.panchayat_code`,
      [entries.map((e) => e.grp), entries.map((e) => e.block_code), entries.map((e) => e.panchayat_code)],
    );
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
