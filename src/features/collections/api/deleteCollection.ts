/** `deleteCollection`. */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import type { Id } from '@/api/types';
import { collectionKeys } from './keys';

export const deleteCollection = (id: Id) => api.delete('/api/collections', { query: { id } });

export const useDeleteCollection = () =>
  useInvalidatingMutation(deleteCollection, () => [collectionKeys.all]);
