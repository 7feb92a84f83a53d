import { queryKeys } from '@/lib/query-keys';

/** Query keys of the four report areas. */
export const commissionKeys = queryKeys('commissions');
export const trendyolCommissionKeys = queryKeys('trendyolCommissions');
export const campaignKeys = queryKeys('campaigns');
export const couponKeys = queryKeys('coupons');
