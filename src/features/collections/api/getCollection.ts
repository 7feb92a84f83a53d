/** `getCollection`: a collection with its ordered links; the empty id gives the blank new collection. */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/typed-api';
import type { Id } from '@/api/types';
import { collectionKeys } from './keys';

export const getCollection = (id: Id) => api.get('/api/collections/{id}', { path: { id } });

export const getCollectionQueryOptions = (id: Id | null) =>
  queryOptions({
    queryKey: collectionKeys.detail(id),
    queryFn: id ? () => getCollection(id) : skipToken,
    staleTime: 0,
    gcTime: 0,
  });

export const useCollection = (id: Id | null) => useQuery(getCollectionQueryOptions(id));
