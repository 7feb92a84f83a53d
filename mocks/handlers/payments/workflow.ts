/**
 * The invoice-document workflow (docs/decisions.md, "Payment tracking").
 *
 * Every status change and every document action goes through one transition table (`PAYMENT_ACTIONS` of
 * src/api/shared/paymentActions.ts, which the payment screens read for their buttons too): who may do it, from
 * which statuses, and the resulting status. Route access is derived from it too.
 */
import { PAYMENT_ACTIONS, type PaymentAction, type PaymentActionName } from '@/api/shared/paymentActions';
import { oneRow } from '../../core/lookups';
import { ADMIN, type Access, type Router, type SignedInCtx } from '../../core/router';
import { badRequest, fileResponse, forbidden, notFound, ok } from '../../core/envelope';
import { deleteFile, IMAGE_OR_PDF, MAX_DOCUMENT_BYTES, readUploads, storeUpload } from '../../core/files';
import { readStoredFile } from '../../core/downloads';
import { paymentDto, savePayment, visibleRow, type PaymentRow } from './rows';

// ---------------------------------------------------------------- checks against the transition table

const actionOf = (name: PaymentActionName): PaymentAction => PAYMENT_ACTIONS[name];

/** The resulting status, or undefined when the action is not allowed from `status`. */
export function allowedMove(name: PaymentActionName, status: number): number | 'removed' | undefined {
  return actionOf(name).moves[status];
}

/** The resulting status; 400 `PaymentTrackingInvalidStatus` (value = current status) otherwise. */
export function move(name: PaymentActionName, row: PaymentRow): number | 'removed' {
  const to = allowedMove(name, row.status);
  if (to === undefined) throw badRequest('PaymentTrackingInvalidStatus', row.status);
  return to;
}

/** The status a PUT may set from `from` (only the table's `viaUpdate` moves, i.e. 'payment done'). */
export function updateMoveAllowed(from: number, to: number): boolean {
  return (Object.keys(PAYMENT_ACTIONS) as PaymentActionName[]).some(
    (n) => (actionOf(n).viaUpdate ?? false) && allowedMove(n, from) === to,
  );
}

/** Route access for an action: the router answers 403 to members for administrator actions. */
export const accessOf = (name: PaymentActionName): Access =>
  actionOf(name).who === 'admin' ? ADMIN : 'user';

/** Rows waiting for the member's signed document (the statuses the member uploads from). */
export const SIGNATURE_PENDING = new Set(Object.keys(PAYMENT_ACTIONS.uploadMemberDocument.moves).map(Number));

/**
 * The row the caller acts on: missing, or another member's row for a member → 404; an owner action on
 * somebody else's row (an administrator) → 403; a status the table does not allow → 400.
 */
export function authorize(
  ctx: SignedInCtx,
  name: PaymentActionName,
  id: string | null,
): { row: PaymentRow; to: number | 'removed' } {
  const row = visibleRow(ctx, id);
  const { who } = actionOf(name);
  const owner = row.userId === ctx.session.user.id;
  if ((who === 'owner' && !owner) || (who === 'admin' && !ctx.session.isAdmin)) throw forbidden();
  return { row, to: move(name, row) };
}

// ---------------------------------------------------------------- the document routes

type DocumentField = 'invoiceMemberUploadPath' | 'invoiceAdminUploadPath';

/**
 * Invoice documents: the spec's 10 MB check only warns, so the server takes up to the warned-upload cap; one
 * document per upload (the app sends one), which keeps a request under the body limit.
 */
export const DOCUMENT_RULES = { types: IMAGE_OR_PDF, maxBytes: MAX_DOCUMENT_BYTES, maxFiles: 1 };

/** The `paymentTrackingId` query parameter of the GET actions. */
function idQuery(ctx: SignedInCtx): string {
  const id = ctx.query.get('paymentTrackingId')?.trim();
  if (!id) throw badRequest('RequiredField', 'paymentTrackingId');
  return id;
}

