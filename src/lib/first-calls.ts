/**
 * A page's first calls: the queries its first render will ask for, started by the router as soon as the user's
 * permissions are in (src/app/prefetch.ts), beside the page's first render instead of after it. A page module exports
 * them as `firstCalls` (src/app/pages.ts); each asks under the very key the page's hooks use (a list's through
 * `pagedListQuery`, src/hooks/usePagedList.ts), so the page finds its call under way or answered and sends none of its
 * own. Only queries whose answer stays fresh a while belong here: one fetched again on mount would go out twice.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Access } from './access';

export interface FirstCallsContext {
  client: QueryClient;
  /** The user's access, as the page will read it. */
  access: Access;
  /** The page's address query (a list's view and filters). */
  search: URLSearchParams;
}

export type FirstCalls = (context: FirstCallsContext) => void;
