// @vitest-environment node
import { readSheet as readXlsx } from 'read-excel-file/universal';
import { call, errorNames, formWith, useMockServer, type CallResult } from '../../../tests/support/api';
import { signToken } from '@mocks/core/auth';
import { EMPTY_ID, newId } from '@mocks/core/ids';
import { findById, insertRow, updateRow } from '@mocks/core/resource';
import { getFile, MAX_UPLOAD_BYTES } from '@mocks/core/files';
import { computePaymentAmounts } from '@mocks/domain/payments';
import { writeXlsx } from '@mocks/lib/sheets';
import { db, type Row } from '@mocks/db';
import { SEED_IDS } from '@mocks/seed';

useMockServer();

type PaymentRow = Row<'paymentTrackings'>;
const P = '/api/paymentTrackings';
const OTHER_BRAND_NAME = 'Koton';

let admin: string;
let member: string;
let other: string;
let otherUserId: string;

beforeAll(async () => {
  admin = await signToken({ userId: SEED_IDS.admin, userName: 'admin' });
  member = await signToken({ userId: SEED_IDS.member, userName: 'influencer' });
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
  other = await signToken({ userId: user.id, userName: user.userName });
});

// ---------------------------------------------------------------- helpers

const row = (id: string) => findById('paymentTrackings', id)!;
const ownRow = (status: number) =>
  db.paymentTrackings.findFirst((q) => q.where({ userId: SEED_IDS.member, status }))!;
const memberUser = () => db.users.findFirst((q) => q.where({ id: SEED_IDS.member }))!;
const brand = (name = OTHER_BRAND_NAME) => db.companies.findFirst((q) => q.where({ name }))!;

/** A new row of the demo member in `status`, with seeded documents (downloads produce sample PDFs). */
async function freshRow(status: number, changes: Partial<PaymentRow> = {}): Promise<PaymentRow> {
  const user = memberUser();
  const n = newId();
  return insertRow('paymentTrackings', {
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

const pdf = (name = 'fatura.pdf') =>
  new File(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], name, { type: 'application/pdf' });
const png = (name = 'fatura.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], name, {
    type: 'image/png',
  });
const csvFile = (text: string, name = 'odenenler.csv') => new File([text], name, { type: 'text/csv' });

const action = (op: string, id: string, token: string | null) =>
  call('GET', `${P}/${op}`, { token, query: { paymentTrackingId: id } });
const download = (op: string, id: string, token: string | null) => call('GET', `${P}/${op}/${id}`, { token });
const upload = (op: string, id: string, token: string | null, file: File = pdf()) =>
  call('POST', `${P}/${op}`, { token, form: formWith([file], { paymentTrackingId: id }) });
const put = (token: string | null, paymentTracking: Record<string, unknown>) =>
  call('PUT', P, { token, json: { paymentTracking } });
const create = (token: string | null, paymentTracking: Record<string, unknown>) =>
  call('POST', P, { token, json: { paymentTracking } });
const remove = (id: string, token: string | null) => call('DELETE', P, { token, query: { id } });
const list = (token: string, query: Record<string, string | number> = {}) =>
  call('GET', P, { token, query: { pageSize: 100000000, ...query } });

function expectError(res: CallResult, status: number, name: string, value?: string | null) {
  expect(res.status).toBe(status);
  expect(errorNames(res)).toContain(name);
  if (value !== undefined) expect(res.body.errors.find((e: any) => e.name === name).value).toBe(value);
}
const expectInvalidStatus = (res: CallResult, status: number) =>
  expectError(res, 400, 'PaymentTrackingInvalidStatus', String(status));

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
    const operator = await signToken({ userId: SEED_IDS.operator, userName: 'operasyon' });
    const res = await action('AcceptMemberInvoice', ownRow(3).id, operator);
    expect(res.status).toBe(200);
    expect(res.body.content.status).toBe(8);
  });
});

// ---------------------------------------------------------------- list

