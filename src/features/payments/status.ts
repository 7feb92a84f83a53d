/**
 * The payment statuses as the screens show them (spec §4): the labels, the summary's groups and which row
 * action is offered on which status. The buttons are read from the transition table the server enforces
 * (`PAYMENT_ACTIONS`, src/api/shared/paymentActions.ts).
 */
import type { PaymentTracking } from '@/api/types';
import { fromStatuses, type PaymentActionName } from '@/api/shared/paymentActions';
import { PAYMENT_STATUS } from '@/api/shared/statuses';

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

/** Each per-row button and the action of the transition table it takes. */
const ROW_ACTION_OF = {
  /** Member: upload the signed document. */
  memberUpload: 'uploadMemberDocument',
  /** Member: view their own upload. */
  memberView: 'downloadMemberDocument',
  /** Member: delete their own upload (with confirmation). */
  memberDelete: 'deleteMemberUploadSelf',
  /** Administrator: upload the invoice to sign. */
  adminUpload: 'uploadAdminDocument',
  /** Administrator: download the member's document. */
  adminDownloadMember: 'downloadMemberDocument',
  /** Administrator: request a revision (deletes the member's upload). */
  requestRevision: 'requestRevision',
  /** Administrator: approve the official invoice. */
  approve: 'acceptMemberInvoice',
  /** Administrator: download their own document. */
  adminDownload: 'downloadAdminDocument',
  /** Administrator: delete their own document. */
  adminDelete: 'deleteAdminUpload',
  /** Administrator: 'payment done'. */
  paymentDone: 'paymentDone',
} as const satisfies Record<string, PaymentActionName>;

/**
 * Every per-row button and the statuses it is offered on (spec §4 "Payment actions"): the statuses its action may
 * be taken from, except that the administrator is offered the member's document on 'signed' only (the spec's
 * wording; the server lets them download it wherever the member's document is).
 */
export const ROW_ACTIONS: Record<RowAction, readonly number[]> = {
  ...(Object.fromEntries(
    Object.entries(ROW_ACTION_OF).map(([button, action]) => [button, fromStatuses(action)]),
  ) as Record<RowAction, number[]>),
  adminDownloadMember: [PAYMENT_STATUS.signed],
};

export type RowAction = keyof typeof ROW_ACTION_OF;

export const offers = (action: RowAction, status: number) => ROW_ACTIONS[action].includes(status);

export const statusLabelKey = (status: number, isAdmin: boolean) =>
  `paymentStatus.${isAdmin ? 'admin' : 'member'}.${status}`;
