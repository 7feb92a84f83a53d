/** `createCoupon`. */
import { api, type Body } from '@/lib/typed-api';

export const createCoupon = (body: Body<'/api/Coupons', 'post'>) => api.post('/api/Coupons', { body });
