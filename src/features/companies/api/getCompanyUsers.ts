/** `getCompanyUsers`: the paged brand users (administrators). */
import { api, type Query } from '@/lib/typed-api';
import { usePagedList, type PagedListOptions } from '@/hooks/usePagedList';
import type { CompanyUser } from '@/api/types';
import { companyUserKeys } from './keys';

export const getCompanyUsers = (query: Query<'/api/companyuser'>) => api.get('/api/companyuser', { query });

export const useCompanyUsers = (
  options: Omit<PagedListOptions<CompanyUser, object>, 'keys' | 'fetcher'> = {},
) => usePagedList<CompanyUser>({ keys: companyUserKeys, fetcher: getCompanyUsers, ...options });
