/** Payment rows: list, read, create, update, delete — the generic resource with the payment rules. */
import type { Db } from '../../db';
import { ADMIN, type Router, type SignedInCtx } from '../../core/router';
import { badRequest, err, notFound, throwIfAny, type ApiErrorItem } from '../../core/envelope';
import { isEmptyId } from '../../core/ids';
import { intParam } from '../../core/paging';
import { findById, registerResource } from '../../core/resource';
import { ownRows } from '../../core/scope';
import { deleteFile } from '../../core/files';
import { requireFields, str } from '../../core/validate';
import type { UserRow } from '../../db';
import { amountsFor, INVOICE_ID, paymentDto, type PaymentRow, type PaymentTrackingDto } from './rows';
import { move, updateMoveAllowed } from './workflow';
import { present } from '@/lib/at';
import { PAYMENT_STATUS, PAYMENT_STATUSES } from '@/api/shared/statuses';

/** The largest marketplace total accepted (openapi.yaml `PaymentTrackingInput.trendyolTotalAmount`). */
const MAX_AMOUNT = 1_000_000_000_000;

/** `statusFilter`: absent or -1 = every status; else that status (0 is a real status here). */
function statusFilter(query: URLSearchParams): number | null {
  const status = intParam(query, 'statusFilter');
  if (status === null || status === -1) return null;
  if (!(PAYMENT_STATUSES as readonly number[]).includes(status))
    throw badRequest('InvalidValue', 'statusFilter');
  return status;
}

