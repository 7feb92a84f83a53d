/**
 * The router's routes, derived from the route table (src/config/routes.tsx) and the pages (./pages.ts): every page
 * is its own chunk (route-level code splitting) behind the guard of its access rule, inside its layout.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteGuard } from './guards';
import { PAGES } from './pages';
import { PageLoading } from '@/components/PageLoading';
import { ROUTE_LIST, paths, type RouteDef } from '@/config/routes';
import { env } from '@/config/env';

const suspend = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;
const page = (Component: LazyExoticComponent<ComponentType>) => suspend(<Component />);

const AccountLayout = lazy(() => import('@/features/shell/AccountLayout'));
const AdminLayout = lazy(() => import('./AdminLayout'));
const NotFoundPage = lazy(() => import('@/features/shell/NotFoundPage'));

// Mock-only pages: `null` in a real-API build (see pages.ts), and left out when `mock: "off"` so it is never loaded.
const available = (r: (typeof ROUTE_LIST)[number]) => !!PAGES[r.id] && (!r.mockOnly || env.mock);

const routesOf = (layout: RouteDef['layout']): RouteObject[] =>
  ROUTE_LIST.filter((r) => r.layout === layout && available(r)).map((r) => {
    const Page = lazy(PAGES[r.id]!);
    return { path: r.path, element: <RouteGuard rule={r.access}>{page(Page)}</RouteGuard> };
  });

export const routes: RouteObject[] = [
  { element: page(AccountLayout), children: routesOf('account') },
  { path: '/account', element: <Navigate to={paths.login} replace /> },
  {
    // The signed-in shell; each page inside still checks its own rule (a permission → the 403 page).
    element: <RouteGuard rule="signedIn">{page(AdminLayout)}</RouteGuard>,
    children: [
      ...routesOf('admin'),
      { path: '/admin', element: <Navigate to={paths.home} replace /> },
      { path: '/admin/*', element: page(NotFoundPage) },
    ],
  },
  ...routesOf('none'),
  { path: '*', element: page(NotFoundPage) },
];
