/** `createCampaign`. */
import { api, type Body } from '@/lib/typed-api';

export const createCampaign = (body: Body<'/api/Campaign', 'post'>) => api.post('/api/Campaign', { body });
