/** `deleteDiscountCampaign`. */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import type { Id } from '@/api/types';
import { discountKeys } from './keys';

export const deleteDiscountCampaign = (id: Id) => api.delete('/api/discountCampaigns', { query: { id } });

export const useDeleteDiscountCampaign = () =>
  useInvalidatingMutation(deleteDiscountCampaign, () => [discountKeys.lists()]);
