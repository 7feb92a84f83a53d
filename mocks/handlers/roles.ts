/** Roles and their permissions. System roles (Admin, Member) are read-only. */
import { PERMISSIONS } from '@/api/shared/permissions';
import type { Db } from '../db';
import { ADMIN, type Router, type Session } from '../core/router';
import { badRequest, err, type ApiErrorItem } from '../core/envelope';
import { EMPTY_ID } from '../core/ids';
import { allRows, findById, registerResource, updateRow } from '../core/resource';
import type { Schemas } from '../core/contract';
import { requireFields, str } from '../core/validate';
import { assertMayManageHolders, assertMayManageRole } from '../core/grants';
import type { Row } from '../db';
import { SYSTEM_IDS } from '../domain/system';

type RoleRow = Row<'roles'>;

const roleDto = (r: Pick<RoleRow, 'id' | 'name' | 'isSystemDefault'>) =>
  ({
    id: r.id,
    name: r.name,
    isSystemDefault: r.isSystemDefault,
  }) satisfies Schemas['Role'];
type RoleDto = ReturnType<typeof roleDto>;

/** The permissions beside the role in the detail answer (none granted in the blank template). */
const permissionsBeside = (db: Db, role: RoleRow | null) => ({
  grantedPermissionIds: role ? [...role.permissionIds] : [],
  allPermissions: allRows(db, 'permissions').map((p) => ({
    id: p.id,
    name: p.name,
    displayName: p.displayName,
  })),
});

type RoleDetail = { role: RoleDto } & ReturnType<typeof permissionsBeside>;

/** Role names are compared case-insensitively, both with Turkish and with invariant casing. */
const sameName = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase() ||
  a.trim().toLocaleLowerCase('tr') === b.trim().toLocaleLowerCase('tr');

/** Validates `{role: {name}, grantedPermissionIds}` and returns the fields to store. */
function parseRole(
  db: Db,
  body: Record<string, unknown>,
  input: Record<string, unknown>,
  existing: RoleRow | null,
  errors: ApiErrorItem[],
  caller: Session,
): Partial<RoleRow> {
  errors.push(...requireFields(input, ['name']));
  const name = str(input.name);
  if (name && allRows(db, 'roles').some((r) => r.id !== existing?.id && sameName(r.name, name))) {
    errors.push(err('RoleNameAlreadyExist', name));
  }
  // Not sent: a new role gets none, an edited one keeps its permissions.
  const raw = body.grantedPermissionIds ?? existing?.permissionIds ?? [];
  let permissionIds: string[] = [];
  if (!Array.isArray(raw)) {
    errors.push(err('InvalidValue', 'grantedPermissionIds'));
  } else {
    permissionIds = [...new Set(raw.map(String))];
    if (permissionIds.some((id) => !findById(db, 'permissions', id))) {
      errors.push(err('InvalidValue', 'grantedPermissionIds'));
    }
    // No privilege escalation: only permissions the caller holds are given to or taken from a role.
    const before = existing?.permissionIds ?? [];
    const changed = [
      ...permissionIds.filter((id) => !before.includes(id)),
      ...before.filter((id) => !permissionIds.includes(id)),
    ];
    for (const id of changed) {
      const permission = findById(db, 'permissions', id);
      if (permission && !caller.permissions.has(permission.name)) {
        errors.push(err('CannotGrantPermission', permission.name));
      }
    }
    // What a role grants reaches its holders: only a caller who may manage every holder changes it.
    if (existing && changed.length > 0) assertMayManageHolders(db, caller, existing);
  }
  return existing ? { name: name!, permissionIds } : { name: name!, permissionIds, isSystemDefault: false };
}

export function registerRoles(db: Db, router: Router): void {
  registerResource<'roles', RoleDto, RoleDetail>(router, {
    table: 'roles',
    entity: 'Role',
    operationIds: {
      list: 'getRoles',
      get: 'getRole',
      create: 'createRole',
      update: 'updateRole',
      delete: 'deleteRole',
    },
    listPath: '/api/roles',
    getPath: '/api/roles/{id}',
    savePath: '/api/roles',
    deletePath: '/api/roles',
    access: {
      read: ADMIN,
      create: PERMISSIONS.roleCreate,
      update: PERMISSIONS.roleUpdate,
      delete: PERMISSIONS.roleDelete,
    },
    payloadKeys: ['role'],
    toDto: roleDto,
    list: { search: ['name'], sortable: ['name', 'isSystemDefault', 'id'], defaultSort: 'name' },
    blank: () => roleDto({ id: EMPTY_ID, name: '', isSystemDefault: false }),
    detail: { of: (role, row) => ({ role, ...permissionsBeside(db, row) }) },
    parse: (input, errors, existing, ctx, body) => parseRole(db, body, input, existing, errors, ctx.session),
    // Only roles whose every permission the caller holds are changed or deleted; system roles (Admin,
    // Member) are read-only.
    guard(operation, role, ctx) {
      assertMayManageRole(db, ctx.session, role);
      if (operation === 'delete') assertMayManageHolders(db, ctx.session, role);
      if (!role.isSystemDefault) return;
      throw badRequest(operation === 'update' ? 'CannotEditSystemRole' : 'CannotRemoveSystemRole', role.name);
    },
    // Users lose the role; one left without any role falls back to Member.
    async afterDelete(role) {
      for (const user of allRows(db, 'users').filter((u) => u.roleIds.includes(role.id))) {
        const roleIds = user.roleIds.filter((id) => id !== role.id);
        await updateRow(db, 'users', user, {
          roleIds: roleIds.length > 0 ? roleIds : [SYSTEM_IDS.memberRole],
        });
      }
    },
  });
}
