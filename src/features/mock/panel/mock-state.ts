/** How the panel's tabs follow the mock's faults and log, which change outside React (requests, other tabs). */
import { useEffect, useState } from 'react';

/** Fault changes of this tab (polled) and of other tabs (storage events). */
export function subscribeStorage(onChange: () => void) {
  const timer = setInterval(onChange, 1000);
  addEventListener('storage', onChange);
  return () => {
    clearInterval(timer);
    removeEventListener('storage', onChange);
  };
}

/** Re-reads the mock's faults and log: on every change in another tab (storage) and every second. */
export function useMockState<T>(read: () => T): T {
  const [, setTick] = useState(0);
  useEffect(() => {
    return subscribeStorage(() => setTick((n) => n + 1));
  }, []);
  return read();
}

export const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
