/** Shared set-up and helpers of the payment-tracking handler tests (payments.*.test.ts). */
import {
  call,
  demoTokens,
  errorNames,
  errorsOf,
  formWith,
  useMockServer,
  type CallResult,
} from '../../../tests/support/api';
import { signToken } from '@mocks/core/auth';
import { newId } from '@mocks/core/ids';
import { findById, insertRow } from '@mocks/core/resource';
import { computePaymentAmounts } from '@mocks/domain/payments';
import { db } from '@mocks/node';
import type { Row } from '@mocks/db';
import { SEED_IDS } from '@mocks/seed';

export type PaymentRow = Row<'paymentTrackings'>;
export const P = '/api/paymentTrackings';
export const OTHER_BRAND_NAME = 'Koton';

export let admin: string;
export let member: string;
export let other: string;
export let otherUserId: string;

/**
 * The mock server (useMockServer) and the three signed-in actors of these tests: the administrator, the demo member
 * and `other`, another active member who has payment rows (`otherUserId`). Call once at the top of a test file.
 */
export function usePaymentActors(): void {
  useMockServer();
  beforeAll(async () => {
    ({ admin, member } = await demoTokens());
  });
  beforeEach(async () => {
    // Another active member who has payment rows (the seed is deterministic).
    const otherRow = db.paymentTrackings
      .all()
      .find(
        (r) => r.userId !== SEED_IDS.member && db.users.findFirst((q) => q.where({ id: r.userId }))?.isActive,
      )!;
    otherUserId = otherRow.userId;
    const user = db.users.findFirst((q) => q.where({ id: otherUserId }))!;
    other = await signToken(db, { userId: user.id, userName: user.userName });
  });
}

// ---------------------------------------------------------------- helpers

export const row = (id: string) => findById(db, 'paymentTrackings', id)!;
export const ownRow = (status: number) =>
  db.paymentTrackings.findFirst((q) => q.where({ userId: SEED_IDS.member, status }))!;
export const memberUser = () => db.users.findFirst((q) => q.where({ id: SEED_IDS.member }))!;
export const brand = (name = OTHER_BRAND_NAME) => db.companies.findFirst((q) => q.where({ name }))!;

/** A new row of the demo member in `status`, with seeded documents (downloads produce sample PDFs). */
export async function freshRow(status: number, changes: Partial<PaymentRow> = {}): Promise<PaymentRow> {
  const user = memberUser();
  const n = newId();
  return insertRow(db, 'paymentTrackings', {
    id: n,
    userId: user.id,
    companyId: null,
    status,
    fullName: user.fullName,
    trendyolUserName: user.trendyolUserName,
    invoiceId: '2026-11',
    invoicePeriod: '2026-11-01T00:00:00.000Z',
    trendyolTotalAmount: 5000,
    ...computePaymentAmounts({
      trendyolTotalAmount: 5000,
      newTvCommissionPercentage: 10,
      isHaveCompany: false,
    }),
    invoiceMemberUploadPath: `invoices/seed-member-${n}.pdf`,
    invoiceAdminUploadPath: `invoices/seed-admin-${n}.pdf`,
    createdAt: '2026-11-01T00:00:00.000Z',
    modificationDate: '2026-11-01T00:00:00.000Z',
    ...changes,
  });
}

export const pdf = (name = 'fatura.pdf') =>
  new File(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], name, { type: 'application/pdf' });
export const png = (name = 'fatura.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], name, {
    type: 'image/png',
  });
export const csvFile = (text: string, name = 'odenenler.csv') => new File([text], name, { type: 'text/csv' });

/** The document steps of the workflow (GET …?paymentTrackingId=), the downloads and the uploads. */
export type ActionOp =
  'DeleteMemberUpload' | 'AcceptMemberInvoice' | 'DeleteMemberUploadSelf' | 'DeleteAdminUpload';
export type DownloadOp = 'DownloadInvoicePhoto' | 'DownloadMemberInvoicePhoto';
export type UploadOp = 'UploadInvoicePhoto' | 'UploadMemberInvoicePhoto';

export const action = (op: ActionOp, id: string, token: string | null) =>
  call('GET', `${P}/${op}`, { token, query: { paymentTrackingId: id } });
export const download = (op: DownloadOp, id: string, token: string | null) =>
  call('GET', `${P}/${op}/${id}`, { token });
export const upload = (op: UploadOp, id: string, token: string | null, file: File = pdf()) =>
  call('POST', `${P}/${op}`, { token, form: formWith([file], { paymentTrackingId: id }) });
export const put = (token: string | null, paymentTracking: Record<string, unknown>) =>
  call('PUT', P, { token, json: { paymentTracking } });
export const create = (token: string | null, paymentTracking: Record<string, unknown>) =>
  call('POST', P, { token, json: { paymentTracking } });
export const remove = (id: string, token: string | null) => call('DELETE', P, { token, query: { id } });
export const list = (token: string, query: Record<string, string | number> = {}) =>
  call('GET', P, { token, query: { pageSize: 100000000, ...query } });

export function expectError(res: CallResult, status: number, name: string, value?: string | null) {
  expect(res.status).toBe(status);
  expect(errorNames(res)).toContain(name);
  if (value !== undefined) expect(errorsOf(res).find((e) => e.name === name)!.value).toBe(value);
}
export const expectInvalidStatus = (res: CallResult, status: number) =>
  expectError(res, 400, 'PaymentTrackingInvalidStatus', String(status));
