/** `getCompany`: one brand (the dialog starts blank for a new one without a call). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/typed-api';
import { companyKeys } from '@/api/shared/keys';
import { EMPTY_ID, type Id } from '@/api/types';

export const getCompany = (id: Id) => api.get('/api/companies/{id}', { path: { id } });

export const getCompanyQueryOptions = (id: Id | null) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: () => getCompany(id!),
    enabled: !!id && id !== EMPTY_ID,
    staleTime: 0,
    gcTime: 0,
  });

export const useCompany = (id: Id | null) => useQuery(getCompanyQueryOptions(id));
