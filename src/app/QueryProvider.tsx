/**
 * The query cache of every route but the /account screens (src/app/router.tsx): its own chunk, so the sign-in path
 * does not load TanStack Query. A client given to the app providers (tests, stories) is used instead of its own.
 */
import { useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from './providers';
import { permissionsQueryOptions } from '@/lib/access';

let shared: QueryClient | undefined;
const appQueryClient = () => (shared ??= new QueryClient({ defaultOptions: QUERY_DEFAULTS }));

/** Asks for the user's permissions ahead of the first render (src/app/router.tsx); resolves once they are in. */
export function prefetchPermissions(userName: string): Promise<void> {
  return appQueryClient().prefetchQuery(permissionsQueryOptions(userName));
}

export default function QueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
