/** `getCompanies`: the paged brand list (the brand screen and every brand filter). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '@/lib/typed-api';
import { ALL_ROWS, EMPTY_ID } from '@/api/types';
import { companyKeys } from './keys';

/** The default value of a brand filter: the marketplace pseudo-brand. */
export const DEFAULT_BRAND_FILTER: string | undefined = EMPTY_ID;

export const getCompanies = (query: Query<'/api/companies'>) => api.get('/api/companies', { query });

export const allCompaniesQueryOptions = queryOptions({
  queryKey: companyKeys.list({ all: true }),
  queryFn: () => getCompanies({ pageIndex: 0, pageSize: ALL_ROWS, sortBy: 'name' }),
  staleTime: 60_000,
});

/** Every brand, sorted by name (for pickers and filters). */
export const useAllCompanies = (enabled = true) => useQuery({ ...allCompaniesQueryOptions, enabled });
