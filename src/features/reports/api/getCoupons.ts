/** `getCoupons`: the paged list (search, paging, sorting, brand filter). */
import { api, type Query } from '@/lib/typed-api';

export const getCoupons = (query: Query<'/api/Coupons'>) => api.get('/api/Coupons', { query });
