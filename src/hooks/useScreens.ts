/**
 * antd's breakpoints (what `Grid.useBreakpoint()` answers), right from the first render. antd's hook answers `{}`
 * until its layout effect has run, so a screen renders first for no breakpoint (a list as a desktop table) and at
 * once again for the phone: on a phone's first load the heavier half of that work is thrown away. This hook reads
 * the window's media queries (the ones antd asks, from the theme's screen tokens) while rendering and follows them.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { theme, type GlobalToken } from 'antd';

export type Screen = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl';
export type Screens = Partial<Record<Screen, boolean>>;

function queriesOf(token: GlobalToken): [Screen, string][] {
  return [
    ['xs', `(max-width: ${token.screenXSMax}px)`],
    ['sm', `(min-width: ${token.screenSM}px)`],
    ['md', `(min-width: ${token.screenMD}px)`],
    ['lg', `(min-width: ${token.screenLG}px)`],
    ['xl', `(min-width: ${token.screenXL}px)`],
    ['xxl', `(min-width: ${token.screenXXL}px)`],
    ['xxxl', `(min-width: ${token.screenXXXL}px)`],
  ];
}

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

export function useScreens(): Screens {
  const { token } = theme.useToken();
  const queries = useMemo(() => queriesOf(token), [token]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const lists = queries.map(([, query]) => window.matchMedia(query));
      for (const list of lists) list.addEventListener('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange);
      };
    },
    [queries],
  );
  // The names of the matching breakpoints, comma-separated: a string, so an unchanged answer is the same snapshot.
  const matching = useSyncExternalStore(
    subscribe,
    () =>
      canMatch()
        ? queries
            .filter(([, query]) => window.matchMedia(query).matches)
            .map(([name]) => name)
            .join()
        : '',
    () => '',
  );
  return useMemo(() => {
    // Nothing matches where media queries are not evaluated (jsdom): `{}`, as antd's hook answers there.
    if (matching === '') return {};
    const names = new Set(matching.split(','));
    return Object.fromEntries(queries.map(([name]) => [name, names.has(name)])) as Screens;
  }, [matching, queries]);
}
