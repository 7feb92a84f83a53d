// @vitest-environment node
// Payment tracking: the list (GET /api/paymentTrackings) — visibility, filters, search, sorting, paging. Set-up and helpers: payments.support.ts.
import { call } from '../../../tests/support/api';
import { EMPTY_ID } from '@mocks/core/ids';
import { db } from '@mocks/node';
import { SEED_IDS } from '@mocks/seed';
import {
  P,
  admin,
  member,
  otherUserId,
  row,
  ownRow,
  brand,
  list,
  expectError,
  usePaymentActors,
} from './payments.support';

usePaymentActors();

// ---------------------------------------------------------------- list

describe('GET /api/paymentTrackings', () => {
  it('gives administrators every row, newest modification first, as DTOs with the brand name', async () => {
    const res = await call('GET', P, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.content.totalCount).toBe(db.paymentTrackings.count());
    expect(res.body.content.items).toHaveLength(10);
    const all = (await list(admin)).body.content.items;
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
      expect(res.body.content.items.every((r) => r.userId === SEED_IDS.member)).toBe(true);
    }
  });

  it('filters by userId for administrators (the empty id = everybody)', async () => {
    const res = await list(admin, { userId: otherUserId });
    const expected = db.paymentTrackings.findMany((q) => q.where({ userId: otherUserId })).length;
    expect(res.body.content.totalCount).toBe(expected);
    expect(res.body.content.items.every((r) => r.userId === otherUserId)).toBe(true);
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
      expect(res.body.content.items.every((r) => r.status === status)).toBe(true);
    }
    const mine = await list(member, { statusFilter: 0 });
    expect(mine.body.content.items.map((r) => r.id)).toEqual([ownRow(0).id]);
  });

  it('filters by brand: absent = all, the empty id = marketplace rows, an id = that brand', async () => {
    const marketplace = await list(admin, { companyId: EMPTY_ID });
    expect(marketplace.body.content.totalCount).toBe(
      db.paymentTrackings.all().filter((r) => r.companyId === null).length,
    );
    expect(marketplace.body.content.items.every((r) => r.companyId === null && r.companyName === null)).toBe(
      true,
    );
    const koton = brand();
    const branded = await list(admin, { companyId: koton.id });
    const expected = db.paymentTrackings.all().filter((r) => r.companyId === koton.id).length;
    expect(expected).toBeGreaterThan(0);
    expect(branded.body.content.totalCount).toBe(expected);
    expect(branded.body.content.items.every((r) => r.companyName === 'Koton')).toBe(true);
  });

  it('searches full name (Turkish case rules), marketplace name, invoice id and brand name', async () => {
    const byName = await list(admin, { filter: 'AYŞE YILMAZ' });
    expect(byName.body.content.totalCount).toBeGreaterThan(0);
    expect(
      byName.body.content.items.every((r) => r.fullName!.toLocaleLowerCase('tr') === 'ayşe yılmaz'),
    ).toBe(true);
    const byMarketplace = await list(admin, { filter: 'AYSEYILMAZSTIL' });
    expect(byMarketplace.body.content.items.every((r) => r.trendyolUserName === 'ayseyilmazstil')).toBe(true);
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
    const first = (await list(admin, { sortBy: 'paymentAmount desc' })).body.content.items;
    const amounts = first.map((r) => r.paymentAmount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    const page = await call('GET', P, {
      token: admin,
      query: { sortBy: 'paymentAmount desc', pageIndex: 2, pageSize: 7 },
    });
    expect(page.body.content.items.map((r) => r.id)).toEqual(first.slice(14, 21).map((r) => r.id));
    for (const field of Object.keys(first[0]!)) {
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
      const items = (await list(admin, { sortBy: field, ...query })).body.content.items;
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
