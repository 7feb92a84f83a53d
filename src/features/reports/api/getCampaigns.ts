/** `getCampaigns`: the paged list (search, paging, sorting). */
import { api, type Query } from '@/lib/typed-api';

export const getCampaigns = (query: Query<'/api/Campaigns'>) => api.get('/api/Campaigns', { query });
