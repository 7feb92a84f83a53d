import { queryKeys } from '@/lib/query-keys';

/** Query keys of the roles feature. */
export const roleKeys = queryKeys('roles');
