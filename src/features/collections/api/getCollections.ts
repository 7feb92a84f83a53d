/** `getCollections`: the paged link collections (members see their own). */
import { api, type Query } from '@/lib/typed-api';
import { usePagedList, type PagedListOptions } from '@/hooks/usePagedList';
import type { Collection } from '@/api/types';
import { collectionKeys } from './keys';

export const getCollections = (query: Query<'/api/collections'>) => api.get('/api/collections', { query });

export const useCollections = (
  options: Omit<PagedListOptions<Collection, object>, 'keys' | 'fetcher'> = {},
) => usePagedList<Collection>({ keys: collectionKeys, fetcher: getCollections, ...options });
