/**
 * A `window.matchMedia` that answers antd's breakpoint queries (`min-width` / `max-width` in px) for a window
 * `width` px wide; jsdom matches none of them.
 */
export function matchMediaFor(width: number): typeof window.matchMedia {
  return ((query: string) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return mediaQueryList(query, (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])));
  }) as unknown as typeof window.matchMedia;
}

/** A `window.matchMedia` that matches no query: what tests/setup.ts gives jsdom, which has none. */
export const matchNoMedia = ((query: string) =>
  mediaQueryList(query, false)) as unknown as typeof window.matchMedia;

/** A media query list that never changes. */
function mediaQueryList(query: string, matches: boolean) {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}
