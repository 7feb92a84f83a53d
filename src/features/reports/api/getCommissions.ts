/** `getCommissions`: the paged list (search, paging, sorting, brand filter). */
import { api, type Query } from '@/lib/typed-api';

export const getCommissions = (query: Query<'/api/Commissions'>) => api.get('/api/Commissions', { query });
