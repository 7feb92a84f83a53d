// @vitest-environment node
import { call, errorNames, formWith, useMockServer, type CallResult } from '../../../tests/support/api';
import { signToken } from '@mocks/core/auth';
import { EMPTY_ID, seedId } from '@mocks/core/ids';
import { ALL_ROWS, compareValues } from '@mocks/core/paging';
import { parseDecimal } from '@mocks/core/imports';
import { db } from '@mocks/db';
import { SEED_IDS } from '@mocks/seed';
import { writeXlsx, type SheetColumn } from '@mocks/lib/sheets';

useMockServer();

let admin: string;
let member: string;
beforeAll(async () => {
  admin = await signToken({ userId: SEED_IDS.admin, userName: 'admin' });
  member = await signToken({ userId: SEED_IDS.member, userName: 'influencer' });
});

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const csvFile = (text: string, name = 'rapor.csv') => new File([text], name, { type: 'text/csv' });
async function xlsxFile(
  columns: (string | SheetColumn)[],
  rows: Record<string, unknown>[],
  name = 'rapor.xlsx',
) {
  const cols = columns.map((c) => (typeof c === 'string' ? { header: c, key: c } : c));
  return new File([await writeXlsx(cols, rows)], name, { type: XLSX_TYPE });
}
const OLE2 = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)]);

const KOTON = seedId(6, 1);
const MAVI = seedId(6, 2);
const UNKNOWN_ID = '11111111-2222-4333-8444-555555555555';
const MEMBER_NAMES = ['influencer', 'ayseyilmazstil'];

const content = (res: CallResult) => res.body.content;
const items = (res: CallResult) => res.body.content.items as any[];
const all = (path: string, token: string, query: Record<string, string> = {}) =>
  call('GET', path, { token, query: { pageSize: ALL_ROWS, ...query } });

function expectSorted(list: any[], field: string, desc = false) {
  for (let i = 1; i < list.length; i++) {
    const c = compareValues(list[i - 1][field], list[i][field]);
    expect(desc ? c >= 0 : c <= 0, `${field} at ${i}`).toBe(true);
  }
}

function expectError(res: CallResult, status: number, name: string, value?: string | null) {
  expect(res.status).toBe(status);
  expect(res.body.isError).toBe(true);
  expect(errorNames(res)).toContain(name);
  if (value !== undefined) expect(res.body.errors).toContainEqual({ name, value });
}

// ---------------------------------------------------------------- the five resources, generically

interface Resource {
  entity: string;
  listPath: string;
  getPath: string;
  savePath: string;
  deletePath: string;
  payloadKey: string;
  kind: number;
  count: number;
  valid: Record<string, unknown>;
  change: Record<string, unknown>;
  sortable: string[];
  search: [string, (row: any) => boolean];
  defaultSort: [string, boolean];
}

