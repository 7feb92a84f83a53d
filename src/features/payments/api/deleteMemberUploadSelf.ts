/** `deleteMemberUploadSelf`: the member deletes their own upload (3, 8 → 2; 7 → 6). */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import type { Id } from '@/api/types';
import { paymentKeys } from './keys';

export const deleteMemberUploadSelf = (paymentTrackingId: Id) =>
  api.get('/api/paymentTrackings/DeleteMemberUploadSelf', { query: { paymentTrackingId } });

export const useDeleteMemberUploadSelf = () =>
  useInvalidatingMutation(deleteMemberUploadSelf, () => [paymentKeys.lists()]);
