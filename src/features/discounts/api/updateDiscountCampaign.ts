/** `updateDiscountCampaign`. */
import { api, type Body } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { discountKeys } from './keys';

export const updateDiscountCampaign = (body: Body<'/api/DiscountCampaigns', 'put'>) =>
  api.put('/api/DiscountCampaigns', { body });

export const useUpdateDiscountCampaign = () =>
  useInvalidatingMutation(updateDiscountCampaign, (input) => [
    discountKeys.lists(),
    discountKeys.detail(input.discountCampaign.id ?? null),
  ]);
