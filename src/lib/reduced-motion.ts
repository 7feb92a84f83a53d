/**
 * Whether the visitor asked their system for less motion (`prefers-reduced-motion: reduce`, WCAG 2.3.3). antd follows
 * it only for a few components; src/app/providers.tsx turns antd's motion off (dialogs, drawers, menus, the click
 * wave) when it is set, and follows the setting when it changes.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

const reduced = () => media()?.matches === true;

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}
