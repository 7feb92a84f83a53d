/** `getUsers` for the user screen: the paged, searchable, sortable list. */
import { usePagedList, type PagedListOptions } from '@/hooks/usePagedList';
import { getUsers } from '@/api/shared/getUsers';
import { userKeys } from '@/api/shared/keys';
import type { User } from '@/api/types';

export const useUsers = (options: Omit<PagedListOptions<User, object>, 'keys' | 'fetcher'> = {}) =>
  usePagedList<User>({ keys: userKeys, fetcher: getUsers, ...options });
