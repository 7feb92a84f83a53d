/** `updateCommission`. */
import { api, type Body } from '@/lib/typed-api';

export const updateCommission = (body: Body<'/api/Commissions', 'put'>) =>
  api.put('/api/Commissions', { body });
