import { readSheet, SheetError, writeXlsx } from './sheets';

const csv = (text: string | Uint8Array<ArrayBuffer>, name = 'data.csv', type = 'text/csv') =>
  new File([text], name, { type });

/** Resolves to the SheetError thrown by `promise` (fails if it resolves). */
async function sheetError(promise: Promise<unknown>): Promise<SheetError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SheetError);
    return error as SheetError;
  }
  throw new Error('expected a SheetError');
}

const OLE2 = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)]);

describe('SheetError', () => {
  it('is an Error with a code and an optional value', () => {
    const e = new SheetError('MissingColumn', 'email');
    expect(e).toBeInstanceOf(Error);
    expect(e.code).toBe('MissingColumn');
    expect(e.value).toBe('email');
    expect(new SheetError('FileEmpty').value).toBeUndefined();
  });
});

describe('readSheet: csv', () => {
  it('reads a comma-separated file, trimming cells and skipping empty lines', async () => {
    const file = csv('userName , email\n ali , ali@example.com \n\n   \nveli,veli@example.com\n');
    expect(await readSheet(file)).toEqual({
      headers: ['userName', 'email'],
      rows: [
        { userName: 'ali', email: 'ali@example.com' },
        { userName: 'veli', email: 'veli@example.com' },
      ],
      rowNumbers: [2, 5],
    });
  });

  it('detects a semicolon delimiter (decimal commas stay in the cell)', async () => {
    const file = csv('userName;invoiceId;total\r\nali;INV-1;1.234,56\r\n"Yılmaz; Ali";INV-2;"7,5"\r\n');
    const { headers, rows } = await readSheet(file);
    expect(headers).toEqual(['userName', 'invoiceId', 'total']);
    expect(rows).toEqual([
      { userName: 'ali', invoiceId: 'INV-1', total: '1.234,56' },
      { userName: 'Yılmaz; Ali', invoiceId: 'INV-2', total: '7,5' },
    ]);
  });

  it('keeps quoted commas in a comma-separated file', async () => {
    const { rows } = await readSheet(csv('name,total\n"Ali, Veli",5\n'));
    expect(rows).toEqual([{ name: 'Ali, Veli', total: '5' }]);
  });

  it('ignores a UTF-8 BOM', async () => {
    const text = new TextEncoder().encode('userName,fullName\nali,Çağrı Şişli\n');
    const file = csv(new Uint8Array([0xef, 0xbb, 0xbf, ...text]));
    const { headers, rows } = await readSheet(file, ['userName']);
    expect(headers).toEqual(['userName', 'fullName']);
    expect(rows).toEqual([{ userName: 'ali', fullName: 'Çağrı Şişli' }]);
  });

  it('reads Windows-1254 (Turkish Excel) files that are not UTF-8', async () => {
    // "ad\nŞule Işık" in Windows-1254: Ş = DE, I = 49, ş = FE, ı = FD
    const bytes = new Uint8Array([0x61, 0x64, 0x0a, 0xde, 0x75, 0x6c, 0x65, 0x20, 0x49, 0xfe, 0xfd, 0x6b]);
    expect((await readSheet(csv(bytes))).rows).toEqual([{ ad: 'Şule Işık' }]);
  });

  it('respells headers case-insensitively to the expected columns', async () => {
    const file = csv('USERNAME,E-Mail, trendyol_user_name ,İNVOİCEID,Extra\nali,a@b.c,ali_ty,2024-01,x\n');
    const expected = ['userName', 'email', 'trendyolUserName', 'invoiceId'];
    const { headers, rows } = await readSheet(file, expected);
    expect(headers).toEqual(['userName', 'email', 'trendyolUserName', 'invoiceId', 'Extra']);
    expect(rows).toEqual([
      { userName: 'ali', email: 'a@b.c', trendyolUserName: 'ali_ty', invoiceId: '2024-01', Extra: 'x' },
    ]);
  });

  it('fills missing trailing cells with empty strings', async () => {
    const { rows } = await readSheet(csv('a,b,c\n1\n'));
    expect(rows).toEqual([{ a: '1', b: '', c: '' }]);
  });

  it('throws MissingColumn with the column name', async () => {
    const error = await sheetError(
      readSheet(csv('userName,total\nali,5\n'), ['userName', 'invoiceId', 'total']),
    );
    expect(error.code).toBe('MissingColumn');
    expect(error.value).toBe('invoiceId');
  });

  it('throws FileEmpty for an empty file, blank lines only, or a header without data', async () => {
    for (const text of ['', '\n\n  \n', 'userName,email\n', 'userName,email\n,\n\n']) {
      expect((await sheetError(readSheet(csv(text)))).code).toBe('FileEmpty');
    }
  });

  it('reports MissingColumn before FileEmpty for a header-only file', async () => {
    expect((await sheetError(readSheet(csv('userName\n'), ['email']))).code).toBe('MissingColumn');
  });
});

