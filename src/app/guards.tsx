/** The one route guard: applies a route's access rule (src/config/routeTable.tsx). */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigation } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { paths, type AccessRule } from '@/config/routeTable';
import { PageLoading } from '@/components/PageLoading';

export type PermissionCheck = ComponentType<{ rule: AccessRule; children: ReactNode }>;

/**
 * `gate`: a signed-in route's check (./PermissionGate.tsx, loaded by the route with its page: it needs TanStack
 * Query, which the sign-in path does not load).
 */
export function RouteGuard({
  rule,
  gate: Gate,
  children,
}: {
  rule: AccessRule;
  gate?: PermissionCheck;
  children: ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  // While a navigation is under way it decides where the user goes (a sign-in or sign-out changes the session, then
  // waits for the next page's code): a guard that would redirect shows the spinner instead of overruling it.
  const navigating = useNavigation().state !== 'idle';
  if (rule === 'public') return children;
  if (rule === 'publicOnly') {
    if (!session) return children;
    return navigating ? <PageLoading /> : <Navigate to={paths.home} replace />;
  }
  if (!session) {
    if (navigating) return <PageLoading />;
    // Anonymous visitors go to the login page with the full requested path in `redirect`.
    const redirect = location.pathname + location.search + location.hash;
    return <Navigate to={`${paths.login}?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  // Every signed-in route waits for the user's permissions (the check below): until they are known a page shows
  // neither the member's version nor the administrator's, and sends no call made on a guess.
  if (!Gate) throw new Error('a signed-in route without its permission check');
  return (
    <Suspense fallback={<PageLoading />}>
      <Gate rule={rule}>{children}</Gate>
    </Suspense>
  );
}
