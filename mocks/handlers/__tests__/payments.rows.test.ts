// @vitest-environment node
// Payment tracking: one row — read, create, update, delete. Set-up and helpers: payments.support.ts.
import { call, errorNames } from '../../../tests/support/api';
import { EMPTY_ID, newId } from '@mocks/core/ids';
import { findById } from '@mocks/core/resource';
import { getFile } from '@mocks/core/files';
import { computePaymentAmounts } from '@mocks/domain/payments';
import { db } from '@mocks/node';
import { SEED_IDS } from '@mocks/seed';
import {
  P,
  admin,
  member,
  other,
  row,
  ownRow,
  memberUser,
  brand,
  freshRow,
  upload,
  put,
  create,
  remove,
  expectError,
  expectInvalidStatus,
  usePaymentActors,
} from './payments.support';

usePaymentActors();

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
    expect(res.body.errors.map((e) => e.value)).toEqual(values);
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
    expect(await getFile(db, uploaded.invoiceAdminUploadPath!)).toBeDefined();
    const res = await remove(created.id, admin);
    expect(res.status).toBe(200);
    expect(res.body.content).toBeNull();
    expect(findById(db, 'paymentTrackings', created.id)).toBeUndefined();
    expect(await getFile(db, uploaded.invoiceAdminUploadPath!)).toBeUndefined();
  });
  it('refuses paid rows, a missing id and unknown rows', async () => {
    expectInvalidStatus(await remove(ownRow(4).id, admin), 4);
    expect(findById(db, 'paymentTrackings', ownRow(4).id)).toBeDefined();
    expectError(await call('DELETE', P, { token: admin }), 400, 'RequiredField', 'id');
    expectError(await remove(newId(), admin), 404, 'PaymentTrackingNotFound');
  });
});
