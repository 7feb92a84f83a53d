import { queryKeys } from '@/lib/query-keys';

/** Query keys of the discount-campaign products ('Avantajlı Ürünler'). */
export const discountKeys = queryKeys('discount-campaigns');
