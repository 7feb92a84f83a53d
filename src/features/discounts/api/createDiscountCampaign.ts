/** `createDiscountCampaign`. */
import { api, type Body } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { discountKeys } from './keys';

export const createDiscountCampaign = (body: Body<'/api/DiscountCampaigns', 'post'>) =>
  api.post('/api/DiscountCampaigns', { body });

export const useCreateDiscountCampaign = () =>
  useInvalidatingMutation(createDiscountCampaign, () => [discountKeys.lists()]);
