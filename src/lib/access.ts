/**
 * What the signed-in user may do. Permissions are loaded for the user name of the token (`sub`) from
 * `GET /api/permissions`; `access()` turns the names into flags (like Ant Design Pro's access.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/typed-api';
import { useSession } from '@/lib/session';
import { useDeferredAnswer } from '@/hooks/useDeferredAnswer';

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

/** The user's permissions as a query: read by `usePermissions`, fetched ahead by the router (src/app/router.tsx). */
export const permissionsQueryOptions = (userName: string | undefined) => ({
  queryKey: permissionsQueryKey(userName),
  queryFn: () => api.get('/api/permissions', { query: { userNameOrEmail: userName! } }),
  enabled: !!userName,
  staleTime: 5 * 60_000,
});

/** The signed-in user's access; everything is false while loading or when signed out. */
export function usePermissions(): Access & { isLoading: boolean; names: string[] } {
  const session = useSession();
  const userName = session?.userName;
  const query = useQuery(permissionsQueryOptions(userName));
  // What waits for the permissions (a page behind its gate, the administration menu) is drawn in a background
  // render: their answer does not mount a whole screen in the one task that handles it. Every reader flips in that
  // same render, and a component that mounts once they are known reads them at once. Permissions loading again
  // (another user signed in from another tab) allow nothing from the render that learns of it.
  const answer = useDeferredAnswer(query, { cachedAtMount: true });
  const names = answer.pending ? [] : (answer.data ?? []).map((p) => p.name);
  return { ...access(names), names, isLoading: !!userName && answer.pending };
}
