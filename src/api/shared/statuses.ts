/**
 * The status and subject codes of the contract by name (openapi.yaml `PaymentStatus`, `TicketStatus`,
 * `TicketSubject`, `CompanyUserStatus`), for the screens and the mock alike: both spell a status through these names, and
 * tests/unit/api/shared-rules.test.ts holds each list equal to its enum in openapi.yaml.
 */
import type { components } from '../schema';

type S = components['schemas'];

/** A payment row's status (spec §4 "Payment tracking"). */
export const PAYMENT_STATUS = {
  invoiceDue: 0,
  issued: 1,
  sent: 2,
  signed: 3,
  paid: 4,
  carriedOver: 5,
  revisionRequested: 6,
  revisionArrived: 7,
  signatureApproved: 8,
  invoicing: 9,
} as const satisfies Record<string, S['PaymentStatus']>;

/** Every payment status, in code order (the administrator's status filter). */
export const PAYMENT_STATUSES = Object.values(PAYMENT_STATUS).sort((a, b) => a - b);

/**
 * The statuses each sum of the payment summary counts (spec §4 "Payment summaries"): 'To be paid' the rows sent or
 * signed, 'Paid' the paid ones; the total is both.
 */
export const PAYMENT_SUMS = {
  toBePaid: [PAYMENT_STATUS.sent, PAYMENT_STATUS.signed],
  paid: [PAYMENT_STATUS.paid],
} as const;

/** A ticket's status: the member wrote (awaiting the agency), closed (archived), the agency wrote. */
export const TICKET_STATUS = {
  awaitingAgency: 1,
  closed: 2,
  answered: 3,
} as const satisfies Record<string, S['TicketStatus']>;

/** A ticket's subject; 0 is the form's "please choose", never stored. */
export const TICKET_SUBJECT = {
  none: 0,
  membership: 1,
  payment: 2,
  other: 3,
  announcement: 4,
} as const satisfies Record<string, S['TicketSubject']>;

/** The subjects a member may open a ticket on; an administrator may also send an announcement. */
export const MEMBER_TICKET_SUBJECTS = [
  TICKET_SUBJECT.membership,
  TICKET_SUBJECT.payment,
  TICKET_SUBJECT.other,
] as const;
export const ADMIN_TICKET_SUBJECTS = [...MEMBER_TICKET_SUBJECTS, TICKET_SUBJECT.announcement] as const;

/** A brand user's application: pending (Onay Bekliyor), approved (Onaylandı), rejected (Onaylanmadı). */
export const COMPANY_USER_STATUS = {
  pending: 0,
  approved: 1,
  rejected: 2,
} as const satisfies Record<string, S['CompanyUserStatus']>;
