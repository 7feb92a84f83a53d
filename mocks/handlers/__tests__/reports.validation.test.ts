// @vitest-environment node
// Reports: per-resource DTOs and validation. Set-up and helpers: reports.support.ts.
import { call } from '../../../tests/support/api';
import { EMPTY_ID, seedId } from '@mocks/core/ids';
import { db } from '@mocks/node';
import {
  admin,
  KOTON,
  MAVI,
  UNKNOWN_ID,
  content,
  items,
  all,
  expectSorted,
  expectError,
  RESOURCES,
  useReportActors,
} from './reports.support';
import { at } from '@/lib/at';

useReportActors();

// ---------------------------------------------------------------- DTOs and validation

describe('commissions', () => {
  it('adds the brand name and whether the user exists in the portal', async () => {
    const list = items(await all('/api/Commissions', admin));
    const unregistered = list.filter((r) => r.userName.startsWith('kayitsiz'));
    expect(unregistered.length).toBeGreaterThan(0);
    expect(unregistered.every((r) => r.isHaveUserInCms === false)).toBe(true);
    expect(list.filter((r) => !r.userName.startsWith('kayitsiz')).every((r) => r.isHaveUserInCms)).toBe(true);
    const first = content(await call('GET', `/api/Commissions/${seedId(8, 1)}`, { token: admin }));
    expect(first).toMatchObject({
      userName: 'influencer',
      companyId: KOTON,
      companyName: 'Koton',
      isHaveUserInCms: true,
    });
    const upper = await call('POST', '/api/Commissions', {
      token: admin,
      json: { commission: { name: 'x', userName: 'INFLUENCER', total: 1 } },
    });
    expect(content(upper).isHaveUserInCms).toBe(true);
  });

  it('sorts by total desc and pages through all rows', async () => {
    const page = await call('GET', '/api/Commissions', {
      token: admin,
      query: { sortBy: 'total desc', pageIndex: 0, pageSize: 7 },
    });
    expect(items(page)).toHaveLength(7);
    expect(content(page).totalCount).toBe(48);
    const everything = items(await all('/api/Commissions', admin, { sortBy: 'total desc' }));
    expect(everything).toHaveLength(48);
    expectSorted(everything, 'total', true);
    expect(items(page)).toEqual(everything.slice(0, 7));
    const last = await call('GET', '/api/Commissions', {
      token: admin,
      query: { sortBy: 'total desc', pageIndex: 6, pageSize: 7 },
    });
    expect(items(last)).toEqual(everything.slice(42));
  });

  it('accepts and ignores grantedPermissionIds', async () => {
    const res = await call('POST', '/api/Commissions', {
      token: admin,
      json: { commission: { name: 'Boyner 2026-11', userName: 'influencer' }, grantedPermissionIds: ['x'] },
    });
    expect(res.status).toBe(200);
    expect(content(res)).toMatchObject({ total: 0, invoiceId: null, companyId: null });
  });

  it.each([
    [{ name: '' }, 'RequiredField', 'name'],
    [{ name: '   ' }, 'RequiredField', 'name'],
    [{ userName: null }, 'RequiredField', 'userName'],
    [{ total: -1 }, 'InvalidValue', 'total'],
    [{ total: 'çok' }, 'InvalidValue', 'total'],
    [{ companyId: UNKNOWN_ID }, 'CompanyNotFound', UNKNOWN_ID],
  ])('refuses %j with %s', async (change, name, value) => {
    const input = { name: 'Koton 2026-11', userName: 'influencer', total: 10, ...change };
    expectError(
      await call('POST', '/api/Commissions', { token: admin, json: { commission: input } }),
      400,
      name,
      value,
    );
    const id = seedId(8, 1);
    expectError(
      await call('PUT', '/api/Commissions', { token: admin, json: { commission: { id, ...input } } }),
      400,
      name,
      value,
    );
  });

  it('reports every error at once', async () => {
    const res = await call('POST', '/api/Commissions', { token: admin, json: { commission: { total: -5 } } });
    expect(res.body.errors).toEqual([
      { name: 'RequiredField', value: 'name' },
      { name: 'RequiredField', value: 'userName' },
      { name: 'InvalidValue', value: 'total' },
    ]);
  });
});

