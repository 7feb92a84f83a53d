/** `getPublicCollection`: one public collection with its items (anonymous). */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/typed-api';
import { collectionKeys } from './keys';

export const getPublicCollection = (userName: string, collectionName: string) =>
  api.get('/api/collections/getCollection/{userName}/{collectionName}', {
    path: { userName, collectionName },
    options: { anonymous: true },
  });

export const usePublicCollection = (userName: string, collectionName: string) =>
  useQuery({
    queryKey: collectionKeys.publicOne(userName, collectionName),
    queryFn: () => getPublicCollection(userName, collectionName),
  });
