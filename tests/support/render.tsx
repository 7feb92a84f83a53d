/**
 * Renders the real `App` (routes, providers, global loading, the 401 notice) at a URL, against the real mock
 * handlers, optionally signed in as a demo user. Use with `useMockServer()` from ./api.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { AppProviders, createQueryClient } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { signIn, signOut } from '@/lib/session';
import { login, DEMO } from './api';

export type As = 'admin' | 'member' | null;

let antdStyles = false;

/**
 * Renders this file's tests (or this `describe`'s) with antd's own styles, for a test that checks what antd's CSS
 * does beyond the few rules of tests/setup.ts (antd's reset against the app's own style, a layout rule). Call it at
 * the top of the file, like `useMockServer()`.
 */
export function useAntdStyles() {
  beforeAll(() => {
    antdStyles = true;
  });
  afterAll(() => {
    antdStyles = false;
  });
}

/**
 * Without `useAntdStyles()` antd renders the same elements and classes without writing its styles into the document
 * (StyleProvider `mock: 'server'`, antd's option for tests: the styles are made as on a server, not inserted).
 * jsdom's getComputedStyle matches an element against every rule of the document, and user-event calls it for every
 * click (pointer-events) and role queries for every element (visibility): antd's hundreds of rules would cost a file
 * a large part of its CPU. The antd rules that tests rely on (hidden popups and form items, a busy table taking no clicks)
 * are in tests/setup.ts. docs/decisions.md, "Component tests render antd without its stylesheet".
 */
function Styles({ children }: { children: React.ReactNode }) {
  const themed = <ConfigProvider theme={JSDOM_THEME}>{children}</ConfigProvider>;
  if (antdStyles) return themed;
  return <StyleProvider mock="server">{themed}</StyleProvider>;
}

/**
 * antd's Button writes three tokens onto every button as custom properties set to `inherit`
 * (`--ant-button-only-icon-size{,-sm,-lg}`, the icon of an icon-only button inherits the font size). jsdom 29
 * resolves each by walking the ancestors again from every ancestor, and reads every property of an element it has
 * seen before (jsdom/jsdom#4330, #4300): one getComputedStyle of a deeply nested button takes seconds, and
 * user-event calls it up the tree before each click. Here they are a size (the app's theme, merged into, is
 * unchanged otherwise); jsdom lays nothing out, so no test sees the difference.
 */
const JSDOM_THEME: ThemeConfig = {
  components: { Button: { onlyIconSize: 16, onlyIconSizeSM: 14, onlyIconSizeLG: 18 } },
};

/**
 * The app at `url`, signed in `as` a demo account. `prefetch`: the routes fill the test's query cache ahead of the
 * first render as the browser's router fills the app's (the permissions, a page's first calls: src/app/router.tsx).
 */
export async function renderApp(
  url: string,
  { as = null, prefetch = false }: { as?: As; prefetch?: boolean } = {},
) {
  signOut();
  localStorage.clear();
  if (as) {
    const account = as === 'admin' ? DEMO.admin : DEMO.member;
    signIn(await login(account.userName, account.password));
  }
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    createRoutes(prefetch ? { prefetch: () => Promise.resolve(queryClient) } : {}),
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const utils = render(<App router={router} queryClient={queryClient} />, { wrapper: Styles });
  return { ...utils, router, user, queryClient };
}

/** Renders any element inside the app providers (for components outside the route table). */
export function renderWithProviders(ui: React.ReactElement) {
  return {
    ...render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>, { wrapper: Styles }),
    user: userEvent.setup(),
  };
}
