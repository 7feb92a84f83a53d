/** `downloadTaxPdf`: the agency authorisation PDF (needs the bearer token, so fetched, then saved). */
import { api } from '@/lib/typed-api';

export const downloadTaxPdf = () =>
  api.download('/api/definitions/DownloadTaxPdf', { fallbackName: 'ajans-yetki-belgesi.pdf' });
