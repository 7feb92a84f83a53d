/** `createTrendyolCommission`. */
import { api, type Body } from '@/lib/typed-api';

export const createTrendyolCommission = (body: Body<'/api/trendyolCommissions', 'post'>) =>
  api.post('/api/trendyolCommissions', { body });
