/** `updateStorage`: a setting's value (the key is read-only once created). */
import { api, type Body } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import type { Id } from '@/api/types';
import { storageKeys } from './keys';

export const updateStorage = ({ id, value }: { id: Id } & Body<'/api/storage/{id}', 'put'>) =>
  api.put('/api/storage/{id}', { path: { id }, body: { id, value } });

export const useUpdateStorage = () =>
  useInvalidatingMutation(updateStorage, (input) => [storageKeys.lists(), storageKeys.detail(input.id)]);
