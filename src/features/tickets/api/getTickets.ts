/** `getTickets`: the paged ticket list (members their own; administrators every member's, with filters). */
import { getTickets, type TicketListQuery } from '@/api/shared/getTickets';
import { usePagedList } from '@/hooks/usePagedList';
import type { Ticket } from '@/api/types';
import { ticketKeys } from './keys';

export { getTickets, type TicketListQuery };
/** The filters of the list besides paging, sorting and search. */
export type TicketFilters = Pick<
  TicketListQuery,
  'statusFilter' | 'companyId' | 'getOnlyAssignedToMe' | 'getOnlyArchived'
>;

export const useTickets = (params: TicketFilters) =>
  usePagedList<Ticket, TicketFilters>({
    keys: ticketKeys,
    fetcher: getTickets,
    params,
    defaultSort: 'modificationDate desc',
  });
