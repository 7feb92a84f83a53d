import { queryKeys } from '@/lib/query-keys';

/** Query keys of the profile feature: `detail(null)` is the caller's own profile. */
export const profileKeys = queryKeys('profile');
