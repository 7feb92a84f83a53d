/**
 * Counts running requests for the global 'Yükleniyor...' indicator. Each request belongs to the page it started
 * on: `forget()` (called when the app moves to another page) stops counting the earlier ones, so a request that
 * never answers cannot leave the next page spinning forever.
 *
 * The count is the state of the one app a page runs; tests/setup.ts calls `forget()` after each test, so a request
 * one test left running does not count in the next.
 */
import { useSyncExternalStore } from 'react';

/** The requests counted and the page they count for. */
const state = { running: 0, page: 0 };
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const loading = {
  /** Counts a request; returns the page it belongs to (hand it back to `stop`). */
  start(): number {
    state.running++;
    emit();
    return state.page;
  },
  stop(startedOn: number = state.page) {
    if (startedOn !== state.page) return;
    state.running = Math.max(0, state.running - 1);
    emit();
  },
  /** Another page: the requests still running no longer count. */
  forget() {
    state.page++;
    if (state.running === 0) return;
    state.running = 0;
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get count() {
    return state.running;
  },
};

export function useIsLoading(): boolean {
  return useSyncExternalStore(
    loading.subscribe,
    () => state.running > 0,
    () => false,
  );
}
