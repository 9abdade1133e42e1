import { useMemo, useState } from 'react';

/** Spec 2 §9: table page size default 10, options 10, 15, 20, 25, 30. */
export const PAGE_SIZES = [10, 15, 20, 25, 30] as const;

const matches = (row: object, needle: string) =>
  Object.values(row).some(
    (value) => value !== null && value !== undefined && typeof value !== 'object' && String(value).toLowerCase().includes(needle),
  );

/**
 * Spec 2 §2 Works list: a free-text search that matches any field of any row, case-insensitively,
 * and paging, both over rows already loaded (the server sends an officer's whole sample at once).
 * A new search or page size starts again at the first page.
 */
export function useClientTable<T extends object>(rows: readonly T[]) {
  const [search, setSearch] = useState('');
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
  const filterKey = `${search.trim().toLowerCase()}|${perPage}`;
  const [paging, setPaging] = useState({ page: 0, filterKey });
  if (paging.filterKey !== filterKey) setPaging({ page: 0, filterKey });
  const requested = paging.filterKey === filterKey ? paging.page : 0;

  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle === '' ? [...rows] : rows.filter((row) => matches(row, needle));
  }, [rows, search]);
  const lastPage = Math.max(0, Math.ceil(filtered.length / perPage) - 1);
  const page = Math.min(requested, lastPage);
  const pageRows = filtered.slice(page * perPage, page * perPage + perPage);

  return {
    search,
    setSearch,
    perPage,
    setPerPage,
    page,
    setPage: (next: number) => setPaging({ page: next, filterKey }),
    total: filtered.length,
    /** 0-based index of the first row of the page (for the row numbers). */
    offset: page * perPage,
    pageRows,
  };
}
