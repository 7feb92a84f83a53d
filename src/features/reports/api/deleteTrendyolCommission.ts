/** `deleteTrendyolCommission`. */
import { api } from '@/lib/typed-api';
import type { Id } from '@/api/types';

export const deleteTrendyolCommission = (id: Id) => api.delete('/api/trendyolCommissions', { query: { id } });
