/**
 * `getCompanyUsers`: the paged brand users (administrators).
 *
 * The spec's call takes `filter`, `pageIndex`, `pageSize` and `sortBy` only. A status (0 pending, 1 approved,
 * 2 rejected) is kept here: the call asks for every row (`pageSize=100000000`; brand users are few) under the
 * same search and order, keeps that status and cuts the page, so the home page's pending count and the screen's
 * status filter are right against a server that knows no status parameter (docs/decisions.md).
 */
import { api, type Query } from '@/lib/typed-api';
import { ALL_ROWS } from '@/api/types';

export type CompanyUserQuery = Query<'/api/companyuser'> & {
  /** Absent or -1: every status. Never sent. */
  status?: number;
};

export async function getCompanyUsers({ status, ...query }: CompanyUserQuery) {
  if (status === undefined || status < 0) return api.get('/api/companyuser', { query });
  const all = await api.get('/api/companyuser', { query: { ...query, pageIndex: 0, pageSize: ALL_ROWS } });
  const rows = all.items.filter((row) => row.status === status);
  const size = query.pageSize ?? 10;
  const start = (query.pageIndex ?? 0) * size;
  return { items: rows.slice(start, start + size), totalCount: rows.length };
}
