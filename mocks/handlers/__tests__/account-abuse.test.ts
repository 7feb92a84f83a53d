// @vitest-environment node
// Account abuse: takeover by a restricted administrator,
// sign-in lockout, uniqueness under parallel requests.
import { call, errorNames, login, loginAdmin, useMockServer, DEMO } from '../../../tests/support/api';
import { updateRow } from '@mocks/core/resource';
import { db } from '@mocks/node';
import { SEED_IDS } from '@mocks/seed';
import { LOCKOUT_MINUTES, MAX_FAILED_ACCESS_ATTEMPTS } from '@mocks/domain/lockout';
import { loginUserManager, userBody, userRow } from './users.support';

useMockServer();

const permissionId = (name: string) => db.permissions.findFirst((q) => q.where({ name }))!.id;

describe('no account takeover: only users and roles whose every permission the actor holds', () => {
  it("a user administrator cannot set admin's password or e-mail, nor deactivate an administrator", async () => {
    const token = await loginUserManager();
    const before = JSON.stringify(userRow('admin'));
    const password = await call('PUT', '/api/users', {
      token,
      json: userBody('admin', { password: 'Ele12345!', passwordRepeat: 'Ele12345!' }),
    });
    expect(password.status).toBe(403);
    expect(password.body.errors).toEqual([{ name: 'CannotManageUser', value: 'admin' }]);
    const email = await call('PUT', '/api/users', {
      token,
      json: userBody('admin', { email: 'saldirgan@example.com' }),
    });
    expect(email.status).toBe(403);
    const profile = await call('PUT', '/api/profile', {
      token,
      json: { user: { id: SEED_IDS.admin, email: 'saldirgan@example.com' } },
    });
    expect(profile.status).toBe(403);
    expect(errorNames(profile)).toEqual(['CannotManageUser']);
    expect(JSON.stringify(userRow('admin'))).toBe(before);
    // A restricted administrator's takeover attempt: still only the right password signs in as admin.
    expect(
      (await call('POST', '/api/login', { json: { userNameOrEmail: 'admin', password: 'Ele12345!' } }))
        .status,
    ).toBe(400);

    // Another full administrator (not the protected `admin` user) cannot be made passive either.
    const other = userRow(DEMO.member.userName);
    await updateRow(db, 'users', other, { roleIds: [SEED_IDS.adminRole] });
    const deactivate = await call('DELETE', '/api/users', { token, query: { id: other.id } });
    expect(deactivate.status).toBe(403);
    expect(deactivate.body.errors).toEqual([{ name: 'CannotManageUser', value: other.userName }]);
    expect(userRow(DEMO.member.userName).isActive).toBe(true);
  });

  it('a user administrator still manages members and users with fewer or the same permissions', async () => {
    const token = await loginUserManager();
    const member = await call('PUT', '/api/users', {
      token,
      json: userBody(DEMO.member.userName, { password: 'Yeni12345', passwordRepeat: 'Yeni12345' }),
    });
    expect(member.status).toBe(200);
    const profile = await call('GET', '/api/profile', { token, query: { id: SEED_IDS.member } });
    const saved = await call('PUT', '/api/profile', {
      token,
      json: { user: { ...profile.body.content.user, city: 'Ankara' } },
    });
    expect(saved.status).toBe(200);
    const member2 = db.users.findFirst((q) =>
      q.where((u) => u.id !== SEED_IDS.member && u.isActive && u.roleIds.includes(SEED_IDS.memberRole)),
    )!;
    expect((await call('DELETE', '/api/users', { token, query: { id: member2.id } })).status).toBe(200);
    // Themselves, too.
    expect(
      (await call('PUT', '/api/users', { token, json: userBody('operasyon', { fullName: 'D. O.' }) })).status,
    ).toBe(200);
  });

  it('a role deleter cannot delete or change a role carrying permissions it does not hold', async () => {
    const deleter = await call('POST', '/api/roles', {
      token: await loginAdmin(),
      json: {
        role: { name: 'Rol Silici' },
        grantedPermissionIds: [
          permissionId('Permissions_Administration'),
          permissionId('Permissions_Role_Delete'),
          permissionId('Permissions_Role_Update'),
        ],
      },
    });
    await updateRow(db, 'users', userRow('operasyon'), { roleIds: [deleter.body.content.id] });
    const token = await login('operasyon', DEMO.admin.password);
    const res = await call('DELETE', '/api/roles', { token, query: { id: SEED_IDS.userManagerRole } });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([{ name: 'CannotManageRole', value: 'Kullanıcı Yöneticisi' }]);
    const rename = await call('PUT', '/api/roles', {
      token,
      json: { role: { id: SEED_IDS.userManagerRole, name: 'Boş' } },
    });
    expect(rename.status).toBe(403);
    expect(db.roles.findFirst((q) => q.where({ id: SEED_IDS.userManagerRole }))!.name).toBe(
      'Kullanıcı Yöneticisi',
    );
    // A role it holds every permission of is fine.
    expect((await call('DELETE', '/api/roles', { token, query: { id: SEED_IDS.supportRole } })).status).toBe(
      200,
    );
  });

  it("a role's permissions reach its holders: no demoting, through a shared role, a user with more permissions", async () => {
    const adminToken = await loginAdmin();
    const created = async (name: string, permissions: string[]) =>
      (
        await call('POST', '/api/roles', {
          token: adminToken,
          json: { role: { name }, grantedPermissionIds: permissions.map(permissionId) },
        })
      ).body.content.id as string;
    const editor = await created('Rol Düzenleyici', [
      'Permissions_Administration',
      'Permissions_Role_Update',
      'Permissions_Role_Delete',
    ]);
    const shared = await created('Ortak Rol', ['Permissions_Administration', 'Permissions_Role_Update']);
    await updateRow(db, 'users', userRow('operasyon'), { roleIds: [editor] });
    await updateRow(db, 'users', userRow('admin'), { roleIds: [...userRow('admin').roleIds, shared] });
    const token = await login('operasyon', DEMO.admin.password);
    const strip = await call('PUT', '/api/roles', {
      token,
      json: {
        role: { id: shared, name: 'Ortak Rol' },
        grantedPermissionIds: [permissionId('Permissions_Administration')],
      },
    });
    expect(strip.status).toBe(403);
    expect(strip.body.errors).toEqual([{ name: 'CannotManageUser', value: 'admin' }]);
    const remove = await call('DELETE', '/api/roles', { token, query: { id: shared } });
    expect(remove.status).toBe(403);
    expect(userRow('admin').roleIds).toContain(shared);
    // Without a holder it may not manage, the same role is the editor's to change.
    await updateRow(db, 'users', userRow('admin'), {
      roleIds: userRow('admin').roleIds.filter((id) => id !== shared),
    });
    expect((await call('DELETE', '/api/roles', { token, query: { id: shared } })).status).toBe(200);
  });
});

