/** `acceptMemberInvoice`: approve the member's official invoice (3, 7 → 8). */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import type { Id } from '@/api/types';
import { paymentKeys } from './keys';

export const acceptMemberInvoice = (paymentTrackingId: Id) =>
  api.get('/api/paymentTrackings/AcceptMemberInvoice', { query: { paymentTrackingId } });

export const useAcceptMemberInvoice = () =>
  useInvalidatingMutation(acceptMemberInvoice, () => [paymentKeys.lists()]);
