/** `updateRole`: a role's name and permissions. */
import { api, type Body } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { roleKeys } from './keys';

export const updateRole = (body: Body<'/api/roles', 'put'>) => api.put('/api/roles', { body });

export const useUpdateRole = () =>
  useInvalidatingMutation(updateRole, (input) => [roleKeys.lists(), roleKeys.detail(input.role.id ?? null)]);
