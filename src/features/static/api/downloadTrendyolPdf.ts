/** `downloadTrendyolPdf`: the cooperation contract PDF (needs the bearer token, so fetched, then saved). */
import { api } from '@/lib/typed-api';

export const downloadTrendyolPdf = () =>
  api.download('/api/definitions/DownloadTrendyolPdf', { fallbackName: 'isbirligi-sozlesmesi.pdf' });
