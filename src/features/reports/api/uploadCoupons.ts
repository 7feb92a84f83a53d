/** `uploadCoupons`: a csv / xlsx import answered with a per-row report. */
import { api } from '@/lib/typed-api';

export const uploadCoupons = (files: File[]) => api.upload('/api/Coupons/UploadWithExcel', { files });
