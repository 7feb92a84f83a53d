/** `uploadCommissions`: a csv / xlsx import answered with a per-row report. */
import { api } from '@/lib/typed-api';

export const uploadCommissions = (files: File[]) => api.upload('/api/Commissions/UploadWithExcel', { files });
