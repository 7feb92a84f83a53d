/**
 * Payment tracking (docs/decisions.md, "Payment tracking"): the payment rows, their invoice-document
 * workflow, the bulk document and "paid" imports, "update list", the Excel export and the signature
 * reminder mail.
 *
 * Every status change and every document action goes through one transition table (`PAYMENT_ACTIONS`):
 * who may do it, from which statuses, and the resulting status. Route access is derived from it too.
 */
import type { Router, SignedInCtx } from '../core/router';
import { ADMIN, type Access } from '../core/router';
import {
  ApiError,
  badRequest,
  err,
  fileResponse,
  forbidden,
  notFound,
  ok,
  throwIfAny,
  type ApiErrorItem,
} from '../core/envelope';
import { db, type Row, type UserRow } from '../db';
import { EMPTY_ID, isEmptyId, newId } from '../core/ids';
import { pageList, companyIdParam, intParam, type ListOptions } from '../core/paging';
import { deleteRow, findById, insertRow, requireIdParam, updateRow } from '../core/resource';
import { requireFields, str } from '../core/validate';
import {
  checkUpload,
  deleteFile,
  IMAGE_OR_PDF,
  MAX_UPLOAD_BYTES,
  readUploads,
  storeUpload,
} from '../core/files';
import { readStoredFile } from '../core/downloads';
import { registerImport, type UploadReport } from '../core/imports';
import { writeXlsx, type SheetColumn } from '../lib/sheets';
import { sendMail } from '../mail';
import { computePaymentAmounts } from '../domain/payments';
import { findUserById } from '../domain/users';
import tr from '@/i18n/locales/tr/payments.json';

type PaymentRow = Row<'paymentTrackings'>;

// ---------------------------------------------------------------- the transition table

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

const STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** docs/decisions.md, "Payment tracking" — the only place that knows which status allows what. */
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
    moves: Object.fromEntries(STATUSES.filter((s) => s !== 4).map((s) => [s, 'removed' as const])),
  },
} as const satisfies Record<string, PaymentAction>;

export type PaymentActionName = keyof typeof PAYMENT_ACTIONS;

const actionOf = (name: PaymentActionName): PaymentAction => PAYMENT_ACTIONS[name];

/** The resulting status, or undefined when the action is not allowed from `status`. */
export function allowedMove(name: PaymentActionName, status: number): number | 'removed' | undefined {
  return actionOf(name).moves[status];
}

/** The resulting status; 400 `PaymentTrackingInvalidStatus` (value = current status) otherwise. */
function move(name: PaymentActionName, row: PaymentRow): number | 'removed' {
  const to = allowedMove(name, row.status);
  if (to === undefined) throw badRequest('PaymentTrackingInvalidStatus', row.status);
  return to;
}

/** Route access for an action: the router answers 403 to members for administrator actions. */
const accessOf = (name: PaymentActionName): Access => (actionOf(name).who === 'admin' ? ADMIN : 'user');

/**
 * The row the caller acts on: missing, or another member's row for a member → 404; an owner action on
 * somebody else's row (an administrator) → 403; a status the table does not allow → 400.
 */
