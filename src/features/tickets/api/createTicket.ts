/** `createTicket`: a member's new ticket, or an administrator's message to all or picked users. */
import { api, type Body } from '@/lib/typed-api';
import { useInvalidatingMutation } from '@/hooks/useInvalidatingMutation';
import { ticketKeys } from './keys';

export type TicketSaveBody = Body<'/api/tickets', 'post'>;

export const createTicket = (body: TicketSaveBody) => api.post('/api/tickets', { body });

export const useCreateTicket = () => useInvalidatingMutation(createTicket, () => [ticketKeys.lists()]);
