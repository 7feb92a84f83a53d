/** `deleteCampaign`. */
import { api } from '@/lib/typed-api';
import type { Id } from '@/api/types';

export const deleteCampaign = (id: Id) => api.delete('/api/Campaign', { query: { id } });
