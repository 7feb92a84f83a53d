/** `getCompany`: one brand (the dialog starts blank for a new one without a call). */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/typed-api';
import { companyKeys } from '@/api/shared/keys';
import { EMPTY_ID, type Id } from '@/api/types';

export const getCompany = (id: Id) => api.get('/api/companies/{id}', { path: { id } });

export const getCompanyQueryOptions = (id: Id | null) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: id && id !== EMPTY_ID ? () => getCompany(id) : skipToken,
    staleTime: 0,
    gcTime: 0,
  });

export const useCompany = (id: Id | null) => useQuery(getCompanyQueryOptions(id));
