/** `uploadMemberInvoicePhoto`: the member's signed document for a row in status 2 or 6. */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import type { Id } from '@/api/types';
import { paymentKeys } from './keys';

export const uploadMemberInvoicePhoto = ({ id, files }: { id: Id; files: File[] }) =>
  api.upload('/api/paymentTrackings/UploadMemberInvoicePhoto', { files, fields: { paymentTrackingId: id } });

export const useUploadMemberInvoicePhoto = () =>
  useInvalidatingMutation(uploadMemberInvoicePhoto, () => [paymentKeys.lists()]);
