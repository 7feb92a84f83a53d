/**
 * A query's answer for the parts of a screen that take long to draw (a list's page of rows, the home page's sums and
 * chart of every payment): it reaches them in a background render that React slices and interrupts for input, instead
 * of in the one task that handles the answer (TanStack Query's updates are drawn synchronously). A component that
 * mounts with the answer already cached also draws its loading state first and the answer in the background, unless
 * it mounts in a transition (a navigation), where React draws the answer at once.
 * `data` is the answer drawn so far; `pending` holds until the query has answered and that answer is drawn (an error
 * ends it: there is no answer to draw).
 */
import { useDeferredValue } from 'react';

/** No answer yet (an answer itself may be `null`). */
const NONE = Symbol('no answer');

export function useDeferredAnswer<T>(query: { data: T | undefined; isPending: boolean }): {
  data: T | undefined;
  pending: boolean;
} {
  const current = query.data === undefined ? NONE : query.data;
  const drawn = useDeferredValue<T | typeof NONE>(current, NONE);
  return { data: drawn === NONE ? undefined : drawn, pending: query.isPending || drawn !== current };
}
