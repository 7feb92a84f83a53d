/** `uploadInvoicePhotos`: many administrator documents, matched by file name `{trendyolUserName}_{invoiceId}`. */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { paymentKeys } from './keys';

export const uploadInvoicePhotos = (files: File[]) =>
  api.upload('/api/paymentTrackings/UploadInvoicePhotos', { files });

export const useUploadInvoicePhotos = () =>
  useInvalidatingMutation(uploadInvoicePhotos, () => [paymentKeys.lists()]);
