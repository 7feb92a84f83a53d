/**
 * A member's earnings from their payment rows (spec §4 "Payment summaries"): the sums of the summary card and the
 * per-period figures of the earnings chart. Shared by the payment screen and the home page.
 */
import type { PaymentTracking } from '@/api/types';
import { PAYMENT_STATUS, PAYMENT_SUMS } from '@/api/shared/statuses';
import { formatNumber } from '@/lib/format';

/** An amount with 2 decimals and 'TL' (spec: "Amounts with 2 decimals and 'TL'"). */
export const money = (value: number | null | undefined) => `${formatNumber(value ?? 0)} TL`;

/** The 'To be paid' sum: rows sent or signed. */
export const TO_BE_PAID = new Set<number>(PAYMENT_SUMS.toBePaid);
/** The 'Paid' sum. */
export const PAID = new Set<number>(PAYMENT_SUMS.paid);
/** Carried over to the next month: the payment-date card hides when the first row has it. */
export const CARRIED_OVER = PAYMENT_STATUS.carriedOver;

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
