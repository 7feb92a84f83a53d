/** `deleteCommission`. */
import { api } from '@/lib/typed-api';
import type { Id } from '@/api/types';

export const deleteCommission = (id: Id) => api.delete('/api/Commissions', { query: { id } });
