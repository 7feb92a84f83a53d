/** `getCompanyUsers`: the paged brand users (administrators). */
import { getCompanyUsers } from '@/api/shared/getCompanyUsers';
import { usePagedList, type PagedListOptions } from '@/hooks/usePagedList';
import type { CompanyUser } from '@/api/types';
import { companyUserKeys } from './keys';

export { getCompanyUsers };

export type CompanyUserFilters = { statusFilter?: number };

export const useCompanyUsers = (
  options: Omit<PagedListOptions<CompanyUser, CompanyUserFilters>, 'keys' | 'fetcher'> = {},
) =>
  usePagedList<CompanyUser, CompanyUserFilters>({
    keys: companyUserKeys,
    fetcher: getCompanyUsers,
    ...options,
  });
