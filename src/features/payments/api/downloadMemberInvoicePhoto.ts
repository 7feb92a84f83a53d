/** `downloadMemberInvoicePhoto`: the member's uploaded document of a row (status 3, 7 or 8). */
import { api } from '@/lib/typed-api';
import type { Id } from '@/api/types';

export const downloadMemberInvoicePhoto = (id: Id) =>
  api.download('/api/paymentTrackings/DownloadMemberInvoicePhoto/{id}', {
    path: { id },
    fallbackName: 'belge.pdf',
  });
