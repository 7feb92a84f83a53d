/** `updateCollection`: the name and the ordered links of a collection. */
import { api, type Body } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { collectionKeys } from './keys';

export const updateCollection = (body: Body<'/api/collections', 'put'>) =>
  api.put('/api/collections', { body });

/** Invalidates every collection query (lists, the record, the public pages). */
export const useUpdateCollection = () =>
  useInvalidatingMutation(updateCollection, () => [collectionKeys.all]);
