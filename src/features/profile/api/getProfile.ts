/** `getProfile`: the caller's own profile, or another user's (`id`, administrators). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '@/api/shared/getProfile';
import type { Id } from '@/api/types';
import { profileKeys } from './keys';

export { getProfile };

export const getProfileQueryOptions = (id: Id | null) =>
  queryOptions({ queryKey: profileKeys.detail(id), queryFn: () => getProfile(id), staleTime: 0 });

export const useProfile = (id: Id | null) => useQuery(getProfileQueryOptions(id));
