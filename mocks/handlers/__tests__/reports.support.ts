/** Shared set-up, helpers and resource table of the report handler tests (reports.*.test.ts). */
import {
  errorNames,
  errorsOf,
  demoTokens,
  jsonObject,
  jsonObjects,
  useMockServer,
  type CallResult,
  call,
} from '../../../tests/support/api';
import type { Campaign, Commission, Coupon, DiscountCampaign, TrendyolCommission } from '@/api/types';
import { seedId } from '@mocks/core/ids';
import { ALL_ROWS, compareValues } from '@mocks/core/paging';
import { writeXlsx, type SheetColumn } from '@mocks/lib/sheets';

export let admin: string;
export let member: string;

/** The mock server (useMockServer) and the tokens of the administrator and the demo member. Call once per test file. */
export function useReportActors(): void {
  useMockServer();
  beforeAll(async () => {
    ({ admin, member } = await demoTokens());
  });
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const csvFile = (text: string, name = 'rapor.csv') => new File([text], name, { type: 'text/csv' });
export async function xlsxFile(
  columns: (string | SheetColumn)[],
  rows: Record<string, unknown>[],
  name = 'rapor.xlsx',
) {
  const cols = columns.map((c) => (typeof c === 'string' ? { header: c, key: c } : c));
  return new File([await writeXlsx(cols, rows)], name, { type: XLSX_TYPE });
}
export const OLE2 = new Uint8Array([
  0xd0,
  0xcf,
  0x11,
  0xe0,
  0xa1,
  0xb1,
  0x1a,
  0xe1,
  ...new Array(504).fill(0),
]);

export const KOTON = seedId(6, 1);
export const MAVI = seedId(6, 2);
export const UNKNOWN_ID = '11111111-2222-4333-8444-555555555555';
export const MEMBER_NAMES = ['influencer', 'ayseyilmazstil'];

/** A row (list item or detail) of a resource the tests walk generically, read by field name. */
export type ResourceRow = Record<string, unknown>;
type ContentOf<B> = B extends { content: infer C } ? C : never;
type ItemOf<B> = B extends { content: { items: (infer I)[] } } ? I : never;

/**
 * The `content` of an answer: typed by its operation when `call()` knew it (a literal path), else a ResourceRow.
 * Either way checked to be a JSON object (the body was checked against openapi.yaml by `call()`).
 */
export const content = <B>(res: CallResult<B>) =>
  contentObject(res) as unknown extends B ? ResourceRow : ContentOf<B>;
/** The `content.items` of a list answer, typed as `content` is. */
export const items = <B>(res: CallResult<B>) =>
  jsonObjects(contentObject(res).items, 'content.items') as unknown extends B ? ResourceRow[] : ItemOf<B>[];
const contentObject = (res: CallResult) => jsonObject(jsonObject(res.body, 'body').content, 'content');
/** The id of the row an answer carries (checked to be text). */
export function idOf(res: CallResult): string {
  const { id } = contentObject(res);
  if (typeof id !== 'string') throw new Error(`no id in ${JSON.stringify(res.body)}`);
  return id;
}
export const all = <S extends string>(path: S, token: string, query: Record<string, string> = {}) =>
  call('GET', path, { token, query: { pageSize: ALL_ROWS, ...query } });

export function expectSorted(list: ResourceRow[], field: string, desc = false) {
  for (let i = 1; i < list.length; i++) {
    const c = compareValues(list[i - 1]![field], list[i]![field]);
    expect(desc ? c >= 0 : c <= 0, `${field} at ${i}`).toBe(true);
  }
}

export function expectError(res: CallResult, status: number, name: string, value?: string | null) {
  expect(res.status).toBe(status);
  expect(jsonObject(res.body, 'body').isError).toBe(true);
  expect(errorNames(res)).toContain(name);
  if (value !== undefined) expect(errorsOf(res)).toContainEqual({ name, value });
}

// ---------------------------------------------------------------- the five resources, generically

export interface Resource {
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
  search: [string, (row: ResourceRow) => boolean];
  defaultSort: [string, boolean];
}

/** A Resource whose search predicate reads the typed list items of its `listPath` (`R`). */
const resource = <R extends ResourceRow>({
  search: [needle, matches],
  ...rest
}: Omit<Resource, 'search'> & { search: [string, (row: R) => boolean] }): Resource => ({
  ...rest,
  search: [needle, (row) => matches(row as R)],
});

export const RESOURCES: Resource[] = [
  resource<Commission>({
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
  }),
  resource<TrendyolCommission>({
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
  }),
  resource<Campaign>({
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
  }),
  resource<Coupon>({
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
  }),
  resource<DiscountCampaign>({
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
  }),
];
