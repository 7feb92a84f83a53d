/**
 * The payment transition table (spec §4 "Payment actions"; docs/decisions.md, "Payment tracking"): for each action
 * on a payment row, who may take it, from which statuses, and the status it leaves. The mock enforces it
 * (mocks/handlers/payments/workflow.ts, which derives route access from it too); the payment screens offer their
 * row buttons from it (src/features/payments/status.ts). Data only, so the app bundles nothing of the mock.
 */
import { PAYMENT_STATUS, PAYMENT_STATUSES } from './statuses';

/**
 * `admin`: holders of Permissions_Administration; `owner`: the member the row belongs to;
 * `adminOrOwner`: either.
 */
export type Actor = 'admin' | 'owner' | 'adminOrOwner';

export interface PaymentAction {
  who: Actor;
  /** from-status → resulting status (the same status: the action changes nothing; 'removed': deleted). */
  moves: Readonly<Record<number, number | 'removed'>>;
  /** A PUT may make this status change (only 'payment done'). */
  viaUpdate?: boolean;
}

export const PAYMENT_ACTIONS = {
  /** UploadInvoicePhoto / UploadInvoicePhotos: the administrator's document. */
  uploadAdminDocument: { who: 'admin', moves: { 0: 2 } },
  deleteAdminUpload: { who: 'admin', moves: { 2: 0, 6: 0 } },
  downloadAdminDocument: { who: 'adminOrOwner', moves: { 2: 2, 6: 6 } },
  uploadMemberDocument: { who: 'owner', moves: { 2: 3, 6: 7 } },
  downloadMemberDocument: { who: 'adminOrOwner', moves: { 3: 3, 7: 7, 8: 8 } },
  /** DeleteMemberUpload: request a revision. */
  requestRevision: { who: 'admin', moves: { 3: 6, 7: 6 } },
  acceptMemberInvoice: { who: 'admin', moves: { 3: 8, 7: 8 } },
  deleteMemberUploadSelf: { who: 'owner', moves: { 3: 2, 8: 2, 7: 6 } },
  /** PUT with status 4. */
  paymentDone: { who: 'admin', moves: { 8: 4 }, viaUpdate: true },
  /** UpdatePaymentWithExcelForPayedStatus. */
  markPaidFromExcel: { who: 'admin', moves: { 8: 4 } },
  /** UpdatePaymentTrackingForAll, below the minimum. */
  carryOver: { who: 'admin', moves: { 0: 5 } },
  /** UpdatePaymentTrackingForAll, at or above the minimum again. */
  bringBack: { who: 'admin', moves: { 5: 0 } },
  delete: {
    who: 'admin',
    moves: Object.fromEntries(
      PAYMENT_STATUSES.filter((s) => s !== PAYMENT_STATUS.paid).map((s) => [s, 'removed' as const]),
    ),
  },
} as const satisfies Record<string, PaymentAction>;

export type PaymentActionName = keyof typeof PAYMENT_ACTIONS;

/** The statuses an action may be taken from, in code order. */
export const fromStatuses = (name: PaymentActionName): number[] =>
  Object.keys(PAYMENT_ACTIONS[name].moves)
    .map(Number)
    .sort((a, b) => a - b);
