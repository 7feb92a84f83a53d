/** `uploadCompanyPhoto`: a mobile brand image (images only, 10 MB); answers the stored path for `mobileAppPhoto`. */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';

export const uploadCompanyPhoto = (files: File[]) => api.upload('/api/companies/UploadPhoto', { files });

/** Nothing to refresh: the path is only used once the brand is saved. */
export const useUploadCompanyPhoto = () => useInvalidatingMutation(uploadCompanyPhoto, () => []);
