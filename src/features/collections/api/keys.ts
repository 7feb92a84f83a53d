import { queryKeys } from '@/lib/query-keys';

/** Query keys of the collections feature (`public-*` for the anonymous pages). */
export const collectionKeys = {
  ...queryKeys('collections'),
  publicList: (userName: string) => ['collections', 'public', userName] as const,
  publicOne: (userName: string, collectionName: string) =>
    ['collections', 'public', userName, collectionName] as const,
};
