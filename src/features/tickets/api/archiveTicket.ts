/** `archiveTicket` (administrators): closes a ticket for good. */
import { api } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import type { Id } from '@/api/types';
import { ticketKeys } from './keys';

export const archiveTicket = (id: Id) => api.delete('/api/tickets', { query: { id } });

export const useArchiveTicket = () =>
  useInvalidatingMutation(archiveTicket, (id) => [ticketKeys.lists(), ticketKeys.detail(id)]);
