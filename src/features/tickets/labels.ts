/** Ticket subjects and status labels (docs/decisions.md "Tickets"; spec §4 "Ticket"). */
import type { Ticket } from '@/api/types';
import { TICKET_STATUS, TICKET_SUBJECT } from '@/api/shared/statuses';

/** The administrator's status filter: 0 every status, then each (closed: the archived tickets, closed by archiving). */
export const STATUS_FILTERS = [
  0,
  TICKET_STATUS.awaitingAgency,
  TICKET_STATUS.closed,
  TICKET_STATUS.answered,
] as const;

/** Archived tickets and announcements (for members) take no new messages. */
export const isClosedFor = (ticket: Pick<Ticket, 'isArchived' | 'subject'>, isAdmin: boolean) =>
  ticket.isArchived || (!isAdmin && ticket.subject === TICKET_SUBJECT.announcement);

/**
 * The translation key of a ticket's status: archived → 'ticket closed', an announcement (for members) →
 * 'announcement', else the member or administrator label of its status.
 */
export function statusKey(ticket: Pick<Ticket, 'isArchived' | 'subject' | 'status'>, isAdmin: boolean) {
  if (ticket.isArchived) return 'ticket.closed';
  if (!isAdmin && ticket.subject === TICKET_SUBJECT.announcement) return 'ticket.announcement';
  return `ticketStatus.${isAdmin ? 'admin' : 'member'}.${ticket.status}`;
}

/** antd Tag colour of a status label (colours whose text keeps a 4.5:1 contrast). */
export function statusColor(ticket: Pick<Ticket, 'isArchived' | 'subject' | 'status'>, isAdmin: boolean) {
  if (ticket.isArchived) return 'default';
  if (ticket.subject === TICKET_SUBJECT.announcement) return 'purple';
  // What needs the viewer: a member's message for the agency, the agency's answer for the member.
  return ticket.status === (isAdmin ? TICKET_STATUS.awaitingAgency : TICKET_STATUS.answered)
    ? 'blue'
    : 'default';
}

/** Office hours 08:00–17:00 local time: a message sent outside them gets the "1–3 business days" warning. */
export const OFFICE_HOURS = { from: 8, to: 17 } as const;
export const isOutsideOfficeHours = (at: Date = new Date()) =>
  at.getHours() < OFFICE_HOURS.from || at.getHours() >= OFFICE_HOURS.to;
