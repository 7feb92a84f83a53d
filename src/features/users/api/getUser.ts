/** `getUser`: one user with the granted and all roles; the empty id gives the blank "new user". */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/typed-api';
import type { Id } from '@/api/types';
import { userKeys } from '@/api/shared/keys';

export const getUser = (id: Id) => api.get('/api/users/{id}', { path: { id } });

export const getUserQueryOptions = (id: Id | null) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: id ? () => getUser(id) : skipToken,
    staleTime: 0,
    gcTime: 0,
  });

export const useUser = (id: Id | null) => useQuery(getUserQueryOptions(id));