describe('GET /api/paymentTrackings', () => {
  it('gives administrators every row, newest modification first, as DTOs with the brand name', async () => {
    const res = await call('GET', P, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.content.totalCount).toBe(db.paymentTrackings.count());
    expect(res.body.content.items).toHaveLength(10);
    const all = (await list(admin)).body.content.items as any[];
    const dates = all.map((r) => r.modificationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const item of all) {
      expect(item).not.toHaveProperty('createdAt');
      const stored = row(item.id);
      expect(item.companyName).toBe(
        stored.companyId ? db.companies.findFirst((q) => q.where({ id: stored.companyId! }))!.name : null,
      );
    }
  });

  it('gives members only their own rows, whatever userId they send', async () => {
    const own = db.paymentTrackings.findMany((q) => q.where({ userId: SEED_IDS.member })).length;
    for (const userId of [undefined, otherUserId, EMPTY_ID]) {
      const res = await list(member, userId ? { userId } : {});
      expect(res.body.content.totalCount).toBe(own);
      expect(res.body.content.items.every((r: any) => r.userId === SEED_IDS.member)).toBe(true);
    }
  });

  it('filters by userId for administrators (the empty id = everybody)', async () => {
    const res = await list(admin, { userId: otherUserId });
    const expected = db.paymentTrackings.findMany((q) => q.where({ userId: otherUserId })).length;
    expect(res.body.content.totalCount).toBe(expected);
    expect(res.body.content.items.every((r: any) => r.userId === otherUserId)).toBe(true);
    expect((await list(admin, { userId: EMPTY_ID })).body.content.totalCount).toBe(
      db.paymentTrackings.count(),
    );
  });

  it('treats statusFilter absent or -1 as all, and 0 as the status 0 (a real status)', async () => {
    const total = db.paymentTrackings.count();
    expect((await list(admin)).body.content.totalCount).toBe(total);
    expect((await list(admin, { statusFilter: -1 })).body.content.totalCount).toBe(total);
    for (const status of [0, 4, 8]) {
      const res = await list(admin, { statusFilter: status });
      const expected = db.paymentTrackings.findMany((q) => q.where({ status })).length;
      expect(expected).toBeGreaterThan(0);
      expect(res.body.content.totalCount).toBe(expected);
      expect(res.body.content.items.every((r: any) => r.status === status)).toBe(true);
    }
    const mine = await list(member, { statusFilter: 0 });
    expect(mine.body.content.items.map((r: any) => r.id)).toEqual([ownRow(0).id]);
  });

  it('filters by brand: absent = all, the empty id = marketplace rows, an id = that brand', async () => {
    const marketplace = await list(admin, { companyId: EMPTY_ID });
    expect(marketplace.body.content.totalCount).toBe(
      db.paymentTrackings.all().filter((r) => r.companyId === null).length,
    );
    expect(
      marketplace.body.content.items.every((r: any) => r.companyId === null && r.companyName === null),
    ).toBe(true);
    const koton = brand();
    const branded = await list(admin, { companyId: koton.id });
    const expected = db.paymentTrackings.all().filter((r) => r.companyId === koton.id).length;
    expect(expected).toBeGreaterThan(0);
    expect(branded.body.content.totalCount).toBe(expected);
    expect(branded.body.content.items.every((r: any) => r.companyName === 'Koton')).toBe(true);
  });

  it('searches full name (Turkish case rules), marketplace name, invoice id and brand name', async () => {
    const byName = await list(admin, { filter: 'AYŞE YILMAZ' });
    expect(byName.body.content.totalCount).toBeGreaterThan(0);
    expect(
      byName.body.content.items.every((r: any) => r.fullName.toLocaleLowerCase('tr') === 'ayşe yılmaz'),
    ).toBe(true);
    const byMarketplace = await list(admin, { filter: 'AYSEYILMAZSTIL' });
    expect(byMarketplace.body.content.items.every((r: any) => r.trendyolUserName === 'ayseyilmazstil')).toBe(
      true,
    );
    const byInvoice = await list(admin, { filter: '2026-10' });
    expect(byInvoice.body.content.totalCount).toBe(
      db.paymentTrackings.all().filter((r) => r.invoiceId === '2026-10').length,
    );
    const byBrand = await list(admin, { filter: 'koton' });
    expect(byBrand.body.content.totalCount).toBe(
      db.paymentTrackings.all().filter((r) => r.companyId === brand().id).length,
    );
  });

  it('sorts by every scalar field of the DTO, ascending or descending, and pages', async () => {
    const first = (await list(admin, { sortBy: 'paymentAmount desc' })).body.content.items as any[];
    const amounts = first.map((r) => r.paymentAmount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    const page = await call('GET', P, {
      token: admin,
      query: { sortBy: 'paymentAmount desc', pageIndex: 2, pageSize: 7 },
    });
    expect(page.body.content.items.map((r: any) => r.id)).toEqual(first.slice(14, 21).map((r) => r.id));
    for (const field of Object.keys(first[0])) {
      for (const dir of ['', ' desc']) {
        const res = await call('GET', P, { token: admin, query: { sortBy: field + dir } });
        expect(res.status, field + dir).toBe(200);
      }
    }
  });

  it('orders dates and names as the Turkish collation does, with or without a search', async () => {
    const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });
    for (const [field, query] of [
      ['modificationDate', {}],
      ['invoicePeriod', { filter: '20' }],
      ['fullName', {}],
      ['companyName', {}],
    ] as const) {
      const items = (await list(admin, { sortBy: field, ...query })).body.content.items as any[];
      const values = items.map((r) => r[field]);
      const expected = [...values].sort((a, b) =>
        a === b ? 0 : a === null ? -1 : b === null ? 1 : collator.compare(a, b),
      );
      expect(values, field).toEqual(expected);
    }
  });

  it.each([
    [{ sortBy: 'createdAt' }, 'InvalidSortBy'],
    [{ sortBy: 'paymentAmount sideways' }, 'InvalidSortBy'],
    [{ pageIndex: -1 }, 'InvalidPaging'],
    [{ pageSize: 0 }, 'InvalidPaging'],
    [{ statusFilter: 10 }, 'InvalidValue'],
    [{ statusFilter: -2 }, 'InvalidValue'],
    [{ statusFilter: 'paid' }, 'InvalidValue'],
    [{ companyId: 'koton' }, 'InvalidValue'],
  ])('refuses %j with %s', async (query, name) => {
    expectError(await call('GET', P, { token: admin, query }), 400, name);
  });

  it('names companyId when it is not a GUID, and compares brand ids case-insensitively', async () => {
    expectError(await list(admin, { companyId: 'koton' }), 400, 'InvalidValue', 'companyId');
    const koton = brand();
    const lower = await list(admin, { companyId: koton.id });
    expect(lower.body.content.totalCount).toBeGreaterThan(0);
    expect((await list(admin, { companyId: koton.id.toUpperCase() })).body.content).toEqual(
      lower.body.content,
    );
  });
});