/** A GET action on `?paymentTrackingId=`: checks the table, then applies the new status (and drops a document). */
function registerStatusAction(
  router: Router,
  path: string,
  operationId: 'deleteMemberUpload' | 'acceptMemberInvoice' | 'deleteMemberUploadSelf' | 'deleteAdminUpload',
  name: PaymentActionName,
  documentField?: DocumentField,
) {
  router.add('GET', path, operationId, accessOf(name), async (ctx: SignedInCtx) => {
    const { row, to } = authorize(ctx, name, idQuery(ctx));
    const changes: Partial<PaymentRow> = { status: to as number };
    if (documentField) {
      await deleteFile(ctx.db, row[documentField]);
      changes[documentField] = null;
    }
    return ok(paymentDto(await savePayment(ctx.db, row, changes), oneRow(ctx.db)));
  });
}

/** Download of a row's document. */
function registerDownload(
  router: Router,
  path: string,
  operationId: 'downloadInvoicePhoto' | 'downloadMemberInvoicePhoto',
  name: PaymentActionName,
  field: DocumentField,
) {
  router.add('GET', path, operationId, accessOf(name), async (ctx: SignedInCtx) => {
    const { row } = authorize(ctx, name, ctx.params.id ?? null);
    const file = await readStoredFile(ctx.db, row[field]);
    if (!file) throw notFound('FileNotFound', row[field]);
    return fileResponse(file.data, file.type, file.name);
  });
}

/** Upload of one document for the row named by the form field `paymentTrackingId`. */
function registerUpload(
  router: Router,
  path: string,
  operationId: 'uploadInvoicePhoto' | 'uploadMemberInvoicePhoto',
  name: PaymentActionName,
  field: DocumentField,
) {
  router.add('POST', path, operationId, accessOf(name), async (ctx: SignedInCtx) => {
    const form = await ctx.form();
    const id = form.get('paymentTrackingId');
    if (typeof id !== 'string' || !id.trim()) throw badRequest('RequiredField', 'paymentTrackingId');
    const { row, to } = authorize(ctx, name, id.trim());
    const [file] = await readUploads(form, DOCUMENT_RULES);
    const stored = await storeUpload(ctx.db, 'invoices', file);
    await deleteFile(ctx.db, row[field]);
    return ok(
      paymentDto(await savePayment(ctx.db, row, { status: to as number, [field]: stored }), oneRow(ctx.db)),
    );
  });
}

export function registerPaymentWorkflow(router: Router): void {
  registerStatusAction(
    router,
    '/api/paymentTrackings/DeleteMemberUpload',
    'deleteMemberUpload',
    'requestRevision',
    'invoiceMemberUploadPath',
  );
  registerStatusAction(
    router,
    '/api/paymentTrackings/AcceptMemberInvoice',
    'acceptMemberInvoice',
    'acceptMemberInvoice',
  );
  registerStatusAction(
    router,
    '/api/paymentTrackings/DeleteMemberUploadSelf',
    'deleteMemberUploadSelf',
    'deleteMemberUploadSelf',
    'invoiceMemberUploadPath',
  );
  registerStatusAction(
    router,
    '/api/paymentTrackings/DeleteAdminUpload',
    'deleteAdminUpload',
    'deleteAdminUpload',
    'invoiceAdminUploadPath',
  );
  registerDownload(
    router,
    '/api/paymentTrackings/DownloadInvoicePhoto/{id}',
    'downloadInvoicePhoto',
    'downloadAdminDocument',
    'invoiceAdminUploadPath',
  );
  registerDownload(
    router,
    '/api/paymentTrackings/DownloadMemberInvoicePhoto/{id}',
    'downloadMemberInvoicePhoto',
    'downloadMemberDocument',
    'invoiceMemberUploadPath',
  );
  registerUpload(
    router,
    '/api/paymentTrackings/UploadInvoicePhoto',
    'uploadInvoicePhoto',
    'uploadAdminDocument',
    'invoiceAdminUploadPath',
  );
  registerUpload(
    router,
    '/api/paymentTrackings/UploadMemberInvoicePhoto',
    'uploadMemberInvoicePhoto',
    'uploadMemberDocument',
    'invoiceMemberUploadPath',
  );
}
