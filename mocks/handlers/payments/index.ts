/**
 * Payment tracking (docs/decisions.md, "Payment tracking"), one file per job: the rows (CRUD), the status
 * table and document workflow, bulk document matching, bulk status updates, the Excel export and the
 * signature reminder mail.
 */
import type { Db } from '../../db';
import type { Router } from '../../core/router';
import { registerPaymentCrud } from './crud';
import { registerPaymentDocumentMatching } from './documents';
import { registerPaymentExport } from './export';
import { registerPaymentReminder } from './reminder';
import { registerPaymentStatusUpdates } from './statuses';
import { registerPaymentWorkflow } from './workflow';

export function registerPayments(db: Db, router: Router): void {
  registerPaymentCrud(db, router);
  registerPaymentWorkflow(router);
  registerPaymentDocumentMatching(router);
  registerPaymentStatusUpdates(db, router);
  registerPaymentExport(router);
  registerPaymentReminder(router);
}
