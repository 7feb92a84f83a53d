/** `uploadUsers`: bulk user import from csv/xlsx, answered with a per-row report. */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { userKeys } from '@/api/shared/keys';

export const uploadUsers = (files: File[]) => api.upload('/api/users/UploadWithExcel', { files });

export const useUploadUsers = () => useInvalidatingMutation(uploadUsers, () => [userKeys.lists()]);
