import { Suspense, lazy, useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppProviders } from './providers';
import { routes } from './routes';
import { GlobalLoading } from '@/components/GlobalLoading';
import { onUnauthorized } from '@/lib/api-error';
import { loading } from '@/lib/loading';
import { afterMockReady } from '@/lib/mock-gate';
import { env } from '@/config/env';
import { useFeedback } from '@/lib/feedback';

/** Shows 'Unauthorized request' when the server answers 401 (the token is already cleared). */
function UnauthorizedNotice() {
  const { message } = useFeedback();
  const { t } = useTranslation();
  useEffect(() => {
    return onUnauthorized(() => void message.error(t('Unauthorized'), 5));
  }, [message, t]);
  return null;
}

/** The QA panel (mock builds only: compiled out of a real-API build, loaded once the in-browser server runs). */
const MockPanel = __MOCK__
  ? lazy(() => afterMockReady().then(() => import('@/features/mock/panel/MockPanel')))
  : null;

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app. Tests pass their own (memory) router and a fresh query cache (tests/support/render.tsx);
 * the browser gets a browser router over the route table.
 */
export function App({ router: given, queryClient }: { router?: Router; queryClient?: QueryClient } = {}) {
  const router = useMemo(() => given ?? createBrowserRouter(routes), [given]);
  // A request left hanging on the page the user leaves does not keep the next page 'Yükleniyor...'.
  useEffect(() => {
    let path = router.state.location.pathname;
    return router.subscribe((state) => {
      if (state.location.pathname === path) return;
      path = state.location.pathname;
      loading.forget();
    });
  }, [router]);
  return (
    <AppProviders queryClient={queryClient}>
      <UnauthorizedNotice />
      <GlobalLoading />
      <RouterProvider router={router} />
      {MockPanel && env.mock && (
        <Suspense fallback={null}>
          <MockPanel navigate={(path) => void router.navigate(path)} />
        </Suspense>
      )}
    </AppProviders>
  );
}
