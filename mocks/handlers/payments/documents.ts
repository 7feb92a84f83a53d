/** Bulk administrator documents (UploadInvoicePhotos), matched to rows by file name `{trendyolUserName}_{invoiceId}.{ext}`. */
import type { Db } from '../../db';
import type { Router, SignedInCtx } from '../../core/router';
import { ApiError, badRequest, err, ok, type ApiErrorItem } from '../../core/envelope';
import { checkUpload, deleteFile, storeUpload } from '../../core/files';
import type { UploadReport } from '../../core/imports';
import { rowsOf, savePayment } from './rows';
import { accessOf, allowedMove, DOCUMENT_RULES, move } from './workflow';

const FILE_NAME = /^(.+)_(\d{4}-\d{2})\.[^.]+$/;

/** One file of UploadInvoicePhotos: stored on every matching row in status 0; the problems otherwise. */
async function uploadMatchingDocument(db: Db, file: File): Promise<ApiErrorItem[]> {
  try {
    await checkUpload(file, DOCUMENT_RULES);
  } catch (e) {
    if (e instanceof ApiError) return e.errors;
    throw e;
  }
  const [, userName, invoiceId] = FILE_NAME.exec(file.name.trim()) ?? [];
  const matches = userName !== undefined && invoiceId !== undefined ? rowsOf(db, userName, invoiceId) : [];
  const [head] = matches;
  if (!head) return [err('PaymentTrackingNotFound', file.name)];
  const open = matches.filter((r) => allowedMove('uploadAdminDocument', r.status) !== undefined);
  if (open.length === 0) return [err('PaymentTrackingInvalidStatus', head.status)];
  for (const row of open) {
    const stored = await storeUpload(db, 'invoices', file);
    await deleteFile(db, row.invoiceAdminUploadPath);
    await savePayment(db, row, {
      status: move('uploadAdminDocument', row) as number,
      invoiceAdminUploadPath: stored,
    });
  }
  return [];
}

export function registerPaymentDocumentMatching(router: Router): void {
  router.add(
    'POST',
    '/api/paymentTrackings/UploadInvoicePhotos',
    'uploadInvoicePhotos',
    accessOf('uploadAdminDocument'),
    async (ctx: SignedInCtx) => {
      const form = await ctx.form();
      const files = form.getAll('files').filter((f): f is File => typeof f !== 'string');
      if (files.length === 0) throw badRequest('FileRequired', 'files');
      const report: UploadReport = { totalCount: files.length, successCount: 0, errorCount: 0, rows: [] };
      for (const [index, file] of files.entries()) {
        const errors = await uploadMatchingDocument(ctx.db, file);
        if (errors.length === 0) report.successCount++;
        else {
          report.errorCount++;
          report.rows.push({ row: index + 1, key: file.name, errors });
        }
      }
      return ok(report);
    },
  );
}