describe('marketplace commissions', () => {
  it.each([
    [{ name: '' }, 'RequiredField', 'name'],
    [{ userName: '' }, 'RequiredField', 'userName'],
    [{ total: '-0.5' }, 'InvalidValue', 'total'],
    [{ total: 'abc' }, 'InvalidValue', 'total'],
  ])('refuses %j with %s', async (change, name, value) => {
    const input = { name: 'Trendyol 2026-11', userName: 'ayseyilmazstil', total: 10, ...change };
    expectError(
      await call('POST', '/api/trendyolCommissions', { token: admin, json: { trendyolCommission: input } }),
      400,
      name,
      value,
    );
    expectError(
      await call('PUT', '/api/trendyolCommissions', {
        token: admin,
        json: { trendyolCommission: { id: seedId(9, 1), ...input } },
      }),
      400,
      name,
      value,
    );
  });

  it('flags unregistered marketplace user names', async () => {
    const list = items(await all('/api/trendyolCommissions', admin));
    expect(list.find((r) => r.userName.startsWith('trendyolkayitsiz'))?.isHaveUserInCms).toBe(false);
    expect(list.find((r) => r.userName === 'ayseyilmazstil')?.isHaveUserInCms).toBe(true);
  });
});

describe('campaigns', () => {
  it('requires a name on create and update', async () => {
    expectError(
      await call('POST', '/api/Campaign', { token: admin, json: { campaign: { mostSoldProduct: 'x' } } }),
      400,
      'RequiredField',
      'name',
    );
    expectError(
      await call('PUT', '/api/Campaign', {
        token: admin,
        json: { campaign: { id: seedId(10, 1), name: ' ' } },
      }),
      400,
      'RequiredField',
      'name',
    );
  });
});

describe('coupons', () => {
  it.each([
    [{ name: '' }, 'RequiredField', 'name'],
    [{ userName: null }, 'RequiredField', 'userName'],
    [{ code: '' }, 'RequiredField', 'code'],
    [{ companyId: UNKNOWN_ID }, 'CompanyNotFound', UNKNOWN_ID],
    [{ companyId: 'koton' }, 'CompanyNotFound', 'koton'],
  ])('refuses %j with %s', async (change, name, value) => {
    const input = { name: 'Koton %10', userName: 'influencer', code: 'KOTON10', companyId: KOTON, ...change };
    expectError(
      await call('POST', '/api/Coupons', { token: admin, json: { coupon: input } }),
      400,
      name,
      value,
    );
    expectError(
      await call('PUT', '/api/Coupons', { token: admin, json: { coupon: { id: seedId(11, 1), ...input } } }),
      400,
      name,
      value,
    );
  });

  it('moves a coupon to another brand', async () => {
    const res = await call('PUT', '/api/Coupons', {
      token: admin,
      json: { coupon: { id: seedId(11, 1), companyId: MAVI } },
    });
    expect(content(res)).toMatchObject({ companyId: MAVI, companyName: 'Mavi', userName: 'influencer' });
  });
});

