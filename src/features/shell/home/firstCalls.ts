/**
 * The home page's first calls (src/lib/first-calls.ts): the counts of the tiles the user sees, and a member's every
 * payment row (their earnings and chart), next payment date and latest replies. (The date is asked for even when the
 * first row turns out to be carried over and its tile hides: asking after the rows would put it a round trip later.)
 */
import { allPaymentTrackingsQueryOptions } from '@/api/shared/getPaymentTrackings';
import { getDefinitionsQueryOptions } from '@/api/shared/getDefinitions';
import type { FirstCalls } from '@/lib/first-calls';
import {
  ADMIN_TILES,
  countQueryOptions,
  latestRepliesQueryOptions,
  MEMBER_TILES,
  visibleTiles,
} from './tiles';

export const firstCalls: FirstCalls = ({ client, access }) => {
  for (const tile of visibleTiles(access.isAdmin ? ADMIN_TILES : MEMBER_TILES, access.has))
    for (const count of tile.counts) void client.prefetchQuery(countQueryOptions(count));
  if (access.isAdmin) return;
  void client.prefetchQuery(allPaymentTrackingsQueryOptions());
  void client.prefetchQuery(getDefinitionsQueryOptions());
  void client.prefetchQuery(latestRepliesQueryOptions);
};
