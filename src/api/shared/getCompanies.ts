/** `getCompanies`: the paged brand list (the brand screen and every brand filter). */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '@/lib/typed-api';
import { ALL_ROWS } from '@/api/types';
import { companyKeys } from './keys';

export const getCompanies = (query: Query<'/api/companies'>) => api.get('/api/companies', { query });

const allCompanies = queryOptions({
  queryKey: companyKeys.list({ all: true }),
  queryFn: () => getCompanies({ pageIndex: 0, pageSize: ALL_ROWS, sortBy: 'name' }),
  staleTime: 60_000,
});

/** Every brand, sorted by name (for pickers and filters). */
export const useAllCompanies = (enabled = true) => useQuery({ ...allCompanies, enabled });

/**
 * Asks for every brand now, without redrawing the caller when they arrive: a page whose brand filter loads later (in
 * a chunk of its own) gets the answer beside its first rows instead of after them.
 */
export function usePrefetchAllCompanies(enabled: boolean): void {
  const client = useQueryClient();
  if (enabled && !client.getQueryState(allCompanies.queryKey)) void client.prefetchQuery(allCompanies);
}
