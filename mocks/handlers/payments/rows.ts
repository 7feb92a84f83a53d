/** Payment rows: who sees which, their `/api` shape, saving, and the lookups the payment routes share. */
import type { Db } from '../../db';
import type { SignedInCtx } from '../../core/router';
import { notFound } from '../../core/envelope';
import type { Schemas } from '../../core/contract';
import type { Lookups } from '../../core/lookups';
import { findVisible, ownRows } from '../../core/scope';
import { allRows, updateRow } from '../../core/tables';
import { computePaymentAmounts } from '../../domain/payments';
import type { Row, UserRow } from '../../db';

export type PaymentRow = Row<'paymentTrackings'>;

export const missingPayment = () => notFound('PaymentTrackingNotFound');

/** A row the caller may see (administrators every row, members their own); 404 otherwise. */
export function visibleRow(ctx: SignedInCtx, id: string | null | undefined): PaymentRow {
  const row = findVisible('paymentTrackings', ctx, id, ownRows);
  if (!row) throw missingPayment();
  return row;
}

/** The `/api` shape: the stored row without createdAt, plus the brand name. */
export function paymentDto(r: PaymentRow, look: Lookups) {
  return {
    id: r.id,
    userId: r.userId,
    companyId: r.companyId,
    // Stored as a number; the workflow table only ever writes the contract's statuses.
    status: r.status as Schemas['PaymentTracking']['status'],
    fullName: r.fullName,
    trendyolUserName: r.trendyolUserName,
    invoicePeriod: r.invoicePeriod,
    invoiceId: r.invoiceId,
    paymentAmount: r.paymentAmount,
    trendyolTotalAmount: r.trendyolTotalAmount,
    newTvCommissionAmount: r.newTvCommissionAmount,
    newTvCommissionPercentage: r.newTvCommissionPercentage,
    grossAmount: r.grossAmount,
    stoppageTaxAmount: r.stoppageTaxAmount,
    vatAmount: r.vatAmount,
    tevkifatAmount: r.tevkifatAmount,
    companyName: look.brandName(r.companyId),
    invoiceMemberUploadPath: r.invoiceMemberUploadPath,
    invoiceAdminUploadPath: r.invoiceAdminUploadPath,
    modificationDate: r.modificationDate,
  } satisfies Schemas['PaymentTracking'];
}
export type PaymentTrackingDto = ReturnType<typeof paymentDto>;

/** Saves changes (and the new status, if any) and stamps the modification date. */
export const savePayment = (db: Db, row: PaymentRow, changes: Partial<PaymentRow>) =>
  updateRow(db, 'paymentTrackings', row, { ...changes, modificationDate: db.nowIso() });

/** The period key `YYYY-MM`. */
export const INVOICE_ID = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The amounts of a row, always from the one tested function. */
export const amountsFor = (
  user: UserRow,
  trendyolTotalAmount: number,
  percentage: number | null | undefined,
) =>
  computePaymentAmounts({
    trendyolTotalAmount,
    newTvCommissionPercentage: percentage ?? user.newTvCommissionPercentage,
    isHaveCompany: user.isHaveCompany,
  });

const lower = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

/** Rows of a marketplace user name (case-insensitive) and period. */
export function rowsOf(db: Db, trendyolUserName: string, invoiceId: string): PaymentRow[] {
  const name = lower(trendyolUserName);
  const period = invoiceId.trim();
  return allRows(db, 'paymentTrackings').filter(
    (r) => r.invoiceId === period && lower(r.trendyolUserName) === name,
  );
}
