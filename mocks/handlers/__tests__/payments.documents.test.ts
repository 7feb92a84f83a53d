// @vitest-environment node
// Payment tracking: the invoice-document workflow, its transition table from every status, and the uploads. Set-up and helpers: payments.support.ts.
import { db } from '@mocks/node';
import { call, formWith, type CallResult } from '../../../tests/support/api';
import { findById } from '@mocks/core/resource';
import { getFile, MAX_DOCUMENT_BYTES, MAX_UPLOAD_BYTES } from '@mocks/core/files';
import { SEED_IDS } from '@mocks/seed';
import {
  P,
  admin,
  member,
  row,
  ownRow,
  freshRow,
  pdf,
  png,
  action,
  download,
  upload,
  put,
  create,
  remove,
  expectError,
  expectInvalidStatus,
  usePaymentActors,
} from './payments.support';

usePaymentActors();

// ---------------------------------------------------------------- the workflow

describe('the document workflow 0 → 2 → 3 → 6 → 7 → 8 → 4 through the endpoints', () => {
  it('walks every step with the right actor and stores / deletes the documents', async () => {
    const created = await create(admin, {
      userId: SEED_IDS.member,
      invoiceId: '2026-11',
      trendyolTotalAmount: 4321.5,
    });
    const id = created.body.content.id as string;
    expect(created.body.content.status).toBe(0);

    // 0 → 2: the administrator uploads the invoice document.
    const adminDoc = await upload('UploadInvoicePhoto', id, admin, pdf('kasim-faturasi.pdf'));
    expect(adminDoc.status).toBe(200);
    expect(adminDoc.body.content.status).toBe(2);
    const adminPath = adminDoc.body.content.invoiceAdminUploadPath as string;
    expect(adminPath).toMatch(/^invoices\/.+\.pdf$/);

    // The member downloads it (status 2).
    const got = await download('DownloadInvoicePhoto', id, member);
    expect(got.status).toBe(200);
    expect(got.headers.get('Content-Type')).toBe('application/pdf');
    expect(got.headers.get('Content-Disposition')).toContain('kasim-faturasi.pdf');
    expect(new TextDecoder().decode(got.bytes!)).toContain('%PDF-1.4');

    // 2 → 3: the member uploads the signed document.
    const signed = await upload('UploadMemberInvoicePhoto', id, member, png('imzali.png'));
    expect(signed.body.content.status).toBe(3);
    const firstMemberPath = signed.body.content.invoiceMemberUploadPath as string;
    const memberDoc = await download('DownloadMemberInvoicePhoto', id, admin);
    expect(memberDoc.status).toBe(200);
    expect(memberDoc.headers.get('Content-Type')).toBe('image/png');
    expect(Array.from(memberDoc.bytes!.slice(0, 4))).toEqual([0x89, 0x50, 0x4e, 0x47]);

    // 3 → 6: the administrator requests a revision; the member's document is deleted.
    const revision = await action('DeleteMemberUpload', id, admin);
    expect(revision.body.content).toMatchObject({ status: 6, invoiceMemberUploadPath: null });
    expect(await getFile(db, firstMemberPath)).toBeUndefined();
    expect((await download('DownloadInvoicePhoto', id, member)).status).toBe(200);

    // 6 → 7: the member uploads again.
    const again = await upload('UploadMemberInvoicePhoto', id, member, pdf('imzali-2.pdf'));
    expect(again.body.content.status).toBe(7);

    // 7 → 8: the administrator approves the official invoice.
    const approved = await action('AcceptMemberInvoice', id, admin);
    expect(approved.body.content.status).toBe(8);
    expect((await download('DownloadMemberInvoicePhoto', id, member)).status).toBe(200);

    // 8 → 4: payment done.
    const paid = await put(admin, { ...approved.body.content, status: 4 });
    expect(paid.body.content.status).toBe(4);
    expect(paid.body.content.invoiceAdminUploadPath).toBe(adminPath);
    expect(await getFile(db, adminPath)).toBeDefined();
  });

  it('lets the member take back their document (3 → 2, 8 → 2, 7 → 6) and the admin delete theirs (2, 6 → 0)', async () => {
    for (const [from, to] of [
      [3, 2],
      [8, 2],
      [7, 6],
    ] as const) {
      const r = await freshRow(from);
      const res = await action('DeleteMemberUploadSelf', r.id, member);
      expect(res.status).toBe(200);
      expect(res.body.content).toMatchObject({ status: to, invoiceMemberUploadPath: null });
    }
    const uploaded = (await upload('UploadInvoicePhoto', ownRow(0).id, admin)).body.content;
    const res = await action('DeleteAdminUpload', uploaded.id, admin);
    expect(res.body.content).toMatchObject({ status: 0, invoiceAdminUploadPath: null });
    expect(await getFile(db, uploaded.invoiceAdminUploadPath!)).toBeUndefined();
  });
});

