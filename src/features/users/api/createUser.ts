/** `createUser`: a new user with their roles. */
import { api, type Body } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { userKeys } from '@/api/shared/keys';

export const createUser = (body: Body<'/api/users', 'post'>) => api.post('/api/users', { body });

export const useCreateUser = () => useInvalidatingMutation(createUser, () => [userKeys.lists()]);
