/**
 * The one paged-list mechanism of the UI: search text (debounced), zero-based page index, page size
 * (100000000 = all) and `sortBy` ('field' or 'field desc'), fetched with TanStack Query under the feature's
 * list key (`keys.list(...)`), so the feature's mutations refresh it by invalidating `keys.lists()`.
 *
 * The view lives in the address (docs/decisions.md "Every list's view is in the address"): `q` (search), `page` (1-based),
 * `size`, `sort`, and each filter of the screen under its query name (`useListFilters`). A value equal to its
 * default is left out, so a list opened from the menu has a bare address. Every change is a history entry: a
 * link can be shared, a reload keeps the view, and the back button returns to the previous one.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { ALL_ROWS, type Paged } from '@/api/types';
import type { QueryKeys } from '@/lib/query-keys';

/** The paging part of every list query of the contract. */
export interface PageQuery {
  filter?: string;
  pageIndex?: number;
  pageSize?: number;
  sortBy?: string;
}

/** The page sizes a list offers (ALL_ROWS = every row, shown as "Tümü"). */
export const PAGE_SIZES = [10, 20, 50, 100, ALL_ROWS] as const;

/** The query names of the paging state. */
export const LIST_PARAMS = { search: 'q', page: 'page', size: 'size', sort: 'sort' } as const;

export type FilterValue = string | number | boolean | undefined;
export type FilterValues = Record<string, FilterValue>;
/** A default's type widened to what the filter may hold (`false` → boolean, `0` → number). */
type Widen<F> = {
  [K in keyof F]: F[K] extends boolean ? boolean : F[K] extends number ? number : F[K];
};

/** A filter read from the address: absent → its default; the type follows the default's. */
function decode(raw: string | null, fallback: FilterValue): FilterValue {
  if (raw === null) return fallback;
  if (typeof fallback === 'number') {
    const n = Number(raw);
    return raw.trim() !== '' && Number.isFinite(n) ? n : fallback;
  }
  if (typeof fallback === 'boolean') return raw === 'true' || raw === '1';
  // undefined is written as the empty value ("all brands": `companyId=`).
  return raw === '' ? undefined : raw;
}

/** Writes `values` into `next`, leaving out what equals its default. */
function encode(next: URLSearchParams, values: FilterValues, defaults: FilterValues) {
  for (const [name, value] of Object.entries(values)) {
    if (value === defaults[name]) next.delete(name);
    else next.set(name, value === undefined ? '' : String(value));
  }
}

/** A screen's list filters as its address holds them (`useListFilters`; a page's first calls, src/lib/first-calls.ts). */
export function readFilters<D extends FilterValues>(defaults: D, search: URLSearchParams): Widen<D> {
  const out: FilterValues = {};
  for (const [name, fallback] of Object.entries(defaults)) out[name] = decode(search.get(name), fallback);
  return out as Widen<D>;
}

/**
 * A screen's list filters (status, brand, checkboxes…) kept in the address beside the paging state. `defaults`
 * names each filter (its query name) and its value when absent. A change is one history entry and goes back to
 * the first page.
 */
export function useListFilters<D extends FilterValues>(defaults: D) {
  type F = Widen<D>;
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultsKey = JSON.stringify(defaults);
  const filters = useMemo(
    () => readFilters(defaults, searchParams),
    // defaults is read through its JSON (a new object literal on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [searchParams, defaultsKey],
  );
  const setFilters = useCallback(
    (patch: Partial<F>) =>
      setSearchParams((prev) => {
        const next = new URLSearchParams(prev);
        encode(next, patch as FilterValues, JSON.parse(defaultsKey) as FilterValues);
        next.delete(LIST_PARAMS.page);
        return next;
      }),
    [setSearchParams, defaultsKey],
  );
  const setFilter = useCallback(
    <K extends keyof F>(name: K, value: F[K]) => setFilters({ [name]: value } as unknown as Partial<F>),
    [setFilters],
  );
  return { filters, setFilters, setFilter };
}

/** A link to a list with these filters (the tiles of the home page use it). */
export function listHref(path: string, values: FilterValues = {}) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    query.set(name, value === undefined ? '' : String(value));
  const s = query.toString();
  return s ? `${path}?${s}` : path;
}

export interface PagedListOptions<T, P extends object> {
  /** The feature's key factory. */
  keys: Pick<QueryKeys, 'list'>;
  /** The typed list call (one file per operation under the feature's api/). */
  fetcher: (query: PageQuery & P) => Promise<Paged<T>>;
  /** Extra query parameters (brand or status filters…, from `useListFilters`). */
  params?: P;
  defaultSort?: string;
  pageSize?: number;
  /** Search debounce in ms (the payment list uses 2000). */
  debounce?: number;
  enabled?: boolean;
}

