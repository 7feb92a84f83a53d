/**
 * Bulk status updates: rows marked paid from a spreadsheet, and "update list" (names, amounts and the
 * carry-over of every row not paid yet) — both through the transition table.
 */
import { PAYMENT_STATUS } from '@/api/shared/statuses';
import type { Db } from '../../db';
import { ADMIN, type Router } from '../../core/router';
import { err, ok } from '../../core/envelope';
import { registerImport } from '../../core/imports';
import { allRows } from '../../core/tables';
import { amountsFor, rowsOf, savePayment, type PaymentRow } from './rows';
import { accessOf, allowedMove, move } from './workflow';

/** The storage setting `MinimumPaymentAmount` (default 1000). */
function minimumPaymentAmount(db: Db): number {
  const value = allRows(db, 'storage').find((r) => r.key === 'MinimumPaymentAmount')?.value;
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) ? n : 1000;
}

export function registerPaymentStatusUpdates(db: Db, router: Router): void {
  // ---- mark rows paid from a spreadsheet (trendyolUserName, invoiceId)
  registerImport(router, {
    path: '/api/paymenttrackings/UpdatePaymentWithExcelForPayedStatus',
    operationId: 'updatePaymentWithExcelForPayedStatus',
    access: accessOf('markPaidFromExcel'),
    columns: ['trendyolUserName', 'invoiceId'],
    required: ['trendyolUserName', 'invoiceId'],
    key: (r) => `${r.trendyolUserName}_${r.invoiceId}`,
    toRow(record, errors) {
      if (errors.length > 0) return [];
      const matches = rowsOf(db, record.trendyolUserName, record.invoiceId);
      const [head] = matches;
      if (!head) {
        errors.push(err('PaymentTrackingNotFound', `${record.trendyolUserName}_${record.invoiceId}`));
        return [];
      }
      const payable = matches.filter((r) => allowedMove('markPaidFromExcel', r.status) !== undefined);
      if (payable.length === 0) errors.push(err('PaymentTrackingInvalidStatus', head.status));
      return payable;
    },
    async save(rows) {
      for (const row of rows)
        await savePayment(db, row, { status: move('markPaidFromExcel', row) as number });
    },
  });

  // ---- "update list": names, amounts and carry-over of every row not paid yet
  router.add(
    'GET',
    '/api/paymentTrackings/UpdatePaymentTrackingForAll',
    'updatePaymentTrackingForAll',
    ADMIN,
    async () => {
      const minimum = minimumPaymentAmount(db);
      const users = new Map(allRows(db, 'users').map((u) => [u.id, u]));
      let changed = 0;
      for (const row of allRows(db, 'paymentTrackings')) {
        if (row.status === PAYMENT_STATUS.paid) continue;
        const user = users.get(row.userId);
        if (!user) continue;
        const next: Partial<PaymentRow> = {
          fullName: user.fullName,
          trendyolUserName: user.trendyolUserName,
          ...amountsFor(user, row.trendyolTotalAmount, user.newTvCommissionPercentage),
        };
        const amount = next.paymentAmount!;
        if (amount < minimum && allowedMove('carryOver', row.status) !== undefined)
          next.status = move('carryOver', row) as number;
        else if (amount >= minimum && allowedMove('bringBack', row.status) !== undefined)
          next.status = move('bringBack', row) as number;
        const differs = (Object.keys(next) as (keyof PaymentRow)[]).some((k) => next[k] !== row[k]);
        if (!differs) continue;
        await savePayment(db, row, next);
        changed++;
      }
      return ok(changed);
    },
  );
}
