/** `updateTrendyolCommission`. */
import { api, type Body } from '@/lib/typed-api';

export const updateTrendyolCommission = (body: Body<'/api/trendyolCommissions', 'put'>) =>
  api.put('/api/trendyolCommissions', { body });
