/** `deleteMemberUpload`: request a revision: deletes the member's upload (3, 7 → 6). */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import type { Id } from '@/api/types';
import { paymentKeys } from './keys';

export const deleteMemberUpload = (paymentTrackingId: Id) =>
  api.get('/api/paymentTrackings/DeleteMemberUpload', { query: { paymentTrackingId } });

export const useDeleteMemberUpload = () =>
  useInvalidatingMutation(deleteMemberUpload, () => [paymentKeys.lists()]);
