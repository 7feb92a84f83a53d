// @vitest-environment node
// Payment tracking: the bulk operations — invoice upload by file name, paid from a spreadsheet, the update run, the Excel export, the reminder mail. Set-up and helpers: payments.support.ts.
import { readSheet as readXlsx } from 'read-excel-file/universal';
import { call, formWith } from '../../../tests/support/api';
import { EMPTY_ID } from '@mocks/core/ids';
import { updateRow } from '@mocks/core/resource';
import { getFile } from '@mocks/core/files';
import { computePaymentAmounts } from '@mocks/domain/payments';
import { writeXlsx } from '@mocks/lib/sheets';
import { db } from '@mocks/node';
import { SEED_IDS } from '@mocks/seed';
import {
  P,
  admin,
  row,
  ownRow,
  memberUser,
  freshRow,
  pdf,
  png,
  csvFile,
  expectError,
  usePaymentActors,
} from './payments.support';
import { at } from '@/lib/at';

usePaymentActors();

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
        { row: 3, key: at(files, 2).name, errors: [{ name: 'PaymentTrackingInvalidStatus', value: '3' }] },
        {
          row: 4,
          key: 'kimse_2026-10.pdf',
          errors: [{ name: 'PaymentTrackingNotFound', value: 'kimse_2026-10.pdf' }],
        },
        { row: 5, key: 'fatura.pdf', errors: [{ name: 'PaymentTrackingNotFound', value: 'fatura.pdf' }] },
        { row: 6, key: at(files, 5).name, errors: [{ name: 'InvalidFileType', value: at(files, 5).name }] },
      ],
    });
    expect(row(open.id).status).toBe(2);
    expect(row(otherOpen.id).status).toBe(2);
    expect(row(signed.id).status).toBe(3);
    const stored = await getFile(db, row(otherOpen.id).invoiceAdminUploadPath!);
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
    await updateRow(db, 'users', user, { fullName: 'Ayşe Yılmaz Kaya', newTvCommissionPercentage: 12 });
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
    await updateRow(db, 'storage', setting, { value: '5000' });
    expect((await run()).body.content).toBeGreaterThan(0);
    expect(row(r.id).status).toBe(5);
    await updateRow(db, 'storage', setting, { value: '100' });
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
