/**
 * The router's routes, derived from the route table (src/config/routeTable.tsx) and the pages (./pages.ts): every page
 * is its own chunk (route-level code splitting) behind the guard of its access rule, inside its layout.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import {
  Navigate,
  Outlet,
  useNavigate,
  type DataRouter,
  type LoaderFunction,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { RouteGuard } from './guards';
import { FIRST_CALLS, PAGES } from './pages';
import { PageError } from '@/components/PageError';
import { PageLoading } from '@/components/PageLoading';
import { ROUTE_LIST, allows, paths, type AccessRule, type RouteDef } from '@/config/routeTable';
import { env } from '@/config/env';
import { loading } from '@/lib/loading';
import { getSession } from '@/lib/session';
import { afterMockReady } from '@/lib/mock-gate';
import type { FirstCalls } from '@/lib/first-calls';

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

// A signed-in route waits for the user's permissions (TanStack Query): its check loads with the signed-in routes only.
const loadPermissionGate = () => import('./PermissionGate');

export interface RouteOptions {
  /**
   * The query cache a signed-in route's code fills ahead of the first render (./prefetch.ts): the user's permissions,
   * beside the route's code, and once they are in, the page's first calls (src/lib/first-calls.ts), beside the page's
   * first render. The browser's router gives the app's own (./QueryProvider.tsx); without one (stories, most tests)
   * the permission check and the page make those calls themselves.
   */
  prefetch?: () => Promise<QueryClient>;
}

// What fills the query cache ahead (./prefetch.ts, in the query cache's chunk): loaded by signed-in routes only.
const loadPrefetch = () => import('./QueryProvider');

/**
 * A route's `lazy`: its code (layout or page, and a permission route's check), which the router fetches before it
 * renders the route, every level of the address side by side. So the first render shows the whole page (src/main.tsx
 * renders once the router is ready), and a navigation shows the next page once its code is in.
 * A route its guard would send the visitor away from now (a signed-in page without a session, a public-only page
 * with one) fetches nothing: the page redirected to loads instead. The router asks once per route, so should it
 * render such a route later (the visitor has signed in meanwhile), its code loads then, behind the spinner.
 */
function code<P>(
  load: Load<P>,
  rule: AccessRule,
  render: (Component: ComponentType<P>) => ReactNode,
  { prefetch }: RouteOptions,
) {
  const signedIn = rule !== 'public' && rule !== 'publicOnly';
  return async (): Promise<ReactNode> => {
    const session = getSession();
    if (!allows(rule, !!session, () => true)) {
      const Later = lazy(load);
      return (
        <RouteGuard rule={rule} gate={signedIn ? lazy(loadPermissionGate) : undefined}>
          <Suspense fallback={<PageLoading />}>{render(Later)}</Suspense>
        </RouteGuard>
      );
    }
    // The permissions call starts beside the code but is not waited for: the gate shows its spinner until it
    // answers, so a slow or hanging call still lets the shell (and the QA tools of a mock build) render. The HTTP
    // client's chunk is fetched beside the query cache's, not once the call asks for it (a failed fetch is the call's
    // NetworkError: src/lib/typed-api.ts).
    if (signedIn && prefetch && session) {
      void import('@/lib/api-client').catch(() => undefined);
      void Promise.all([loadPrefetch(), prefetch()])
        .then(([m, client]) => m.prefetchPermissions(client, session.userName))
        .catch(() => undefined);
    }
    try {
      const [{ default: Component }, gate] = await Promise.all([
        load(),
        signedIn ? loadPermissionGate() : undefined,
      ]);
      return (
        <RouteGuard rule={rule} gate={gate?.default}>
          {render(Component)}
        </RouteGuard>
      );
    } catch (error) {
      // Code that did not load (the connection dropped, a new deployment replaced the chunk) fails the route's render,
      // so its error element shows (a `lazy` that rejects would leave the router rendering nothing below the root).
      return <Failed error={error} />;
    }
  };
}

function Failed({ error }: { error: unknown }): never {
  throw error;
}

const alone = (Component: ComponentType) => <Component />;

/**
 * The page's first calls (src/lib/first-calls.ts) as the route's loader. A navigation to the page, and its first load,
 * starts them once the user's permissions and the page's code are in (so they are asked right before the page's first
 * render, and still fresh for it however slow the code was); a change of the page's own address does not (the page
 * asks for its next view itself). The loader returns at once: nothing waits for the calls, and a visitor without a
 * session loads nothing.
 */
