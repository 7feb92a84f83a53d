// @vitest-environment node
// Profile: saving it (PUT updateProfile and POST createProfile alike) and uploading the legislation document.
import {
  call,
  errorNames,
  formWith,
  login,
  loginAdmin,
  loginMember,
  useMockServer,
  UNKNOWN_ID,
  loginOperator,
} from '../../../tests/support/api';
import { db } from '@mocks/node';
import { SEED_IDS } from '@mocks/seed';
import { EMPTY_ID } from '@mocks/core/ids';
import { getFile } from '@mocks/core/files';

useMockServer();

const row = (id: string) => db.users.findFirst((q) => q.where({ id }))!;
const profileOf = async (token: string, id?: string) =>
  (await call('GET', '/api/profile', { token, query: { id } })).body.content.user;
/** Another member's marketplace user name. */
const otherTrendyolName = () =>
  db.users.findFirst((q) => q.where((u) => !!u.trendyolUserName && u.id !== SEED_IDS.member))!
    .trendyolUserName!;

describe.each<['PUT' | 'POST', string]>([
  ['PUT', 'updateProfile'],
  ['POST', 'createProfile'],
])('%s /api/profile (%s)', (method) => {
  const save = (token: string | null, user: unknown) =>
    call(method, '/api/profile', { token, json: { user } });

  it('saves the own profile and returns the saved user', async () => {
    const token = await loginMember();
    const user = await profileOf(token);
    const res = await save(token, {
      ...user,
      fullName: 'Ayşe Yılmaz Kaya',
      phoneNumber: '0 (532) 765 43 21',
      ibanNumber: 'TR33 0006 1005 1978 6457 8413 26',
      instagramFollowerCount: '1234567890123',
      trendyolStatus: 4,
      city: 'İzmir',
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      id: SEED_IDS.member,
      fullName: 'Ayşe Yılmaz Kaya',
      phoneNumber: '05327654321',
      ibanNumber: 'TR330006100519786457841326',
      instagramFollowerCount: 1234567890123,
      trendyolStatus: 4,
      city: 'İzmir',
    });
    expect(row(SEED_IDS.member).city).toBe('İzmir');
  });
  it('never changes user name, activity, roles, match flag or commission for a member', async () => {
    const token = await loginMember();
    const user = await profileOf(token);
    const res = await save(token, {
      ...user,
      id: EMPTY_ID,
      userName: 'baskaad',
      isActive: false,
      doesIsMatchTrendyol: false,
      newTvCommissionPercentage: 50,
      grantedRoleIds: [SEED_IDS.adminRole],
    });
    expect(res.status).toBe(200);
    expect(row(SEED_IDS.member)).toMatchObject({
      userName: 'influencer',
      isActive: true,
      doesIsMatchTrendyol: true,
      newTvCommissionPercentage: 10,
      roleIds: [SEED_IDS.memberRole],
    });
  });
  it('lets administrators save another profile, change the marketplace name, match flag and commission', async () => {
    const token = await loginAdmin();
    const user = await profileOf(token, SEED_IDS.member);
    const res = await save(token, {
      ...user,
      trendyolUserName: 'Ayse Yeni',
      doesIsMatchTrendyol: false,
      newTvCommissionPercentage: 12.5,
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      userName: 'influencer',
      trendyolUserName: 'ayseyeni',
      doesIsMatchTrendyol: false,
      newTvCommissionPercentage: 12.5,
    });
    const bad = await save(token, { ...user, newTvCommissionPercentage: 120 });
    expect(res.status).toBe(200);
    expect(bad.body.errors).toEqual([{ name: 'InvalidValue', value: 'newTvCommissionPercentage' }]);
  });
  it('clears the personal bank fields when a company is set, and the company fields when it is not', async () => {
    const token = await loginMember();
    const user = await profileOf(token);
    const company = await save(token, {
      ...user,
      isHaveCompany: true,
      companyType: 2,
      companyName: 'Yılmaz Dijital Ltd. Şti.',
      taxNumber: '1234567890',
      identityNumber: '',
      bankAccountFullName: '',
    });
    expect(company.status).toBe(200);
    expect(company.body.content).toMatchObject({
      isHaveCompany: true,
      companyType: 2,
      companyName: 'Yılmaz Dijital Ltd. Şti.',
      identityNumber: null,
      bankAccountFullName: null,
    });
    const personal = await save(token, {
      ...company.body.content,
      isHaveCompany: false,
      identityNumber: '12345678950',
      bankAccountFullName: 'Ayşe Yılmaz',
    });
    expect(personal.status).toBe(200);
    expect(personal.body.content).toMatchObject({
      companyType: null,
      companyName: null,
      taxNumber: null,
      identityNumber: '12345678950',
    });
  });
  it('checks the legislation bank fields only while isUseLegislation is set, and only when filled', async () => {
    const token = await loginMember();
    const user = await profileOf(token);
    const bad = { legislationIbanNumber: 'TR12', legislationIdentityNumber: '123' };
    expect((await save(token, { ...user, ...bad, isUseLegislation: false })).status).toBe(200);
    const res = await save(token, { ...user, ...bad, isUseLegislation: true });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { name: 'InvalidIban', value: 'legislationIbanNumber' },
      { name: 'InvalidIdentityNumber', value: 'legislationIdentityNumber' },
    ]);
    const blank = await save(token, {
      ...user,
      isUseLegislation: true,
      legislationIbanNumber: '',
      legislationIdentityNumber: null,
    });
    expect(blank.status).toBe(200);
    const good = await save(token, {
      ...user,
      isUseLegislation: true,
      legislationFullName: 'Ayşe Yılmaz',
      legislationIbanNumber: 'TR12 0006 1005 1978 6457 8413 99',
      legislationIdentityNumber: '10000000146',
    });
    expect(good.body.content).toMatchObject({
      isUseLegislation: true,
      legislationIbanNumber: 'TR120006100519786457841399',
      legislationIdentityNumber: '10000000146',
    });
  });
  it('reports every missing required field', async () => {
    const token = await loginMember();
    const user = await profileOf(token);
    const blanks = Object.fromEntries(
      [
        'fullName',
        'phoneNumber',
        'email',
        'instagramUserName',
        'trendyolUserName',
        'trendyolStatus',
        'ibanNumber',
        'address',
        'city',
        'province',
        'bankAccountFullName',
        'identityNumber',
      ].map((f) => [f, f === 'trendyolStatus' ? null : '']),
    );
    const res = await save(token, { ...user, ...blanks });
    expect(res.status).toBe(400);
    expect(res.body.errors.filter((e) => e.name === 'RequiredField').map((e) => e.value)).toEqual(
      Object.keys(blanks),
    );
    const company = await save(token, {
      ...user,
      isHaveCompany: true,
      companyType: null,
      companyName: '',
      taxNumber: null,
    });
    expect(company.body.errors).toEqual([
      { name: 'RequiredField', value: 'companyName' },
      { name: 'RequiredField', value: 'taxNumber' },
      { name: 'CompanyTypeRequired', value: null },
    ]);
    expect(errorNames(await call(method, '/api/profile', { token, json: {} }))).toEqual(['RequiredField']);
  });
  it.each([
    [{ ibanNumber: 'TR33 0006 1005 1978' }, 'InvalidIban'],
    [{ ibanNumber: 'DE330006100519786457841326' }, 'InvalidIban'],
    [{ identityNumber: '1234567895' }, 'InvalidIdentityNumber'],
    [{ identityNumber: '1234567895a' }, 'InvalidIdentityNumber'],
    [{ email: 'admin@portal.example' }, 'EmailAlreadyExist'],
    [{ email: 'eposta' }, 'EmailValidationError'],
    [{ trendyolUserName: 'baskaad' }, 'TrendyolUserNameCannotBeChanged'],
    [{ trendyolStatus: 7 }, 'InvalidValue'],
    [{ trendyolStatus: 0 }, 'InvalidValue'],
    [{ isHaveCompany: true, companyName: 'X', taxNumber: '1', companyType: 4 }, 'InvalidValue'],
    [{ phoneNumber: '0532 abc' }, 'InvalidValue'],
    [{ phoneNumber: '123' }, 'InvalidValue'],
    [{ instagramFollowerCount: '12345678901234' }, 'InvalidValue'],
    [{ instagramFollowerCount: -5 }, 'InvalidValue'],
  ])('refuses %j with %s', async (change, name) => {
    const token = await loginMember();
    const user = await profileOf(token);
    const res = await save(token, { ...user, ...change });
    expect(res.status).toBe(400);
    expect(errorNames(res)).toEqual([name]);
  });
  it("refuses another member's user name as marketplace user name (report rows would become theirs)", async () => {
    const token = await loginAdmin();
    const user = await profileOf(token, SEED_IDS.member);
    const res = await save(token, { ...user, trendyolUserName: 'operasyon' });
    expect(res.status).toBe(400);
    expect(errorNames(res)).toEqual(['TrendyolUserNameAlreadyExist']);
  });
  it("refuses another member's marketplace user name", async () => {
    const token = await loginAdmin();
    const user = await profileOf(token, SEED_IDS.member);
    const taken = otherTrendyolName();
    const res = await save(token, { ...user, trendyolUserName: taken.toUpperCase() });
    expect(res.status).toBe(400);
    expect(errorNames(res)).toEqual(['TrendyolUserNameAlreadyExist']);
  });
  it('lets a member set the marketplace user name the first time', async () => {
    const admin = await loginAdmin();
    const created = await call('POST', '/api/users', {
      token: admin,
      json: {
        user: {
          userName: 'yeniuye2',
          email: 'yeniuye2@example.com',
          password: 'Sifre1234',
          passwordRepeat: 'Sifre1234',
          newTvCommissionPercentage: 10,
        },
      },
    });
    const token = await login('yeniuye2', 'Sifre1234');
    const user = await profileOf(token);
    expect(user.trendyolUserName).toBeNull();
    const res = await save(token, {
      ...user,
      fullName: 'Yeni Üye',
      phoneNumber: '05551112233',
      instagramUserName: 'yeniuye2',
      trendyolUserName: 'YeniUye Magaza',
      trendyolStatus: 1,
      bankAccountFullName: 'Yeni Üye',
      identityNumber: '10000000146',
      ibanNumber: 'TR120006100519786457841399',
      address: 'Lale Sok. No: 1',
      city: 'Ankara',
      province: 'Çankaya',
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      id: created.body.content.id,
      trendyolUserName: 'yeniuyemagaza',
    });
  });
  it("refuses to save another user's profile without the rights, and unknown users", async () => {
    const member = await loginMember();
    const admin = await loginAdmin();
    const adminProfile = await profileOf(admin);
    const forbidden = await save(member, adminProfile);
    expect(forbidden.status).toBe(403);
    expect(row(SEED_IDS.admin).fullName).toBe('Portal Yöneticisi');
    // Administration without Permissions_User_Update reads but cannot save.
    const other = await profileOf(admin, SEED_IDS.member);
    expect((await save(await loginOperator(), other)).status).toBe(403);
    const missing = await save(admin, { ...other, id: UNKNOWN_ID });
    expect(missing.status).toBe(404);
    expect(errorNames(missing)).toEqual(['UserNotFound']);
    expect((await save(null, other)).status).toBe(401);
  });
});

