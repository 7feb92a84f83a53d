/** `getCompanies`: the paged brand list (the brand screen and every brand filter). */
import { useQuery } from '@tanstack/react-query';
import { api, type Query } from '@/lib/typed-api';
import { ALL_ROWS } from '@/api/types';
import { companyKeys } from './keys';

export const getCompanies = (query: Query<'/api/companies'>) => api.get('/api/companies', { query });

/** Every brand, sorted by name (for pickers and filters). */
export const useAllCompanies = (enabled = true) =>
  useQuery({
    queryKey: companyKeys.list({ all: true }),
    queryFn: () => getCompanies({ pageIndex: 0, pageSize: ALL_ROWS, sortBy: 'name' }),
    enabled,
    staleTime: 60_000,
  });
