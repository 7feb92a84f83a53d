/** `updatePaymentTracking`: here only 'payment done' (status 8 → 4; the server keeps every omitted field). */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import type { Id } from '@/api/types';
import { PAYMENT_STATUS } from '@/api/shared/statuses';
import { paymentKeys } from './keys';

export const PAID_STATUS = PAYMENT_STATUS.paid;

export const markPaymentDone = (id: Id) =>
  api.put('/api/paymentTrackings', { body: { paymentTracking: { id, status: PAID_STATUS } } });

export const useMarkPaymentDone = () => useInvalidatingMutation(markPaymentDone, () => [paymentKeys.lists()]);
