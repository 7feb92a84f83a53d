import { useEffect, useMemo } from 'react';
import { App as AntApp } from 'antd';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppProviders } from './providers';
import { routes } from './routes';
import { GlobalLoading } from '@/components/GlobalLoading';
import { onUnauthorized } from '@/lib/api-client';

/** Shows 'Unauthorized request' when the server answers 401 (the token is already cleared). */
function UnauthorizedNotice() {
  const { message } = AntApp.useApp();
  const { t } = useTranslation();
  useEffect(() => onUnauthorized(() => void message.error(t('Unauthorized'), 5)), [message, t]);
  return null;
}

export function App({ routeObjects = routes }: { routeObjects?: RouteObject[] }) {
  const router = useMemo(() => createBrowserRouter(routeObjects), [routeObjects]);
  return (
    <AppProviders>
      <UnauthorizedNotice />
      <GlobalLoading />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
