/** `getTickets`: the paged ticket list (members their own; administrators every member's, with filters). */
import { api, type Query } from '@/lib/typed-api';

export type TicketListQuery = Query<'/api/tickets'>;

export const getTickets = (query: TicketListQuery) => api.get('/api/tickets', { query });