/** The page of a list its address asks for: search, page, size and sort, each its default when absent. */
function pageOf(search: URLSearchParams, defaultSort: string | undefined, initialSize: number) {
  const filter = (search.get(LIST_PARAMS.search) ?? '').trim();
  const pageNumber = Number(search.get(LIST_PARAMS.page));
  const pageIndex = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber - 1 : 0;
  const sizeParam = Number(search.get(LIST_PARAMS.size));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : initialSize;
  return { filter, pageIndex, pageSize, sortBy: search.get(LIST_PARAMS.sort) || defaultSort };
}

/**
 * The query of the page of a list its address asks for: what `usePagedList` asks, and what a page's first calls ask
 * ahead of it (src/lib/first-calls.ts), under the same key.
 */
export function pagedListQuery<T, P extends object>(
  { keys, fetcher, params = {} as P, defaultSort, pageSize = 10 }: PagedListOptions<T, P>,
  search: URLSearchParams,
) {
  const query = { ...params, ...pageOf(search, defaultSort, pageSize) };
  return { queryKey: keys.list(query), queryFn: () => fetcher(query) };
}

export function usePagedList<T, P extends object = object>(options: PagedListOptions<T, P>) {
  const { defaultSort, pageSize: initialSize = 10, debounce = 400, enabled = true } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const { filter, pageIndex, pageSize, sortBy } = pageOf(searchParams, defaultSort, initialSize);

  // What is typed; it reaches the address (and the server) `debounce` ms after the last key stroke.
  const [search, setSearch] = useState(filter);
  // The search this box last wrote to the address. When the address then shows it, that is the box's own write
  // arriving, and keys typed meanwhile (a busy machine draws the new address late) are kept.
  const written = useRef<string | null>(null);
  // The address changed under the box (back button, a link): show its search.
  useEffect(() => {
    if (filter === written.current) return;
    written.current = null;
    setSearch((typed) => (typed.trim() === filter ? typed : filter));
  }, [filter]);
  useEffect(() => {
    const typed = search.trim();
    if (typed === filter) return undefined;
    const t = setTimeout(() => {
      written.current = typed;
      setSearchParams((prev) => {
        const next = new URLSearchParams(prev);
        if (typed) next.set(LIST_PARAMS.search, typed);
        else next.delete(LIST_PARAMS.search);
        next.delete(LIST_PARAMS.page);
        return next;
      });
    }, debounce);
    return () => clearTimeout(t);
  }, [search, filter, debounce, setSearchParams]);

  const query = useQuery({
    ...pagedListQuery(options, searchParams),
    placeholderData: keepPreviousData,
    enabled,
  });

  /** Writes the sort, page size and page to the address, each left out at its default. */
  const show = (nextSort: string | undefined, nextSize: number, nextIndex: number) =>
    setSearchParams((prev) => {
      const next = new URLSearchParams(prev);
      const set = (
        name: string,
        value: string | number | undefined,
        fallback: string | number | undefined,
      ) => {
        if (value === undefined || value === fallback) next.delete(name);
        else next.set(name, String(value));
      };
      set(LIST_PARAMS.sort, nextSort, defaultSort);
      set(LIST_PARAMS.size, nextSize, initialSize);
      set(LIST_PARAMS.page, nextIndex + 1, 1);
      return next;
    });

  const onTableChange: TableProps<T>['onChange'] = (pagination: TablePaginationConfig, _filters, sorter) => {
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const field = s?.order
      ? String(Array.isArray(s.field) ? s.field.join('.') : (s.columnKey ?? s.field))
      : undefined;
    const nextSort = field ? `${field}${s?.order === 'descend' ? ' desc' : ''}` : defaultSort;
    const nextSize = pagination.pageSize ?? pageSize;
    show(
      nextSort,
      nextSize,
      nextSize !== pageSize || nextSort !== sortBy ? 0 : (pagination.current ?? 1) - 1,
    );
  };

  /** The pager alone (a phone's cards have no sortable header): the sort stays, a new page size starts at page 1. */
  const onPageChange = (page: number, size: number) => show(sortBy, size, size !== pageSize ? 0 : page - 1);

  // The rows and the count are the query's answer (`query.data`).
  return {
    query,
    search,
    setSearch,
    filter,
    pageIndex,
    pageSize,
    sortBy,
    onTableChange,
    onPageChange,
    refetch: query.refetch,
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
