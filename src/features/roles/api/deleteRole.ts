/** `deleteRole`. */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import type { Id } from '@/api/types';
import { roleKeys } from './keys';

export const deleteRole = (id: Id) => api.delete('/api/roles', { query: { id } });

export const useDeleteRole = () => useInvalidatingMutation(deleteRole, () => [roleKeys.lists()]);
