/** `uploadCampaigns`: a csv / xlsx import answered with a per-row report. */
import { api } from '@/lib/typed-api';

export const uploadCampaigns = (files: File[]) => api.upload('/api/Campaigns/UploadWithExcel', { files });
