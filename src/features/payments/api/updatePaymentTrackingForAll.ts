/** `updatePaymentTrackingForAll`: "update list" (names, amounts and carry-over of every row not paid). */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { paymentKeys } from './keys';

export const updatePaymentTrackingForAll = () => api.get('/api/paymentTrackings/UpdatePaymentTrackingForAll');

export const useUpdatePaymentTrackingForAll = () =>
  useInvalidatingMutation(updatePaymentTrackingForAll, () => [paymentKeys.lists()]);
