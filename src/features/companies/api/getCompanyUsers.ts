/** `getCompanyUsers`: the paged brand users (administrators). */
import { getCompanyUsers } from '@/api/shared/getCompanyUsers';
import { usePagedList, type PagedListOptions } from '@/hooks/usePagedList';
import type { CompanyUser } from '@/api/types';
import { companyUserKeys } from './keys';

export { getCompanyUsers };

/** `status` is kept by the app (src/api/shared/getCompanyUsers.ts). */
export type CompanyUserFilters = { status?: number };

export const useCompanyUsers = (
  options: Omit<PagedListOptions<CompanyUser, CompanyUserFilters>, 'keys' | 'fetcher'> = {},
) =>
  usePagedList<CompanyUser, CompanyUserFilters>({
    keys: companyUserKeys,
    fetcher: getCompanyUsers,
    ...options,
  });
