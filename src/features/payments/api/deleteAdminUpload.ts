/** `deleteAdminUpload`: delete the administrator's document (2, 6 → 0). */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import type { Id } from '@/api/types';
import { paymentKeys } from './keys';

export const deleteAdminUpload = (paymentTrackingId: Id) =>
  api.get('/api/paymentTrackings/DeleteAdminUpload', { query: { paymentTrackingId } });

export const useDeleteAdminUpload = () =>
  useInvalidatingMutation(deleteAdminUpload, () => [paymentKeys.lists()]);