const RESOURCES: Resource[] = [
  {
    entity: 'Commission',
    listPath: '/api/Commissions',
    getPath: '/api/Commissions',
    savePath: '/api/Commissions',
    deletePath: '/api/Commissions',
    payloadKey: 'commission',
    kind: 8,
    count: 48,
    valid: {
      name: 'Koton 2026-11',
      userName: 'influencer',
      invoiceId: '2026-11',
      total: 1250.5,
      companyId: KOTON,
    },
    change: { total: 99, invoiceId: '2026-12' },
    sortable: ['id', 'name', 'userName', 'invoiceId', 'total', 'companyId', 'companyName', 'isHaveUserInCms'],
    search: ['kayitsiz', (r) => r.userName.includes('kayitsiz')],
    defaultSort: ['invoiceId', true],
  },
  {
    entity: 'TrendyolCommission',
    listPath: '/api/trendyolCommissions',
    getPath: '/api/trendyolCommissions',
    savePath: '/api/trendyolCommissions',
    deletePath: '/api/trendyolCommissions',
    payloadKey: 'trendyolCommission',
    kind: 9,
    count: 48,
    valid: { name: 'Trendyol 2026-11', userName: 'ayseyilmazstil', invoiceId: '2026-11', total: '300.25' },
    change: { total: 0 },
    sortable: ['id', 'name', 'userName', 'invoiceId', 'total', 'isHaveUserInCms'],
    search: ['2026-07', (r) => r.invoiceId === '2026-07'],
    defaultSort: ['invoiceId', true],
  },
  {
    entity: 'Campaign',
    listPath: '/api/Campaigns',
    getPath: '/api/Campaigns',
    savePath: '/api/Campaign',
    deletePath: '/api/Campaign',
    payloadKey: 'campaign',
    kind: 10,
    count: 26,
    valid: {
      name: 'Yılbaşı Kampanyası 2026',
      mostCategoryCiroWithLink: 'Kozmetik',
      mostCategoryCiroWithoutLink: 'Ayakkabı',
      mostSoldProduct: 'Triko Kazak',
    },
    change: { mostSoldProduct: 'Mom Jean' },
    sortable: ['id', 'name', 'mostCategoryCiroWithLink', 'mostCategoryCiroWithoutLink', 'mostSoldProduct'],
    search: [
      'KOZMETİK',
      (r) => [r.mostCategoryCiroWithLink, r.mostCategoryCiroWithoutLink].includes('Kozmetik'),
    ],
    defaultSort: ['name', false],
  },
  {
    entity: 'Coupon',
    listPath: '/api/Coupons',
    getPath: '/api/Coupons',
    savePath: '/api/Coupons',
    deletePath: '/api/Coupon',
    payloadKey: 'coupon',
    kind: 11,
    count: 36,
    valid: { name: 'Mavi %20 indirim', userName: 'influencer', code: 'MAVI20AYSE', companyId: MAVI },
    change: { code: 'MAVI25AYSE' },
    sortable: ['id', 'name', 'userName', 'code', 'companyId', 'companyName'],
    search: ['koton', (r) => r.companyName === 'Koton' || /koton/i.test(r.name + r.code)],
    defaultSort: ['name', false],
  },
  {
    entity: 'DiscountCampaign',
    listPath: '/api/DiscountCampaigns',
    getPath: '/api/DiscountCampaigns',
    savePath: '/api/DiscountCampaigns',
    deletePath: '/api/discountCampaigns',
    payloadKey: 'discountCampaign',
    kind: 12,
    count: 22,
    valid: {
      name: 'Koton Keten Gömlek',
      description: 'Keten gömlekte avantajlı fiyat.',
      commissionPercentage: 15,
      url: 'https://www.koton.com.tr/urun/keten-gomlek',
      startDate: '2026-12-01T00:00:00.000Z',
      finishDate: '2026-12-31T00:00:00.000Z',
      isMobileLink: true,
      companyId: KOTON,
    },
    change: { commissionPercentage: '20', isMobileLink: false },
    sortable: [
      'id',
      'name',
      'description',
      'commissionPercentage',
      'url',
      'startDate',
      'finishDate',
      'isMobileLink',
      'companyId',
      'companyName',
    ],
    search: ['mavi', (r) => r.companyName === 'Mavi' || /mavi/i.test(r.name + r.description + r.url)],
    defaultSort: ['startDate', true],
  },
];

