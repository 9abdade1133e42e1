import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { restrictToScopes, type Scope } from '../../common/auth/scope.js';
import { WeightBoundedMap } from '../../common/bounded-map.js';
import { queryPrepared } from '../../database/prepared.js';
import { jsonPage, rowsJsonOf, rowsJsonSql, type ListQuery, type Page } from '../../common/pagination/list-query.js';
import type { LocationCodeFields, LocationNameFields } from '../../locations/locations.service.js';
import { User } from '../entities/user.entity.js';

/** A row of the Role Management user table (spec 1 §3 User list row). */
export interface UserListRow extends LocationCodeFields, LocationNameFields {
  id: number;
  name: string;
  mobile_number: string;
  designation: string;
  officer_level: string;
  is_admin: boolean;
}

/** The columns of a user list row read from `users` (names and the admin flag are added). */
const ROW_COLUMNS = [
  'id',
  'name',
  'mobile_number',
  'designation',
  'officer_level',
  'district_code',
  'block_code',
  'panchayat_code',
] as const;
/** Those and the sortable ones the page is ordered by. */
const PAGE_COLUMNS = [...ROW_COLUMNS, 'created_at'] as const;

/** The fields of a user list row, in its order (the JSON text of a page writes them so). */
const LIST_FIELDS = [
  ...ROW_COLUMNS,
  'district_name',
  'block_name',
  'panchayat_name',
  'district_name_kn',
  'block_name_kn',
  'panchayat_name_kn',
  'is_admin',
] as const;

/**
 * A page (CTE `page`: LIST_FIELDS, `total` and the order `ord`) as the JSON text of its rows:
 * `row_to_json` of each row's fields, which writes them as JSON.stringify does (no spaces; the
 * columns are integers, booleans and text), joined in the page's order; with the row count and
 * the total. The answer carries the text as it is (jsonPage): a page of 100 officers parsed
 * from the wire into objects and serialised again was a fifth of the request's CPU in the API.
 */
const pageAsJson = (total: string, more = '') => `SELECT ${rowsJsonSql('r', 'page.ord')} AS rows,
              count(*)::int AS n,
              ${total} AS total${more}
         FROM page CROSS JOIN LATERAL (SELECT ${LIST_FIELDS.map((c) => `page.${c}`).join(', ')}) r`;

/**
 * A page row's columns after ROW_COLUMNS (its places' names, the administrator flag) and the
 * joins they come from, for users whose columns are named by `column` (a table or a subquery).
 */
const namesAndAdmin = (column: (c: (typeof ROW_COLUMNS)[number]) => string) => ({
  select: `d.district_name, b.block_name, p.panchayat_name, d.district_name_kn, b.block_name_kn, p.panchayat_name_kn,
           EXISTS (SELECT 1 FROM user_permissions a WHERE a.user_id = ${column('id')} AND a.permission_type = 'ADMIN') AS is_admin`,
  joins: `LEFT JOIN districts d ON d.district_code = ${column('district_code')}
          LEFT JOIN blocks b ON b.block_code = ${column('block_code')}
          LEFT JOIN panchayats p ON p.panchayat_code = ${column('panchayat_code')}`,
});
const OF_USERS = namesAndAdmin((c) => `u.${c}`);

/** The user list's version (UserListVersion), as text. */
const VERSION_SQL = `version AS (SELECT v.version::text AS v FROM user_list_version v WHERE v.id = 1)`;

/**
 * A page of a kept search (its ids, in order) with the users' version, read in one statement; the
 * page is empty when the version is not `$1` (the search is made again).
 */
const KEPT_SEARCH_PAGE = `WITH ${VERSION_SQL},
       page AS (
         SELECT ${ROW_COLUMNS.map((c) => `u.${c}`).join(', ')}, ${OF_USERS.select}, k.ord
           FROM unnest($2::int[]) WITH ORDINALITY AS k(id, ord)
           JOIN users u ON u.id = k.id
           ${OF_USERS.joins}
          WHERE (SELECT v FROM version) = $1)
       ${pageAsJson('NULL::int', ', (SELECT v FROM version) AS version')}`;

/** A search's matching users as kept: their ids in the list's order, and the version they were found at. */
interface KeptSearch {
  version: string;
  ids: number[];
}

/** How many matching ids the kept searches hold in all per process (8 bytes each). */
const SEARCH_IDS_KEPT = 2_000_000;

