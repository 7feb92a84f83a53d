/** `updatePaymentWithExcelForPayedStatus`: rows (trendyolUserName, invoiceId) marked paid from a spreadsheet. */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { paymentKeys } from './keys';

export const updatePaymentWithExcelForPayedStatus = (files: File[]) =>
  api.upload('/api/paymenttrackings/UpdatePaymentWithExcelForPayedStatus', { files });

export const useUpdatePaymentWithExcelForPayedStatus = () =>
  useInvalidatingMutation(updatePaymentWithExcelForPayedStatus, () => [paymentKeys.lists()]);
