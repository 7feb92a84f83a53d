import { queryKeys } from '@/lib/query-keys';

/** Query keys of the tickets feature. */
export const ticketKeys = queryKeys('tickets');