// ---------------------------------------------------------------- the transition table, every status

/** docs/decisions.md, "Payment tracking" — written out again here, independently of the handler. */
const TABLE: {
  name: string;
  actor: 'admin' | 'member';
  from: Record<number, number | 'removed'>;
  run: (id: string, token: string) => Promise<CallResult>;
}[] = [
  {
    name: 'UploadInvoicePhoto',
    actor: 'admin',
    from: { 0: 2 },
    run: (id, t) => upload('UploadInvoicePhoto', id, t),
  },
  {
    name: 'DeleteAdminUpload',
    actor: 'admin',
    from: { 2: 0, 6: 0 },
    run: (id, t) => action('DeleteAdminUpload', id, t),
  },
  {
    name: 'DownloadInvoicePhoto',
    actor: 'member',
    from: { 2: 2, 6: 6 },
    run: (id, t) => download('DownloadInvoicePhoto', id, t),
  },
  {
    name: 'UploadMemberInvoicePhoto',
    actor: 'member',
    from: { 2: 3, 6: 7 },
    run: (id, t) => upload('UploadMemberInvoicePhoto', id, t),
  },
  {
    name: 'DownloadMemberInvoicePhoto',
    actor: 'admin',
    from: { 3: 3, 7: 7, 8: 8 },
    run: (id, t) => download('DownloadMemberInvoicePhoto', id, t),
  },
  {
    name: 'DeleteMemberUpload',
    actor: 'admin',
    from: { 3: 6, 7: 6 },
    run: (id, t) => action('DeleteMemberUpload', id, t),
  },
  {
    name: 'AcceptMemberInvoice',
    actor: 'admin',
    from: { 3: 8, 7: 8 },
    run: (id, t) => action('AcceptMemberInvoice', id, t),
  },
  {
    name: 'DeleteMemberUploadSelf',
    actor: 'member',
    from: { 3: 2, 8: 2, 7: 6 },
    run: (id, t) => action('DeleteMemberUploadSelf', id, t),
  },
  // Sending the status a paid row already has (4 → 4) is no change, so it is not refused.
  { name: 'PUT status 4', actor: 'admin', from: { 8: 4, 4: 4 }, run: (id, t) => put(t, { id, status: 4 }) },
  {
    name: 'DELETE',
    actor: 'admin',
    from: Object.fromEntries([0, 1, 2, 3, 5, 6, 7, 8, 9].map((s) => [s, 'removed'])),
    run: (id, t) => remove(id, t),
  },
];

describe.each(TABLE)('$name from every status', ({ actor, from, run }) => {
  it('moves only from the allowed statuses and answers PaymentTrackingInvalidStatus otherwise', async () => {
    for (let status = 0; status <= 9; status++) {
      const r = await freshRow(status);
      const res = await run(r.id, actor === 'admin' ? admin : member);
      const to = from[status];
      if (to === undefined) {
        expectInvalidStatus(res, status);
        expect(row(r.id).status).toBe(status);
      } else {
        expect(res.status, `from ${status}`).toBe(200);
        if (to === 'removed') expect(findById(db, 'paymentTrackings', r.id)).toBeUndefined();
        else expect(row(r.id).status).toBe(to);
      }
    }
  });
});

