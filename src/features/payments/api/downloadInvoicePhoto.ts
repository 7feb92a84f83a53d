/** `downloadInvoicePhoto`: the administrator's document of a row (status 2 or 6). */
import { api } from '@/lib/typed-api';
import type { Id } from '@/api/types';

export const downloadInvoicePhoto = (id: Id) =>
  api.download('/api/paymentTrackings/DownloadInvoicePhoto/{id}', {
    path: { id },
    fallbackName: 'fatura.pdf',
  });
