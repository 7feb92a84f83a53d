/** `uploadInvoicePhoto`: the administrator's document (the invoice to sign) for a row in status 0. */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import type { Id } from '@/api/types';
import { paymentKeys } from './keys';

export const uploadInvoicePhoto = ({ id, files }: { id: Id; files: File[] }) =>
  api.upload('/api/paymentTrackings/UploadInvoicePhoto', { files, fields: { paymentTrackingId: id } });

export const useUploadInvoicePhoto = () =>
  useInvalidatingMutation(uploadInvoicePhoto, () => [paymentKeys.lists()]);
