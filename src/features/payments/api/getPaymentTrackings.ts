/**
 * `getPaymentTrackings`: the paged, searchable, filtered list (administrators every row, members their own),
 * and every own row at once for the member's summary card and chart.
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Query } from '@/lib/typed-api';
import { usePagedList } from '@/hooks/usePagedList';
import { ALL_ROWS, type PaymentTracking } from '@/api/types';
import { paymentKeys } from './keys';

export type PaymentListQuery = Query<'/api/paymentTrackings'>;
export type PaymentFilters = Pick<PaymentListQuery, 'statusFilter' | 'companyId'>;

export const getPaymentTrackings = (query: PaymentListQuery) => api.get('/api/paymentTrackings', { query });

/** The search waits 2000 ms after the last key stroke (spec §9). */
export const PAYMENT_SEARCH_DEBOUNCE = 2000;

export const usePaymentTrackings = (params: PaymentFilters) =>
  usePagedList<PaymentTracking, PaymentFilters>({
    keys: paymentKeys,
    fetcher: getPaymentTrackings,
    params,
    debounce: PAYMENT_SEARCH_DEBOUNCE,
  });

/** Every row the caller sees (a member: their own), for the summary card and the chart. */
export const useAllPaymentTrackings = (enabled: boolean) =>
  useQuery({
    queryKey: paymentKeys.list({ all: true }),
    queryFn: () => getPaymentTrackings({ pageIndex: 0, pageSize: ALL_ROWS }),
    enabled,
  });