/** The Role Management user list (its pages and searches) and the users of a jurisdiction, read. */
@Injectable()
export class UserListRepository {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
  ) {}

  /** Searches' matching ids by query, with the users' version they were found at (searchedPage). */
  private readonly searches = new WeightBoundedMap<string, KeptSearch>(SEARCH_IDS_KEPT, (search) => search.ids.length);

  /** A page of the active users inside the scopes, searched and filtered as the query asks. */
  async activeUsersPage(scopes: Scope[], query: ListQuery): Promise<Page<UserListRow>> {
    const qb = this.users.createQueryBuilder('u').where(`u.status = 'ACTIVE'`);
    this.restrict(qb, scopes);
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    if (q) {
      // The same expression as the trigram index idx_users_search, so a search stays fast at scale.
      qb.andWhere(`(u.name || ' ' || u.mobile_number || ' ' || u.designation) ILIKE :q`, {
        q: `%${q.replace(/[\\%_]/g, '\\$&')}%`,
      });
    }
    for (const key of ['officer_level', 'district_code', 'block_code', 'panchayat_code'] as const) {
      const value = query.filter[key];
      if (typeof value === 'string' && value) qb.andWhere(`u.${key} = :f_${key}`, { [`f_${key}`]: value });
    }
    // Built only where used: a search reads its total with its page (and TypeORM's clone and
    // query building are a fair part of a list request's own CPU).
    const counting = () => qb.clone().select('count(*)::int', 'n');
    const found = q ? await this.searchedPage(qb, query) : await this.page(qb, counting(), query);
    // An unsearched page past the end carries no total: count on its own (a search's total is its matches').
    if (!q && rowsJsonOf(found)?.count === 0) return { rows: [], total: (await counting().getRawOne<{ n: number }>())?.n ?? 0 };
    return found;
  }

  /**
   * One statement: the page of users (its own ORDER BY, LIMIT, OFFSET), their place names and
   * administrator flag, and the total as a scalar subquery over the same conditions and
   * parameters. count(*) rather than TypeORM's COUNT(DISTINCT id): no joins there, and it can
   * use the partial index on active users' locations. The page comes as the JSON text of its
   * rows (PAGE_AS_JSON).
   */
  private async page(qb: SelectQueryBuilder<User>, counting: SelectQueryBuilder<User>, query: ListQuery): Promise<Page<UserListRow>> {
    const [countSql] = counting.getQueryAndParameters();
    const [pageSql, params] = qb
      .clone()
      .select(PAGE_COLUMNS.map((c) => `u.${c}`))
      .orderBy(`u.${query.sort}`, query.order)
      .addOrderBy('u.id', 'ASC')
      .offset(query.skip)
      .limit(query.take)
      .getQueryAndParameters();
    const subquery = namesAndAdmin((c) => `u."u_${c}"`);
    const [row] = await this.dataSource.query<{ rows: string; n: number; total: number | null }[]>(
      `WITH page AS (
         SELECT ${ROW_COLUMNS.map((c) => `u."u_${c}" AS "${c}"`).join(', ')}, ${subquery.select},
                (SELECT c.n FROM (${countSql}) c) AS total,
                row_number() OVER (ORDER BY u."u_${query.sort}" ${query.order}, u."u_id" ASC) AS ord
           FROM (${pageSql}) u
           ${subquery.joins})
       ${pageAsJson('max(page.total)')}`,
      params,
    );
    return jsonPage<UserListRow>(row.rows, row.n, row.total ?? 0);
  }

  /**
   * A page of a search: the matching users are found once (the trigram index, then each candidate
   * rechecked against the text), kept as their ids in the list's order, and both the page and the
   * total are read from those. Counting and paging over the conditions separately, as the
   * unfiltered list does, made PostgreSQL find and recheck every match twice (a common surname
   * matches thousands of the state's lakh officers).
   *
   * The ids are also kept per process with the users' version (UserListVersion, raised in every
   * transaction that changes what the list matches or sorts by): while it is unchanged, a page
   * of the same search (another page, the same again) reads only its own users by id, checking
   * the version in the same statement; when it moved, the search is made again. Named (prepared):
   * the texts vary only with the sort and the scope's shape. The page comes as the JSON text of
   * its rows.
   */
  private async searchedPage(qb: SelectQueryBuilder<User>, query: ListQuery): Promise<Page<UserListRow>> {
    const sort = query.sort;
    const [matchSql, params] = qb
      .clone()
      .select(sort === 'id' ? ['u.id'] : ['u.id', `u.${sort}`])
      .getQueryAndParameters();
    const key = JSON.stringify([matchSql, params, query.order]);
    const kept = this.searches.get(key);
    if (kept) {
      const [row] = await queryPrepared<{ rows: string; n: number; version: string }>(this.dataSource, KEPT_SEARCH_PAGE, [
        kept.version,
        kept.ids.slice(query.skip, query.skip + query.take),
      ]);
      if (row.version === kept.version) return jsonPage<UserListRow>(row.rows, row.n, kept.ids.length);
    }
    params.push(query.skip, query.take);
    const [row] = await queryPrepared<{ rows: string; n: number; total: number; version: string | null; ids: number[] | null }>(
      this.dataSource,
      `WITH ${VERSION_SQL},
       m AS MATERIALIZED (${matchSql}),
       ordered AS MATERIALIZED (
         SELECT m."u_id" AS id, row_number() OVER (ORDER BY m."u_${sort}" ${query.order}, m."u_id" ASC) AS ord FROM m
       ),
       page AS (
         SELECT ${ROW_COLUMNS.map((c) => `u.${c}`).join(', ')}, ${OF_USERS.select}, k.ord
           FROM ordered k
           JOIN users u ON u.id = k.id
           ${OF_USERS.joins}
          WHERE k.ord > $${params.length - 1} AND k.ord <= $${params.length - 1} + $${params.length})
       ${pageAsJson(
         '(SELECT count(*)::int FROM m)',
         ', (SELECT v FROM version) AS version, (SELECT array_agg(k.id ORDER BY k.ord) FROM ordered k) AS ids',
       )}`,
      params,
    );
    // Without the version row (a database not migrated as ours are) nothing is kept.
    if (row.version !== null) this.searches.set(key, { version: row.version, ids: row.ids ?? [] });
    return jsonPage<UserListRow>(row.rows, row.n, row.total);
  }

  /** The user if it lies inside one of the scopes, else null. */
  findInScope(userId: number, scopes: Scope[]): Promise<User | null> {
    const qb = this.users.createQueryBuilder('u').where('u.id = :userId', { userId });
    this.restrict(qb, scopes);
    return qb.getOne();
  }

  private restrict(qb: SelectQueryBuilder<User>, scopes: Scope[]): void {
    restrictToScopes(qb, 'u', scopes);
  }
}
