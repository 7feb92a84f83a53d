/** `createCommission`. */
import { api, type Body } from '@/lib/typed-api';

export const createCommission = (body: Body<'/api/Commissions', 'post'>) =>
  api.post('/api/Commissions', { body });
