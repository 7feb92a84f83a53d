/** `updateTicket`: new messages on a ticket; an administrator may also (re)assign it. */
import { api, type Body } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { ticketKeys } from './keys';

export const updateTicket = (body: Body<'/api/tickets', 'put'>) => api.put('/api/tickets', { body });

export const useUpdateTicket = () =>
  useInvalidatingMutation(updateTicket, (input) => [
    ticketKeys.lists(),
    ticketKeys.detail(input.ticket.id ?? null),
  ]);
