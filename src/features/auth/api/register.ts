/** `register`: creates a member and sends the confirmation mail. */
import { api, type Body } from '@/lib/typed-api';

export const register = (body: Body<'/api/register', 'post'>) => api.post('/api/register', { body });
