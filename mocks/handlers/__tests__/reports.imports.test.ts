// @vitest-environment node
// Reports: the spreadsheet imports (csv, xlsx) and parseDecimal. Set-up and helpers: reports.support.ts.
import { call, formWith } from '../../../tests/support/api';
import { EMPTY_ID } from '@mocks/core/ids';
import { parseDecimal } from '@mocks/core/imports';
import {
  admin,
  member,
  XLSX_TYPE,
  csvFile,
  xlsxFile,
  OLE2,
  KOTON,
  MAVI,
  content,
  items,
  all,
  expectError,
  useReportActors,
} from './reports.support';

useReportActors();

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
  ])('refuses %s', async (_label, files, name, value) => {
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
