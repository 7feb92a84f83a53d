// @vitest-environment node
import {
  call,
  errorNames,
  loginAdmin,
  loginMember,
  useMockServer,
  UNKNOWN_ID,
  expectAdministrationOnly,
  loginOperator,
} from '../../../tests/support/api';
import { db } from '@mocks/node';
import { PERMISSIONS, SEED_IDS } from '@mocks/seed';
import { EMPTY_ID } from '@mocks/core/ids';

useMockServer();

const permissionId = (name: string) => db.permissions.findFirst((q) => q.where({ name }))!.id;
const roleRow = (id: string) => db.roles.findFirst((q) => q.where({ id }));
const userRoles = (id: string) => db.users.findFirst((q) => q.where({ id }))!.roleIds;

describe('GET /api/roles', () => {
  it('pages {id, name, isSystemDefault} sorted by name', async () => {
    const res = await call('GET', '/api/roles', { token: await loginAdmin() });
    expect(res.status).toBe(200);
    expect(res.body.content.totalCount).toBe(4);
    expect(res.body.content.items.map((r) => r.name)).toEqual([
      'Admin',
      'Destek Ekibi',
      'Kullanıcı Yöneticisi',
      'Member',
    ]);
    expect(res.body.content.items[0]).toEqual({
      id: SEED_IDS.adminRole,
      name: 'Admin',
      isSystemDefault: true,
    });
  });
  it('searches the name (Turkish-aware), sorts descending and pages', async () => {
    const token = await loginAdmin();
    const found = await call('GET', '/api/roles', { token, query: { filter: 'KULLANICI' } });
    expect(found.body.content.items.map((r) => r.name)).toEqual(['Kullanıcı Yöneticisi']);
    const desc = await call('GET', '/api/roles', { token, query: { sortBy: 'name desc', pageSize: 2 } });
    expect(desc.body.content.items.map((r) => r.name)).toEqual(['Member', 'Kullanıcı Yöneticisi']);
    expect(desc.body.content.totalCount).toBe(4);
  });
  it('refuses a bad sortBy and bad paging', async () => {
    const token = await loginAdmin();
    const res = await call('GET', '/api/roles', { token, query: { sortBy: 'permissionIds' } });
    expect(res.status).toBe(400);
    expect(errorNames(res)).toEqual(['InvalidSortBy']);
    expect(errorNames(await call('GET', '/api/roles', { token, query: { pageIndex: -1 } }))).toEqual([
      'InvalidPaging',
    ]);
  });
  it('needs Permissions_Administration', () => expectAdministrationOnly('/api/roles'));
});

describe('GET /api/roles/{id}', () => {
  it('returns the role, its granted permission ids and every permission', async () => {
    const res = await call('GET', `/api/roles/${SEED_IDS.supportRole}`, { token: await loginAdmin() });
    expect(res.status).toBe(200);
    expect(res.body.content.role).toEqual({
      id: SEED_IDS.supportRole,
      name: 'Destek Ekibi',
      isSystemDefault: false,
    });
    expect(res.body.content.grantedPermissionIds).toEqual([permissionId('Permissions_Administration')]);
    expect(res.body.content.allPermissions).toHaveLength(PERMISSIONS.length);
    expect(res.body.content.allPermissions[0]).toEqual({
      id: permissionId('Permissions_Administration'),
      name: 'Permissions_Administration',
      displayName: 'Yönetim',
    });
  });
  it('gives a new-role template for the empty id', async () => {
    const res = await call('GET', `/api/roles/${EMPTY_ID}`, { token: await loginAdmin() });
    expect(res.body.content.role).toEqual({ id: EMPTY_ID, name: '', isSystemDefault: false });
    expect(res.body.content.grantedPermissionIds).toEqual([]);
    expect(res.body.content.allPermissions).toHaveLength(PERMISSIONS.length);
  });
  it('answers 404, 401 and 403', async () => {
    const missing = await call('GET', `/api/roles/${UNKNOWN_ID}`, { token: await loginAdmin() });
    expect(missing.status).toBe(404);
    expect(errorNames(missing)).toEqual(['RoleNotFound']);
    expect((await call('GET', `/api/roles/${SEED_IDS.adminRole}`)).status).toBe(401);
    expect(
      (await call('GET', `/api/roles/${SEED_IDS.adminRole}`, { token: await loginMember() })).status,
    ).toBe(403);
  });
});

