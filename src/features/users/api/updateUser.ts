/** `updateUser`: a user's account fields and roles. */
import { api, type Body } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { userKeys } from '@/api/shared/keys';

export const updateUser = (body: Body<'/api/users', 'put'>) => api.put('/api/users', { body });

export const useUpdateUser = () =>
  useInvalidatingMutation(updateUser, (input) => [userKeys.lists(), userKeys.detail(input.user.id ?? null)]);
