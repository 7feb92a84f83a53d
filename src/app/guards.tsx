/** Route guards: signed-in routes, public-only routes. */
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';

/** Anonymous visitors go to the login page with the full requested path in `redirect`. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const redirect = location.pathname + location.search + location.hash;
    return <Navigate to={`${paths.login}?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return <Outlet />;
}

/** Signed-in users opening a public-only page (welcome, login, register…) go to the home page. */
export function PublicOnly() {
  const session = useSession();
  if (session) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
