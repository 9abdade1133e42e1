import { ApiError } from '../http/api-error.js';
import { msg } from '../messages/index.js';

/** The furthest row a page may start or end at (PostgreSQL OFFSET/LIMIT take 64-bit values, JSON numbers do not). */
export const MAX_ROW_INDEX = 2_147_483_647;

/**
 * The ra-data-simple-rest list protocol: `sort=["field","ASC"]`, `range=[0,24]`,
 * `filter={"q":"..."}` in, `Content-Range: <resource> 0-24/319` out. Sort and filter fields are
 * whitelisted per resource, so nothing the client sends ever reaches SQL as an identifier.
 */
export interface ListSpec<F extends string = string> {
  resource: string;
  sortable: readonly F[];
  defaultSort: readonly [F, 'ASC' | 'DESC'];
  filterable?: readonly string[];
  /** Largest page a client may ask for. */
  maxPageSize?: number;
  /** Page size when the client gives no range (the spec's plain calls). */
  defaultPageSize?: number;
  /** Answer `{ success, data: rows, total }` (calls the spec's client reads that way) instead of the bare array. */
  envelope?: boolean;
}

export interface ListQuery<F extends string = string> {
  sort: F;
  order: 'ASC' | 'DESC';
  skip: number;
  take: number;
  filter: Record<string, unknown>;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** The JSON text of a page's rows (jsonPage), which the list interceptor writes out as it is. */
export const ROWS_JSON = Symbol('portal:rows-json');

/** A page whose rows came as one JSON text (an array): written out as they are, parsed only if read. */
export interface JsonPage<T> extends Page<T> {
  readonly [ROWS_JSON]: { text: string; count: number };
}

/**
 * A page of `count` rows given as the JSON text of their array (built by PostgreSQL for a hot
 * list: no object per row, no serialising them again). The answer writes that text as it is;
 * `rows` is parsed from it only when code reads it.
 */
export function jsonPage<T>(text: string, count: number, total: number): JsonPage<T> {
  let rows: T[] | undefined;
  return {
    [ROWS_JSON]: { text, count },
    get rows(): T[] {
      return (rows ??= JSON.parse(text) as T[]);
    },
    total,
  };
}

/**
 * SQL of the JSON array text a jsonPage carries: `row_to_json` of each row of `row` (a row alias:
 * its columns in their order make each object's keys), joined in `order`; `'[]'` for no row. What
 * JSON.stringify writes for rows whose columns are text, integers, booleans and nulls.
 */
export function rowsJsonSql(row: string, order: string): string {
  return `coalesce('[' || string_agg(row_to_json(${row})::text, ',' ORDER BY ${order}) || ']', '[]')`;
}

/**
 * SQL of a `timestamptz` as the text JSON.stringify writes for the Date pg reads it as: the UTC
 * instant with milliseconds (`2026-11-27T01:18:12.345Z`; pg's Date drops the microseconds, as
 * `MS` does), null for null (and for +-infinity, which pg reads as a number JSON writes as null).
 * For years 1-9999.
 */
export function isoInstantSql(column: string): string {
  return `CASE WHEN isfinite(${column}) THEN to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END`;
}

/**
 * The JSON text of `{ ...head, data: <rows>, total }` for a jsonPage: the same text as
 * JSON.stringify of that object, with the rows' text spliced in as it is.
 */
export function envelopeJson(head: object, page: JsonPage<unknown>): string {
  const { text } = page[ROWS_JSON];
  return `${JSON.stringify(head).slice(0, -1)},"data":${text},"total":${JSON.stringify(page.total)}}`;
}

/** The JSON text and row count of a page made by jsonPage, else undefined. */
export function rowsJsonOf(page: Page<unknown>): { text: string; count: number } | undefined {
  return (page as Partial<JsonPage<unknown>>)[ROWS_JSON];
}

export interface RawListParams {
  sort?: unknown;
  range?: unknown;
  filter?: unknown;
}

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw ApiError.badRequest(msg('LIST_PARAM_ONCE', { name }), { [name]: 'LIST_FIELD_INVALID_JSON' });
  try {
    return JSON.parse(raw);
  } catch {
    throw ApiError.badRequest(msg('LIST_PARAM_NOT_JSON', { name }), { [name]: 'LIST_FIELD_INVALID_JSON' });
  }
}

