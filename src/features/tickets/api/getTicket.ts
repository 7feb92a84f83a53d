/**
 * `getTicket`: a ticket with its chat and the administrators (the assign picker). Opening a ticket marks its
 * unread replies read for its owner, so a successful load raises `update-notification` (the bell falls at once).
 */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/typed-api';
import { EMPTY_ID, type Id } from '@/api/types';
import { ticketKeys } from './keys';

export const getTicket = (id: Id) => api.get('/api/tickets/{id}', { path: { id } });

export type TicketDetail = Awaited<ReturnType<typeof getTicket>>;

export const getTicketQueryOptions = (id: Id | null) =>
  queryOptions({
    queryKey: ticketKeys.detail(id),
    // A new ticket (the empty id) has nothing to load.
    queryFn: id && id !== EMPTY_ID ? () => getTicket(id) : skipToken,
    staleTime: 0,
    gcTime: 0,
  });

export const useTicket = (id: Id | null) => useQuery(getTicketQueryOptions(id));
