// @vitest-environment node
// Users: the bulk import from a csv or xlsx sheet (POST /api/users/UploadWithExcel). Helpers: users.support.ts.
import {
  call,
  errorNames,
  formWith,
  login,
  loginAdmin,
  loginMember,
  useMockServer,
} from '../../../tests/support/api';
import { SEED_IDS } from '@mocks/seed';
import { writeXlsx } from '@mocks/lib/sheets';
import { findUser } from './users.support';

useMockServer();

describe('POST /api/users/UploadWithExcel', () => {
  const upload = async (file: File, token?: string) =>
    call('POST', '/api/users/UploadWithExcel', {
      token: token ?? (await loginAdmin()),
      form: formWith([file]),
    });
  const csv = (text: string, name = 'users.csv') => new File([text], name, { type: 'text/csv' });
  const header = 'userName,email,password,fullName,phoneNumber,trendyolUserName,newTvCommissionPercentage';

  it('creates the valid csv rows and reports the rejected ones by line', async () => {
    const res = await upload(
      csv(
        [
          header,
          'toplu1,toplu1@example.com,Sifre1234,Toplu Bir,0 (532) 111 22 33,toplubir,15',
          'toplu2,toplu2@example.com,Sifre1234,,,,',
          ',eksik@example.com,Sifre1234,,,,',
          'toplu1,baska@example.com,Sifre1234,,,,',
          'toplu3,toplu2@example.com,Sifre1234,,,,',
          'toplu4,toplu4@example.com,kisa,,,,',
          'influencer,toplu5@example.com,Sifre1234,,,,',
          'toplu6,toplu6@example.com,Sifre1234,,,,150',
        ].join('\n'),
      ),
    );
    expect(res.status).toBe(200);
    const report = res.body.content;
    expect(report).toMatchObject({ totalCount: 8, successCount: 2, errorCount: 6 });
    const byRow = Object.fromEntries(report.rows.map((r) => [r.row, r]));
    expect(byRow[4]!.errors).toEqual([{ name: 'RequiredField', value: 'userName' }]);
    expect(byRow[5]).toEqual({
      row: 5,
      key: 'toplu1',
      errors: [{ name: 'UserNameAlreadyExist', value: 'toplu1' }],
    });
    expect(byRow[6]!.errors.map((e) => e.name)).toEqual(['EmailAlreadyExist']);
    expect(byRow[7]!.errors.map((e) => e.name)).toEqual(['PasswordTooShort']);
    expect(byRow[8]!.errors.map((e) => e.name)).toEqual(['UserNameAlreadyExist']);
    expect(byRow[9]!.errors).toEqual([{ name: 'InvalidValue', value: 'newTvCommissionPercentage' }]);

    const created = findUser('toplu1')!;
    expect(created).toMatchObject({
      email: 'toplu1@example.com',
      fullName: 'Toplu Bir',
      phoneNumber: '05321112233',
      trendyolUserName: 'toplubir',
      newTvCommissionPercentage: 15,
      emailConfirmed: true,
      isActive: true,
      roleIds: [SEED_IDS.memberRole],
    });
    expect(findUser('toplu2')!.newTvCommissionPercentage).toBe(10);
    expect(findUser('toplu3')).toBeUndefined();
    await login('toplu2', 'Sifre1234');
  });
  it('rejects rows duplicating an earlier rejected row of the same file', async () => {
    const res = await upload(
      csv([header, 'ikiz,ikiz@example.com,kisa,,,,', 'ikiz,ikiz2@example.com,Sifre1234,,,,'].join('\n')),
    );
    expect(res.body.content.successCount).toBe(0);
    expect(res.body.content.rows.map((r) => [r.row, r.errors[0]!.name])).toEqual([
      [2, 'PasswordTooShort'],
      [3, 'UserNameAlreadyExist'],
    ]);
  });
  it('treats user names and marketplace user names as one namespace within the upload', async () => {
    const res = await upload(
      csv(
        [
          header,
          // Rejected rows still claim their names.
          'ortak1,ortak1@example.com,kisa,,,ortakmagaza,',
          'OrtakMagaza,ortak2@example.com,Sifre1234,,,,',
          'ortak3,ortak3@example.com,Sifre1234,,,Ortak1,',
          'ortak4,ortak4@example.com,Sifre1234,,,ortak4,',
        ].join('\n'),
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({
      totalCount: 4,
      successCount: 1,
      errorCount: 3,
      rows: [
        { row: 2, key: 'ortak1', errors: [{ name: 'PasswordTooShort', value: '8' }] },
        { row: 3, key: 'OrtakMagaza', errors: [{ name: 'UserNameAlreadyExist', value: 'OrtakMagaza' }] },
        { row: 4, key: 'ortak3', errors: [{ name: 'TrendyolUserNameAlreadyExist', value: 'ortak1' }] },
      ],
    });
    expect(findUser('OrtakMagaza')).toBeUndefined();
    expect(findUser('ortak3')).toBeUndefined();
    // A row may use the same name for both.
    expect(findUser('ortak4')!.trendyolUserName).toBe('ortak4');
  });
  it('reads xlsx files, with columns in any order and numeric cells', async () => {
    const file = await writeXlsx(
      [
        { header: 'email', key: 'email' },
        { header: 'UserName', key: 'userName' },
        { header: 'password', key: 'password' },
        { header: 'fullName', key: 'fullName' },
        { header: 'phoneNumber', key: 'phoneNumber' },
        { header: 'trendyolUserName', key: 'trendyolUserName' },
        { header: 'newTvCommissionPercentage', key: 'c', type: 'number' },
      ],
      [
        {
          email: 'excel1@example.com',
          userName: 'excel1',
          password: 'Sifre1234',
          fullName: 'Çağla Öz',
          c: 12.5,
        },
        { email: 'bozuk', userName: 'excel2', password: 'Sifre1234' },
      ],
    );
    const res = await upload(new File([file], 'users.xlsx'));
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({
      totalCount: 2,
      successCount: 1,
      errorCount: 1,
      rows: [{ row: 3, key: 'excel2', errors: [{ name: 'EmailValidationError', value: 'bozuk' }] }],
    });
    expect(findUser('excel1')).toMatchObject({ fullName: 'Çağla Öz', newTvCommissionPercentage: 12.5 });
  });
  it.each([
    ['no file', 'FileRequired', null],
    ['a pdf', 'InvalidFileType', new File(['%PDF-1.4'], 'users.pdf', { type: 'application/pdf' })],
    ['an empty file', 'FileEmpty', new File([], 'users.csv', { type: 'text/csv' })],
    ['only a header', 'FileEmpty', new File([header], 'users.csv', { type: 'text/csv' })],
    [
      'a missing column',
      'MissingColumn',
      new File(['userName,email\nx,x@example.com'], 'users.csv', { type: 'text/csv' }),
    ],
    [
      'a binary .xls',
      'UnsupportedSpreadsheet',
      new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])], 'users.xls'),
    ],
  ])('refuses %s with %s', async (_label, name, file) => {
    const res = await call('POST', '/api/users/UploadWithExcel', {
      token: await loginAdmin(),
      form: formWith(file ? [file] : []),
    });
    expect(res.status).toBe(400);
    expect(errorNames(res)).toEqual([name]);
  });
  it('names the file of an unreadable spreadsheet, imports nothing', async () => {
    const res = await call('POST', '/api/users/UploadWithExcel', {
      token: await loginAdmin(),
      form: formWith([
        csv(`${header}\nonce,once@example.com,Sifre1234,,,,`),
        // An empty zip archive: the parser's own message must not become the value.
        new File([new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)])], 'bozuk.xlsx', {
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        }),
      ]),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ name: 'InvalidFileType', value: 'bozuk.xlsx' }]);
    expect(findUser('once')).toBeUndefined();
  });
  it('names the missing column', async () => {
    const res = await upload(csv('userName,email,password\nx,x@example.com,Sifre1234'));
    expect(res.body.errors).toEqual([{ name: 'MissingColumn', value: 'fullName' }]);
  });
  it('needs Permissions_User_Create', async () => {
    const form = () => formWith([csv(`${header}\na,a@example.com,Sifre1234,,,,`)]);
    expect((await call('POST', '/api/users/UploadWithExcel', { form: form() })).status).toBe(401);
    const member = await call('POST', '/api/users/UploadWithExcel', {
      form: form(),
      token: await loginMember(),
    });
    expect(member.status).toBe(403);
    expect(findUser('a')).toBeUndefined();
  });
});
