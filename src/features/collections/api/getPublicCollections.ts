/** `getPublicCollections`: a user's public collections (anonymous). */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/typed-api';
import { collectionKeys } from './keys';

export const getPublicCollections = (username: string) =>
  api.get('/api/collections/getCollectionsWithUserName/{username}', {
    path: { username },
    options: { anonymous: true },
  });

export const usePublicCollections = (userName: string) =>
  useQuery({ queryKey: collectionKeys.publicList(userName), queryFn: () => getPublicCollections(userName) });
