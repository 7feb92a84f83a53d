/**
 * A `window.matchMedia` that answers antd's breakpoint queries (`min-width` / `max-width` in px) for a window
 * `width` px wide; jsdom matches none of them.
 */
export function matchMediaFor(width: number): typeof window.matchMedia {
  return ((query: string) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
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
  }) as unknown as typeof window.matchMedia;
}
