/** Query keys of the payment screen (`paymentKeys.lists()` covers the table, the summary and the chart). */
import { queryKeys } from '@/lib/query-keys';

export const paymentKeys = queryKeys('payments');
