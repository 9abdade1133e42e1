import { ApiError } from '../http/api-error.js';

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

export interface RawListParams {
  sort?: unknown;
  range?: unknown;
  filter?: unknown;
}

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw ApiError.badRequest(`${name} must be given once, as JSON`, { [name]: 'Invalid JSON' });
  try {
    return JSON.parse(raw);
  } catch {
    throw ApiError.badRequest(`${name} is not valid JSON`, { [name]: 'Invalid JSON' });
  }
}

export function parseListQuery<F extends string>(params: RawListParams, spec: ListSpec<F>): ListQuery<F> {
  const maxPageSize = spec.maxPageSize ?? 1000;
  let [sort, order] = spec.defaultSort as [F, 'ASC' | 'DESC'];

  const rawSort = parseJson('sort', params.sort);
  if (rawSort !== undefined) {
    if (!Array.isArray(rawSort) || rawSort.length !== 2 || typeof rawSort[0] !== 'string' || typeof rawSort[1] !== 'string') {
      throw ApiError.badRequest('sort must look like ["field","ASC"]', { sort: 'Invalid sort' });
    }
    if (!(spec.sortable as readonly string[]).includes(rawSort[0])) {
      throw ApiError.badRequest(`Cannot sort ${spec.resource} by "${rawSort[0]}". Sortable fields: ${spec.sortable.join(', ')}`, {
        sort: 'Unknown sort field',
      });
    }
    const direction = rawSort[1].toUpperCase();
    if (direction !== 'ASC' && direction !== 'DESC') {
      throw ApiError.badRequest('sort order must be ASC or DESC', { sort: 'Invalid sort order' });
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
      throw ApiError.badRequest('range must look like [0,24] with 0 <= start <= end', { range: 'Invalid range' });
    }
    const [start, end] = rawRange as [number, number];
    skip = start;
    take = end - start + 1;
    if (take > maxPageSize) {
      throw ApiError.badRequest(`range may cover at most ${maxPageSize} ${spec.resource}`, { range: 'Range too large' });
    }
  }

  const rawFilter = parseJson('filter', params.filter);
  let filter: Record<string, unknown> = {};
  if (rawFilter !== undefined) {
    if (typeof rawFilter !== 'object' || rawFilter === null || Array.isArray(rawFilter)) {
      throw ApiError.badRequest('filter must be a JSON object', { filter: 'Invalid filter' });
    }
    filter = rawFilter as Record<string, unknown>;
    const allowed = spec.filterable ?? [];
    const unknown = Object.keys(filter).filter((key) => !allowed.includes(key));
    if (unknown.length) {
      throw ApiError.badRequest(`Cannot filter ${spec.resource} by "${unknown[0]}". Filterable fields: ${allowed.join(', ') || 'none'}`, {
        filter: 'Unknown filter field',
      });
    }
  }
  return { sort, order, skip, take, filter };
}

// Content-Range for a page: "roles 0-24/319", or "roles */0" when the page is empty.
export function contentRange(resource: string, query: Pick<ListQuery, 'skip'>, page: Page<unknown>): string {
  if (page.rows.length === 0) return `${resource} */${page.total}`;
  return `${resource} ${query.skip}-${query.skip + page.rows.length - 1}/${page.total}`;
}