function authorize(
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

// ---------------------------------------------------------------- rows and DTOs

const missing = () => notFound('PaymentTrackingNotFound');

/** A row the caller may see: administrators all, members their own; 404 otherwise. */
function visibleRow(ctx: SignedInCtx, id: string | null): PaymentRow {
  const row = findById('paymentTrackings', id);
  if (!row || (!ctx.session.isAdmin && row.userId !== ctx.session.user.id)) throw missing();
  return row;
}

const companyNames = () => new Map(db.companies.all().map((c) => [c.id, c.name]));

/** The brand names `toDto` reads: a map of every brand (lists) or one lookup (a single row). */
type CompanyNames = Pick<Map<string, string>, 'get'>;
const ONE_COMPANY: CompanyNames = { get: (id) => findById('companies', id)?.name };

/** The `/api` shape: the stored row without createdAt, plus the brand name. */
function toDto(r: PaymentRow, names: CompanyNames) {
  return {
    id: r.id,
    userId: r.userId,
    companyId: r.companyId,
    status: r.status,
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
    companyName: r.companyId ? (names.get(r.companyId) ?? null) : null,
    invoiceMemberUploadPath: r.invoiceMemberUploadPath,
    invoiceAdminUploadPath: r.invoiceAdminUploadPath,
    modificationDate: r.modificationDate,
  };
}
export type PaymentTrackingDto = ReturnType<typeof toDto>;

const dtoOf = (row: PaymentRow) => toDto(row, ONE_COMPANY);

const LIST: ListOptions<PaymentTrackingDto> = {
  search: ['fullName', 'trendyolUserName', 'invoiceId', 'companyName'],
  sortable: [
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
  ],
  defaultSort: 'modificationDate desc',
};

/** Whether paging needs the brand name (a text search, or sorting by it), i.e. the rows mapped to DTOs first. */
const needsCompanyName = (query: URLSearchParams) =>
  (query.get('filter') ?? '').trim() !== '' || /^\s*companyName(\s|$)/i.test(query.get('sortBy') ?? '');

const now = () => new Date().toISOString();

/** Saves changes (and the new status, if any) and stamps the modification date. */
const save = (row: PaymentRow, changes: Partial<PaymentRow>) =>
  updateRow('paymentTrackings', row, { ...changes, modificationDate: now() });

/** `companyId` query: undefined = no brand filter, null = marketplace rows, else that brand. */
function companyFilter(query: URLSearchParams): string | null | undefined {
  const id = companyIdParam(query);
  return id !== undefined && isEmptyId(id) ? null : id;
}

/** `statusFilter`: absent or -1 = every status; 0–9 = that status (0 is a real status here). */
function statusFilter(query: URLSearchParams): number | null {
  const status = intParam(query, 'statusFilter');
  if (status === null || status === -1) return null;
  if (status < 0 || status > 9) throw badRequest('InvalidValue', 'statusFilter');
  return status;
}

const INVOICE_ID = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The first day of the `YYYY-MM` period, as ISO 8601. */
function periodStart(invoiceId: string): string {
  const [, y, m] = INVOICE_ID.exec(invoiceId)!;
  return new Date(Date.UTC(Number(y), Number(m) - 1, 1)).toISOString();
}

/** The amounts of a row, always from the one tested function. */
const amountsFor = (user: UserRow, trendyolTotalAmount: number, percentage: number | null | undefined) =>
  computePaymentAmounts({
    trendyolTotalAmount,
    newTvCommissionPercentage: percentage ?? user.newTvCommissionPercentage,
    isHaveCompany: user.isHaveCompany,
  });

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Validates the create/update input; `existing` is the row of an update. */
function parseInput(input: Record<string, any>, existing: PaymentRow | null) {
  const errors: ApiErrorItem[] = [];
  if (!existing) errors.push(...requireFields(input, ['userId', 'invoiceId', 'trendyolTotalAmount']));
  const fields: {
    userId?: string;
    companyId?: string | null;
    invoiceId?: string;
    trendyolTotalAmount?: number;
    newTvCommissionPercentage?: number | null;
  } = {};
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
    if (Number.isFinite(n) && n >= 0) fields.trendyolTotalAmount = n;
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

/** The payload `{paymentTracking: {...}}`. */
async function readPayload(ctx: SignedInCtx): Promise<Record<string, any>> {
  const body = await ctx.json();
  const input = body?.paymentTracking;
  if (!input || typeof input !== 'object' || Array.isArray(input))
    throw badRequest('RequiredField', 'paymentTracking');
  return input;
}

function requireUser(id: string): UserRow {
  const user = findUserById(id);
  if (!user) throw notFound('UserNotFound', id);
  return user;
}

function requireCompany(id: string | null | undefined): void {
  if (id && !db.companies.findFirst((q) => q.where({ id }))) throw notFound('CompanyNotFound', id);
}

/** The `paymentTrackingId` query parameter of the GET actions. */
function idQuery(ctx: SignedInCtx): string {
  const id = ctx.query.get('paymentTrackingId')?.trim();
  if (!id) throw badRequest('RequiredField', 'paymentTrackingId');
  return id;
}

/** The storage setting `MinimumPaymentAmount` (default 1000). */
function minimumPaymentAmount(): number {
  const value = db.storage.findFirst((q) => q.where({ key: 'MinimumPaymentAmount' }))?.value;
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) ? n : 1000;
}

const statusLabel = (status: number) =>
  (tr as Record<string, string>)[`paymentStatus.admin.${status}`] ?? String(status);

const lower = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

// ---------------------------------------------------------------- routes

/** A GET action on `?paymentTrackingId=`: checks the table, then applies `changes` with the new status. */
function registerStatusAction(
  router: Router,
  path: string,
  operationId: string,
  name: PaymentActionName,
  documentField?: 'invoiceMemberUploadPath' | 'invoiceAdminUploadPath',
) {
  router.add('GET', path, operationId, accessOf(name), async (ctx: SignedInCtx) => {
    const { row, to } = authorize(ctx, name, idQuery(ctx));
    const changes: Partial<PaymentRow> = { status: to as number };
    if (documentField) {
      await deleteFile(row[documentField]);
      changes[documentField] = null;
    }
    return ok(dtoOf(await save(row, changes)));
  });
}

/** Download of a row's document. */
function registerDownload(
  router: Router,
  path: string,
  operationId: string,
  name: PaymentActionName,
  field: 'invoiceMemberUploadPath' | 'invoiceAdminUploadPath',
) {
  router.add('GET', path, operationId, accessOf(name), async (ctx: SignedInCtx) => {
    const { row } = authorize(ctx, name, ctx.params.id);
    const file = await readStoredFile(row[field]);
    if (!file) throw notFound('FileNotFound', row[field]);
    return fileResponse(file.data, file.type, file.name);
  });
}

const DOCUMENT_RULES = { types: IMAGE_OR_PDF, maxBytes: MAX_UPLOAD_BYTES };

/** Upload of one document for the row named by the form field `paymentTrackingId`. */
function registerUpload(
  router: Router,
  path: string,
  operationId: string,
  name: PaymentActionName,
  field: 'invoiceMemberUploadPath' | 'invoiceAdminUploadPath',
) {
  router.add('POST', path, operationId, accessOf(name), async (ctx: SignedInCtx) => {
    const form = await ctx.form();
    const id = form.get('paymentTrackingId');
    if (typeof id !== 'string' || !id.trim()) throw badRequest('RequiredField', 'paymentTrackingId');
    const { row, to } = authorize(ctx, name, id.trim());
    const [file] = await readUploads(form, DOCUMENT_RULES);
    const stored = await storeUpload('invoices', file);
    await deleteFile(row[field]);
    return ok(dtoOf(await save(row, { status: to as number, [field]: stored })));
  });
}

const EXCEL_COLUMNS: SheetColumn[] = [
  { header: 'Ad Soyad', key: 'fullName' },
  { header: 'Trendyol Kullanıcı Adı', key: 'trendyolUserName' },
  { header: 'Fatura Dönemi', key: 'invoiceId' },
  { header: 'Marka', key: 'companyName' },
  { header: 'Durum', key: 'statusLabel' },
  { header: 'Trendyol Kazancı', key: 'trendyolTotalAmount', type: 'number' },
  { header: 'Ajans Komisyon Oranı (%)', key: 'newTvCommissionPercentage', type: 'number' },
  { header: 'Ajans Komisyonu', key: 'newTvCommissionAmount', type: 'number' },
  { header: 'Brüt Tutar', key: 'grossAmount', type: 'number' },
  { header: 'Stopaj (%15)', key: 'stoppageTaxAmount', type: 'number' },
  { header: 'KDV (%18)', key: 'vatAmount', type: 'number' },
  { header: 'Tevkifat (%70)', key: 'tevkifatAmount', type: 'number' },
  { header: 'Ödenecek Tutar', key: 'paymentAmount', type: 'number' },
];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function registerPayments(router: Router): void {
  // ---- list, read, create, update, delete
  router.add('GET', '/api/paymentTrackings', 'getPaymentTrackings', 'user', (ctx: SignedInCtx) => {
    const status = statusFilter(ctx.query);
    const company = companyFilter(ctx.query);
    const requestedUser = str(ctx.query.get('userId'));
    // Members see only their rows, whatever userId they send.
    const userId = ctx.session.isAdmin
      ? requestedUser && !isEmptyId(requestedUser)
        ? requestedUser
        : null
      : ctx.session.user.id;
    const rows = db.paymentTrackings
      .all()
      .filter(
        (r) =>
          (userId === null || r.userId === userId) &&
          (status === null || r.status === status) &&
          (company === undefined || r.companyId === company),
      );
    const names = companyNames();
    if (needsCompanyName(ctx.query))
      return ok(
        pageList(
          rows.map((r) => toDto(r, names)),
          ctx.query,
          LIST,
        ),
      );
    // The stored rows carry every other DTO field: page them as they are and map only the page.
    const page = pageList(rows, ctx.query, LIST as unknown as ListOptions<PaymentRow>);
    return ok({ items: page.items.map((r) => toDto(r, names)), totalCount: page.totalCount });
  });

  router.add('GET', '/api/paymentTrackings/{id}', 'getPaymentTracking', 'user', (ctx: SignedInCtx) =>
    ok(dtoOf(visibleRow(ctx, ctx.params.id))),
  );

  router.add('POST', '/api/paymentTrackings', 'createPaymentTracking', ADMIN, async (ctx: SignedInCtx) => {
    const { fields } = parseInput(await readPayload(ctx), null);
    const user = requireUser(fields.userId!);
    requireCompany(fields.companyId);
    const timestamp = now();
    const row = await insertRow('paymentTrackings', {
      id: newId(),
      userId: user.id,
      companyId: fields.companyId ?? null,
      status: 0,
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
    });
    return ok(dtoOf(row));
  });

  router.add('PUT', '/api/paymentTrackings', 'updatePaymentTracking', ADMIN, async (ctx: SignedInCtx) => {
    const input = await readPayload(ctx);
    const id = str(input.id);
    if (!id || id === EMPTY_ID) throw badRequest('RequiredField', 'id');
    const row = visibleRow(ctx, id);
    const { fields, status } = parseInput(input, row);
    let nextStatus = row.status;
    if (status !== undefined && status !== row.status) {
      // Only the status changes the table lets a PUT make ('payment done', 8 → 4).
      const action = (Object.keys(PAYMENT_ACTIONS) as PaymentActionName[]).find(
        (n) => (actionOf(n).viaUpdate ?? false) && allowedMove(n, row.status) === status,
      );
      if (!action) throw badRequest('PaymentTrackingInvalidStatus', row.status);
      nextStatus = status;
    }
    const user = requireUser(fields.userId ?? row.userId);
    requireCompany(fields.companyId);
    const invoiceId = fields.invoiceId ?? row.invoiceId;
    const total = fields.trendyolTotalAmount ?? row.trendyolTotalAmount;
    const updated = await save(row, {
      userId: user.id,
      companyId: fields.companyId === undefined ? row.companyId : fields.companyId,
      status: nextStatus,
      ...(user.id !== row.userId ? { fullName: user.fullName, trendyolUserName: user.trendyolUserName } : {}),
      invoiceId,
      invoicePeriod: periodStart(invoiceId),
      trendyolTotalAmount: total,
      ...amountsFor(user, total, fields.newTvCommissionPercentage ?? row.newTvCommissionPercentage),
    });
    return ok(dtoOf(updated));
  });

  router.add(
    'DELETE',
    '/api/paymentTrackings',
    'deletePaymentTracking',
    accessOf('delete'),
    async (ctx: SignedInCtx) => {
      const { row } = authorize(ctx, 'delete', requireIdParam(ctx));
      await deleteFile(row.invoiceMemberUploadPath);
      await deleteFile(row.invoiceAdminUploadPath);
      deleteRow('paymentTrackings', row);
      return ok(null);
    },
  );

  // ---- the document workflow
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

  // ---- bulk administrator documents, matched by file name {trendyolUserName}_{invoiceId}.{ext}
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
        const errors = await uploadMatchingDocument(file);
        if (errors.length === 0) report.successCount++;
        else {
          report.errorCount++;
          report.rows.push({ row: index + 1, key: file.name, errors });
        }
      }
      return ok(report);
    },
  );

  // ---- mark rows paid from a spreadsheet (trendyolUserName, invoiceId)
  registerImport<PaymentRow[]>(router, {
    path: '/api/paymenttrackings/UpdatePaymentWithExcelForPayedStatus',
    operationId: 'updatePaymentWithExcelForPayedStatus',
    access: accessOf('markPaidFromExcel'),
    columns: ['trendyolUserName', 'invoiceId'],
    required: ['trendyolUserName', 'invoiceId'],
    key: (r) => `${r.trendyolUserName}_${r.invoiceId}`,
    toRow(record, errors) {
      if (errors.length > 0) return [];
      const matches = rowsOf(record.trendyolUserName, record.invoiceId);
      if (matches.length === 0) {
        errors.push(err('PaymentTrackingNotFound', `${record.trendyolUserName}_${record.invoiceId}`));
        return [];
      }
      const payable = matches.filter((r) => allowedMove('markPaidFromExcel', r.status) !== undefined);
      if (payable.length === 0) errors.push(err('PaymentTrackingInvalidStatus', matches[0].status));
      return payable;
    },
    async save(rows) {
      for (const row of rows) await save(row, { status: move('markPaidFromExcel', row) as number });
    },
  });

  // ---- "update list": names, amounts and carry-over of every row not paid yet
  router.add(
    'GET',
    '/api/paymentTrackings/UpdatePaymentTrackingForAll',
    'updatePaymentTrackingForAll',
    ADMIN,
    async () => {
      const minimum = minimumPaymentAmount();
      const users = new Map(db.users.all().map((u) => [u.id, u]));
      let changed = 0;
      for (const row of [...db.paymentTrackings.all()]) {
        if (row.status === 4) continue;
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
        await save(row, next);
        changed++;
      }
      return ok(changed);
    },
  );

  // ---- the rows of one period as .xlsx
  router.add(
    'GET',
    '/api/paymentTrackings/getTrackingExcel/{invoiceDate}',
    'getTrackingExcel',
    ADMIN,
    async (ctx: SignedInCtx) => {
      const invoiceDate = (ctx.params.invoiceDate ?? '').trim();
      if (!invoiceDate) throw badRequest('RequiredField', 'invoiceDate');
      if (!INVOICE_ID.test(invoiceDate)) throw badRequest('InvalidValue', 'invoiceDate');
      const company = companyFilter(ctx.query);
      const names = companyNames();
      const rows = db.paymentTrackings
        .all()
        .filter((r) => r.invoiceId === invoiceDate && (company === undefined || r.companyId === company))
        .map((r) => ({ ...toDto(r, names), statusLabel: statusLabel(r.status) }))
        .sort((a, b) => (a.fullName ?? '').localeCompare(b.fullName ?? '', 'tr'));
      const blob = await writeXlsx(EXCEL_COLUMNS, rows, `Ödemeler ${invoiceDate}`);
      return fileResponse(await blob.arrayBuffer(), XLSX_TYPE, `odeme-takip-${invoiceDate}.xlsx`);
    },
  );

  // ---- signature reminder
  router.add(
    'POST',
    '/api/paymentTrackings/SendMailForNotSignedInvoices',
    'sendMailForNotSignedInvoices',
    ADMIN,
    async (ctx: SignedInCtx) => {
      const body = await ctx.json();
      throwIfAny(requireFields(body, ['invoiceId', 'mailContent']));
      const invoiceId = String(body.invoiceId).trim();
      if (!INVOICE_ID.test(invoiceId)) throw badRequest('InvalidValue', 'invoiceId');
      const content = String(body.mailContent);
      const owners = new Set(
        db.paymentTrackings
          .all()
          .filter((r) => r.invoiceId === invoiceId && SIGNATURE_PENDING.has(r.status))
          .map((r) => r.userId),
      );
      let sent = 0;
      for (const userId of owners) {
        const user = findUserById(userId);
        if (!user) continue;
        await sendMail(
          user.email,
          `İmza bekleyen faturanız (${invoiceId})`,
          [
            `Merhaba ${user.fullName ?? user.userName},`,
            ...content
              .split(/\r?\n/)
              .map((p) => p.trim())
              .filter(Boolean),
          ],
          [{ label: 'Ödeme takibine git', href: '/admin/payment-tracking-list' }],
        );
        sent++;
      }
      return ok(sent);
    },
  );
}

