import { access, PERMISSIONS } from './access';

describe('access', () => {
  it('allows nothing without permissions', () => {
    for (const input of [[], null, undefined]) {
      const a = access(input);
      expect(a.isAdmin).toBe(false);
      expect(a.canCreateUser || a.canUpdateUser || a.canDeleteUser).toBe(false);
      expect(a.canCreateRole || a.canUpdateRole || a.canDeleteRole).toBe(false);
      expect(a.has(PERMISSIONS.administration)).toBe(false);
    }
  });

  it('marks an administrator by Permissions_Administration only', () => {
    expect(access(['Permissions_Administration']).isAdmin).toBe(true);
    expect(access(['Permissions_User_Create', 'Permissions_Role_Delete']).isAdmin).toBe(false);
  });

  it('maps each permission to its flag', () => {
    const a = access(Object.values(PERMISSIONS));
    expect(a).toMatchObject({
      isAdmin: true,
      canCreateUser: true,
      canUpdateUser: true,
      canDeleteUser: true,
      canCreateRole: true,
      canUpdateRole: true,
      canDeleteRole: true,
    });
    const b = access(['Permissions_User_Update']);
    expect(b.canUpdateUser).toBe(true);
    expect(b.canCreateUser).toBe(false);
  });

  it('answers has() for any name, case-sensitively', () => {
    const a = access(['Permissions_Something_New']);
    expect(a.has('Permissions_Something_New')).toBe(true);
    expect(a.has('permissions_something_new')).toBe(false);
  });
});