/** The first day of the `YYYY-MM` period, as ISO 8601. */
function periodStart(invoiceId: string): string {
  const [, y, m] = present(INVOICE_ID.exec(invoiceId), `the period of invoice ${invoiceId}`);
  return new Date(Date.UTC(Number(y), Number(m) - 1, 1)).toISOString();
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

interface PaymentInput {
  userId?: string;
  companyId?: string | null;
  invoiceId?: string;
  trendyolTotalAmount?: number;
  newTvCommissionPercentage?: number | null;
}

/** Validates the create/update input; `existing` is the row of an update. */
function parseInput(input: Record<string, unknown>, existing: PaymentRow | null, errors: ApiErrorItem[]) {
  if (!existing) errors.push(...requireFields(input, ['userId', 'invoiceId', 'trendyolTotalAmount']));
  const fields: PaymentInput = {};
  if (!blank(input.userId)) fields.userId = String(input.userId).trim();
  if ('companyId' in input)
    fields.companyId = isEmptyId(str(input.companyId)) ? null : String(input.companyId).trim();
  if (!blank(input.invoiceId)) {
    const invoiceId = String(input.invoiceId).trim();
    if (INVOICE_ID.test(invoiceId)) fields.invoiceId = invoiceId;
    else errors.push(err('InvalidValue', 'invoiceId'));
  }
  if (!blank(input.trendyolTotalAmount)) {
    const n = Number(input.trendyolTotalAmount);
    // The contract's range (openapi.yaml): beyond it the derived amounts would overflow.
    if (Number.isFinite(n) && n >= 0 && n <= MAX_AMOUNT) fields.trendyolTotalAmount = n;
    else errors.push(err('InvalidValue', 'trendyolTotalAmount'));
  }
  if (!blank(input.newTvCommissionPercentage)) {
    const n = Number(input.newTvCommissionPercentage);
    if (Number.isFinite(n) && n >= 0 && n <= 100) fields.newTvCommissionPercentage = n;
    else errors.push(err('InvalidValue', 'newTvCommissionPercentage'));
  }
  let status: number | undefined;
  if (existing && !blank(input.status)) {
    status = Number(input.status);
    if (!Number.isInteger(status)) errors.push(err('InvalidValue', 'status'));
  }
  throwIfAny(errors);
  return { fields, status };
}

function requireUser(db: Db, id: string): UserRow {
  const user = findById(db, 'users', id);
  if (!user) throw notFound('UserNotFound', id);
  return user;
}

function requireCompany(db: Db, id: string | null | undefined): void {
  if (id && !findById(db, 'companies', id)) throw notFound('CompanyNotFound', id);
}

/** The stored fields of a new row (status 0, names and amounts from the user). */
function created(db: Db, fields: PaymentInput): Partial<PaymentRow> {
  const user = requireUser(db, fields.userId!);
  requireCompany(db, fields.companyId);
  const timestamp = db.nowIso();
  return {
    userId: user.id,
    companyId: fields.companyId ?? null,
    status: PAYMENT_STATUS.invoiceDue,
    fullName: user.fullName,
    trendyolUserName: user.trendyolUserName,
    invoiceId: fields.invoiceId!,
    invoicePeriod: periodStart(fields.invoiceId!),
    trendyolTotalAmount: fields.trendyolTotalAmount!,
    ...amountsFor(user, fields.trendyolTotalAmount!, fields.newTvCommissionPercentage),
    invoiceMemberUploadPath: null,
    invoiceAdminUploadPath: null,
    createdAt: timestamp,
    modificationDate: timestamp,
  };
}

/** The changes of an update: what the input omits is kept; the amounts are recomputed. */
function updated(
  db: Db,
  row: PaymentRow,
  fields: PaymentInput,
  status: number | undefined,
): Partial<PaymentRow> {
  // Only the status changes the table lets a PUT make ('payment done', 8 → 4).
  if (status !== undefined && status !== row.status && !updateMoveAllowed(row.status, status))
    throw badRequest('PaymentTrackingInvalidStatus', row.status);
  const user = requireUser(db, fields.userId ?? row.userId);
  requireCompany(db, fields.companyId);
  const invoiceId = fields.invoiceId ?? row.invoiceId;
  const total = fields.trendyolTotalAmount ?? row.trendyolTotalAmount;
  return {
    userId: user.id,
    companyId: fields.companyId === undefined ? row.companyId : fields.companyId,
    status: status ?? row.status,
    ...(user.id !== row.userId ? { fullName: user.fullName, trendyolUserName: user.trendyolUserName } : {}),
    invoiceId,
    invoicePeriod: periodStart(invoiceId),
    trendyolTotalAmount: total,
    ...amountsFor(user, total, fields.newTvCommissionPercentage ?? row.newTvCommissionPercentage),
    modificationDate: db.nowIso(),
  };
}

const SORTABLE: (keyof PaymentTrackingDto & string)[] = [
  'id',
  'userId',
  'companyId',
  'status',
  'fullName',
  'trendyolUserName',
  'invoicePeriod',
  'invoiceId',
  'paymentAmount',
  'trendyolTotalAmount',
  'newTvCommissionAmount',
  'newTvCommissionPercentage',
  'grossAmount',
  'stoppageTaxAmount',
  'vatAmount',
  'tevkifatAmount',
  'companyName',
  'invoiceMemberUploadPath',
  'invoiceAdminUploadPath',
  'modificationDate',
];

export function registerPaymentCrud(db: Db, router: Router): void {
  registerResource<'paymentTrackings', PaymentTrackingDto>(router, {
    table: 'paymentTrackings',
    entity: 'PaymentTracking',
    operationIds: {
      list: 'getPaymentTrackings',
      get: 'getPaymentTracking',
      create: 'createPaymentTracking',
      update: 'updatePaymentTracking',
      delete: 'deletePaymentTracking',
    },
    listPath: '/api/paymentTrackings',
    getPath: '/api/paymentTrackings/{id}',
    savePath: '/api/paymentTrackings',
    deletePath: '/api/paymentTrackings',
    access: { read: 'user', write: ADMIN },
    payloadKeys: ['paymentTracking'],
    updateNeedsId: true,
    toDto: paymentDto,
    list: {
      search: ['fullName', 'trendyolUserName', 'invoiceId', 'companyName'],
      sortable: SORTABLE,
      defaultSort: 'modificationDate desc',
      // Every field but the brand name is stored on the row.
      storedFields: SORTABLE.filter((f) => f !== 'companyName'),
    },
    // Members see only their rows, whatever userId they send.
    scope: ownRows,
    brand: {},
    listFilter(rows, ctx: SignedInCtx) {
      const status = statusFilter(ctx.query);
      const requested = str(ctx.query.get('userId'));
      const userId = ctx.session.isAdmin && requested && !isEmptyId(requested) ? requested : null;
      return rows.filter(
        (r) => (userId === null || r.userId === userId) && (status === null || r.status === status),
      );
    },
    parse(input, errors, existing) {
      const { fields, status } = parseInput(input, existing, errors);
      return existing ? updated(db, existing, fields, status) : created(db, fields);
    },
    // The workflow table: a paid row is never deleted.
    guard(operation, row) {
      if (operation === 'delete') move('delete', row);
    },
    async afterDelete(row) {
      await deleteFile(db, row.invoiceMemberUploadPath);
      await deleteFile(db, row.invoiceAdminUploadPath);
    },
  });
}
