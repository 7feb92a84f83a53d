/** The one route guard: applies a route's access rule (src/config/routes.tsx). */
import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { paths, type AccessRule } from '@/config/routes';
import { PageLoading } from '@/components/PageLoading';
import { preloadable } from './preloadable';

// A permission needs the user's permissions (TanStack Query): its check loads with the signed-in routes only.
export const PermissionGate = preloadable(() => import('./PermissionGate'));

export function RouteGuard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (rule === 'public') return children;
  if (rule === 'publicOnly') return session ? <Navigate to={paths.home} replace /> : children;
  if (!session) {
    // Anonymous visitors go to the login page with the full requested path in `redirect`.
    const redirect = location.pathname + location.search + location.hash;
    return <Navigate to={`${paths.login}?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  if (rule === 'signedIn') return children;
  return (
    <Suspense fallback={<PageLoading />}>
      <PermissionGate rule={rule}>{children}</PermissionGate>
    </Suspense>
  );
}