/** Rows waiting for the member's signed document (the statuses the member uploads from). */
const SIGNATURE_PENDING = new Set(Object.keys(PAYMENT_ACTIONS.uploadMemberDocument.moves).map(Number));

/** Rows of a marketplace user name (case-insensitive) and period. */
function rowsOf(trendyolUserName: string, invoiceId: string): PaymentRow[] {
  const name = lower(trendyolUserName);
  const period = invoiceId.trim();
  return db.paymentTrackings
    .all()
    .filter((r) => r.invoiceId === period && lower(r.trendyolUserName) === name);
}

const FILE_NAME = /^(.+)_(\d{4}-\d{2})\.[^.]+$/;

/** One file of UploadInvoicePhotos: stored on every matching row in status 0; the problems otherwise. */
async function uploadMatchingDocument(file: File): Promise<ApiErrorItem[]> {
  try {
    checkUpload(file, DOCUMENT_RULES);
  } catch (e) {
    if (e instanceof ApiError) return e.errors;
    throw e;
  }
  const match = FILE_NAME.exec(file.name.trim());
  const matches = match ? rowsOf(match[1], match[2]) : [];
  if (matches.length === 0) return [err('PaymentTrackingNotFound', file.name)];
  const open = matches.filter((r) => allowedMove('uploadAdminDocument', r.status) !== undefined);
  if (open.length === 0) return [err('PaymentTrackingInvalidStatus', matches[0].status)];
  for (const row of open) {
    const stored = await storeUpload('invoices', file);
    await deleteFile(row.invoiceAdminUploadPath);
    await save(row, {
      status: move('uploadAdminDocument', row) as number,
      invoiceAdminUploadPath: stored,
    });
  }
  return [];
}
