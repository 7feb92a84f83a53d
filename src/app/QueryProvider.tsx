/**
 * The query cache of every route but the /account screens (src/app/router.tsx): its own chunk, so the sign-in path
 * does not load TanStack Query. A client given to the app providers (tests, stories) is used instead of its own.
 */
import { useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from './providers';

// In this chunk: what a signed-in route's code starts ahead of the page's first render (src/app/router.tsx).
export { prefetchPermissions, startFirstCalls } from './prefetch';

let shared: QueryClient | undefined;
/** The app's own query cache (the browser's router fills it ahead of a page's render: src/app/router.tsx). */
export const appQueryClient = () => (shared ??= new QueryClient({ defaultOptions: QUERY_DEFAULTS }));

export default function QueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
