/** `getPaymentTrackings`: payment rows (administrators every row, members their own). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredAnswer } from '@/hooks/useDeferredAnswer';
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

/**
 * Every row the caller sees, drawn in the background once in (src/hooks/useDeferredAnswer.ts): the member's earnings
 * on the home page's tiles and on the payment screen. `all` is the query (its error, its retry); `rows` the rows drawn
 * so far; `pending` until the answer is drawn.
 */
export function useAllPaymentRows() {
  const all = useQuery(allPaymentTrackingsQueryOptions());
  const { data, pending } = useDeferredAnswer(all);
  return { all, rows: data?.items, pending };
}
