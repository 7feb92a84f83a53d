/** `getProfile`: the caller's own profile, or another user's (`id`, administrators). */
import { api } from '@/lib/typed-api';
import type { Id } from '@/api/types';

export const getProfile = (id: Id | null) => api.get('/api/profile', { query: id ? { id } : {} });
