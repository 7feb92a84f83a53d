/** `getTrackingExcel`: the .xlsx of one period (`YYYY-MM`), for the brand filter's `companyId`. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/typed-api';

export const getTrackingExcel = ({ invoiceDate, companyId }: { invoiceDate: string; companyId?: string }) =>
  api.download('/api/paymentTrackings/getTrackingExcel/{invoiceDate}', {
    path: { invoiceDate },
    query: companyId === undefined ? {} : { companyId },
    fallbackName: `odeme-takip-${invoiceDate}.xlsx`,
  });

export const useGetTrackingExcel = () => useMutation({ mutationFn: getTrackingExcel });
