/** `updateProfile`: saves the profile (own, or another user's for administrators). */
import { api, type Body } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { profileKeys } from './keys';

export type ProfileSave = Body<'/api/profile', 'put'>;

export const updateProfile = (user: ProfileSave['user']) => api.put('/api/profile', { body: { user } });

export const useUpdateProfile = () => useInvalidatingMutation(updateProfile, () => [profileKeys.all]);
