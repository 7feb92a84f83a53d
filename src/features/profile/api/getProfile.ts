/** `getProfile`: the caller's own profile, or another user's (`id`, administrators). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/typed-api';
import type { Id } from '@/api/types';
import { profileKeys } from './keys';

export const getProfile = (id: Id | null) => api.get('/api/profile', { query: id ? { id } : {} });

export const getProfileQueryOptions = (id: Id | null) =>
  queryOptions({ queryKey: profileKeys.detail(id), queryFn: () => getProfile(id), staleTime: 0 });

export const useProfile = (id: Id | null) => useQuery(getProfileQueryOptions(id));
