import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { configure, getConfig, prettyDOM } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { loading } from '@/lib/loading';
import { matchNoMedia } from './support/viewport';

// Unmounts what a test rendered. Testing Library registers this itself, but only where its module is first imported:
// with `isolate: false` (a worker's files share their modules) the files after the first would keep every app they
// rendered in the document. The app's request count starts anew too: a request a test left unanswered does not keep
// the next test's page busy.
afterEach(() => {
  cleanup();
  loading.forget();
});

// findBy*/waitFor wait up to 30 s: the first render of a lazy page in a test file transforms and imports its modules
// on demand, which takes seconds on a busy 2-core machine. A test still fails when what it waits for never comes.
//
// A failed query's error prints the document (prettyDOM) into its message. findBy*/waitFor fail many times before
// what they wait for shows, and keep only the last failure: printing the document for each would be wasted work. The message is printed when first read, from the document as it is
// then: Vitest reads it as the test fails, before `cleanup`.
configure({
  asyncUtilTimeout: 30_000,
  getElementError(message, container) {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let text: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () =>
        (text ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`]
          .filter(Boolean)
          .join('\n\n')),
      // Vitest rewrites a failed test's message (its import names); a getter alone would refuse that.
      set: (value: string) => {
        text = value;
      },
    });
    return error;
  },
});

// antd needs these browser APIs, which jsdom lacks.
if (typeof window !== 'undefined') {
  window.matchMedia ??= matchNoMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.scrollTo = () => {};
}

// The antd rules component tests rely on. antd's CSS-in-JS is not inserted in jsdom unless a file calls
// `useAntdStyles()` (tests/support/render.tsx; docs/decisions.md, "Component tests render antd without its stylesheet") and Vitest loads no
// CSS, so without these an element antd hides by class would count as visible to role queries and `toBeVisible`, and
// user-event would click through a busy table. Copied from antd 6 (node_modules/antd/es/<component>/style/*.js)
// without antd's `:where(.css-…)` hash; the few rules are cheap for getComputedStyle, antd's hundreds were not.
if (typeof document !== 'undefined' && !document.querySelector('style[data-test="antd-rules"]')) {
  const antdRules = document.createElement('style');
  antdRules.dataset.test = 'antd-rules';
  antdRules.textContent = `
    /* A closed popup: @rc-component/trigger's class; tooltip, popover, dropdown, select/dropdown.js,
       date-picker: '&-hidden' / '-dropdown-hidden' { display: none }. */
    .ant-tooltip-hidden, .ant-popover-hidden, .ant-dropdown-hidden, .ant-dropdown-menu-hidden,
    .ant-dropdown-menu-submenu-hidden, .ant-select-dropdown-hidden, .ant-picker-dropdown-hidden,
    .ant-menu-hidden, .ant-menu-submenu-hidden, .ant-tabs-dropdown-hidden,
    /* A closed drawer (drawer: wrapperCls '&-hidden'), a hidden form item (form: '&-hidden'),
       upload's hidden input wrapper (upload: '-hidden'). */
    .ant-drawer-content-wrapper-hidden, .ant-form-item-hidden, .ant-upload-hidden { display: none; }
    /* A busy nested Spin (Table's \`loading\`): spin: '&-spinning' > '-container' { pointer-events: none }. */
    .ant-spin-spinning .ant-spin-container { pointer-events: none; }
    /* A disabled button's content: button: '&:disabled > *' { pointer-events: none }. */
    .ant-btn:disabled > * { pointer-events: none; }
  `;
  document.head.append(antdRules);
}