// ---------------------------------------------------------------- one row

describe('GET /api/paymentTrackings/{id}', () => {
  it('answers the row to an administrator and to its owner', async () => {
    const r = ownRow(3);
    for (const token of [admin, member]) {
      const res = await call('GET', `${P}/${r.id}`, { token });
      expect(res.status).toBe(200);
      expect(res.body.content).toMatchObject({
        id: r.id,
        status: 3,
        invoiceId: r.invoiceId,
        companyName: r.companyId ? db.companies.findFirst((q) => q.where({ id: r.companyId! }))!.name : null,
      });
    }
  });
  it('answers 404 for another member’s row and for an unknown id', async () => {
    expectError(await call('GET', `${P}/${ownRow(3).id}`, { token: other }), 404, 'PaymentTrackingNotFound');
    expectError(await call('GET', `${P}/${newId()}`, { token: admin }), 404, 'PaymentTrackingNotFound');
  });
});

// ---------------------------------------------------------------- create / update / delete

describe('POST /api/paymentTrackings', () => {
  it('creates a status-0 row with names from the user and amounts from the one function', async () => {
    const user = memberUser();
    const res = await create(admin, { userId: user.id, invoiceId: '2026-11', trendyolTotalAmount: 12345.67 });
    expect(res.status).toBe(200);
    const expected = computePaymentAmounts({
      trendyolTotalAmount: 12345.67,
      newTvCommissionPercentage: user.newTvCommissionPercentage,
      isHaveCompany: user.isHaveCompany,
    });
    expect(res.body.content).toMatchObject({
      ...expected,
      userId: user.id,
      status: 0,
      fullName: 'Ayşe Yılmaz',
      trendyolUserName: 'ayseyilmazstil',
      invoiceId: '2026-11',
      invoicePeriod: '2026-11-01T00:00:00.000Z',
      trendyolTotalAmount: 12345.67,
      companyId: null,
      companyName: null,
      invoiceMemberUploadPath: null,
      invoiceAdminUploadPath: null,
    });
    expect(row(res.body.content.id).createdAt).toBeTruthy();
  });

  it('takes a brand, an explicit agency percentage and the company flag of the user', async () => {
    const company = db.users.all().find((u) => u.isHaveCompany && u.isActive)!;
    const koton = brand();
    const res = await create(admin, {
      userId: company.id,
      companyId: koton.id,
      invoiceId: '2026-11',
      trendyolTotalAmount: '1000',
      newTvCommissionPercentage: 20,
      status: 8,
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      companyId: koton.id,
      companyName: 'Koton',
      status: 0,
      ...computePaymentAmounts({
        trendyolTotalAmount: 1000,
        newTvCommissionPercentage: 20,
        isHaveCompany: true,
      }),
    });
    expect(res.body.content.vatAmount).toBeGreaterThan(0);
    const marketplace = await create(admin, {
      userId: company.id,
      companyId: EMPTY_ID,
      invoiceId: '2026-11',
      trendyolTotalAmount: 0,
    });
    expect(marketplace.body.content).toMatchObject({ companyId: null, paymentAmount: 0 });
  });

  it.each([
    [{}, ['RequiredField'], ['userId', 'invoiceId', 'trendyolTotalAmount']],
    [{ invoiceId: '2026-13' }, ['InvalidValue'], ['invoiceId']],
    [{ invoiceId: '10-2026' }, ['InvalidValue'], ['invoiceId']],
    [{ trendyolTotalAmount: -1 }, ['InvalidValue'], ['trendyolTotalAmount']],
    [{ trendyolTotalAmount: 'çok' }, ['InvalidValue'], ['trendyolTotalAmount']],
    [{ newTvCommissionPercentage: 120 }, ['InvalidValue'], ['newTvCommissionPercentage']],
  ])('refuses %j', async (change, names, values) => {
    const input =
      Object.keys(change).length === 0
        ? {}
        : { userId: SEED_IDS.member, invoiceId: '2026-11', trendyolTotalAmount: 100, ...change };
    const res = await create(admin, input);
    expect(res.status).toBe(400);
    expect(new Set(errorNames(res))).toEqual(new Set(names));
    expect(res.body.errors.map((e: any) => e.value)).toEqual(values);
  });

  it('needs the paymentTracking payload', async () => {
    expectError(await call('POST', P, { token: admin, json: {} }), 400, 'RequiredField', 'paymentTracking');
  });

  it('answers 404 for an unknown user or brand', async () => {
    const base = { userId: SEED_IDS.member, invoiceId: '2026-11', trendyolTotalAmount: 100 };
    expectError(await create(admin, { ...base, userId: newId() }), 404, 'UserNotFound');
    expectError(await create(admin, { ...base, companyId: newId() }), 404, 'CompanyNotFound');
    expect(db.paymentTrackings.count()).toBe(220);
  });
});

