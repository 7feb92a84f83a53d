import { queryKeys } from '@/lib/query-keys';

/** Query keys of the brand users (the brands themselves use the shared `companyKeys`). */
export const companyUserKeys = queryKeys('company-users');
