/** `getCompanyUsers`: the paged brand users (administrators). */
import { api, type Query } from '@/lib/typed-api';

export const getCompanyUsers = (query: Query<'/api/companyuser'>) => api.get('/api/companyuser', { query });
