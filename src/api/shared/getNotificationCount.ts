/** `getNotificationCount`: a member's tickets with an unread reply (the bell). */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/typed-api';
import { notificationKeys } from './keys';

export const getNotificationCount = () => api.get('/api/tickets/GetNotificationCount');

export const useNotificationCount = (userName: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.count(userName),
    queryFn: getNotificationCount,
    enabled,
    staleTime: 0,
  });
