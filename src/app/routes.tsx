/**
 * The router's routes, derived from the route table (src/config/routes.tsx) and the pages (./pages.ts): every page
 * is its own chunk (route-level code splitting) behind the guard of its access rule, inside its layout.
 */
import { lazy, Suspense, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { PermissionGate, RouteGuard } from './guards';
import { preloadable, type Preloadable } from './preloadable';
import { PAGES } from './pages';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PageError } from '@/components/PageError';
import { PageLoading } from '@/components/PageLoading';
import { ROUTE_LIST, allows, paths, type AccessRule, type RouteDef } from '@/config/routes';
import { env } from '@/config/env';
import { loading } from '@/lib/loading';
import { getSession } from '@/lib/session';
import { afterMockReady } from '@/lib/mock-gate';

/**
 * Where a layout or a page loads: the spinner meanwhile, and if its code cannot be loaded (the connection dropped, a
 * new deployment replaced the chunk) the page error in its place, inside the layout, instead of a blank screen;
 * the next address tries again.
 */
function Loadable({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={<PageError />} resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

const suspend = (node: ReactNode) => <Loadable>{node}</Loadable>;
const page = (Component: ComponentType) => suspend(<Component />);

/** What a route's code is, for `preloadRoute`: the chunks its element loads and who may see it. */
interface RouteHandle {
  preload: () => Promise<void>;
  access: AccessRule;
}
const handle = (
  component: Pick<Preloadable<never>, 'preload'>,
  access: AccessRule,
): { handle: RouteHandle } => ({
  handle: { preload: component.preload, access },
});

const AccountLayout = preloadable(() => import('@/features/shell/AccountLayout'));
const AdminLayout = preloadable(() => import('./AdminLayout'));
// Every route but the /account screens runs inside the query cache, a chunk of its own: the sign-in path does not
// load TanStack Query.
const QueryProvider = preloadable(() => import('./QueryProvider'));

/** The query cache around its routes; on an /admin address the signed-in shell (and the permission check of its
 * pages) is fetched beside the cache's chunk, not after it. */
function QueryRoot() {
  const { pathname } = useLocation();
  if (/^\/admin(\/|$)/.test(pathname)) {
    // Fetched once, whatever the number of renders; once in, they render without suspending.
    void AdminLayout.preload();
    void PermissionGate.preload();
  }
  return suspend(
    <QueryProvider>
      <Outlet />
    </QueryProvider>,
  );
}
const NotFoundPage = preloadable(() => import('@/features/shell/NotFoundPage'));

// Mock-only pages: `null` in a real-API build (see pages.ts), and left out when `mock: "off"` so it is never loaded.
const available = (r: (typeof ROUTE_LIST)[number]) => !!PAGES[r.id] && (!r.mockOnly || env.mock);

// One component per page module, whichever router (and however many) renders the table.
const PAGE_COMPONENTS = new Map(
  ROUTE_LIST.filter(available).map((r) => [r.id, preloadable(PAGES[r.id]!)] as const),
);

const routesOf = (layout: RouteDef['layout']): RouteObject[] =>
  ROUTE_LIST.filter((r) => r.layout === layout && available(r)).map((r) => {
    const Page = PAGE_COMPONENTS.get(r.id)!;
    return {
      path: r.path,
      element: <RouteGuard rule={r.access}>{page(Page)}</RouteGuard>,
      ...handle(Page, r.access),
    };
  });

/** The QA panel (mock builds only: compiled out of a real-API build, loaded once the in-browser server runs). */
const MockPanel = __MOCK__
  ? lazy(() => afterMockReady().then(() => import('@/features/mock/panel/MockPanel')))
  : null;

/** The root of every route, whichever router renders the table: what follows the address, and the QA panel. */
function Root() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const shown = useRef(pathname);
  // A request left hanging on the page the user leaves does not keep the next page 'Yükleniyor...'. A layout
  // effect: it runs before any effect of the new page, so the new page's own requests still count.
  useLayoutEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    loading.forget();
  }, [pathname]);
  return (
    <>
      <Outlet />
      {MockPanel && env.mock && (
        <Suspense fallback={null}>
          <MockPanel navigate={(path) => void navigate(path)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The route objects of the app: production hands them to `createBrowserRouter` (./App.tsx, `createAppRouter`),
 * tests and stories to `createMemoryRouter`, so both run the same data router over the same table. A new set per
 * router (a router keeps its own copy of what it loads).
 */
export function createRoutes(): RouteObject[] {
  const table: RouteObject[] = [
    { element: page(AccountLayout), children: routesOf('account'), ...handle(AccountLayout, 'public') },
    { path: '/account', element: <Navigate to={paths.login} replace /> },
    {
      element: <QueryRoot />,
      ...handle(QueryProvider, 'public'),
      children: [
        {
          // The signed-in shell; each page inside still checks its own rule (a permission → the 403 page).
          element: <RouteGuard rule="signedIn">{page(AdminLayout)}</RouteGuard>,
          ...handle(AdminLayout, 'signedIn'),
          children: [
            ...routesOf('admin'),
            { path: '/admin', element: <Navigate to={paths.home} replace /> },
            { path: '/admin/*', element: page(NotFoundPage), ...handle(NotFoundPage, 'signedIn') },
          ],
        },
        ...routesOf('none'),
        { path: '*', element: page(NotFoundPage), ...handle(NotFoundPage, 'public') },
      ],
    },
  ];
  return [{ element: <Root />, children: table }];
}

/**
 * Fetches the code of what the first render of `pathname` shows (layouts, query cache, permission check, page), all
 * at once, so that render shows the page instead of a spinner per level (src/main.tsx awaits it before rendering).
 * A route the guard would redirect from (a signed-in page without a session, a public-only page with one) loads
 * nothing: the page redirected to loads as usual. A chunk that fails to load is left to the render, whose page
 * error offers a reload.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matched = (matchRoutes(createRoutes(), pathname) ?? []).flatMap((m) =>
    m.route.handle ? [m.route.handle as RouteHandle] : [],
  );
  const signedIn = !!getSession();
  // The permissions are not known before the first render: a permission route is taken as allowed (at worst its page
  // loads for a user who then sees the 403 page).
  if (!matched.every(({ access }) => allows(access, signedIn, () => true))) return;
  const permission = matched.some(({ access }) => typeof access === 'object');
  await Promise.all([...matched.map((h) => h.preload()), ...(permission ? [PermissionGate.preload()] : [])]);
}
