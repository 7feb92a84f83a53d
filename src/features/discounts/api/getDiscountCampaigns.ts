/** `getDiscountCampaigns`: the paged advantageous products (every signed-in user reads them). */
import { api, type Query } from '@/lib/typed-api';
import { usePagedList, type PagedListOptions } from '@/hooks/usePagedList';
import type { DiscountCampaign } from '@/api/types';
import { discountKeys } from './keys';

export type DiscountListParams = { companyId?: string };

export const getDiscountCampaigns = (query: Query<'/api/DiscountCampaigns'>) =>
  api.get('/api/DiscountCampaigns', { query });

export const useDiscountCampaigns = (
  options: Omit<PagedListOptions<DiscountCampaign, DiscountListParams>, 'keys' | 'fetcher'> = {},
) =>
  usePagedList<DiscountCampaign, DiscountListParams>({
    keys: discountKeys,
    fetcher: getDiscountCampaigns,
    ...options,
  });
