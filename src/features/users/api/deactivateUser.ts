/** `deactivateUser`: makes a user passive (they can no longer log in). */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import type { Id } from '@/api/types';
import { userKeys } from '@/api/shared/keys';

export const deactivateUser = (id: Id) => api.delete('/api/users', { query: { id } });

export const useDeactivateUser = () => useInvalidatingMutation(deactivateUser, () => [userKeys.lists()]);
