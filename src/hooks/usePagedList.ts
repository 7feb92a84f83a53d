/**
 * The one paged-list mechanism of the UI: search text (debounced), zero-based page index, page size
 * (100000000 = all) and `sortBy` ('field' or 'field desc'), fetched with TanStack Query under the feature's
 * list key (`keys.list(...)`), so the feature's mutations refresh it by invalidating `keys.lists()`.
 */
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { Paged } from '@/api/types';
import type { QueryKeys } from '@/lib/query-keys';

/** The paging part of every list query of the contract. */
export interface PageQuery {
  filter?: string;
  pageIndex?: number;
  pageSize?: number;
  sortBy?: string;
}

export interface PagedListOptions<T, P extends object> {
  /** The feature's key factory. */
  keys: Pick<QueryKeys, 'list'>;
  /** The typed list call (one file per operation under the feature's api/). */
  fetcher: (query: PageQuery & P) => Promise<Paged<T>>;
  /** Extra query parameters (brand or status filters…); a change goes back to the first page. */
  params?: P;
  defaultSort?: string;
  pageSize?: number;
  /** Search debounce in ms (the payment list uses 2000). */
  debounce?: number;
  enabled?: boolean;
}

export function usePagedList<T, P extends object = object>({
  keys,
  fetcher,
  params = {} as P,
  defaultSort,
  pageSize: initialSize = 10,
  debounce = 400,
  enabled = true,
}: PagedListOptions<T, P>) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(initialSize);
  const [sortBy, setSortBy] = useState<string | undefined>(defaultSort);
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    const t = setTimeout(() => {
      setFilter(search.trim());
      setPageIndex(0);
    }, debounce);
    return () => clearTimeout(t);
  }, [search, debounce]);

  useEffect(() => {
    setPageIndex(0);
  }, [paramsKey]);

  const query = useQuery({
    queryKey: keys.list({ ...params, filter, pageIndex, pageSize, sortBy }),
    queryFn: () => fetcher({ ...params, filter, pageIndex, pageSize, sortBy }),
    placeholderData: keepPreviousData,
    enabled,
  });

  const onTableChange: TableProps<T>['onChange'] = (pagination: TablePaginationConfig, _filters, sorter) => {
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const field = s?.order
      ? String(Array.isArray(s.field) ? s.field.join('.') : (s.columnKey ?? s.field))
      : undefined;
    setSortBy(field ? `${field}${s?.order === 'descend' ? ' desc' : ''}` : defaultSort);
    const nextSize = pagination.pageSize ?? pageSize;
    setPageIndex(nextSize !== pageSize ? 0 : (pagination.current ?? 1) - 1);
    setPageSize(nextSize);
  };

  return {
    items: query.data?.items ?? [],
    totalCount: query.data?.totalCount ?? 0,
    query,
    search,
    setSearch,
    filter,
    pageIndex,
    pageSize,
    sortBy,
    onTableChange,
    refetch: query.refetch,
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
