/** `deleteCoupon`. */
import { api } from '@/lib/typed-api';
import type { Id } from '@/api/types';

export const deleteCoupon = (id: Id) => api.delete('/api/Coupon', { query: { id } });
