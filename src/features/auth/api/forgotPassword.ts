/** `forgotPassword`: mails a password-reset link. */
import { api, type Body } from '@/lib/typed-api';

export const forgotPassword = (body: Body<'/api/forgotPassword', 'post'>) =>
  api.post('/api/forgotPassword', { body });
