/** `sendEmailConfirmation`: sends the confirmation mail again. */
import { api, type Body } from '@/lib/typed-api';

export const sendEmailConfirmation = (body: Body<'/api/SendEmailConfirmation', 'post'>) =>
  api.post('/api/SendEmailConfirmation', { body });
