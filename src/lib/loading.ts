/** Counts running requests for the global 'Yükleniyor...' indicator. */
import { useSyncExternalStore } from 'react';

let running = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const loading = {
  start() {
    running++;
    emit();
  },
  stop() {
    running = Math.max(0, running - 1);
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
