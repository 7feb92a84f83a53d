/**
 * What the signed-in user may do. Permissions are loaded for the user name of the token (`sub`) from
 * `GET /api/permissions`; `access()` turns the names into flags (like Ant Design Pro's access.ts).
 */
import { useDeferredValue, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/typed-api';
import { useSession } from '@/lib/session';

import { PERMISSIONS } from '@/api/shared/permissions';

export { PERMISSIONS };

export interface Access {
  /** Whether the user holds the permission of that name. */
  has: (name: string) => boolean;
  /** `Permissions_Administration`: administration menu, next payment date, no notification bell… */
  isAdmin: boolean;
  canCreateUser: boolean;
  canUpdateUser: boolean;
  canDeleteUser: boolean;
  canCreateRole: boolean;
  canUpdateRole: boolean;
  canDeleteRole: boolean;
}

/** Pure: the access flags of a list of permission names (missing list → nothing allowed). */
export function access(permissionNames: readonly string[] | null | undefined): Access {
  const names = new Set(permissionNames ?? []);
  const has = (name: string) => names.has(name);
  return {
    has,
    isAdmin: has(PERMISSIONS.administration),
    canCreateUser: has(PERMISSIONS.userCreate),
    canUpdateUser: has(PERMISSIONS.userUpdate),
    canDeleteUser: has(PERMISSIONS.userDelete),
    canCreateRole: has(PERMISSIONS.roleCreate),
    canUpdateRole: has(PERMISSIONS.roleUpdate),
    canDeleteRole: has(PERMISSIONS.roleDelete),
  };
}

export const permissionsQueryKey = (userName: string | undefined) => ['permissions', userName] as const;

/** The user's permissions as a query: read by `usePermissions`, fetched ahead by the router (src/app/prefetch.ts). */
export const permissionsQueryOptions = (userName: string | undefined) => ({
  queryKey: permissionsQueryKey(userName),
  queryFn: () => api.get('/api/permissions', { query: { userNameOrEmail: userName! } }),
  enabled: !!userName,
  staleTime: 5 * 60_000,
});

/**
 * The signed-in user's access; everything is false while loading, when signed out, or when the call failed before
 * any answer came (`error`: what to show instead of a page, with `retry`).
 */
export function usePermissions(): Access & {
  isLoading: boolean;
  names: string[];
  error: unknown;
  retry: () => void;
  /** The call is under way (a retry). */
  isFetching: boolean;
} {
  const session = useSession();
  const userName = session?.userName;
  const query = useQuery(permissionsQueryOptions(userName));
  // What waits for the permissions (a page behind its gate, the administration menu) is drawn in a background
  // render: their answer does not mount a whole screen in the one task that handles it. Every reader flips in that
  // same render, and a component that mounts once they are known reads them at once (a deferred value's first render
  // is the value itself). The answer is drawn with its user: permissions of the same user that come back changed
  // replace the drawn ones in the background, with the page kept; another user's (signed in from another tab) allow
  // nothing until theirs are drawn.
  const current = useMemo(
    () => (query.data === undefined ? undefined : { userName, permissions: query.data }),
    [userName, query.data],
  );
  const drawn = useDeferredValue(current);
  const mine = drawn !== undefined && drawn.userName === userName ? drawn.permissions : undefined;
  const names = (mine ?? []).map((p) => p.name);
  return {
    ...access(names),
    names,
    isLoading: !!userName && (query.isPending || (current !== undefined && mine === undefined)),
    error: mine === undefined && query.isError ? query.error : null,
    retry: () => void query.refetch(),
    isFetching: query.isFetching,
  };
}
