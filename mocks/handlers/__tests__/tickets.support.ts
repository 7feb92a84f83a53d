// Shared steps of the ticket handler tests (tickets.*.test.ts): the demo member's seeded tickets and the list,
// count and reply calls.
import { call } from '../../../tests/support/api';
import { db } from '@mocks/node';
import { SEED_IDS } from '@mocks/seed';

const ALL = 100000000;

export const ticketRow = (id: string) => db.tickets.findFirst((q) => q.where({ id }))!;
export const chatsOf = (id: string) => db.chats.findMany((q) => q.where({ ticketId: id }));
export const memberTickets = () => db.tickets.findMany((q) => q.where({ userId: SEED_IDS.member }));
/** The demo member's seeded tickets: awaiting the agency, answered (unread / read), archived, announcement. */
export const own = {
  open: () => memberTickets().find((t) => t.status === 1 && !t.isArchived)!,
  unread: () => memberTickets().find((t) => t.unreadForUser && t.subject !== 4 && !t.isArchived)!,
  read: () => memberTickets().find((t) => t.status === 3 && !t.unreadForUser && t.subject !== 4)!,
  archived: () => memberTickets().find((t) => t.isArchived)!,
  announcement: () => memberTickets().find((t) => t.subject === 4)!,
};
export const othersTicket = () =>
  db.tickets.findFirst((q) => q.where((t) => t.userId !== SEED_IDS.member && !t.isArchived))!;

export async function list(token: string, query: Record<string, string | number | boolean> = {}) {
  const res = await call('GET', '/api/tickets', { token, query: { pageSize: ALL, ...query } });
  expect(res.status).toBe(200);
  return res.body.content;
}
export const count = async (token: string) =>
  (await call('GET', '/api/tickets/GetNotificationCount', { token })).body.content as number;
export const reply = (token: string, id: string, content: string, extra: Record<string, unknown> = {}) =>
  call('PUT', '/api/tickets', { token, json: { ticket: { id, ...extra }, chats: [{ content }] } });
