/** The one route guard: applies a route's access rule (src/config/routes.tsx). */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { usePermissions } from '@/lib/permissions';
import { allows, paths, type AccessRule } from '@/config/routes';
import { PageLoading } from '@/components/PageLoading';

// The 403 page (antd's Result and its pictures) is fetched only when a user is refused a screen: every route loads
// the guard, few ever show it.
const ForbiddenResult = lazy(() =>
  import('@/components/ForbiddenResult').then((m) => ({ default: m.ForbiddenResult })),
);

export function RouteGuard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const permissions = usePermissions();
  if (rule === 'public') return children;
  if (rule === 'publicOnly') return session ? <Navigate to={paths.home} replace /> : children;
  if (!session) {
    // Anonymous visitors go to the login page with the full requested path in `redirect`.
    const redirect = location.pathname + location.search + location.hash;
    return <Navigate to={`${paths.login}?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  if (rule === 'signedIn') return children;
  // A permission: wait for the user's permissions, then the page or the 403 page (the page's calls are never sent).
  if (permissions.isLoading) return <PageLoading />;
  return allows(rule, true, permissions.has) ? (
    children
  ) : (
    <Suspense fallback={<PageLoading />}>
      <ForbiddenResult />
    </Suspense>
  );
}
