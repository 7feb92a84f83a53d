/** `getRole`: one role with the granted and all permissions; the empty id gives the blank "new role". */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/typed-api';
import type { Id } from '@/api/types';
import { roleKeys } from './keys';

export const getRole = (id: Id) => api.get('/api/roles/{id}', { path: { id } });

export const getRoleQueryOptions = (id: Id | null) =>
  queryOptions({
    queryKey: roleKeys.detail(id),
    queryFn: id ? () => getRole(id) : skipToken,
    staleTime: 0,
    gcTime: 0,
  });

export const useRole = (id: Id | null) => useQuery(getRoleQueryOptions(id));
