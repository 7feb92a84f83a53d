import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

const noop = () => undefined;

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the code now; the component's first render after it shows at once. Resolves, never rejects. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` whose code can be fetched ahead of its first render (`preload`). Once fetched, that render shows the
 * component at once instead of suspending to the spinner: React.lazy takes a module synchronously from a thenable
 * that calls back at once (its initializer reads the result right after `then`). Not yet fetched, it is a plain
 * `React.lazy`.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: Module<P> | undefined;
  const fetchCode = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Component = lazy(() =>
    loaded
      ? // A settled thenable, not a Promise (whose callbacks always wait for a microtask).
        ({ then: (resolve: (module: Module<P>) => void) => resolve(loaded!) } as unknown as Promise<
          Module<P>
        >)
      : fetchCode(),
  );
  // Never rejects: a chunk that fails to load is the render's to report (the page error with its reload).
  return Object.assign(Component, {
    preload: () => (loaded ? Promise.resolve() : fetchCode().then(noop, noop)),
  });
}
