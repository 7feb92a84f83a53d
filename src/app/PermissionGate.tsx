/**
 * A signed-in route's check (src/app/guards.tsx): waits for the user's permissions, then the page or, on a route that
 * needs a permission the user lacks, the 403 page (the page's calls are never sent). Until then neither version of a
 * page shows. Its own chunk, loaded by signed-in routes only: the permissions come through TanStack Query, which the
 * sign-in path does not load.
 *
 * The page behind the gate (the layout and the screen, the largest render of a load) is drawn in a background render
 * once the permissions are in (`usePermissions` reads them deferred): React slices it and stays responsive, instead of
 * drawing the whole screen in the one task that handles the answer. The spinner stays until that render is in.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { usePermissions } from '@/lib/access';
import { allows, type AccessRule } from '@/config/routeTable';
import { PageLoading } from '@/components/PageLoading';
import { PermissionsError } from './PermissionsError';

// The 403 page (antd's Result and its pictures) is fetched only when a user is refused a screen. The error of a failed
// permissions call is not: it shows when the network fails, when its own chunk would not load either.
const ForbiddenResult = lazy(() =>
  import('@/components/ForbiddenResult').then((m) => ({ default: m.ForbiddenResult })),
);

export default function PermissionGate({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const permissions = usePermissions();
  if (permissions.isLoading) return <PageLoading />;
  // Permissions that never came allow no version of the page: its error and a retry, not a guess.
  if (permissions.error)
    return (
      <PermissionsError
        error={permissions.error}
        onRetry={permissions.retry}
        retrying={permissions.isFetching}
      />
    );
  return allows(rule, true, permissions.has) ? (
    children
  ) : (
    <Suspense fallback={<PageLoading />}>
      <ForbiddenResult />
    </Suspense>
  );
}
