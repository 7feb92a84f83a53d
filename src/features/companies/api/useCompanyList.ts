/** The brand screen's paged list over the shared `getCompanies` call and `companyKeys`. */
import { usePagedList, type PagedListOptions } from '@/hooks/usePagedList';
import { getCompanies } from '@/api/shared/getCompanies';
import { companyKeys } from '@/api/shared/keys';
import type { Company } from '@/api/types';

export const useCompanyList = (options: Omit<PagedListOptions<Company, object>, 'keys' | 'fetcher'> = {}) =>
  usePagedList<Company>({ keys: companyKeys, fetcher: getCompanies, ...options });