// ---------------------------------------------------------------- documents

describe('invoice documents', () => {
  it.each([
    ['no file', null, 'FileRequired'],
    ['a text file', new File(['merhaba'], 'fatura.txt', { type: 'text/plain' }), 'InvalidFileType'],
    ['an svg', new File(['<svg/>'], 'fatura.svg', { type: 'image/svg+xml' }), 'InvalidFileType'],
    ['an empty pdf', new File([], 'bos.pdf', { type: 'application/pdf' }), 'FileEmpty'],
    [
      'a pdf over the 50 MB cap',
      new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], 'buyuk.pdf', { type: 'application/pdf' }),
      'FileTooLarge',
    ],
  ])('refuses %s (the server blocks it) and keeps the status', async (_label, file, name) => {
    for (const [op, status, token] of [
      ['UploadInvoicePhoto', 0, admin],
      ['UploadMemberInvoicePhoto', 2, member],
    ] as const) {
      const r = ownRow(status);
      const form = formWith(file ? [file] : [], { paymentTrackingId: r.id });
      expectError(await call('POST', `${P}/${op}`, { token, form }), 400, name);
      expect(row(r.id).status).toBe(status);
    }
  });

  it('accepts a pdf over 10 MB: the spec makes that check a warning of the app', async () => {
    for (const [op, status, token] of [
      ['UploadInvoicePhoto', 0, admin],
      ['UploadMemberInvoicePhoto', 2, member],
    ] as const) {
      const bytes = new Uint8Array(MAX_UPLOAD_BYTES + 1);
      bytes.set([...'%PDF-1.4'].map((c) => c.charCodeAt(0)));
      const big = new File([bytes], 'buyuk.pdf', { type: 'application/pdf' });
      expect((await upload(op, ownRow(status).id, token, big)).status).toBe(200);
    }
  });

  it('accepts a pdf of exactly 10 MB and a jpeg', async () => {
    const bytes = new Uint8Array(MAX_UPLOAD_BYTES);
    bytes.set([...'%PDF-1.4'].map((c) => c.charCodeAt(0)));
    const big = new File([bytes], 'tam.pdf', { type: 'application/pdf' });
    expect((await upload('UploadInvoicePhoto', ownRow(0).id, admin, big)).status).toBe(200);
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], 'imza.JPG', { type: 'image/jpeg' });
    expect((await upload('UploadMemberInvoicePhoto', ownRow(6).id, member, jpeg)).body.content.status).toBe(
      7,
    );
  });

  it('downloads seeded documents as sample PDFs and answers FileNotFound when there is none', async () => {
    const seeded = await download('DownloadMemberInvoicePhoto', ownRow(7).id, member);
    expect(seeded.status).toBe(200);
    expect(seeded.headers.get('Content-Type')).toBe('application/pdf');
    expect(new TextDecoder().decode(seeded.bytes!.slice(0, 5))).toBe('%PDF-');
    const bare = await freshRow(2, { invoiceAdminUploadPath: null });
    expectError(await download('DownloadInvoicePhoto', bare.id, admin), 404, 'FileNotFound');
    const lost = await freshRow(3, { invoiceMemberUploadPath: 'invoices/kayip.pdf' });
    expectError(await download('DownloadMemberInvoicePhoto', lost.id, member), 404, 'FileNotFound');
  });

  it('replaces a stored member document on upload and serves the new one', async () => {
    const r = await freshRow(6, { invoiceMemberUploadPath: null });
    const up = await upload('UploadMemberInvoicePhoto', r.id, member, png('yeni.png'));
    const res = await download('DownloadMemberInvoicePhoto', r.id, member);
    expect(res.headers.get('Content-Disposition')).toContain('yeni.png');
    expect(up.body.content.invoiceMemberUploadPath).toMatch(/^invoices\/.+\.png$/);
  });
});