function firstCallsLoader<P>(
  load: Load<P>,
  calls: () => Promise<FirstCalls>,
  rule: AccessRule,
  prefetch: NonNullable<RouteOptions['prefetch']>,
): LoaderFunction {
  return ({ request }) => {
    const userName = getSession()?.userName;
    if (userName)
      void Promise.all([calls(), loadPrefetch(), prefetch(), load()])
        .then(([firstCalls, m, client]) =>
          m.startFirstCalls(client, userName, rule, firstCalls, new URL(request.url).searchParams),
        )
        .catch(() => undefined);
    return null;
  };
}

/**
 * A layout's or page's route: its code as above (a lazy property of its own, so that the loader does not wait for it),
 * the page's first calls as its loader when the page has any, and the page error should its code not load.
 */
const routeOf =
  (options: RouteOptions) =>
  <P,>(
    load: Load<P>,
    rule: AccessRule,
    render: (Component: ComponentType<P>) => ReactNode,
    calls?: () => Promise<FirstCalls>,
  ): NonIndexRouteObject => {
    const signedIn = rule !== 'public' && rule !== 'publicOnly';
    return {
      lazy: { element: code(load, rule, render, options) },
      ...(calls &&
        options.prefetch &&
        signedIn && {
          loader: firstCallsLoader(load, calls, rule, options.prefetch),
          shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        }),
      errorElement: <PageError />,
    };
  };

// Mock-only pages: `null` in a real-API build (see pages.ts), and left out without QA tools (`mock: "off"` and no
// `mockServer`, or one whose admin API did not answer: src/main.tsx) so it is never loaded.
const available = (r: (typeof ROUTE_LIST)[number]) => !!PAGES[r.id] && (!r.mockOnly || env.qaTools);

const routesOf = (layout: RouteDef['layout'], loaded: ReturnType<typeof routeOf>): RouteObject[] =>
  ROUTE_LIST.filter((r) => r.layout === layout && available(r)).map((r) => ({
    path: r.path,
    ...loaded(PAGES[r.id]!, r.access, alone, FIRST_CALLS[r.id]),
  }));

const loadNotFound = () => import('@/features/shell/NotFoundPage');

/** The QA panel (mock builds only: compiled out of a real-API build, loaded once the in-browser server runs). */
const MockPanel = __MOCK__
  ? lazy(() => afterMockReady().then(() => import('@/features/mock/panel/MockPanel')))
  : null;

/** The root of every route, whichever router renders the table: the page, and the QA panel. */
function Root() {
  const navigate = useNavigate();
  return (
    <>
      <Outlet />
      {MockPanel && env.qaTools && (
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
export function createRoutes(options: RouteOptions = {}): RouteObject[] {
  const loaded = routeOf(options);
  const table: RouteObject[] = [
    {
      ...loaded(() => import('@/features/shell/AccountLayout'), 'public', alone),
      children: routesOf('account', loaded),
    },
    { path: '/account', element: <Navigate to={paths.login} replace /> },
    {
      // Every route but the /account screens runs inside the query cache, a chunk of its own: the sign-in path does
      // not load TanStack Query.
      ...loaded(
        () => import('./QueryProvider'),
        'public',
        (QueryProvider) => (
          <QueryProvider>
            <Outlet />
          </QueryProvider>
        ),
      ),
      children: [
        {
          // The signed-in shell; each page inside still checks its own rule (a permission → the 403 page).
          ...loaded(() => import('./AdminLayout'), 'signedIn', alone),
          children: [
            ...routesOf('admin', loaded),
            { path: '/admin', element: <Navigate to={paths.home} replace /> },
            { path: '/admin/*', ...loaded(loadNotFound, 'signedIn', alone) },
          ],
        },
        ...routesOf('none', loaded),
        { path: '*', ...loaded(loadNotFound, 'public', alone) },
      ],
    },
  ];
  // Until the router has the first address's code (src/main.tsx waits for it, at most a few seconds), a spinner.
  return [
    {
      element: <Root />,
      hydrateFallbackElement: <PageLoading />,
      errorElement: <PageError />,
      children: table,
    },
  ];
}

/**
 * A request left hanging on the page the user leaves does not keep the next page 'Yükleniyor...': the count forgets the
 * earlier requests as a navigation to another page starts (the router tells its subscribers before it runs the next
 * page's loader), so the next page's first calls and its own requests count for it. Returns the unsubscribe.
 */
export function forgetOnNavigation(router: DataRouter): () => void {
  let shown = router.state.location.pathname;
  return router.subscribe((state) => {
    const next = state.navigation.location?.pathname ?? state.location.pathname;
    if (next === shown) return;
    shown = next;
    loading.forget();
  });
}

/** Resolves once the router has the code of its first address, so that rendering it shows the whole page. */
export function whenRouterReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
