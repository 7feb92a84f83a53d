// @vitest-environment node
// Payment tracking: who may call what (tokens, administrator-only operations, member isolation). Set-up and helpers: payments.support.ts.
import { call, formWith, type CallResult } from '../../../tests/support/api';
import { signToken } from '@mocks/core/auth';
import { newId } from '@mocks/core/ids';
import { db } from '@mocks/node';
import { SEED_IDS } from '@mocks/seed';
import {
  P,
  admin,
  member,
  other,
  row,
  ownRow,
  pdf,
  csvFile,
  action,
  download,
  upload,
  put,
  create,
  remove,
  expectError,
  usePaymentActors,
} from './payments.support';

usePaymentActors();

// ---------------------------------------------------------------- access

describe('access', () => {
  const someId = () => ownRow(0).id;
  // [operationId, request, administrators only]
  const OPERATIONS: [string, (token: string | null) => Promise<CallResult>, boolean][] = [
    ['getPaymentTrackings', (t) => call('GET', P, { token: t }), false],
    ['getPaymentTracking', (t) => call('GET', `${P}/${someId()}`, { token: t }), false],
    ['createPaymentTracking', (t) => create(t, { userId: SEED_IDS.member, invoiceId: '2026-11' }), true],
    ['updatePaymentTracking', (t) => put(t, { id: someId() }), true],
    ['deletePaymentTracking', (t) => remove(someId(), t), true],
    ['deleteMemberUpload', (t) => action('DeleteMemberUpload', someId(), t), true],
    ['acceptMemberInvoice', (t) => action('AcceptMemberInvoice', someId(), t), true],
    ['deleteMemberUploadSelf', (t) => action('DeleteMemberUploadSelf', someId(), t), false],
    ['deleteAdminUpload', (t) => action('DeleteAdminUpload', someId(), t), true],
    [
      'updatePaymentTrackingForAll',
      (t) => call('GET', `${P}/UpdatePaymentTrackingForAll`, { token: t }),
      true,
    ],
    ['getTrackingExcel', (t) => call('GET', `${P}/getTrackingExcel/2026-10`, { token: t }), true],
    ['downloadInvoicePhoto', (t) => download('DownloadInvoicePhoto', someId(), t), false],
    ['downloadMemberInvoicePhoto', (t) => download('DownloadMemberInvoicePhoto', someId(), t), false],
    ['uploadInvoicePhoto', (t) => upload('UploadInvoicePhoto', someId(), t), true],
    ['uploadMemberInvoicePhoto', (t) => upload('UploadMemberInvoicePhoto', someId(), t), false],
    [
      'uploadInvoicePhotos',
      (t) => call('POST', `${P}/UploadInvoicePhotos`, { token: t, form: formWith([pdf()]) }),
      true,
    ],
    [
      'updatePaymentWithExcelForPayedStatus',
      (t) =>
        call('POST', '/api/paymenttrackings/UpdatePaymentWithExcelForPayedStatus', {
          token: t,
          form: formWith([csvFile('trendyolUserName,invoiceId\nx,2026-10\n')]),
        }),
      true,
    ],
    [
      'sendMailForNotSignedInvoices',
      (t) =>
        call('POST', `${P}/SendMailForNotSignedInvoices`, {
          token: t,
          json: { invoiceId: '2026-10', mailContent: 'x' },
        }),
      true,
    ],
  ];

  it('covers the 18 payment operations of the contract', () => {
    expect(OPERATIONS).toHaveLength(18);
  });
  it.each(OPERATIONS)('%s needs a token (401)', async (_op, request) => {
    const before = JSON.stringify(db.paymentTrackings.all());
    expectError(await request(null), 401, 'Unauthorized', 'Unauthorized request');
    expectError(await request('not-a-token'), 401, 'Unauthorized');
    expect(JSON.stringify(db.paymentTrackings.all())).toBe(before);
  });
  it.each(OPERATIONS.filter(([, , adminOnly]) => adminOnly))(
    '%s is for administrators: a member gets 403 and nothing changes',
    async (_op, request) => {
      const before = JSON.stringify(db.paymentTrackings.all());
      const mails = db.mails.count();
      expectError(await request(member), 403, 'Forbidden');
      expect(JSON.stringify(db.paymentTrackings.all())).toBe(before);
      expect(db.mails.count()).toBe(mails);
    },
  );
  it('lets an operator with Permissions_Administration (not the admin role) act as administrator', async () => {
    const operator = await signToken(db, { userId: SEED_IDS.operator, userName: 'operasyon' });
    const res = await action('AcceptMemberInvoice', ownRow(3).id, operator);
    expect(res.status).toBe(200);
    expect(res.body.content.status).toBe(8);
  });
});

// ---------------------------------------------------------------- isolation

describe('member isolation', () => {
  it('answers 404 when a member reads, downloads, uploads to or deletes from another member’s row', async () => {
    const signedRow = ownRow(3);
    const sentRow = ownRow(2);
    const before = JSON.stringify([row(signedRow.id), row(sentRow.id)]);
    const attempts = [
      call('GET', `${P}/${signedRow.id}`, { token: other }),
      download('DownloadInvoicePhoto', sentRow.id, other),
      download('DownloadMemberInvoicePhoto', signedRow.id, other),
      upload('UploadMemberInvoicePhoto', sentRow.id, other),
      action('DeleteMemberUploadSelf', signedRow.id, other),
    ];
    for (const res of await Promise.all(attempts)) expectError(res, 404, 'PaymentTrackingNotFound');
    expect(JSON.stringify([row(signedRow.id), row(sentRow.id)])).toBe(before);
  });

  it('answers 403 when an administrator does an owner action on a member’s row', async () => {
    expectError(await upload('UploadMemberInvoicePhoto', ownRow(2).id, admin), 403, 'Forbidden');
    expectError(await action('DeleteMemberUploadSelf', ownRow(3).id, admin), 403, 'Forbidden');
    expect(ownRow(2)).toBeDefined();
    expect(ownRow(3)).toBeDefined();
  });

  it('answers 404 for unknown rows on every row action', async () => {
    const id = newId();
    for (const res of [
      await action('DeleteMemberUpload', id, admin),
      await action('AcceptMemberInvoice', id, admin),
      await action('DeleteMemberUploadSelf', id, member),
      await action('DeleteAdminUpload', id, admin),
      await download('DownloadInvoicePhoto', id, admin),
      await download('DownloadMemberInvoicePhoto', id, member),
      await upload('UploadInvoicePhoto', id, admin),
      await upload('UploadMemberInvoicePhoto', id, member),
    ])
      expectError(res, 404, 'PaymentTrackingNotFound');
  });

  it('answers 400 RequiredField without paymentTrackingId', async () => {
    for (const op of [
      'DeleteMemberUpload',
      'AcceptMemberInvoice',
      'DeleteMemberUploadSelf',
      'DeleteAdminUpload',
    ])
      expectError(
        await call('GET', `${P}/${op}`, { token: op === 'DeleteMemberUploadSelf' ? member : admin }),
        400,
        'RequiredField',
        'paymentTrackingId',
      );
    for (const [op, token] of [
      ['UploadInvoicePhoto', admin],
      ['UploadMemberInvoicePhoto', member],
    ])
      expectError(
        await call('POST', `${P}/${op}`, { token, form: formWith([pdf()]) }),
        400,
        'RequiredField',
        'paymentTrackingId',
      );
  });
});
