/** `deleteStorage`. */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import type { Id } from '@/api/types';
import { storageKeys } from './keys';

export const deleteStorage = (id: Id) => api.delete('/api/storage', { query: { id } });

export const useDeleteStorage = () => useInvalidatingMutation(deleteStorage, () => [storageKeys.lists()]);