describe('sign-in lockout (ASP.NET Identity defaults)', () => {
  const signIn = (password: string) =>
    call('POST', '/api/login', { json: { userNameOrEmail: DEMO.member.userName, password } });

  afterEach(() => {
    vi.useRealTimers();
  });

  it(`${MAX_FAILED_ACCESS_ATTEMPTS} wrong passwords lock the account for ${LOCKOUT_MINUTES} minutes, even for the right one`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 1; i < MAX_FAILED_ACCESS_ATTEMPTS; i++) {
      expect(errorNames(await signIn('yanlis-sifre'))).toEqual(['UserNameOrPasswordIncorrect']);
    }
    const fifth = await signIn('yanlis-sifre');
    expect(fifth.status).toBe(400);
    expect(fifth.body.errors).toEqual([{ name: 'UserLockedOut', value: String(LOCKOUT_MINUTES) }]);
    expect(errorNames(await signIn(DEMO.member.password))).toEqual(['UserLockedOut']);
    vi.setSystemTime(Date.now() + 4 * 60_000);
    expect((await signIn(DEMO.member.password)).body.errors).toEqual([{ name: 'UserLockedOut', value: '1' }]);
    vi.setSystemTime(Date.now() + 60_001);
    expect((await signIn(DEMO.member.password)).status).toBe(200);
  });

  it('a successful sign-in starts the count again; parallel attempts all count', async () => {
    for (let i = 1; i < MAX_FAILED_ACCESS_ATTEMPTS; i++) await signIn('yanlis-sifre');
    expect((await signIn(DEMO.member.password)).status).toBe(200);
    for (let i = 1; i < MAX_FAILED_ACCESS_ATTEMPTS; i++) {
      expect(errorNames(await signIn('yanlis-sifre'))).toEqual(['UserNameOrPasswordIncorrect']);
    }
    await signIn(DEMO.member.password);
    // 30 at once: the account ends locked.
    await Promise.all(Array.from({ length: 30 }, () => signIn('yanlis-sifre')));
    expect(errorNames(await signIn(DEMO.member.password))).toEqual(['UserLockedOut']);
  });
});

describe('uniqueness holds under 100 parallel requests', () => {
  const PARALLEL = 100;

  it('registrations of one user name and e-mail make one account', async () => {
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        call('POST', '/api/register', {
          json: {
            userName: 'yaris',
            email: i % 2 ? 'yaris@example.com' : 'YARIS@example.com',
            password: 'Sifre1234',
            passwordRepeat: 'Sifre1234',
            kvkkConfirm: true,
            clientDomain: 'http://localhost:5173',
          },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(db.users.findMany((q) => q.where((u) => u.userName === 'yaris')).length).toBe(1);
    expect(new Set(results.filter((r) => r.status === 400).flatMap(errorNames))).toEqual(
      new Set(['UserNameAlreadyExist', 'EmailAlreadyExist']),
    );
  });

  it('createUser, role and brand names: one row each', async () => {
    const token = await loginAdmin();
    const many = (method: string, path: string, json: (i: number) => unknown) =>
      Promise.all(Array.from({ length: PARALLEL }, (_, i) => call(method, path, { token, json: json(i) })));
    const users = await many('POST', '/api/users', (i) => ({
      user: {
        userName: 'ikiz',
        email: `ikiz${i}@example.com`,
        password: 'Sifre1234',
        passwordRepeat: 'Sifre1234',
        newTvCommissionPercentage: 10,
      },
    }));
    expect(users.filter((r) => r.status === 200)).toHaveLength(1);
    const roles = await many('POST', '/api/roles', () => ({ role: { name: 'Yarış Rolü' } }));
    expect(roles.filter((r) => r.status === 200)).toHaveLength(1);
    const brands = await many('POST', '/api/companies', () => ({
      company: {
        name: 'Yarış Markası',
        webViewUrl: 'https://example.com',
        mobileAppPhoto: 'https://example.com/a.png',
        newTvCommissionPercentage: 10,
      },
    }));
    expect(brands.filter((r) => r.status === 200)).toHaveLength(1);
    expect(db.users.findMany((q) => q.where({ userName: 'ikiz' }))).toHaveLength(1);
    expect(db.roles.findMany((q) => q.where({ name: 'Yarış Rolü' }))).toHaveLength(1);
    expect(db.companies.findMany((q) => q.where({ name: 'Yarış Markası' }))).toHaveLength(1);
  });
});