describe('PUT /api/paymentTrackings', () => {
  it('recomputes the amounts and keeps what the input omits', async () => {
    const r = ownRow(2);
    const res = await put(admin, { id: r.id, trendyolTotalAmount: 2000, newTvCommissionPercentage: 15 });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      id: r.id,
      status: 2,
      invoiceId: r.invoiceId,
      trendyolTotalAmount: 2000,
      ...computePaymentAmounts({
        trendyolTotalAmount: 2000,
        newTvCommissionPercentage: 15,
        isHaveCompany: false,
      }),
    });
    expect(res.body.content.modificationDate > r.modificationDate).toBe(true);
    const moved = await put(admin, { id: r.id, invoiceId: '2026-11', companyId: brand().id });
    expect(moved.body.content).toMatchObject({
      invoiceId: '2026-11',
      invoicePeriod: '2026-11-01T00:00:00.000Z',
      companyName: 'Koton',
      trendyolTotalAmount: 2000,
      newTvCommissionPercentage: 15,
    });
  });

  it('saves the whole DTO as the UI sends it (payment done: 8 → 4)', async () => {
    const dto = (await call('GET', `${P}/${ownRow(8).id}`, { token: admin })).body.content;
    const res = await put(admin, { ...dto, status: 4 });
    expect(res.status).toBe(200);
    expect(res.body.content.status).toBe(4);
    expect(row(dto.id).status).toBe(4);
  });

  it.each([
    [0, 2],
    [8, 5],
    [3, 4],
    [2, 0],
    [4, 8],
  ])('refuses a status change from %i to %i', async (from, to) => {
    const r = await freshRow(from);
    expectInvalidStatus(await put(admin, { id: r.id, status: to }), from);
    expect(row(r.id).status).toBe(from);
  });

  it('answers 400 without an id or with bad values, 404 for an unknown row, user or brand', async () => {
    expectError(await put(admin, { trendyolTotalAmount: 5 }), 400, 'RequiredField', 'id');
    expectError(await put(admin, { id: EMPTY_ID }), 400, 'RequiredField', 'id');
    expectError(await put(admin, { id: ownRow(0).id, invoiceId: 'Ekim' }), 400, 'InvalidValue', 'invoiceId');
    expectError(await put(admin, { id: ownRow(0).id, status: 'x' }), 400, 'InvalidValue', 'status');
    expectError(await put(admin, { id: newId() }), 404, 'PaymentTrackingNotFound');
    expectError(await put(admin, { id: ownRow(0).id, userId: newId() }), 404, 'UserNotFound');
    expectError(await put(admin, { id: ownRow(0).id, companyId: newId() }), 404, 'CompanyNotFound');
  });
});

