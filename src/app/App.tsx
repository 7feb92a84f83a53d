import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppProviders } from './providers';
import { routes } from './routes';
import { GlobalLoading } from '@/components/GlobalLoading';
import { onUnauthorized } from '@/lib/api-error';
import { useFeedback } from '@/lib/feedback';
import { loadEnglishWhenIdle } from '@/i18n';

export { preloadRoute } from './routes';

/** Shows 'Unauthorized request' when the server answers 401 (the token is already cleared). */
function UnauthorizedNotice() {
  const { message } = useFeedback();
  const { t } = useTranslation();
  useEffect(() => {
    return onUnauthorized(() => void message.error(t('Unauthorized'), 5));
  }, [message, t]);
  return null;
}

/** The English fallback texts, once the first page is on screen (an effect runs after that render's commit). */
function FallbackTexts() {
  useEffect(loadEnglishWhenIdle, []);
  return null;
}

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The whole app. The browser gets a declarative browser router over the route table (react-router's data router,
 * with loaders and actions the app does not use, would add about 16 kB gzip to every first load). Tests pass their
 * own router element (a memory router over the same route table, tests/support/render.tsx) and a fresh query cache.
 * What follows the address (forgetting a page's hanging requests, the QA panel) lives in the route table's root.
 */
export function App({ router, queryClient }: { router?: ReactNode; queryClient?: QueryClient } = {}) {
  return (
    <AppProviders queryClient={queryClient}>
      <UnauthorizedNotice />
      <FallbackTexts />
      <GlobalLoading />
      {router ?? (
        // Navigations are plain state updates (not transitions): a sign-in or sign-out changes the session and the
        // address in one event, and both must render together, or the guard sees the new session on the old page
        // (what `navigate(…, { flushSync: true })` did with the data router, which BrowserRouter ignores).
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      )}
    </AppProviders>
  );
}
