/** `login`: signs in with a user name or e-mail and a password; answers the JWT. */
import { api, type Body } from '@/lib/typed-api';

export const login = (body: Body<'/api/login', 'post'>) => api.post('/api/login', { body });
