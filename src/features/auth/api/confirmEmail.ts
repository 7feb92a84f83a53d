/** `confirmEmail`: confirms the e-mail address with the token of the mail link. */
import { api, type Body } from '@/lib/typed-api';

export const confirmEmail = (body: Body<'/api/ConfirmEmail', 'post'>) =>
  api.post('/api/ConfirmEmail', { body });