describe('POST /api/roles', () => {
  it('creates a role whose permissions its users receive', async () => {
    const token = await loginAdmin();
    const res = await call('POST', '/api/roles', {
      token,
      json: {
        role: { name: 'Rol Yöneticisi' },
        grantedPermissionIds: [
          permissionId('Permissions_Role_Create'),
          permissionId('Permissions_Administration'),
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ name: 'Rol Yöneticisi', isSystemDefault: false });
    const id = res.body.content.id;
    expect(roleRow(id)!.permissionIds).toHaveLength(2);
    // Granted to the member, the role opens the role list to them.
    const { user } = (await call('GET', `/api/users/${SEED_IDS.member}`, { token })).body.content;
    await call('PUT', '/api/users', { token, json: { user, grantedRoleIds: [SEED_IDS.memberRole, id] } });
    expect((await call('GET', '/api/roles', { token: await loginMember() })).status).toBe(200);
  });
  it.each([
    [{ role: { name: '' } }, 'RequiredField', 'name'],
    [{}, 'RequiredField', 'role'],
    [{ role: { name: 'destek ekibi' } }, 'RoleNameAlreadyExist', 'destek ekibi'],
    [{ role: { name: 'ADMIN' } }, 'RoleNameAlreadyExist', 'ADMIN'],
    [{ role: { name: 'KULLANICI YÖNETİCİSİ' } }, 'RoleNameAlreadyExist', 'KULLANICI YÖNETİCİSİ'],
    [{ role: { name: 'Yeni' }, grantedPermissionIds: [UNKNOWN_ID] }, 'InvalidValue', 'grantedPermissionIds'],
  ])('refuses %j with %s', async (json, name, value) => {
    const res = await call('POST', '/api/roles', { token: await loginAdmin(), json });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ name, value }]);
  });
  it('needs Permissions_Role_Create', async () => {
    const json = { role: { name: 'Yeni' } };
    expect((await call('POST', '/api/roles', { json })).status).toBe(401);
    expect((await call('POST', '/api/roles', { json, token: await loginMember() })).status).toBe(403);
    expect((await call('POST', '/api/roles', { json, token: await loginOperator() })).status).toBe(403);
  });
});

