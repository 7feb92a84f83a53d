import { queryKeys } from '@/lib/query-keys';

/** Query keys of the settings (key / value storage) feature. */
export const storageKeys = queryKeys('storage');
