// @vitest-environment node
// Users (/api/users): the list, one user, create, edit (roles, active flag), delete. Helpers: users.support.ts.
import {
  call,
  errorNames,
  login,
  loginAdmin,
  loginMember,
  useMockServer,
  DEMO,
  UNKNOWN_ID,
  expectAdministrationOnly,
  loginOperator,
} from '../../../tests/support/api';
import { db } from '@mocks/node';
import { SEED_IDS } from '@mocks/seed';
import { EMPTY_ID } from '@mocks/core/ids';
import { findUser } from './users.support';

useMockServer();

const newUser = {
  userName: 'yenikullanici',
  email: 'yeni.kullanici@example.com',
  password: 'Sifre1234',
  passwordRepeat: 'Sifre1234',
  newTvCommissionPercentage: 12,
  fullName: 'Yeni Kullanıcı',
};

describe('GET /api/users', () => {
  it('pages userDto rows sorted by userName by default', async () => {
    const token = await loginAdmin();
    const res = await call('GET', '/api/users', { token, query: { pageSize: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.content.items).toHaveLength(5);
    expect(res.body.content.totalCount).toBe(db.users.count());
    const names = res.body.content.items.map((u) => u.userName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr')));
    expect(res.body.content.items[0]).not.toHaveProperty('passwordHash');
    expect(res.body.content.items[0]).not.toHaveProperty('roleIds');
  });
  it('searches user name, e-mail, full name and marketplace user name', async () => {
    const token = await loginAdmin();
    for (const filter of ['influencer', 'influencer@PORTAL', 'AYŞE YILMAZ', 'ayseyilmazstil']) {
      const res = await call('GET', '/api/users', { token, query: { filter, pageSize: 100000000 } });
      expect(res.body.content.items.map((u) => u.userName)).toContain('influencer');
    }
  });
  it('sorts on any user field, descending too, and pages', async () => {
    const token = await loginAdmin();
    const res = await call('GET', '/api/users', {
      token,
      query: { sortBy: 'newTvCommissionPercentage desc', pageSize: 100000000 },
    });
    const values = res.body.content.items.map((u) => u.newTvCommissionPercentage);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values).toHaveLength(db.users.count());
    const second = await call('GET', '/api/users', { token, query: { pageIndex: 1, pageSize: 3 } });
    const first = await call('GET', '/api/users', { token, query: { pageIndex: 0, pageSize: 6 } });
    expect(second.body.content.items).toEqual(first.body.content.items.slice(3, 6));
  });
  it('refuses bad sorting and paging', async () => {
    const token = await loginAdmin();
    const sort = await call('GET', '/api/users', { token, query: { sortBy: 'passwordHash' } });
    expect(sort.status).toBe(400);
    expect(errorNames(sort)).toEqual(['InvalidSortBy']);
    expect(errorNames(await call('GET', '/api/users', { token, query: { pageSize: 0 } }))).toEqual([
      'InvalidPaging',
    ]);
  });
  it('needs Permissions_Administration', () => expectAdministrationOnly('/api/users'));
});

describe('GET /api/users/{id}', () => {
  it('returns the user with granted and all roles', async () => {
    const token = await loginAdmin();
    const res = await call('GET', `/api/users/${SEED_IDS.member}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.content.user.userName).toBe('influencer');
    expect(res.body.content.grantedRoleIds).toEqual([SEED_IDS.memberRole]);
    expect(res.body.content.allRoles.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Admin', 'Member', 'Destek Ekibi']),
    );
  });
  it('gives a new-user template for the empty id', async () => {
    const res = await call('GET', `/api/users/${EMPTY_ID}`, { token: await loginAdmin() });
    expect(res.status).toBe(200);
    expect(res.body.content.user).toMatchObject({
      id: EMPTY_ID,
      userName: '',
      email: '',
      fullName: null,
      isActive: true,
      newTvCommissionPercentage: 10,
    });
    expect(res.body.content.allRoles.length).toBe(db.roles.count());
  });
  it('answers 404 for an unknown id, 401 without and 403 with a member token', async () => {
    const missing = await call('GET', `/api/users/${UNKNOWN_ID}`, {
      token: await loginAdmin(),
    });
    expect(missing.status).toBe(404);
    expect(errorNames(missing)).toEqual(['UserNotFound']);
    expect((await call('GET', `/api/users/${SEED_IDS.member}`)).status).toBe(401);
    // A member never sees another user's data.
    const member = await call('GET', `/api/users/${SEED_IDS.admin}`, { token: await loginMember() });
    expect(member.status).toBe(403);
    expect(member.body.content).toBeNull();
  });
});

describe('POST /api/users', () => {
  it('creates a confirmed, active user who can log in, with the granted roles', async () => {
    const token = await loginAdmin();
    const res = await call('POST', '/api/users', {
      token,
      json: { user: newUser, grantedRoleIds: [SEED_IDS.supportRole] },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      userName: 'yenikullanici',
      email: 'yeni.kullanici@example.com',
      newTvCommissionPercentage: 12,
      fullName: 'Yeni Kullanıcı',
      isActive: true,
    });
    expect(res.body.content).not.toHaveProperty('password');
    const row = findUser('yenikullanici')!;
    expect(row.emailConfirmed).toBe(true);
    expect(row.roleIds).toEqual([SEED_IDS.supportRole]);
    expect(row.passwordHash).toMatch(/^pbkdf2\$/);
    const own = await login('yenikullanici', 'Sifre1234');
    expect((await call('GET', '/api/users', { token: own })).status).toBe(200);
  });
  it('gives the Member role when no role is granted', async () => {
    const token = await loginAdmin();
    await call('POST', '/api/users', { token, json: { user: newUser, grantedRoleIds: [] } });
    expect(findUser('yenikullanici')!.roleIds).toEqual([SEED_IDS.memberRole]);
  });
  it('reports every missing required field', async () => {
    const res = await call('POST', '/api/users', { token: await loginAdmin(), json: { user: {} } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      ['userName', 'email', 'newTvCommissionPercentage', 'password', 'passwordRepeat'].map((value) => ({
        name: 'RequiredField',
        value,
      })),
    );
    expect(errorNames(await call('POST', '/api/users', { token: await loginAdmin(), json: {} }))).toEqual([
      'RequiredField',
    ]);
  });
  it.each([
    [{ userName: 'influencer' }, 'UserNameAlreadyExist'],
    [{ userName: 'Admin' }, 'DuplicateUserName'],
    [{ userName: 'şükrü' }, 'InvalidUserName'],
    [{ email: 'INFLUENCER@portal.example' }, 'EmailAlreadyExist'],
    [{ email: 'no-at-sign' }, 'EmailValidationError'],
    [{ password: 'kisa', passwordRepeat: 'kisa' }, 'PasswordTooShort'],
    [{ passwordRepeat: 'Baska1234' }, 'PasswordsDoesNotMatch'],
    [{ newTvCommissionPercentage: 101 }, 'InvalidValue'],
    [{ newTvCommissionPercentage: -1 }, 'InvalidValue'],
    [{ newTvCommissionPercentage: 'çok' }, 'InvalidValue'],
    [{ trendyolUserName: 'ayseyilmazstil' }, 'TrendyolUserNameAlreadyExist'],
    [{ phoneNumber: '12ab' }, 'InvalidValue'],
  ])('refuses %j with %s', async (change, name) => {
    const res = await call('POST', '/api/users', {
      token: await loginAdmin(),
      json: { user: { ...newUser, ...change } },
    });
    expect(res.status).toBe(400);
    expect(errorNames(res)).toContain(name);
    expect(findUser('yenikullanici')).toBeUndefined();
  });
  it('refuses unknown role ids', async () => {
    const res = await call('POST', '/api/users', {
      token: await loginAdmin(),
      json: { user: newUser, grantedRoleIds: [UNKNOWN_ID] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ name: 'RoleNotFound', value: UNKNOWN_ID }]);
  });
  it('needs Permissions_User_Create', async () => {
    const json = { user: newUser };
    expect((await call('POST', '/api/users', { json })).status).toBe(401);
    expect((await call('POST', '/api/users', { json, token: await loginMember() })).status).toBe(403);
    // Administration alone is not enough.
    expect((await call('POST', '/api/users', { json, token: await loginOperator() })).status).toBe(403);
  });
});

describe('PUT /api/users', () => {
  const editable = async (token: string, id = SEED_IDS.member) =>
    (await call('GET', `/api/users/${id}`, { token })).body.content;

  it('updates the account fields and roles, keeping the password when none is sent', async () => {
    const token = await loginAdmin();
    const { user } = await editable(token);
    const res = await call('PUT', '/api/users', {
      token,
      json: {
        user: { ...user, email: 'ayse@example.com', newTvCommissionPercentage: '15,5', password: '' },
        grantedRoleIds: [SEED_IDS.memberRole, SEED_IDS.supportRole],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ email: 'ayse@example.com', newTvCommissionPercentage: 15.5 });
    expect(findUser('influencer')!.roleIds).toEqual([SEED_IDS.memberRole, SEED_IDS.supportRole]);
    await login('influencer', DEMO.member.password);
  });
  it('changes the password when one is given, after checking it', async () => {
    const token = await loginAdmin();
    const { user } = await editable(token);
    const mismatch = await call('PUT', '/api/users', {
      token,
      json: { user: { ...user, password: 'YeniSifre1', passwordRepeat: 'Baska1234' } },
    });
    expect(errorNames(mismatch)).toEqual(['PasswordsDoesNotMatch']);
    const res = await call('PUT', '/api/users', {
      token,
      json: { user: { ...user, password: 'YeniSifre1', passwordRepeat: 'YeniSifre1' } },
    });
    expect(res.status).toBe(200);
    await login('influencer', 'YeniSifre1');
  });
  it('never changes isActive and keeps the Admin role of the admin user', async () => {
    const token = await loginAdmin();
    const { user } = await editable(token, SEED_IDS.inactive);
    await call('PUT', '/api/users', { token, json: { user: { ...user, isActive: true } } });
    expect(findUser('pasifuye')!.isActive).toBe(false);
    const admin = await editable(token, SEED_IDS.admin);
    const res = await call('PUT', '/api/users', {
      token,
      json: { user: admin.user, grantedRoleIds: [SEED_IDS.memberRole] },
    });
    expect(res.status).toBe(200);
    expect(findUser('admin')!.roleIds).toEqual([SEED_IDS.adminRole, SEED_IDS.memberRole]);
  });
  it.each([
    [{ userName: '' }, 'RequiredField'],
    [{ userName: 'operasyon' }, 'UserNameAlreadyExist'],
    [{ email: 'admin@portal.example' }, 'EmailAlreadyExist'],
    [{ newTvCommissionPercentage: 250 }, 'InvalidValue'],
    [{ password: 'kisa', passwordRepeat: 'kisa' }, 'PasswordTooShort'],
  ])('refuses %j with %s', async (change, name) => {
    const token = await loginAdmin();
    const { user } = await editable(token);
    const res = await call('PUT', '/api/users', { token, json: { user: { ...user, ...change } } });
    expect(res.status).toBe(400);
    expect(errorNames(res)).toContain(name);
  });
  it('answers 404 for an unknown user and checks permissions', async () => {
    const token = await loginAdmin();
    const missing = await call('PUT', '/api/users', {
      token,
      json: { user: { ...newUser, id: UNKNOWN_ID } },
    });
    expect(missing.status).toBe(404);
    expect(errorNames(missing)).toEqual(['UserNotFound']);
    const json = { user: { ...newUser, id: SEED_IDS.member } };
    expect((await call('PUT', '/api/users', { json })).status).toBe(401);
    expect((await call('PUT', '/api/users', { json, token: await loginMember() })).status).toBe(403);
    expect((await call('PUT', '/api/users', { json, token: await loginOperator() })).status).toBe(403);
  });
});

describe('DELETE /api/users', () => {
  it('makes the user passive: they cannot log in and their token stops working', async () => {
    const memberToken = await loginMember();
    const res = await call('DELETE', '/api/users', {
      token: await loginAdmin(),
      query: { id: SEED_IDS.member },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toBeNull();
    expect(findUser('influencer')!.isActive).toBe(false);
    const again = await call('POST', '/api/login', {
      json: { userNameOrEmail: 'influencer', password: DEMO.member.password },
    });
    expect(errorNames(again)).toEqual(['UserIsNotActive']);
    expect((await call('GET', '/api/profile', { token: memberToken })).status).toBe(401);
  });
  it('refuses the admin user, a missing id and unknown users', async () => {
    const token = await loginAdmin();
    const admin = await call('DELETE', '/api/users', { token, query: { id: SEED_IDS.admin } });
    expect(admin.status).toBe(400);
    expect(errorNames(admin)).toEqual(['CannotRemoveAdminUser']);
    expect(findUser('admin')!.isActive).toBe(true);
    expect(errorNames(await call('DELETE', '/api/users', { token }))).toEqual(['RequiredField']);
    const missing = await call('DELETE', '/api/users', {
      token,
      query: { id: UNKNOWN_ID },
    });
    expect(missing.status).toBe(404);
    expect(errorNames(missing)).toEqual(['UserNotFound']);
  });
  it('needs Permissions_User_Delete', async () => {
    const query = { id: SEED_IDS.operator };
    expect((await call('DELETE', '/api/users', { query })).status).toBe(401);
    expect((await call('DELETE', '/api/users', { query, token: await loginMember() })).status).toBe(403);
    expect((await call('DELETE', '/api/users', { query, token: await loginOperator() })).status).toBe(403);
    expect(findUser('operasyon')!.isActive).toBe(true);
  });
});
