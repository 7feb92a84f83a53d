/** `getTickets`: the paged ticket list (members their own; administrators every member's, with filters). */
import { api, type Query } from '@/lib/typed-api';
import { usePagedList } from '@/hooks/usePagedList';
import type { Ticket } from '@/api/types';
import { ticketKeys } from './keys';

export type TicketListQuery = Query<'/api/tickets'>;
/** The filters of the list besides paging, sorting and search. */
export type TicketFilters = Pick<
  TicketListQuery,
  'statusFilter' | 'companyId' | 'getOnlyAssignedToMe' | 'getOnlyArchived'
>;

export const getTickets = (query: TicketListQuery) => api.get('/api/tickets', { query });

export const useTickets = (params: TicketFilters) =>
  usePagedList<Ticket, TicketFilters>({
    keys: ticketKeys,
    fetcher: getTickets,
    params,
    defaultSort: 'modificationDate desc',
  });