describe('discount campaigns', () => {
  const valid = at(RESOURCES, 4).valid;
  const required = [
    'name',
    'description',
    'commissionPercentage',
    'url',
    'startDate',
    'finishDate',
    'companyId',
  ];

  it.each(required)('requires %s', async (field) => {
    for (const blank of [undefined, '', null]) {
      const input = { ...valid, [field]: blank };
      expectError(
        await call('POST', '/api/DiscountCampaigns', { token: admin, json: { discountCampaign: input } }),
        400,
        'RequiredField',
        field,
      );
    }
    expectError(
      await call('PUT', '/api/DiscountCampaigns', {
        token: admin,
        json: { discountCampaign: { id: seedId(12, 1), [field]: '' } },
      }),
      400,
      'RequiredField',
      field,
    );
  });

  it('does not require isMobileLink and treats the empty id as a missing brand', async () => {
    const { isMobileLink: _, ...rest } = valid;
    const res = await call('POST', '/api/DiscountCampaigns', {
      token: admin,
      json: { discountCampaign: rest },
    });
    expect(content(res).isMobileLink).toBe(false);
    expectError(
      await call('POST', '/api/DiscountCampaigns', {
        token: admin,
        json: { discountCampaign: { ...valid, companyId: EMPTY_ID } },
      }),
      400,
      'RequiredField',
      'companyId',
    );
  });

  it.each([
    [{ commissionPercentage: 101 }, 'InvalidValue', 'commissionPercentage'],
    [{ commissionPercentage: -1 }, 'InvalidValue', 'commissionPercentage'],
    [{ commissionPercentage: 'yüzde' }, 'InvalidValue', 'commissionPercentage'],
    [{ url: 'ftp://koton.com.tr/x' }, 'InvalidValue', 'url'],
    [{ url: 'koton.com.tr' }, 'InvalidValue', 'url'],
    [{ startDate: '01/12/2026' }, 'InvalidValue', 'startDate'],
    [{ finishDate: '2026-13-45' }, 'InvalidValue', 'finishDate'],
    // A day that does not exist (JavaScript's Date would roll it over to 2 March).
    [{ startDate: '2026-02-30' }, 'InvalidValue', 'startDate'],
    [{ finishDate: '2027-02-29T10:00:00Z' }, 'InvalidValue', 'finishDate'],
    [{ finishDate: '2026-11-30T23:59:59Z' }, 'InvalidDateRange', 'finishDate'],
    [{ companyId: UNKNOWN_ID }, 'CompanyNotFound', UNKNOWN_ID],
  ])('refuses %j with %s', async (change, name, value) => {
    const input = { ...valid, ...change };
    expectError(
      await call('POST', '/api/DiscountCampaigns', { token: admin, json: { discountCampaign: input } }),
      400,
      name,
      value,
    );
    expectError(
      await call('PUT', '/api/DiscountCampaigns', {
        token: admin,
        json: { discountCampaign: { id: seedId(12, 1), ...input } },
      }),
      400,
      name,
      value,
    );
  });

  it('accepts the boundaries: 0 and 100 percent, a one-day campaign, a plain date', async () => {
    for (const change of [
      { commissionPercentage: 0 },
      { commissionPercentage: 100 },
      { startDate: '2026-12-01', finishDate: '2026-12-01' },
    ]) {
      const res = await call('POST', '/api/DiscountCampaigns', {
        token: admin,
        json: { discountCampaign: { ...valid, ...change } },
      });
      expect(res.status).toBe(200);
    }
    const plain = await call('POST', '/api/DiscountCampaigns', {
      token: admin,
      json: { discountCampaign: { ...valid, startDate: '2026-12-05', finishDate: '2026-12-06' } },
    });
    expect(content(plain)).toMatchObject({
      startDate: '2026-12-05T00:00:00.000Z',
      finishDate: '2026-12-06T00:00:00.000Z',
      companyName: 'Koton',
    });
  });

  it('checks the range against the stored dates on a partial update', async () => {
    const row = db.discountCampaigns.findFirst((q) => q.where({ id: seedId(12, 1) }))!;
    const before = new Date(new Date(row.startDate).getTime() - 86400000).toISOString();
    expectError(
      await call('PUT', '/api/DiscountCampaigns', {
        token: admin,
        json: { discountCampaign: { id: row.id, finishDate: before } },
      }),
      400,
      'InvalidDateRange',
    );
  });
});
