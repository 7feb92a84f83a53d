/**
 * Counts running requests for the global 'Yükleniyor...' indicator. Each request belongs to the page it started
 * on: `forget()` (called when the app moves to another page) stops counting the earlier ones, so a request that
 * never answers cannot leave the next page spinning forever.
 */
import { useSyncExternalStore } from 'react';

let running = 0;
let page = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const loading = {
  /** Counts a request; returns the page it belongs to (hand it back to `stop`). */
  start(): number {
    running++;
    emit();
    return page;
  },
  stop(startedOn: number = page) {
    if (startedOn !== page) return;
    running = Math.max(0, running - 1);
    emit();
  },
  /** Another page: the requests still running no longer count. */
  forget() {
    page++;
    if (running === 0) return;
    running = 0;
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get count() {
    return running;
  },
};

export function useIsLoading(): boolean {
  return useSyncExternalStore(
    loading.subscribe,
    () => running > 0,
    () => false,
  );
}
