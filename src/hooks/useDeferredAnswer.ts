/**
 * A query's answer for the parts of a screen that take long to draw (a page of rows, the sums of every payment): it
 * reaches them in a background render that React slices and interrupts for input, instead of in the one task that
 * handles the answer (TanStack Query's updates are drawn synchronously). Also when the component mounts with the
 * answer already there: it first draws without it (its loading state), then with it in the background.
 * `undefined` until then; the caller shows its loading state meanwhile.
 */
import { useDeferredValue } from 'react';

export function useDeferredAnswer<T>(data: T | undefined): T | undefined {
  return useDeferredValue<T | null>(data ?? null, null) ?? undefined;
}
