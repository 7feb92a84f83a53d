/** Roles and their permissions. System roles (Admin, Member) are read-only. */
import { ADMIN, type Router, type SignedInCtx } from '../core/router';
import { badRequest, err, notFound, ok, throwIfAny, type ApiErrorItem } from '../core/envelope';
import { EMPTY_ID, newId } from '../core/ids';
import { pageList } from '../core/paging';
import { deleteRow, findById, insertRow, requireIdParam, updateRow } from '../core/resource';
import { requireFields, str } from '../core/validate';
import { db, type Row } from '../db';
import { SEED_IDS } from '../seed';

type RoleRow = Row<'roles'>;

const roleDto = (r: Pick<RoleRow, 'id' | 'name' | 'isSystemDefault'>) => ({
  id: r.id,
  name: r.name,
  isSystemDefault: r.isSystemDefault,
});

const allPermissions = () =>
  db.permissions.all().map((p) => ({ id: p.id, name: p.name, displayName: p.displayName }));

/** Role names are compared case-insensitively, both with Turkish and with invariant casing. */
const sameName = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase() ||
  a.trim().toLocaleLowerCase('tr') === b.trim().toLocaleLowerCase('tr');

function roleInput(body: any): Record<string, any> {
  const input = body?.role;
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw badRequest('RequiredField', 'role');
  return input;
}

/** Validates `{role: {name}, grantedPermissionIds}` and returns the fields to store. */
function parseRole(body: any, input: Record<string, any>, existing: RoleRow | null) {
  const errors: ApiErrorItem[] = requireFields(input, ['name']);
  const name = str(input.name);
  if (name && db.roles.all().some((r) => r.id !== existing?.id && sameName(r.name, name))) {
    errors.push(err('RoleNameAlreadyExist', name));
  }
  // Not sent: a new role gets none, an edited one keeps its permissions.
  const raw = body.grantedPermissionIds ?? existing?.permissionIds ?? [];
  let permissionIds: string[] = [];
  if (!Array.isArray(raw)) {
    errors.push(err('InvalidValue', 'grantedPermissionIds'));
  } else {
    permissionIds = [...new Set(raw.map(String))];
    if (permissionIds.some((id) => !findById('permissions', id))) {
      errors.push(err('InvalidValue', 'grantedPermissionIds'));
    }
  }
  throwIfAny(errors);
  return { name: name!, permissionIds };
}

export function registerRoles(router: Router): void {
  router.add('GET', '/api/roles', 'getRoles', ADMIN, (ctx: SignedInCtx) =>
    ok(
      pageList(db.roles.all().map(roleDto), ctx.query, {
        search: ['name'],
        sortable: ['name', 'isSystemDefault', 'id'],
        defaultSort: 'name',
      }),
    ),
  );

  router.add('GET', '/api/roles/{id}', 'getRole', ADMIN, (ctx: SignedInCtx) => {
    if (ctx.params.id === EMPTY_ID) {
      return ok({
        role: roleDto({ id: EMPTY_ID, name: '', isSystemDefault: false }),
        grantedPermissionIds: [],
        allPermissions: allPermissions(),
      });
    }
    const role = findById('roles', ctx.params.id);
    if (!role) throw notFound('RoleNotFound');
    return ok({
      role: roleDto(role),
      grantedPermissionIds: [...role.permissionIds],
      allPermissions: allPermissions(),
    });
  });

  router.add('POST', '/api/roles', 'createRole', 'Permissions_Role_Create', async (ctx: SignedInCtx) => {
    const body = await ctx.json();
    const fields = parseRole(body, roleInput(body), null);
    const role = await insertRow('roles', { id: newId(), isSystemDefault: false, ...fields });
    return ok(roleDto(role));
  });

  router.add('PUT', '/api/roles', 'updateRole', 'Permissions_Role_Update', async (ctx: SignedInCtx) => {
    const body = await ctx.json();
    const input = roleInput(body);
    const existing = findById('roles', str(input.id));
    if (!existing) throw notFound('RoleNotFound');
    if (existing.isSystemDefault) throw badRequest('CannotEditSystemRole', existing.name);
    const fields = parseRole(body, input, existing);
    return ok(roleDto(await updateRow('roles', existing, fields)));
  });

  router.add('DELETE', '/api/roles', 'deleteRole', 'Permissions_Role_Delete', async (ctx: SignedInCtx) => {
    const role = findById('roles', requireIdParam(ctx));
    if (!role) throw notFound('RoleNotFound');
    if (role.isSystemDefault) throw badRequest('CannotRemoveSystemRole', role.name);
    // Users lose the role; one left without any role falls back to Member.
    for (const user of db.users.all().filter((u) => u.roleIds.includes(role.id))) {
      const roleIds = user.roleIds.filter((id) => id !== role.id);
      await updateRow('users', user, { roleIds: roleIds.length > 0 ? roleIds : [SEED_IDS.memberRole] });
    }
    deleteRow('roles', role);
    return ok(null);
  });
}
