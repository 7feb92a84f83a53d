/** `updateCampaign`. */
import { api, type Body } from '@/lib/typed-api';

export const updateCampaign = (body: Body<'/api/Campaign', 'put'>) => api.put('/api/Campaign', { body });
