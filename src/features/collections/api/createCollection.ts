/** `createCollection`: a new collection of the caller with its links. */
import { api, type Body } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { collectionKeys } from './keys';

export const createCollection = (body: Body<'/api/collections', 'post'>) =>
  api.post('/api/collections', { body });

/** Invalidates every collection query: the lists and the public pages showing it. */
export const useCreateCollection = () =>
  useInvalidatingMutation(createCollection, () => [collectionKeys.all]);
