/** `getUsers`: the paged user list (the user screen and the user pickers). */
import { api, type Query } from '@/lib/typed-api';

export const getUsers = (query: Query<'/api/users'>) => api.get('/api/users', { query });
