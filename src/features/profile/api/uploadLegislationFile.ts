/** `uploadLegislationFile`: the member's legislation document (the first file is kept). */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { profileKeys } from './keys';

export const uploadLegislationFile = (files: File[]) =>
  api.upload('/api/profile/UploadMemberLegislationFile', { files });

export const useUploadLegislationFile = () =>
  useInvalidatingMutation(uploadLegislationFile, () => [profileKeys.detail(null)]);
