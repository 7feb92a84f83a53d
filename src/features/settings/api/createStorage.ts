/** `createStorage`: a new setting (POST at the empty id). */
import { api, type Body } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { EMPTY_ID } from '@/api/types';
import { storageKeys } from './keys';

export const createStorage = (body: Body<'/api/storage/{id}', 'post'>) =>
  api.post('/api/storage/{id}', { path: { id: EMPTY_ID }, body });

export const useCreateStorage = () => useInvalidatingMutation(createStorage, () => [storageKeys.lists()]);
