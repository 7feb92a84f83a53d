/**
 * The payment statuses as the screens show them (spec §4): the labels, the summary's groups and which row
 * action is offered on which status. The server enforces its own transition table (PAYMENT_ACTIONS in
 * mocks/handlers/payments/workflow.ts, docs/decisions.md); this is only what the buttons offer.
 */
import type { PaymentTracking } from '@/api/types';

// The sums and the chart's figures are shared with the home page (src/lib/earnings.ts).
export {
  CARRIED_OVER,
  PAID,
  TO_BE_PAID,
  earningsByPeriod,
  periodLabel,
  summarize,
  type PaymentSummary,
  type PeriodEarnings,
} from '@/lib/earnings';

export type PaymentStatus = PaymentTracking['status'];

/** `statusFilter` for every status (0 is a real status on this list). */
export const ALL_STATUSES = -1;

export const ADMIN_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Every per-row action and the statuses it is offered on (spec §4 "Payment actions"). */
export const ROW_ACTIONS = {
  /** Member: upload the signed document. */
  memberUpload: [2, 6],
  /** Member: view their own upload. */
  memberView: [3, 7, 8],
  /** Member: delete their own upload (with confirmation). */
  memberDelete: [3, 7, 8],
  /** Administrator: upload the invoice to sign. */
  adminUpload: [0],
  /** Administrator: download the member's document. */
  adminDownloadMember: [3],
  /** Administrator: request a revision (deletes the member's upload). */
  requestRevision: [3, 7],
  /** Administrator: approve the official invoice. */
  approve: [3, 7],
  /** Administrator: download their own document. */
  adminDownload: [2, 6],
  /** Administrator: delete their own document. */
  adminDelete: [2, 6],
  /** Administrator: 'payment done'. */
  paymentDone: [8],
} as const satisfies Record<string, readonly number[]>;

export type RowAction = keyof typeof ROW_ACTIONS;

export const offers = (action: RowAction, status: number) =>
  (ROW_ACTIONS[action] as readonly number[]).includes(status);

export const statusLabelKey = (status: number, isAdmin: boolean) =>
  `paymentStatus.${isAdmin ? 'admin' : 'member'}.${status}`;
