// @vitest-environment node
// Reports: what a member sees (own rows only) and the brand filter (companyId). Set-up and helpers: reports.support.ts.
import { call } from '../../../tests/support/api';
import { EMPTY_ID, seedId } from '@mocks/core/ids';
import { first } from '@/lib/at';
import {
  admin,
  member,
  KOTON,
  MAVI,
  UNKNOWN_ID,
  MEMBER_NAMES,
  content,
  items,
  all,
  expectError,
  useReportActors,
} from './reports.support';

useReportActors();

// ---------------------------------------------------------------- member data and brand filters

describe('member scoping', () => {
  const cases = [
    ['/api/Commissions', 'Commission', 8, 'commission'],
    ['/api/trendyolCommissions', 'TrendyolCommission', 9, 'trendyolCommission'],
    ['/api/Coupons', 'Coupon', 11, 'coupon'],
  ] as const;

  it.each(cases)('%s shows a member only rows of their user or marketplace user name', async (path) => {
    const mine = items(await all(path, member));
    expect(mine.length).toBe(3);
    for (const row of mine) expect(MEMBER_NAMES).toContain(row.userName.toLowerCase());
    expect(content(await all(path, admin)).totalCount).toBeGreaterThan(mine.length);
    // A member cannot widen the scope with filters.
    expect(
      items(await all(path, member, { filter: 'a' })).every((r) => MEMBER_NAMES.includes(r.userName)),
    ).toBe(true);
  });

  it.each(cases)('%s: a member reading another member’s row gets %s NotFound', async (path, entity, kind) => {
    const other = items(await all(path, admin)).find(
      (r) => !MEMBER_NAMES.includes(r.userName.toLowerCase()),
    )!;
    expect(other).toBeDefined();
    expectError(await call('GET', `${path}/${other.id}`, { token: member }), 404, `${entity}NotFound`);
    expect((await call('GET', `${path}/${seedId(kind, 1)}`, { token: member })).status).toBe(200);
  });

  it('matches the marketplace user name case-insensitively', async () => {
    const created = await call('POST', '/api/Commissions', {
      token: admin,
      json: { commission: { name: 'Flo 2026-11', userName: 'AyseYilmazStil', total: 10 } },
    });
    expect(created.status).toBe(200);
    const mine = items(await all('/api/Commissions', member));
    expect(mine.map((r) => r.id)).toContain(content(created).id);
    expect((await call('GET', `/api/Commissions/${content(created).id}`, { token: member })).status).toBe(
      200,
    );
  });

  it('campaigns and discount campaigns are agency-wide', async () => {
    expect(content(await all('/api/Campaigns', member)).totalCount).toBe(26);
    expect(content(await all('/api/DiscountCampaigns', member)).totalCount).toBe(22);
  });
});

describe('brand filter (companyId)', () => {
  it.each([
    ['/api/Commissions', 'commission', 4, 8, { name: 'Ajans 2026-11', userName: 'influencer', total: 5 }],
    ['/api/Coupons', 'coupon', 3, 6, { name: 'Genel kupon', userName: 'influencer', code: 'GENEL1' }],
  ] as const)(
    '%s: absent → all, a brand id → that brand, the empty id → rows without a brand',
    async (path, key, perBrand, marketplace, row) => {
      const total = content(await all(path, admin)).totalCount;
      const koton = items(await all(path, admin, { companyId: KOTON }));
      expect(koton).toHaveLength(perBrand);
      expect(koton.every((r) => r.companyId === KOTON && r.companyName === 'Koton')).toBe(true);
      // The seed's marketplace rows (no brand): what the administrator's first view shows.
      const seeded = items(await all(path, admin, { companyId: EMPTY_ID }));
      expect(seeded).toHaveLength(marketplace);
      expect(seeded.every((r) => r.companyId === null && r.companyName === null)).toBe(true);

      const created = await call('POST', path, {
        token: admin,
        json: { [key]: { ...row, companyId: EMPTY_ID } },
      });
      expect(created.status).toBe(200);
      expect(content(created)).toMatchObject({ companyId: null, companyName: null });
      const none = items(await all(path, admin, { companyId: EMPTY_ID }));
      expect(none.map((r) => r.id).sort()).toEqual([...seeded.map((r) => r.id), content(created).id].sort());
      expect(content(await all(path, admin)).totalCount).toBe(total + 1);
      expect(content(await all(path, admin, { companyId: UNKNOWN_ID })).totalCount).toBe(0);
      // Combined with member scoping.
      const mine = items(await all(path, member, { companyId: EMPTY_ID }));
      expect(mine.map((r) => r.id)).toEqual([content(created).id]);
    },
  );

  it.each(['/api/Commissions', '/api/Coupons', '/api/DiscountCampaigns'] as const)(
    '%s refuses a companyId that is not a GUID; reads by id ignore it',
    async (path) => {
      expectError(
        await call('GET', path, { token: admin, query: { companyId: 'koton' } }),
        400,
        'InvalidValue',
        'companyId',
      );
      const id = first(items(await call('GET', path, { token: admin, query: { companyId: KOTON } }))).id;
      const one = await call('GET', `${path}/${id}`, { token: admin, query: { companyId: MAVI } });
      expect(content(one).id).toBe(id);
    },
  );

  it.each([
    ['/api/Commissions', '/api/Commissions', 'commission'],
    ['/api/Coupons', '/api/Coupon', 'coupon'],
    ['/api/DiscountCampaigns', '/api/discountCampaigns', 'discountCampaign'],
  ] as const)(
    '%s compares the brand id case-insensitively; updates and deletes ignore the filter',
    async (path, deletePath, key) => {
      const koton = items(await all(path, admin, { companyId: KOTON }));
      expect(items(await all(path, admin, { companyId: KOTON.toUpperCase() }))).toEqual(koton);
      // A Koton row is found by id on update and delete, whatever companyId the URL carries.
      const updated = await call('PUT', path, {
        token: admin,
        query: { companyId: MAVI },
        json: { [key]: { id: first(koton).id, name: 'Yeniden adlandırıldı' } },
      });
      expect(content(updated)).toMatchObject({ id: first(koton).id, name: 'Yeniden adlandırıldı' });
      const deleted = await call('DELETE', deletePath, {
        token: admin,
        query: { id: first(koton).id, companyId: 'not-a-guid' },
      });
      expect(deleted.status).toBe(200);
      expect(items(await all(path, admin, { companyId: KOTON }))).toHaveLength(koton.length - 1);
    },
  );

  it('discount campaigns filter by brand too', async () => {
    const koton = items(await all('/api/DiscountCampaigns', member, { companyId: KOTON }));
    expect(koton).toHaveLength(2);
    expect(koton.every((r) => r.companyName === 'Koton')).toBe(true);
    expect(content(await all('/api/DiscountCampaigns', admin, { companyId: EMPTY_ID })).totalCount).toBe(0);
  });
});