describe('POST /api/profile/UploadMemberLegislationFile', () => {
  const upload = (token: string | null, files: File[]) =>
    call('POST', '/api/profile/UploadMemberLegislationFile', { token, form: formWith(files) });

  it("stores the document and sets the user's path; a new upload replaces it", async () => {
    const token = await loginMember();
    const res = await upload(token, [
      new File(['%PDF-1.4 dilekce'], 'dilekce.pdf', { type: 'application/pdf' }),
    ]);
    expect(res.status).toBe(200);
    const path = res.body.content.path;
    expect(path).toMatch(/^legislation\/.+\.pdf$/);
    expect(row(SEED_IDS.member).legislationFilePath).toBe(path);
    const stored = await getFile(db, path);
    expect(stored).toMatchObject({ name: 'dilekce.pdf', type: 'application/pdf' });
    expect(new TextDecoder().decode(stored!.data)).toBe('%PDF-1.4 dilekce');
    const next = await upload(token, [
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'dilekce.png'),
    ]);
    expect(next.body.content.path).toMatch(/\.png$/);
    expect(row(SEED_IDS.member).legislationFilePath).toBe(next.body.content.path);
    expect(await getFile(db, path)).toBeUndefined();
  });
  it('accepts files over the 10 MB UI warning up to the 50 MB cap', async () => {
    const token = await loginMember();
    const jpeg = new Uint8Array(11 * 1024 * 1024);
    jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
    const big = new File([jpeg], 'dilekce.jpg', { type: 'image/jpeg' });
    expect((await upload(token, [big])).status).toBe(200);
    const huge = new File([new Uint8Array(50 * 1024 * 1024 + 1)], 'dilekce.pdf', { type: 'application/pdf' });
    const res = await upload(token, [huge]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ name: 'FileTooLarge', value: 'dilekce.pdf' }]);
  });
  it.each([
    ['no file', 'FileRequired', []],
    ['a gif', 'InvalidFileType', [new File(['GIF89a'], 'dilekce.gif', { type: 'image/gif' })]],
    ['an svg', 'InvalidFileType', [new File(['<svg/>'], 'dilekce.svg', { type: 'image/svg+xml' })]],
    ['an empty pdf', 'FileEmpty', [new File([], 'dilekce.pdf', { type: 'application/pdf' })]],
  ])('refuses %s with %s', async (_label, name, files) => {
    const res = await upload(await loginMember(), files as File[]);
    expect(res.status).toBe(400);
    expect(errorNames(res)).toEqual([name]);
    expect(row(SEED_IDS.member).legislationFilePath).toBeNull();
  });
  it('needs a token', async () => {
    const res = await upload(null, [new File(['%PDF'], 'dilekce.pdf', { type: 'application/pdf' })]);
    expect(res.status).toBe(401);
  });
});
