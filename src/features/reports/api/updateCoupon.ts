/** `updateCoupon`. */
import { api, type Body } from '@/lib/typed-api';

export const updateCoupon = (body: Body<'/api/Coupons', 'put'>) => api.put('/api/Coupons', { body });
