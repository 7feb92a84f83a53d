/** `resetPassword`: sets a new password with the token of the mail link. */
import { api, type Body } from '@/lib/typed-api';

export const resetPassword = (body: Body<'/api/resetPassword', 'post'>) =>
  api.post('/api/resetPassword', { body });
