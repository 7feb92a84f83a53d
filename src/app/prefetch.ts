/**
 * What a signed-in route's code starts ahead of the page's first render (src/app/router.tsx): the user's permissions,
 * and once they are in, the page's first calls (src/lib/first-calls.ts). It travels in the query cache's chunk
 * (./QueryProvider.tsx): the sign-in path loads neither.
 */
import type { QueryClient } from '@tanstack/react-query';
import { access, permissionsQueryOptions } from '@/lib/access';
import { allows, type AccessRule } from '@/config/routeTable';
import type { FirstCalls } from '@/lib/first-calls';
import { getSession } from '@/lib/session';

/** Asks for the user's permissions (a failed call is the query's error, for the permission check to show). */
export function prefetchPermissions(client: QueryClient, userName: string): Promise<void> {
  return client.prefetchQuery(permissionsQueryOptions(userName));
}

/**
 * The page's first calls, once the permissions are in and allow the page: a page the user may not see (the 403 page
 * shows instead) sends none, nor does one whose permissions did not come (no call is made on a guess), nor one whose
 * user signed out meanwhile. Permissions already known serve as they are, as the page reads them.
 */
export async function startFirstCalls(
  client: QueryClient,
  userName: string,
  rule: AccessRule,
  firstCalls: FirstCalls,
  search: URLSearchParams,
): Promise<void> {
  const permissions = await client.ensureQueryData(permissionsQueryOptions(userName)).catch(() => undefined);
  if (!permissions || getSession()?.userName !== userName) return;
  const userAccess = access(permissions.map((p) => p.name));
  if (allows(rule, true, userAccess.has)) firstCalls({ client, access: userAccess, search });
}
