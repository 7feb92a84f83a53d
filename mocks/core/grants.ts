/**
 * The mock server's side of permissions: what a user's roles grant (`userPermissionNames`), who holds a permission,
 * which user names a member owns, and who may manage whom. The app's side (which pages and actions a signed-in
 * user sees) is src/lib/access.ts.
 */
import type { Db } from '../db';
import { type Row, type UserRow } from '../db';
import { ApiError, err } from './envelope';

/** Names of the permissions a user holds through their roles. */
export function userPermissionNames(db: Db, user: UserRow): Set<string> {
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

/** Names of the permissions with these ids (ids naming no permission are left out). */
function permissionNamesOf(db: Db, permissionIds: Iterable<string>): string[] {
  const names: string[] = [];
  for (const id of permissionIds) {
    const permission = db.permissions.findFirst((q) => q.where({ id }));
    if (permission) names.push(permission.name);
  }
  return names;
}

/** Whether `held` holds every permission of the given ids. */
export const holdsAll = (db: Db, held: ReadonlySet<string>, permissionIds: Iterable<string>) =>
  permissionNamesOf(db, permissionIds).every((name) => held.has(name));

/**
 * No account takeover (docs/decisions.md, "A user may change only users and roles whose every permission they hold"): an actor changes (any field, the password and
 * e-mail included), deactivates or deletes only a user whose every permission it holds itself; otherwise 403
 * `CannotManageUser` (value = the user's name). A user with fewer permissions than the actor, or the same, is fine.
 */
export function assertMayManageUser(
  db: Db,
  actor: { permissions: ReadonlySet<string> },
  user: UserRow,
): void {
  if (![...userPermissionNames(db, user)].every((name) => actor.permissions.has(name))) {
    throw new ApiError(403, [err('CannotManageUser', user.userName)]);
  }
}

/** The same rule for roles: an actor changes or deletes only a role whose every permission it holds (`CannotManageRole`). */
export function assertMayManageRole(
  db: Db,
  actor: { permissions: ReadonlySet<string> },
  role: Row<'roles'>,
): void {
  if (!holdsAll(db, actor.permissions, role.permissionIds)) {
    throw new ApiError(403, [err('CannotManageRole', role.name)]);
  }
}

/**
 * A role's permissions reach its holders: changing them or deleting the role changes every user holding it, so each
 * holder must be one the actor may manage (`CannotManageUser`, value = the first such user's name).
 */
export function assertMayManageHolders(
  db: Db,
  actor: { permissions: ReadonlySet<string> },
  role: Row<'roles'>,
): void {
  for (const user of db.users.all().filter((u) => u.roleIds.includes(role.id)))
    assertMayManageUser(db, actor, user);
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
export function usersWithPermission(db: Db, name: string): UserRow[] {
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
