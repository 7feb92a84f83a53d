/** `getDiscountCampaign`: one advantageous product (the dialog starts blank for a new one without a call). */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/typed-api';
import { EMPTY_ID, type Id } from '@/api/types';
import { discountKeys } from './keys';

export const getDiscountCampaign = (id: Id) => api.get('/api/DiscountCampaigns/{id}', { path: { id } });

export const getDiscountCampaignQueryOptions = (id: Id | null) =>
  queryOptions({
    queryKey: discountKeys.detail(id),
    queryFn: id && id !== EMPTY_ID ? () => getDiscountCampaign(id) : skipToken,
    staleTime: 0,
    gcTime: 0,
  });

export const useDiscountCampaign = (id: Id | null) => useQuery(getDiscountCampaignQueryOptions(id));