describe('DELETE /api/paymentTrackings', () => {
  it('deletes a row and its stored documents', async () => {
    const created = (
      await create(admin, { userId: SEED_IDS.member, invoiceId: '2026-11', trendyolTotalAmount: 100 })
    ).body.content;
    const uploaded = (await upload('UploadInvoicePhoto', created.id, admin)).body.content;
    expect(await getFile(uploaded.invoiceAdminUploadPath)).toBeDefined();
    const res = await remove(created.id, admin);
    expect(res.status).toBe(200);
    expect(res.body.content).toBeNull();
    expect(findById('paymentTrackings', created.id)).toBeUndefined();
    expect(await getFile(uploaded.invoiceAdminUploadPath)).toBeUndefined();
  });
  it('refuses paid rows, a missing id and unknown rows', async () => {
    expectInvalidStatus(await remove(ownRow(4).id, admin), 4);
    expect(findById('paymentTrackings', ownRow(4).id)).toBeDefined();
    expectError(await call('DELETE', P, { token: admin }), 400, 'RequiredField', 'id');
    expectError(await remove(newId(), admin), 404, 'PaymentTrackingNotFound');
  });
});

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
    expect(await getFile(firstMemberPath)).toBeUndefined();
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
    expect(await getFile(adminPath)).toBeDefined();
  });

  it('lets the member take back their document (3 → 2, 8 → 2, 7 → 6) and the admin delete theirs (2, 6 → 0)', async () => {
    for (const [from, to] of [
      [3, 2],
      [8, 2],
      [7, 6],
    ]) {
      const r = await freshRow(from);
      const res = await action('DeleteMemberUploadSelf', r.id, member);
      expect(res.status).toBe(200);
      expect(res.body.content).toMatchObject({ status: to, invoiceMemberUploadPath: null });
    }
    const uploaded = (await upload('UploadInvoicePhoto', ownRow(0).id, admin)).body.content;
    const res = await action('DeleteAdminUpload', uploaded.id, admin);
    expect(res.body.content).toMatchObject({ status: 0, invoiceAdminUploadPath: null });
    expect(await getFile(uploaded.invoiceAdminUploadPath)).toBeUndefined();
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
        if (to === 'removed') expect(findById('paymentTrackings', r.id)).toBeUndefined();
        else expect(row(r.id).status).toBe(to);
      }
    }
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

// ---------------------------------------------------------------- documents

