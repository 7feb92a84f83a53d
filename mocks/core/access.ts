import { db, type UserRow } from '../db';

/** Names of the permissions a user holds through their roles. */
export function userPermissionNames(user: UserRow): Set<string> {
  const names = new Set<string>();
  for (const roleId of user.roleIds) {
    const role = db.roles.findFirst((q) => q.where({ id: roleId }));
    for (const permissionId of role?.permissionIds ?? []) {
      const permission = db.permissions.findFirst((q) => q.where({ id: permissionId }));
      if (permission) names.add(permission.name);
    }
  }
  return names;
}

/** True when the row's user name is the member's user name or marketplace user name. */
export function ownsUserName(user: UserRow, userName: string | null | undefined): boolean {
  if (!userName) return false;
  // Identifiers are ASCII: invariant lower-casing (Turkish rules would turn I into ı).
  const n = userName.toLowerCase();
  return n === user.userName.toLowerCase() || n === (user.trendyolUserName ?? '').toLowerCase();
}

/**
 * Every user holding the permission `name` through a role (active or not): the roles granting it are
 * found once, then each user is checked against that set — no per-user role and permission lookups.
 */
export function usersWithPermission(name: string): UserRow[] {
  const permissionIds = new Set(db.permissions.findMany((q) => q.where({ name })).map((p) => p.id));
  const roleIds = new Set(
    db.roles
      .all()
      .filter((r) => r.permissionIds.some((id) => permissionIds.has(id)))
      .map((r) => r.id),
  );
  if (roleIds.size === 0) return [];
  return db.users.all().filter((u) => u.roleIds.some((id) => roleIds.has(id)));
}