describe('PUT /api/roles', () => {
  it('renames a role and replaces its permissions', async () => {
    const res = await call('PUT', '/api/roles', {
      token: await loginAdmin(),
      json: {
        role: { id: SEED_IDS.supportRole, name: 'Destek' },
        grantedPermissionIds: [permissionId('Permissions_User_Update')],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({ id: SEED_IDS.supportRole, name: 'Destek', isSystemDefault: false });
    expect(roleRow(SEED_IDS.supportRole)!.permissionIds).toEqual([permissionId('Permissions_User_Update')]);
    // The operator lost Permissions_Administration with it.
    expect((await call('GET', '/api/users', { token: await loginOperator() })).status).toBe(403);
  });
  it('keeps its own name (in another case) without a conflict, and its permissions when none are sent', async () => {
    const res = await call('PUT', '/api/roles', {
      token: await loginAdmin(),
      json: { role: { id: SEED_IDS.supportRole, name: 'DESTEK EKİBİ' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.content.name).toBe('DESTEK EKİBİ');
    expect(roleRow(SEED_IDS.supportRole)!.permissionIds).toEqual([
      permissionId('Permissions_Administration'),
    ]);
    const cleared = await call('PUT', '/api/roles', {
      token: await loginAdmin(),
      json: { role: { id: SEED_IDS.supportRole, name: 'Destek' }, grantedPermissionIds: [] },
    });
    expect(cleared.status).toBe(200);
    expect(roleRow(SEED_IDS.supportRole)!.permissionIds).toEqual([]);
  });
  it.each([
    [{ role: { id: SEED_IDS.supportRole, name: ' ' } }, 'RequiredField'],
    [{ role: { id: SEED_IDS.supportRole, name: 'member' } }, 'RoleNameAlreadyExist'],
    [{ role: { id: SEED_IDS.supportRole, name: 'Destek' }, grantedPermissionIds: 'hepsi' }, 'InvalidValue'],
    [{ role: { id: SEED_IDS.adminRole, name: 'Yönetici' } }, 'CannotEditSystemRole'],
    [{ role: { id: SEED_IDS.memberRole, name: 'Üye' } }, 'CannotEditSystemRole'],
  ])('refuses %j with %s', async (json, name) => {
    const res = await call('PUT', '/api/roles', { token: await loginAdmin(), json });
    expect(res.status).toBe(400);
    expect(errorNames(res)).toEqual([name]);
  });
  it('answers 404 for an unknown role and checks permissions', async () => {
    const missing = await call('PUT', '/api/roles', {
      token: await loginAdmin(),
      json: { role: { id: UNKNOWN_ID, name: 'X' } },
    });
    expect(missing.status).toBe(404);
    expect(errorNames(missing)).toEqual(['RoleNotFound']);
    const json = { role: { id: SEED_IDS.supportRole, name: 'X' } };
    expect((await call('PUT', '/api/roles', { json })).status).toBe(401);
    expect((await call('PUT', '/api/roles', { json, token: await loginMember() })).status).toBe(403);
  });
});

describe('DELETE /api/roles', () => {
  it('deletes the role and removes it from its users (Member when none is left)', async () => {
    const token = await loginAdmin();
    const { user } = (await call('GET', `/api/users/${SEED_IDS.member}`, { token })).body.content;
    await call('PUT', '/api/users', {
      token,
      json: { user, grantedRoleIds: [SEED_IDS.memberRole, SEED_IDS.supportRole] },
    });
    const res = await call('DELETE', '/api/roles', { token, query: { id: SEED_IDS.supportRole } });
    expect(res.status).toBe(200);
    expect(res.body.content).toBeNull();
    expect(roleRow(SEED_IDS.supportRole)).toBeUndefined();
    expect(userRoles(SEED_IDS.member)).toEqual([SEED_IDS.memberRole]);
    expect(userRoles(SEED_IDS.operator)).toEqual([SEED_IDS.memberRole]);
  });
  it('refuses system roles, a missing id and unknown roles', async () => {
    const token = await loginAdmin();
    for (const id of [SEED_IDS.adminRole, SEED_IDS.memberRole]) {
      const res = await call('DELETE', '/api/roles', { token, query: { id } });
      expect(res.status).toBe(400);
      expect(errorNames(res)).toEqual(['CannotRemoveSystemRole']);
    }
    expect(errorNames(await call('DELETE', '/api/roles', { token }))).toEqual(['RequiredField']);
    const missing = await call('DELETE', '/api/roles', { token, query: { id: UNKNOWN_ID } });
    expect(missing.status).toBe(404);
    expect(errorNames(missing)).toEqual(['RoleNotFound']);
  });
  it('needs Permissions_Role_Delete', async () => {
    const query = { id: SEED_IDS.supportRole };
    expect((await call('DELETE', '/api/roles', { query })).status).toBe(401);
    expect((await call('DELETE', '/api/roles', { query, token: await loginMember() })).status).toBe(403);
    expect(roleRow(SEED_IDS.supportRole)).toBeDefined();
  });
});
