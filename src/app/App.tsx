import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppProviders } from './providers';
import { createRoutes, forgetOnNavigation } from './router';
import { GlobalLoading } from '@/components/GlobalLoading';
import { onUnauthorized } from '@/lib/api-error';
import { useFeedback } from '@/lib/feedback';
import { loadEnglishWhenIdle } from '@/i18n';

export { whenRouterReady } from './router';

/**
 * Shows 'Unauthorized request' when the server answers 401 (the token is already cleared): one toast, however many
 * of the page's calls were refused at once.
 */
function UnauthorizedNotice() {
  const { message } = useFeedback();
  const { t } = useTranslation();
  useEffect(() => {
    return onUnauthorized(
      () => void message.error({ content: t('Unauthorized'), duration: 5, key: 'unauthorized' }),
    );
  }, [message, t]);
  return null;
}

/** The English fallback texts, once the first page is on screen (an effect runs after that render's commit). */
function FallbackTexts() {
  useEffect(loadEnglishWhenIdle, []);
  return null;
}

/** The browser's router: react-router's data router over the app's route objects (tests use a memory router over
 * the same objects, tests/support/render.tsx). */
export function createAppRouter(): DataRouter {
  return createBrowserRouter(
    createRoutes({ prefetch: () => import('./QueryProvider').then((m) => m.appQueryClient()) }),
  );
}

/**
 * The whole app around a router: `createAppRouter()` in the browser, `createMemoryRouter(createRoutes(), …)` in tests
 * and stories, which also give their own query cache. The requests a page leaves hanging stop counting as the router
 * leaves it (`forgetOnNavigation`); the QA panel lives in the route table's root.
 */
export function App({
  router,
  queryClient,
  staticStyles,
}: {
  router: DataRouter;
  queryClient?: QueryClient;
  /** antd's styles from a stylesheet instead of generated at render (./providers.tsx): the browser's app. */
  staticStyles?: boolean;
}) {
  useEffect(() => {
    return forgetOnNavigation(router);
  }, [router]);
  return (
    <AppProviders queryClient={queryClient} staticStyles={staticStyles}>
      <UnauthorizedNotice />
      <FallbackTexts />
      <GlobalLoading />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
