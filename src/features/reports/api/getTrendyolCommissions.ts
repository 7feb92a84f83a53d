/** `getTrendyolCommissions`: the paged list (search, paging, sorting). */
import { api, type Query } from '@/lib/typed-api';

export const getTrendyolCommissions = (query: Query<'/api/trendyolCommissions'>) =>
  api.get('/api/trendyolCommissions', { query });