describe.each(RESOURCES)('$entity resource', (res) => {
  const seedRow = seedId(res.kind, 1); // visible to the demo member in every resource
  const body = (input: Record<string, unknown>) => ({ [res.payloadKey]: input });

  it('lists with the default sort, paging and totalCount', async () => {
    const page = await call('GET', res.listPath, { token: admin });
    expect(page.status).toBe(200);
    expect(content(page).totalCount).toBe(res.count);
    expect(items(page)).toHaveLength(10);
    const everything = items(await all(res.listPath, admin));
    expect(everything).toHaveLength(res.count);
    expectSorted(everything, ...res.defaultSort);
    const second = await call('GET', res.listPath, { token: admin, query: { pageIndex: 1, pageSize: 5 } });
    expect(items(second).map((r) => r.id)).toEqual(everything.slice(5, 10).map((r) => r.id));
  });

  it('sorts by every item field, both ways', async () => {
    for (const field of res.sortable) {
      for (const desc of [false, true]) {
        const list = await all(res.listPath, admin, {
          sortBy: `${field.toUpperCase()}${desc ? ' desc' : ''}`,
        });
        expect(list.status).toBe(200);
        expectSorted(items(list), field, desc);
      }
    }
  });

  it('searches the text columns case-insensitively', async () => {
    const [needle, matches] = res.search;
    const list = items(await all(res.listPath, admin, { filter: needle }));
    expect(list.length).toBeGreaterThan(0);
    const expected = items(await all(res.listPath, admin)).filter(matches);
    expect(list.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
  });

  it.each([
    [{ pageIndex: -1 }, 'InvalidPaging', 'pageIndex'],
    [{ pageSize: 0 }, 'InvalidPaging', 'pageSize'],
    [{ sortBy: 'password' }, 'InvalidSortBy', 'password'],
    [{ sortBy: 'name sideways' }, 'InvalidSortBy', 'name sideways'],
  ])('refuses the list query %j with %s', async (query, name, value) => {
    expectError(await call('GET', res.listPath, { token: admin, query }), 400, name, value);
  });

  it('reads one row, also as a member', async () => {
    for (const token of [admin, member]) {
      const one = await call('GET', `${res.getPath}/${seedRow}`, { token });
      expect(one.status).toBe(200);
      expect(content(one).id).toBe(seedRow);
    }
  });

  it('creates, reads, updates (keeping fields left out) and deletes', async () => {
    const created = await call('POST', res.savePath, { token: admin, json: body(res.valid) });
    expect(created.status).toBe(200);
    const id = content(created).id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    for (const [k, v] of Object.entries(res.valid)) {
      expect(String(content(created)[k])).toBe(String(v));
    }
    expect(content(await call('GET', `${res.getPath}/${id}`, { token: admin }))).toEqual(content(created));

    const updated = await call('PUT', res.savePath, { token: admin, json: body({ id, ...res.change }) });
    expect(updated.status).toBe(200);
    expect(content(updated)).toEqual({
      ...content(created),
      ...Object.fromEntries(
        Object.entries(res.change).map(([k, v]) => [
          k,
          typeof content(created)[k] === 'number' ? Number(v) : v,
        ]),
      ),
    });
    expect(content(await call('GET', `${res.getPath}/${id}`, { token: admin }))).toEqual(content(updated));
    expect(content(await all(res.listPath, admin)).totalCount).toBe(res.count + 1);

    const deleted = await call('DELETE', res.deletePath, { token: admin, query: { id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ isError: false, errors: [], content: null });
    expectError(await call('GET', `${res.getPath}/${id}`, { token: admin }), 404, `${res.entity}NotFound`);
  });

  it('answers 401 without a token on every operation', async () => {
    for (const r of [
      await call('GET', res.listPath),
      await call('GET', `${res.getPath}/${seedRow}`),
      await call('POST', res.savePath, { json: body(res.valid) }),
      await call('PUT', res.savePath, { json: body({ id: seedRow, ...res.valid }) }),
      await call('DELETE', res.deletePath, { query: { id: seedRow } }),
    ]) {
      expectError(r, 401, 'Unauthorized', 'Unauthorized request');
    }
  });

  it('answers 403 to a member who writes', async () => {
    for (const r of [
      await call('POST', res.savePath, { token: member, json: body(res.valid) }),
      await call('PUT', res.savePath, { token: member, json: body({ id: seedRow, ...res.valid }) }),
      await call('DELETE', res.deletePath, { token: member, query: { id: seedRow } }),
    ]) {
      expectError(r, 403, 'Forbidden');
    }
    expect(content(await call('GET', `${res.getPath}/${seedRow}`, { token: admin })).id).toBe(seedRow);
  });

  it('answers 404 for an unknown id', async () => {
    const name = `${res.entity}NotFound`;
    expectError(await call('GET', `${res.getPath}/${UNKNOWN_ID}`, { token: admin }), 404, name);
    expectError(
      await call('PUT', res.savePath, { token: admin, json: body({ ...res.valid, id: UNKNOWN_ID }) }),
      404,
      name,
    );
    expectError(await call('PUT', res.savePath, { token: admin, json: body(res.valid) }), 404, name);
    expectError(await call('DELETE', res.deletePath, { token: admin, query: { id: UNKNOWN_ID } }), 404, name);
  });

  it('answers 400 without the payload or the id to delete', async () => {
    expectError(
      await call('POST', res.savePath, { token: admin, json: res.valid }),
      400,
      'RequiredField',
      res.payloadKey,
    );
    // A text where the entity's object belongs is a value of the wrong type.
    expectError(
      await call('PUT', res.savePath, { token: admin, json: { [res.payloadKey]: 'x' } }),
      400,
      'InvalidValue',
      res.payloadKey,
    );
    expectError(await call('DELETE', res.deletePath, { token: admin }), 400, 'RequiredField', 'id');
  });
});

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
    ['/api/Commissions', 'commission', 4, { name: 'Ajans 2026-11', userName: 'influencer', total: 5 }],
    ['/api/Coupons', 'coupon', 3, { name: 'Genel kupon', userName: 'influencer', code: 'GENEL1' }],
  ])(
    '%s: absent → all, a brand id → that brand, the empty id → rows without a brand',
    async (path, key, perBrand, row) => {
      const total = content(await all(path, admin)).totalCount;
      const koton = items(await all(path, admin, { companyId: KOTON }));
      expect(koton).toHaveLength(perBrand);
      expect(koton.every((r) => r.companyId === KOTON && r.companyName === 'Koton')).toBe(true);
      expect(content(await all(path, admin, { companyId: EMPTY_ID })).totalCount).toBe(0);

      const created = await call('POST', path, {
        token: admin,
        json: { [key]: { ...row, companyId: EMPTY_ID } },
      });
      expect(created.status).toBe(200);
      expect(content(created)).toMatchObject({ companyId: null, companyName: null });
      const none = items(await all(path, admin, { companyId: EMPTY_ID }));
      expect(none.map((r) => r.id)).toEqual([content(created).id]);
      expect(content(await all(path, admin)).totalCount).toBe(total + 1);
      expect(content(await all(path, admin, { companyId: UNKNOWN_ID })).totalCount).toBe(0);
      // Combined with member scoping.
      const mine = items(await all(path, member, { companyId: EMPTY_ID }));
      expect(mine.map((r) => r.id)).toEqual([content(created).id]);
    },
  );

  it.each(['/api/Commissions', '/api/Coupons', '/api/DiscountCampaigns'])(
    '%s refuses a companyId that is not a GUID; reads by id ignore it',
    async (path) => {
      expectError(
        await call('GET', path, { token: admin, query: { companyId: 'koton' } }),
        400,
        'InvalidValue',
        'companyId',
      );
      const id = items(await call('GET', path, { token: admin, query: { companyId: KOTON } }))[0].id;
      const one = await call('GET', `${path}/${id}`, { token: admin, query: { companyId: MAVI } });
      expect(content(one).id).toBe(id);
    },
  );

  it.each([
    ['/api/Commissions', '/api/Commissions', 'commission'],
    ['/api/Coupons', '/api/Coupon', 'coupon'],
    ['/api/DiscountCampaigns', '/api/discountCampaigns', 'discountCampaign'],
  ])(
    '%s compares the brand id case-insensitively; updates and deletes ignore the filter',
    async (path, deletePath, key) => {
      const koton = items(await all(path, admin, { companyId: KOTON }));
      expect(items(await all(path, admin, { companyId: KOTON.toUpperCase() }))).toEqual(koton);
      // A Koton row is found by id on update and delete, whatever companyId the URL carries.
      const updated = await call('PUT', path, {
        token: admin,
        query: { companyId: MAVI },
        json: { [key]: { id: koton[0].id, name: 'Yeniden adlandırıldı' } },
      });
      expect(content(updated)).toMatchObject({ id: koton[0].id, name: 'Yeniden adlandırıldı' });
      const deleted = await call('DELETE', deletePath, {
        token: admin,
        query: { id: koton[0].id, companyId: 'not-a-guid' },
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
  const valid = RESOURCES[4].valid;
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

// ---------------------------------------------------------------- imports

interface Import {
  path: string;
  columns: string[];
  good: string;
}

const IMPORTS: Import[] = [
  {
    path: '/api/Commissions/UploadWithExcel',
    columns: ['userName', 'invoiceId', 'total', 'companyName'],
    good: 'influencer,2026-11,100.5,Koton',
  },
  {
    path: '/api/trendyolCommissions/UploadWithExcel',
    columns: ['userName', 'invoiceId', 'total'],
    good: 'ayseyilmazstil,2026-11,100.5',
  },
  {
    path: '/api/Campaigns/UploadWithExcel',
    columns: ['name', 'mostCategoryCiroWithLink', 'mostCategoryCiroWithoutLink', 'mostSoldProduct'],
    good: 'Kasım Kampanyası,Kozmetik,Ayakkabı,Mom Jean',
  },
  {
    path: '/api/Coupons/UploadWithExcel',
    columns: ['name', 'userName', 'code', 'companyName'],
    good: 'Koton %10,influencer,KOTON10AYSE,Koton',
  },
];

const upload = (path: string, files: File[], token: string | null = admin) =>
  call('POST', path, { token, form: formWith(files) });

describe.each(IMPORTS)('import $path', ({ path, columns, good }) => {
  const header = columns.join(',');

  it('imports a csv file', async () => {
    const res = await upload(path, [csvFile(`${header}\n${good}\n`)]);
    expect(res.status).toBe(200);
    expect(content(res)).toEqual({ totalCount: 1, successCount: 1, errorCount: 0, rows: [] });
  });

  it('answers 401 without a token and 403 to a member', async () => {
    expectError(await upload(path, [csvFile(`${header}\n${good}\n`)], null), 401, 'Unauthorized');
    expectError(await upload(path, [csvFile(`${header}\n${good}\n`)], member), 403, 'Forbidden');
  });

  it.each([
    ['no file', () => [], 'FileRequired', 'files'],
    [
      'a pdf',
      () => [new File(['%PDF-1.4'], 'rapor.pdf', { type: 'application/pdf' })],
      'InvalidFileType',
      'rapor.pdf',
    ],
    [
      'a text file',
      () => [new File(['a,b'], 'rapor.txt', { type: 'text/plain' })],
      'InvalidFileType',
      'rapor.txt',
    ],
    ['an empty csv', () => [csvFile('', 'bos.csv')], 'FileEmpty', 'bos.csv'],
    ['a csv with only the header', () => [csvFile(`${header}\n`, 'baslik.csv')], 'FileEmpty', 'baslik.csv'],
    [
      'a binary .xls',
      () => [new File([OLE2], 'eski.xls', { type: 'application/vnd.ms-excel' })],
      'UnsupportedSpreadsheet',
      'eski.xls',
    ],
    [
      'a broken .xlsx',
      () => [new File(['not a zip'], 'bozuk.xlsx', { type: XLSX_TYPE })],
      'InvalidFileType',
      'bozuk.xlsx',
    ],
  ])('refuses %s with %s', async (_label, files, name, value) => {
    expectError(await upload(path, files()), 400, name, value);
  });

  it('names the missing column and imports nothing', async () => {
    const missing = columns[columns.length - 1];
    const cut = columns.slice(0, -1);
    const res = await upload(path, [
      csvFile(`${cut.join(',')}\n${good.split(',').slice(0, -1).join(',')}\n`),
    ]);
    expectError(res, 400, 'MissingColumn', missing);
  });
});

describe('import reports', () => {
  it('commissions (csv with commas): imports the good rows, reports the bad ones by line', async () => {
    const file = csvFile(
      [
        'UserName,InvoiceId,Total,CompanyName',
        'influencer,2026-11,1500.75,Koton',
        ',2026-11,10,Koton',
        'yenikisi,2026-11,çok,Mavi',
        '',
        'influencer,2026-11,-3,Bilinmeyen Marka',
        'yenikisi,2026-11,"2,5",mavi',
      ].join('\n'),
    );
    const res = await upload('/api/Commissions/UploadWithExcel', [file]);
    expect(res.status).toBe(200);
    expect(content(res)).toEqual({
      totalCount: 5,
      successCount: 2,
      errorCount: 3,
      rows: [
        { row: 3, key: '', errors: [{ name: 'RequiredField', value: 'userName' }] },
        { row: 4, key: 'yenikisi', errors: [{ name: 'InvalidValue', value: 'total' }] },
        {
          row: 6,
          key: 'influencer',
          errors: [
            { name: 'CompanyNotFound', value: 'Bilinmeyen Marka' },
            { name: 'InvalidValue', value: 'total' },
          ],
        },
      ],
    });
    const imported = items(await all('/api/Commissions', admin, { filter: '2026-11' }));
    expect(imported.map(({ id: _, ...r }) => r)).toEqual(
      expect.arrayContaining([
        {
          name: 'Koton 2026-11',
          userName: 'influencer',
          invoiceId: '2026-11',
          total: 1500.75,
          companyId: KOTON,
          companyName: 'Koton',
          isHaveUserInCms: true,
        },
        {
          name: 'Mavi 2026-11',
          userName: 'yenikisi',
          invoiceId: '2026-11',
          total: 2.5,
          companyId: MAVI,
          companyName: 'Mavi',
          isHaveUserInCms: false,
        },
      ]),
    );
    expect(imported).toHaveLength(2);
    // The member sees their imported row.
    expect(items(await all('/api/Commissions', member, { filter: '2026-11' }))).toHaveLength(1);
  });

  it('commissions (csv with semicolons and Turkish decimals)', async () => {
    const file = csvFile(
      'userName;invoiceId;total;companyName\r\ninfluencer;2026-12;1.234,56;LC Waikiki\r\n',
    );
    const res = await upload('/api/Commissions/UploadWithExcel', [file]);
    expect(content(res)).toMatchObject({ totalCount: 1, successCount: 1, errorCount: 0 });
    const [row] = items(await all('/api/Commissions', admin, { filter: '2026-12' }));
    expect(row).toMatchObject({ total: 1234.56, name: 'LC Waikiki 2026-12', companyName: 'LC Waikiki' });
  });

  it('matches brand names case-insensitively under Turkish and invariant rules (MAVI = Mavi)', async () => {
    const file = csvFile(
      'userName,invoiceId,total,companyName\ninfluencer,2027-01,10,MAVI\ninfluencer,2027-02,20,mavi\n',
    );
    const res = await upload('/api/Commissions/UploadWithExcel', [file]);
    expect(content(res)).toMatchObject({ totalCount: 2, successCount: 2, errorCount: 0 });
    const rows = items(await all('/api/Commissions', admin, { filter: '2027-0', sortBy: 'invoiceId' }));
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Mavi 2027-01', companyId: MAVI, companyName: 'Mavi' }),
      expect.objectContaining({ name: 'Mavi 2027-02', companyId: MAVI, companyName: 'Mavi' }),
    ]);
    const coupons = await upload('/api/Coupons/UploadWithExcel', [
      csvFile('name,userName,code,companyName\nMavi %5,influencer,MAVI5BUYUK,MAVI\n'),
    ]);
    expect(content(coupons)).toMatchObject({ successCount: 1, errorCount: 0 });
    expect(items(await all('/api/Coupons', admin, { filter: 'MAVI5BUYUK' }))).toEqual([
      expect.objectContaining({ companyId: MAVI, companyName: 'Mavi' }),
    ]);
  });

  it('marketplace commissions (xlsx with numeric cells)', async () => {
    const file = await xlsxFile(
      ['userName', 'invoiceId', { header: 'total', key: 'total', type: 'number' }],
      [
        { userName: 'ayseyilmazstil', invoiceId: '2026-11', total: 4321.5 },
        { userName: 'kimsebilmez', invoiceId: '2026-11', total: 0 },
        { userName: 'ayseyilmazstil', invoiceId: '', total: 12 },
        { userName: 'ayseyilmazstil', invoiceId: '2026-11', total: -1 },
      ],
    );
    const res = await upload('/api/trendyolCommissions/UploadWithExcel', [file]);
    expect(content(res)).toEqual({
      totalCount: 4,
      successCount: 2,
      errorCount: 2,
      rows: [
        { row: 4, key: 'ayseyilmazstil', errors: [{ name: 'RequiredField', value: 'invoiceId' }] },
        { row: 5, key: 'ayseyilmazstil', errors: [{ name: 'InvalidValue', value: 'total' }] },
      ],
    });
    const imported = items(
      await all('/api/trendyolCommissions', admin, { filter: '2026-11', sortBy: 'total desc' }),
    );
    expect(imported.map(({ id: _, ...r }) => r)).toEqual([
      {
        name: 'Trendyol 2026-11',
        userName: 'ayseyilmazstil',
        invoiceId: '2026-11',
        total: 4321.5,
        isHaveUserInCms: true,
      },
      {
        name: 'Trendyol 2026-11',
        userName: 'kimsebilmez',
        invoiceId: '2026-11',
        total: 0,
        isHaveUserInCms: false,
      },
    ]);
    expect(items(await all('/api/trendyolCommissions', member, { filter: '2026-11' }))).toHaveLength(1);
  });

  it('campaigns (csv with semicolons, optional columns blank)', async () => {
    const file = csvFile(
      '\uFEFFname;mostCategoryCiroWithLink;mostCategoryCiroWithoutLink;mostSoldProduct\nAralık Fırsatları;Kozmetik;;\n;Ayakkabı;Çanta;Mom Jean\n',
    );
    const res = await upload('/api/Campaigns/UploadWithExcel', [file]);
    expect(content(res)).toEqual({
      totalCount: 2,
      successCount: 1,
      errorCount: 1,
      rows: [{ row: 3, key: '', errors: [{ name: 'RequiredField', value: 'name' }] }],
    });
    const [row] = items(await all('/api/Campaigns', member, { filter: 'aralık' }));
    expect(row).toMatchObject({
      name: 'Aralık Fırsatları',
      mostCategoryCiroWithLink: 'Kozmetik',
      mostCategoryCiroWithoutLink: null,
      mostSoldProduct: null,
    });
  });

  it('coupons (xlsx): unknown brands are reported, a blank brand means no brand', async () => {
    const file = await xlsxFile(
      ['name', 'userName', 'code', 'companyName'],
      [
        { name: 'Flo %15', userName: 'influencer', code: 'FLO15AYSE', companyName: 'flo' },
        { name: 'Genel %5', userName: 'influencer', code: 'GENEL5', companyName: '' },
        { name: 'Yok %5', userName: 'influencer', code: 'YOK5', companyName: 'Olmayan' },
        { name: 'Kodsuz', userName: '', code: '', companyName: 'Koton' },
      ],
    );
    const res = await upload('/api/Coupons/UploadWithExcel', [file]);
    expect(content(res)).toEqual({
      totalCount: 4,
      successCount: 2,
      errorCount: 2,
      rows: [
        { row: 4, key: 'YOK5', errors: [{ name: 'CompanyNotFound', value: 'Olmayan' }] },
        {
          row: 5,
          key: '',
          errors: [
            { name: 'RequiredField', value: 'userName' },
            { name: 'RequiredField', value: 'code' },
          ],
        },
      ],
    });
    const flo = items(await all('/api/Coupons', member, { filter: 'FLO15AYSE' }));
    expect(flo).toEqual([expect.objectContaining({ companyName: 'Flo', name: 'Flo %15' })]);
    const noBrand = items(await all('/api/Coupons', member, { companyId: EMPTY_ID }));
    expect(noBrand).toEqual([
      expect.objectContaining({ code: 'GENEL5', companyId: null, companyName: null }),
    ]);
  });

  it('checks every file before importing any', async () => {
    const before = content(await all('/api/Coupons', admin)).totalCount;
    const res = await upload('/api/Coupons/UploadWithExcel', [
      csvFile('name,userName,code,companyName\nA,influencer,A1,\n', 'iyi.csv'),
      csvFile('name,userName\nB,influencer\n', 'eksik.csv'),
    ]);
    expectError(res, 400, 'MissingColumn', 'code');
    expect(content(await all('/api/Coupons', admin)).totalCount).toBe(before);
  });
});

describe('parseDecimal', () => {
  it.each([
    ['1234.5', 1234.5],
    ['1234,5', 1234.5],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    [' 12 ', 12],
    ['-3', -3],
    ['', null],
    ['abc', null],
    ['1,2,3', null],
    ['12e3', null],
  ])('%s → %s', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });
});
