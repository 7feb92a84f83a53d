/** `uploadTrendyolCommissions`: a csv / xlsx import answered with a per-row report. */
import { api } from '@/lib/typed-api';

export const uploadTrendyolCommissions = (files: File[]) =>
  api.upload('/api/trendyolCommissions/UploadWithExcel', { files });