export function parseListQuery<F extends string>(params: RawListParams, spec: ListSpec<F>): ListQuery<F> {
  const maxPageSize = spec.maxPageSize ?? 1000;
  let [sort, order] = spec.defaultSort as [F, 'ASC' | 'DESC'];

  const rawSort = parseJson('sort', params.sort);
  if (rawSort !== undefined) {
    if (!Array.isArray(rawSort) || rawSort.length !== 2 || typeof rawSort[0] !== 'string' || typeof rawSort[1] !== 'string') {
      throw ApiError.badRequest('LIST_SORT_INVALID', { sort: 'LIST_SORT_FIELD_INVALID' });
    }
    if (!(spec.sortable as readonly string[]).includes(rawSort[0])) {
      throw ApiError.badRequest(
        msg('LIST_SORT_UNKNOWN', { resource: spec.resource, field: rawSort[0], fields: spec.sortable.join(', ') }),
        {
          sort: 'LIST_SORT_UNKNOWN_FIELD',
        },
      );
    }
    const direction = rawSort[1].toUpperCase();
    if (direction !== 'ASC' && direction !== 'DESC') {
      throw ApiError.badRequest('LIST_SORT_ORDER_INVALID', { sort: 'LIST_SORT_ORDER_FIELD_INVALID' });
    }
    sort = rawSort[0] as F;
    order = direction;
  }

  let skip = 0;
  let take = spec.defaultPageSize ?? maxPageSize;
  const rawRange = parseJson('range', params.range);
  if (rawRange !== undefined) {
    if (
      !Array.isArray(rawRange) ||
      rawRange.length !== 2 ||
      !rawRange.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_ROW_INDEX) ||
      rawRange[1] < rawRange[0]
    ) {
      throw ApiError.badRequest('LIST_RANGE_INVALID', { range: 'LIST_RANGE_FIELD_INVALID' });
    }
    const [start, end] = rawRange as [number, number];
    skip = start;
    take = end - start + 1;
    if (take > maxPageSize) {
      throw ApiError.badRequest(msg('LIST_RANGE_TOO_LARGE', { max: maxPageSize, resource: spec.resource }), {
        range: 'LIST_RANGE_FIELD_TOO_LARGE',
      });
    }
  }

  const rawFilter = parseJson('filter', params.filter);
  let filter: Record<string, unknown> = {};
  if (rawFilter !== undefined) {
    if (typeof rawFilter !== 'object' || rawFilter === null || Array.isArray(rawFilter)) {
      throw ApiError.badRequest('LIST_FILTER_INVALID', { filter: 'LIST_FILTER_FIELD_INVALID' });
    }
    filter = rawFilter as Record<string, unknown>;
    const allowed = spec.filterable ?? [];
    const unknown = Object.keys(filter).filter((key) => !allowed.includes(key));
    if (unknown.length) {
      throw ApiError.badRequest(
        msg('LIST_FILTER_UNKNOWN', { resource: spec.resource, field: unknown[0], fields: allowed.join(', ') || 'none' }),
        { filter: 'LIST_FILTER_UNKNOWN_FIELD' },
      );
    }
  }
  return { sort, order, skip, take, filter };
}

// Content-Range for a page: "roles 0-24/319", or "roles */0" when the page is empty.
export function contentRange(resource: string, query: Pick<ListQuery, 'skip'>, page: Page<unknown>): string {
  const count = rowsJsonOf(page)?.count ?? page.rows.length;
  if (count === 0) return `${resource} */${page.total}`;
  return `${resource} ${query.skip}-${query.skip + count - 1}/${page.total}`;
}
