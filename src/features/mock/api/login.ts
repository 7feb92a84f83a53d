/** `login` for the mock tools' demo-account buttons (the sign-in screen has its own in features/auth). */
import { api } from '@/lib/typed-api';

export const signInAs = (userNameOrEmail: string, password: string) =>
  api.post('/api/login', { body: { userNameOrEmail, password } });
