/**
 * `getPaymentTrackings`: the paged, searchable, filtered list (administrators every row, members their own). Every own
 * row at once, for the member's cards and chart, is `useAllPaymentRows` (src/api/shared/getPaymentTrackings.ts).
 */
import type { PagedListOptions } from '@/hooks/usePagedList';
import type { PaymentTracking } from '@/api/types';
import { getPaymentTrackings, type PaymentListQuery } from '@/api/shared/getPaymentTrackings';
import { paymentKeys } from './keys';

export { getPaymentTrackings, type PaymentListQuery };
export type PaymentFilters = Pick<PaymentListQuery, 'statusFilter' | 'companyId'>;

/** The search waits 2000 ms after the last key stroke (spec §9). */
export const PAYMENT_SEARCH_DEBOUNCE = 2000;

/** A member's rows open sorted by invoice period, newest first. */
export const MEMBER_SORT = 'invoicePeriod desc';

/** The paged list's options (`usePagedList`, and the page's first calls through `pagedListQuery`). */
export const paymentListOptions = (
  params: PaymentFilters,
  defaultSort?: string,
): PagedListOptions<PaymentTracking, PaymentFilters> => ({
  keys: paymentKeys,
  fetcher: getPaymentTrackings,
  params,
  defaultSort,
  debounce: PAYMENT_SEARCH_DEBOUNCE,
});
