/**
 * The payment statuses as the screens show them (spec §4): the labels, the summary's groups and which row
 * action is offered on which status. The server enforces its own transition table (PAYMENT_ACTIONS in
 * mocks/handlers/payments/workflow.ts, docs/decisions.md); this is only what the buttons offer.
 */
import type { PaymentTracking } from '@/api/types';

export type PaymentStatus = PaymentTracking['status'];

/** `statusFilter` for every status (0 is a real status on this list). */
export const ALL_STATUSES = -1;

export const ADMIN_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** The 'To be paid' sum: rows sent (2) or signed (3). */
export const TO_BE_PAID = new Set<number>([2, 3]);
/** The 'Paid' sum. */
export const PAID = new Set<number>([4]);
/** Carried over to the next month: the payment-date card hides when the first row has it. */
export const CARRIED_OVER = 5;

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

export interface PaymentSummary {
  toBePaid: number;
  paid: number;
  total: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** To be paid = status 2 or 3, paid = status 4, total = both (spec §4 "Payment summaries"). */
export function summarize(
  rows: readonly Pick<PaymentTracking, 'status' | 'paymentAmount'>[],
): PaymentSummary {
  let toBePaid = 0;
  let paid = 0;
  for (const r of rows) {
    if (TO_BE_PAID.has(r.status)) toBePaid += r.paymentAmount;
    else if (PAID.has(r.status)) paid += r.paymentAmount;
  }
  return { toBePaid: round2(toBePaid), paid: round2(paid), total: round2(toBePaid + paid) };
}

export interface PeriodEarnings {
  invoiceId: string;
  label: string;
  paid: number;
  toBePaid: number;
}

/** `2026-10` → `10/2026` (from the period key, so no time zone can move it to another month). */
export const periodLabel = (invoiceId: string) => {
  const m = /^(\d{4})-(\d{2})$/.exec(invoiceId);
  return m ? `${m[2]}/${m[1]}` : invoiceId;
};

/** The chart's data: paid and to-be-paid per invoice period, oldest first. */
export function earningsByPeriod(
  rows: readonly Pick<PaymentTracking, 'status' | 'paymentAmount' | 'invoiceId'>[],
): PeriodEarnings[] {
  const byPeriod = new Map<string, PeriodEarnings>();
  for (const r of rows) {
    const paid = PAID.has(r.status);
    if (!paid && !TO_BE_PAID.has(r.status)) continue;
    const entry = byPeriod.get(r.invoiceId) ?? {
      invoiceId: r.invoiceId,
      label: periodLabel(r.invoiceId),
      paid: 0,
      toBePaid: 0,
    };
    if (paid) entry.paid = round2(entry.paid + r.paymentAmount);
    else entry.toBePaid = round2(entry.toBePaid + r.paymentAmount);
    byPeriod.set(r.invoiceId, entry);
  }
  return [...byPeriod.values()].sort((a, b) => a.invoiceId.localeCompare(b.invoiceId));
}
