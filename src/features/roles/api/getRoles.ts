/** `getRoles`: the paged role list. */
import { api, type Query } from '@/lib/typed-api';
import { usePagedList, type PagedListOptions } from '@/hooks/usePagedList';
import type { Role } from '@/api/types';
import { roleKeys } from './keys';

export const getRoles = (query: Query<'/api/roles'>) => api.get('/api/roles', { query });

export const useRoles = (options: Omit<PagedListOptions<Role, object>, 'keys' | 'fetcher'> = {}) =>
  usePagedList<Role>({ keys: roleKeys, fetcher: getRoles, ...options });
