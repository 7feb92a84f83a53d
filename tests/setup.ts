import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/dom';

// findBy*/waitFor wait up to 30 s: the first render of a lazy page in a test file transforms and imports its modules
// on demand, which took 10-15 s on a busy 2-core machine (the first test of shell, auth and legislation failed at
// 10 s with both cores taken). A test still fails when what it waits for never comes.
configure({ asyncUtilTimeout: 30_000 });

// antd needs these browser APIs, which jsdom lacks.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.scrollTo = () => {};
}
