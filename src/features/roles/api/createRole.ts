/** `createRole`: a new role with its permissions. */
import { api, type Body } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { roleKeys } from './keys';

export const createRole = (body: Body<'/api/roles', 'post'>) => api.post('/api/roles', { body });

export const useCreateRole = () => useInvalidatingMutation(createRole, () => [roleKeys.lists()]);
