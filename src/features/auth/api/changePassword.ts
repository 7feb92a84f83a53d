/** `changePassword`: changes the signed-in user's password. */
import { api, type Body } from '@/lib/typed-api';

export const changePassword = (body: Body<'/api/changePassword', 'post'>) =>
  api.post('/api/changePassword', { body });
