/** Query keys of the payment screen (`paymentKeys.lists()` covers the table, the summary and the chart). */
export { paymentKeys } from '@/api/shared/keys';
