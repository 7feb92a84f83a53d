/** Calls of the user administration screen. */
import { api } from '@/lib/api-client';
import { EMPTY_ID, type Id, type User, type UserInput, type UserWithRoles } from '@/api/types';

export const USERS_URL = '/api/users';
export const USER_UPLOAD_URL = '/api/users/UploadWithExcel';

/** One user with the granted and all roles; the empty id gives the blank "new user". */
export const getUser = (id: Id) => api.get<UserWithRoles>(`${USERS_URL}/${encodeURIComponent(id)}`);

export interface UserSave {
  user: UserInput;
  grantedRoleIds: Id[];
}

/** Creates (no id / the empty id) or updates a user and their roles. */
export const saveUser = (body: UserSave) =>
  !body.user.id || body.user.id === EMPTY_ID
    ? api.post<User>(USERS_URL, body)
    : api.put<User>(USERS_URL, body);

/** Makes a user passive (they can no longer log in). */
export const deactivateUser = (id: Id) => api.delete<null>(USERS_URL, { id });
