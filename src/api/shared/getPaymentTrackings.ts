/** `getPaymentTrackings`: payment rows (administrators every row, members their own). */
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '@/lib/typed-api';
import { ALL_ROWS } from '@/api/types';
import { paymentKeys } from './keys';

export type PaymentListQuery = Query<'/api/paymentTrackings'>;

export const getPaymentTrackings = (query: PaymentListQuery) => api.get('/api/paymentTrackings', { query });

/** Every row the caller sees at once (a member: their own), for the summary card and the earnings chart. */
export const allPaymentTrackingsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.list({ all: true }),
    queryFn: () => getPaymentTrackings({ pageIndex: 0, pageSize: ALL_ROWS }),
  });