describe('readSheet: file types', () => {
  it('rejects a binary .xls file with UnsupportedSpreadsheet', async () => {
    const file = new File([OLE2], 'report.XLS', { type: 'application/vnd.ms-excel' });
    expect((await sheetError(readSheet(file))).code).toBe('UnsupportedSpreadsheet');
  });

  it('rejects a binary .xls renamed to .xlsx or .csv with UnsupportedSpreadsheet', async () => {
    expect((await sheetError(readSheet(new File([OLE2], 'report.xlsx')))).code).toBe(
      'UnsupportedSpreadsheet',
    );
    expect((await sheetError(readSheet(new File([OLE2], 'report.csv')))).code).toBe('UnsupportedSpreadsheet');
  });

  it('rejects unknown extensions with InvalidFileType', async () => {
    for (const name of ['data.txt', 'photo.png', 'archive.xlsx.zip']) {
      expect((await sheetError(readSheet(csv('a,b\n1,2\n', name)))).code).toBe('InvalidFileType');
    }
  });

  it('rejects a corrupt .xlsx with InvalidFileType', async () => {
    const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5])], 'x.xlsx');
    expect((await sheetError(readSheet(file))).code).toBe('InvalidFileType');
  });

  it('falls back to the MIME type when the name has no extension', async () => {
    expect((await readSheet(new Blob(['a;b\n1;2\n'], { type: 'text/csv' }))).rows).toEqual([
      { a: '1', b: '2' },
    ]);
    expect((await readSheet(csv('a,b\n1,2\n', 'upload', 'text/csv;charset=utf-8'))).rows).toEqual([
      { a: '1', b: '2' },
    ]);
    const xls = new Blob([OLE2], { type: 'application/vnd.ms-excel' });
    expect((await sheetError(readSheet(xls))).code).toBe('UnsupportedSpreadsheet');
    // Windows labels .csv uploads application/vnd.ms-excel too.
    expect((await readSheet(new Blob(['a\n1\n'], { type: 'application/vnd.ms-excel' }))).rows).toEqual([
      { a: '1' },
    ]);
    expect((await sheetError(readSheet(new Blob(['a\n1\n'])))).code).toBe('InvalidFileType');
    expect((await sheetError(readSheet(new Blob(['a\n1\n'], { type: 'image/png' })))).code).toBe(
      'InvalidFileType',
    );
  });
});

describe('xlsx', () => {
  const columns = [
    { header: 'userName', key: 'userName' },
    { header: 'Tutar', key: 'amount', type: 'number' as const },
    { header: 'Dönem', key: 'period', type: 'date' as const },
    { header: 'Not', key: 'note' },
  ];
  const rows = [
    {
      userName: 'ali',
      amount: 1234.5,
      period: new Date(Date.UTC(2024, 2, 1)),
      note: 'Çağrı Şişli (İstanbul)',
    },
    { userName: 'veli', amount: 0.1 + 0.2, period: '2023-12-31', note: null },
    { userName: 'ayşe', amount: 10, period: null, note: 42 },
    { userName: 'can', amount: '765.00', period: 'not a date', note: '' },
  ];

  it('writes a real .xlsx that reads back (round trip)', async () => {
    const blob = await writeXlsx(columns, rows, 'Ödemeler');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]); // a zip archive

    const file = new File([bytes], 'payments.xlsx');
    const read = await readSheet(file, ['username', 'tutar', 'dönem', 'not']);
    expect(read.headers).toEqual(['username', 'tutar', 'dönem', 'not']);
    expect(read.rows).toEqual([
      { username: 'ali', tutar: '1234.5', dönem: '2024-03-01', not: 'Çağrı Şişli (İstanbul)' },
      { username: 'veli', tutar: '0.3', dönem: '2023-12-31', not: '' },
      { username: 'ayşe', tutar: '10', dönem: '', not: '42' },
      { username: 'can', tutar: '765', dönem: '', not: '' },
    ]);
    expect(read.rowNumbers).toEqual([2, 3, 4, 5]);
  });

  it('reads the header as written when no columns are expected', async () => {
    const blob = await writeXlsx(columns, rows.slice(0, 1));
    const read = await readSheet(new File([blob], 'x.xlsx'));
    expect(read.headers).toEqual(['userName', 'Tutar', 'Dönem', 'Not']);
  });

  it('accepts long or invalid sheet names', async () => {
    const blob = await writeXlsx(columns, rows, 'Ödeme: 2024/03 [taslak] çok uzun bir sayfa adı');
    expect((await readSheet(new File([blob], 'x.xlsx'))).rows).toHaveLength(4);
  });

  it('an .xlsx with only a header row is FileEmpty; a missing column is MissingColumn', async () => {
    const headerOnly = new File([await writeXlsx(columns, [])], 'empty.xlsx');
    expect((await sheetError(readSheet(headerOnly))).code).toBe('FileEmpty');
    const full = new File([await writeXlsx(columns, rows)], 'full.xlsx');
    const error = await sheetError(readSheet(full, ['userName', 'invoiceId']));
    expect([error.code, error.value]).toEqual(['MissingColumn', 'invoiceId']);
  });

  it('reads an .xlsx uploaded with an .xls name', async () => {
    const blob = await writeXlsx(columns, rows);
    expect((await readSheet(new File([blob], 'legacy.xls'))).rows).toHaveLength(4);
  });
});
