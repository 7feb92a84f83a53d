/** Calls of the role administration screen. */
import { api } from '@/lib/api-client';
import { EMPTY_ID, type Content, type Id, type Role } from '@/api/types';

export const ROLES_URL = '/api/roles';

export type RoleWithPermissions = Content<'getRole'>;

/** One role with the granted and all permissions; the empty id gives the blank "new role". */
export const getRole = (id: Id) => api.get<RoleWithPermissions>(`${ROLES_URL}/${encodeURIComponent(id)}`);

export interface RoleSave {
  role: { id: Id; name: string };
  grantedPermissionIds: Id[];
}

/** Creates (the empty id) or updates a role and its permissions. */
export const saveRole = (body: RoleSave) =>
  body.role.id === EMPTY_ID ? api.post<Role>(ROLES_URL, body) : api.put<Role>(ROLES_URL, body);

export const deleteRole = (id: Id) => api.delete<null>(ROLES_URL, { id });