describe('invoice documents', () => {
  it.each([
    ['no file', null, 'FileRequired'],
    ['a text file', new File(['merhaba'], 'fatura.txt', { type: 'text/plain' }), 'InvalidFileType'],
    ['an svg', new File(['<svg/>'], 'fatura.svg', { type: 'image/svg+xml' }), 'InvalidFileType'],
    ['an empty pdf', new File([], 'bos.pdf', { type: 'application/pdf' }), 'FileEmpty'],
    [
      'a pdf over 10 MB',
      new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'buyuk.pdf', { type: 'application/pdf' }),
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

// ---------------------------------------------------------------- bulk documents

describe('POST /api/paymentTrackings/UploadInvoicePhotos', () => {
  const path = `${P}/UploadInvoicePhotos`;
  it('matches each file by {trendyolUserName}_{invoiceId} to a row in status 0 and reports the others', async () => {
    const open = ownRow(0); // ayseyilmazstil, also has a paid row in the same period
    const otherOpen = db.paymentTrackings
      .all()
      .find((r) => r.status === 0 && r.userId !== SEED_IDS.member && r.trendyolUserName)!;
    const signed = ownRow(3);
    const files = [
      pdf(`${open.trendyolUserName}_${open.invoiceId}.pdf`),
      png(`${otherOpen.trendyolUserName!.toUpperCase()}_${otherOpen.invoiceId}.PNG`),
      pdf(`${signed.trendyolUserName}_${signed.invoiceId}.pdf`),
      pdf('kimse_2026-10.pdf'),
      pdf('fatura.pdf'),
      new File(['x'], `${open.trendyolUserName}_${open.invoiceId}.txt`, { type: 'text/plain' }),
    ];
    const res = await call('POST', path, { token: admin, form: formWith(files) });
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({
      totalCount: 6,
      successCount: 2,
      errorCount: 4,
      rows: [
        { row: 3, key: files[2].name, errors: [{ name: 'PaymentTrackingInvalidStatus', value: '3' }] },
        {
          row: 4,
          key: 'kimse_2026-10.pdf',
          errors: [{ name: 'PaymentTrackingNotFound', value: 'kimse_2026-10.pdf' }],
        },
        { row: 5, key: 'fatura.pdf', errors: [{ name: 'PaymentTrackingNotFound', value: 'fatura.pdf' }] },
        { row: 6, key: files[5].name, errors: [{ name: 'InvalidFileType', value: files[5].name }] },
      ],
    });
    expect(row(open.id).status).toBe(2);
    expect(row(otherOpen.id).status).toBe(2);
    expect(row(signed.id).status).toBe(3);
    const stored = await getFile(row(otherOpen.id).invoiceAdminUploadPath!);
    expect(stored?.type).toBe('image/png');
  });
  it('needs at least one file', async () => {
    expectError(await call('POST', path, { token: admin, form: new FormData() }), 400, 'FileRequired');
  });
});

// ---------------------------------------------------------------- paid from a spreadsheet

describe('POST /api/paymenttrackings/UpdatePaymentWithExcelForPayedStatus', () => {
  const path = '/api/paymenttrackings/UpdatePaymentWithExcelForPayedStatus';
  const send = (file: File | null, token = admin) =>
    call('POST', path, { token, form: formWith(file ? [file] : []) });

  it('marks the listed rows in status 8 paid from a csv, reporting the others per line', async () => {
    const approved = ownRow(8);
    const signed = ownRow(3);
    const csv = [
      'TrendyolUserName;InvoiceId',
      `${approved.trendyolUserName!.toUpperCase()};${approved.invoiceId}`,
      `${signed.trendyolUserName};${signed.invoiceId}`,
      'kimse;2026-10',
      `${approved.trendyolUserName};`,
    ].join('\n');
    const res = await send(csvFile(csv));
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({
      totalCount: 4,
      successCount: 1,
      errorCount: 3,
      rows: [
        {
          row: 3,
          key: `${signed.trendyolUserName}_${signed.invoiceId}`,
          errors: [{ name: 'PaymentTrackingInvalidStatus', value: '3' }],
        },
        {
          row: 4,
          key: 'kimse_2026-10',
          errors: [{ name: 'PaymentTrackingNotFound', value: 'kimse_2026-10' }],
        },
        {
          row: 5,
          key: `${approved.trendyolUserName}_`,
          errors: [{ name: 'RequiredField', value: 'invoiceId' }],
        },
      ],
    });
    expect(row(approved.id).status).toBe(4);
    expect(row(signed.id).status).toBe(3);
  });

  it('reads a real xlsx too', async () => {
    const approved = db.paymentTrackings.all().filter((r) => r.status === 8 && r.trendyolUserName);
    const blob = await writeXlsx(
      [
        { header: 'trendyolUserName', key: 'trendyolUserName' },
        { header: 'invoiceId', key: 'invoiceId' },
      ],
      approved.map((r) => ({ trendyolUserName: r.trendyolUserName, invoiceId: r.invoiceId })),
    );
    const res = await send(new File([blob], 'odenenler.xlsx'));
    expect(res.status).toBe(200);
    expect(res.body.content.successCount).toBe(approved.length);
    for (const r of approved) expect(row(r.id).status).toBe(4);
  });

  it.each([
    ['no file', null, 'FileRequired'],
    ['a missing column', csvFile('trendyolUserName,total\nx,1\n'), 'MissingColumn'],
    ['a pdf', pdf(), 'InvalidFileType'],
    ['a header-only csv', csvFile('trendyolUserName,invoiceId\n'), 'FileEmpty'],
  ])('answers 400 for %s', async (_label, file, name) => {
    expectError(await send(file), 400, name);
  });
});

// ---------------------------------------------------------------- update list

describe('GET /api/paymentTrackings/UpdatePaymentTrackingForAll', () => {
  const run = () => call('GET', `${P}/UpdatePaymentTrackingForAll`, { token: admin });

  it('refreshes names and amounts of unpaid rows, carries small ones over and brings big ones back', async () => {
    const user = memberUser();
    await updateRow('users', user, { fullName: 'Ayşe Yılmaz Kaya', newTvCommissionPercentage: 12 });
    const small = await freshRow(0, { trendyolTotalAmount: 100 });
    const big = await freshRow(5, { trendyolTotalAmount: 50000 });
    const paid = ownRow(4);
    const res = await run();
    expect(res.status).toBe(200);
    expect(res.body.content).toBeGreaterThan(0);

    const refreshed = row(ownRow(2).id);
    expect(refreshed.fullName).toBe('Ayşe Yılmaz Kaya');
    expect(refreshed).toMatchObject(
      computePaymentAmounts({
        trendyolTotalAmount: refreshed.trendyolTotalAmount,
        newTvCommissionPercentage: 12,
        isHaveCompany: false,
      }),
    );
    expect(row(small.id).status).toBe(5);
    expect(row(big.id)).toMatchObject({ status: 0, newTvCommissionPercentage: 12 });
    expect(row(paid.id)).toEqual(paid);
    for (const r of db.paymentTrackings.all()) {
      if (r.status === 0) expect(r.paymentAmount).toBeGreaterThanOrEqual(1000);
    }
    // Nothing left to change.
    expect((await run()).body.content).toBe(0);
  });

  it('uses the storage setting MinimumPaymentAmount', async () => {
    const setting = db.storage.findFirst((q) => q.where({ key: 'MinimumPaymentAmount' }))!;
    await run();
    const r = await freshRow(0, {
      trendyolTotalAmount: 3000,
      ...computePaymentAmounts({
        trendyolTotalAmount: 3000,
        newTvCommissionPercentage: 10,
        isHaveCompany: false,
      }),
    });
    expect(r.paymentAmount).toBeLessThan(5000);
    expect((await run()).body.content).toBe(0);
    await updateRow('storage', setting, { value: '5000' });
    expect((await run()).body.content).toBeGreaterThan(0);
    expect(row(r.id).status).toBe(5);
    await updateRow('storage', setting, { value: '100' });
    await run();
    expect(row(r.id).status).toBe(0);
  });
});

// ---------------------------------------------------------------- Excel export

describe('GET /api/paymentTrackings/getTrackingExcel/{invoiceDate}', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  it('is a real xlsx of the period’s rows with Turkish headers and numeric amounts', async () => {
    const res = await call('GET', `${P}/getTrackingExcel/2026-10`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe(XLSX);
    expect(res.headers.get('Content-Disposition')).toContain('2026-10.xlsx');
    const [header, ...data] = await readXlsx(res.bytes!.slice().buffer);
    expect(header).toEqual([
      'Ad Soyad',
      'Trendyol Kullanıcı Adı',
      'Fatura Dönemi',
      'Marka',
      'Durum',
      'Trendyol Kazancı',
      'Ajans Komisyon Oranı (%)',
      'Ajans Komisyonu',
      'Brüt Tutar',
      'Stopaj (%15)',
      'KDV (%18)',
      'Tevkifat (%70)',
      'Ödenecek Tutar',
    ]);
    const rows = db.paymentTrackings.all().filter((r) => r.invoiceId === '2026-10');
    expect(data).toHaveLength(rows.length);
    const total = (list: number[]) => Math.round(list.reduce((a, b) => a + b, 0) * 100);
    expect(total(data.map((d) => d[12] as number))).toBe(total(rows.map((r) => r.paymentAmount)));
    for (const d of data) {
      expect(d[2]).toBe('2026-10');
      for (const i of [5, 6, 7, 8, 9, 10, 11, 12]) expect(typeof d[i]).toBe('number');
    }
    const own = rows.find((r) => r.userId === SEED_IDS.member)!;
    expect(own.status).toBe(4);
    const line = data.find((d) => d[0] === 'Ayşe Yılmaz')!;
    expect(line).toEqual([
      'Ayşe Yılmaz',
      'ayseyilmazstil',
      '2026-10',
      null,
      'Ödendi',
      own.trendyolTotalAmount,
      own.newTvCommissionPercentage,
      own.newTvCommissionAmount,
      own.grossAmount,
      own.stoppageTaxAmount,
      own.vatAmount,
      own.tevkifatAmount,
      own.paymentAmount,
    ]);
  });

  it('filters by brand (the empty id = marketplace rows)', async () => {
    const res = await call('GET', `${P}/getTrackingExcel/2026-10`, {
      token: admin,
      query: { companyId: EMPTY_ID },
    });
    const [, ...data] = await readXlsx(res.bytes!.slice().buffer);
    expect(data).toHaveLength(
      db.paymentTrackings.all().filter((r) => r.invoiceId === '2026-10' && r.companyId === null).length,
    );
    expect(data.every((d) => d[3] === null)).toBe(true);
    expectError(
      await call('GET', `${P}/getTrackingExcel/2026-10`, { token: admin, query: { companyId: 'koton' } }),
      400,
      'InvalidValue',
      'companyId',
    );
  });

  it('answers RequiredField for a blank period and InvalidValue for a malformed one', async () => {
    expectError(
      await call('GET', `${P}/getTrackingExcel/%20`, { token: admin }),
      400,
      'RequiredField',
      'invoiceDate',
    );
    expectError(
      await call('GET', `${P}/getTrackingExcel/Ekim`, { token: admin }),
      400,
      'InvalidValue',
      'invoiceDate',
    );
  });
});

// ---------------------------------------------------------------- reminder mail

describe('POST /api/paymentTrackings/SendMailForNotSignedInvoices', () => {
  const send = (json: unknown) => call('POST', `${P}/SendMailForNotSignedInvoices`, { token: admin, json });

  it('mails every distinct owner of a row of the period in status 2 or 6, once', async () => {
    await freshRow(2, { invoiceId: '2026-10' });
    await freshRow(6, { invoiceId: '2026-10' });
    const owners = new Set(
      db.paymentTrackings
        .all()
        .filter((r) => r.invoiceId === '2026-10' && (r.status === 2 || r.status === 6))
        .map((r) => r.userId),
    );
    expect(owners.size).toBeGreaterThan(1);
    const before = db.mails.count();
    const res = await send({
      invoiceId: '2026-10',
      mailContent: 'Faturanızı imzalayıp yükleyiniz.\nTeşekkürler',
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toBe(owners.size);
    const mails = db.mails.all().slice(before);
    expect(mails).toHaveLength(owners.size);
    const expectedTo = [...owners].map((id) => db.users.findFirst((q) => q.where({ id }))!.email).sort();
    expect(mails.map((m) => m.to).sort()).toEqual(expectedTo);
    const own = mails.find((m) => m.to === 'influencer@portal.example')!;
    expect(own.subject).toContain('2026-10');
    expect(own.html).toContain('Faturanızı imzalayıp yükleyiniz.');
    expect(own.html).toContain('Teşekkürler');
  });

  it('answers 0 when nobody has an unsigned row in that period', async () => {
    expect((await send({ invoiceId: '2030-01', mailContent: 'x' })).body.content).toBe(0);
  });

  it.each([
    [{}, ['invoiceId', 'mailContent']],
    [{ invoiceId: '2026-10', mailContent: '  ' }, ['mailContent']],
    [{ invoiceId: '', mailContent: 'x' }, ['invoiceId']],
  ])('answers RequiredField for %j', async (json, fields) => {
    const res = await send(json);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(fields.map((value) => ({ name: 'RequiredField', value })));
  });

  it('answers InvalidValue for a period that is not YYYY-MM', async () => {
    expectError(await send({ invoiceId: 'Ekim', mailContent: 'x' }), 400, 'InvalidValue', 'invoiceId');
  });
});
