import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { ConfigError, applyRuntimeConfig, env, loadRuntimeConfig } from '@/config/env';
import { provideMockStart, whenMockReady } from '@/lib/mock-gate';
import { getSession } from '@/lib/session';
// antd's rules of no component; each component's rules come with the chunk holding its code (scripts/vite-plugins.ts,
// antdUsedStyles; antd runs with zeroRuntime).
import 'virtual:antd.css';
import '@/app/global.css';

/**
 * Starts the in-browser mock for `mock: "on"` or `"hybrid"`; never fetched with `"off"`, where `mockServer` instead
 * connects the QA tools to that mock server's admin API (src/features/mock/server-handle.ts).
 */
async function startMock(): Promise<void> {
  // A build for a real API (VITE_API_BASE_URL set) compiles this branch away, MSW included.
  if (!__MOCK__ || env.mockMode === 'off') {
    await unregisterMockWorker();
    if (__MOCK__ && env.mockServer !== null) {
      const base = env.mockServer;
      // Each call gives up after a few seconds (CALL_TIMEOUT_MS), so a server that drops connections holds up the
      // first render that long at most. Without an answering admin API the app runs as it is, without the QA tools:
      // `mockServer` and `qaTools` then read as unset, which the mock pages, the panel and the demo hints check.
      await import('@/features/mock/server-handle')
        .then((m) => m.connectMockServer(base))
        .catch((e: unknown) => {
          Object.assign(env, { mockServer: null, qaTools: false });
          console.warn(`[mock] no mock server admin API at ${base}/__mock/`, e);
        });
    }
    return;
  }
  const { startMockServer, unknownOperations } = await import('../mocks/browser');
  if (env.mockMode === 'hybrid') {
    const unknown = unknownOperations(env.mockedOperations);
    if (unknown.length > 0) throw new ConfigError('mockedOperations', 'unknownOperation', unknown.join(', '));
  }
  await startMockServer(env.mockMode === 'hybrid' ? env.mockedOperations : undefined);
}

/** index.html's mount point. */
function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  return root;
}

/** Starts the in-browser server at once (a failed start is tried again by the next request). */
function startMockNow(): void {
  whenMockReady().catch((e: unknown) => console.error('[mock] the in-browser server did not start', e));
}

/**
 * Full mock mode starts the in-browser server once the first page is on screen: when nothing in the page is loading
 * any more (a `main` or `h1` and no `aria-busy` spinner: lazy pages show one until their chunk has run) and the
 * browser is idle, or at the user's first click or key, whichever comes first. A request asks for it earlier
 * (src/lib/api-client.ts), so a page that loads data at once starts it at once, and a signed-in visit starts it as the
 * app starts (`start` below; should that fail, this tries again). Its chunk (MSW, the handlers, the collections) would
 * otherwise compete with the page's own chunks for the main thread.
 */
function startMockWhenSettled(): void {
  const root = rootElement();
  // Not `focusin`: the login form focuses its first field by itself.
  const events = ['pointerdown', 'keydown'] as const;
  // Safari has no requestIdleCallback.
  const whenIdle = (fn: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(fn, { timeout: 1000 })
      : window.setTimeout(fn, 50);
  const cancelIdle = (id: number) =>
    typeof cancelIdleCallback === 'function' ? cancelIdleCallback(id) : clearTimeout(id);
  let idle = 0;
  const start = () => {
    observer.disconnect();
    for (const e of events) removeEventListener(e, start, true);
    clearTimeout(fallback);
    cancelIdle(idle);
    startMockNow();
  };
  // A page is on screen (a layout's landmark or a page heading) and no part of it is still loading.
  const settled = () => !!root.querySelector('main, h1') && !root.querySelector('[aria-busy="true"]');
  const check = () => {
    cancelIdle(idle);
    if (settled()) idle = whenIdle(() => (settled() ? start() : undefined));
  };
  const observer = new MutationObserver(check);
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  for (const e of events) addEventListener(e, start, { capture: true, once: true });
  // Whatever the page does, the server (and the QA handle, window.__portalMock) is up a few seconds after the load.
  const fallback = window.setTimeout(start, 5000);
  check();
}

/**
 * A worker left by an earlier mock session would keep intercepting: remove it. The app has no service worker of
 * its own, so with the mock off every worker of the app's scope is a stale one.
 */
async function unregisterMockWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const scope = new URL(import.meta.env.BASE_URL, location.href).href;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.filter((r) => r.scope.startsWith(scope)).map((r) => r.unregister()));
}

/** A clear page instead of a white screen: which file, which field, what was found. */
async function showConfigError(error: ConfigError): Promise<void> {
  const { i18n } = await import('@/i18n');
  const root = rootElement();
  const main = document.createElement('main');
  main.setAttribute('role', 'alert');
  main.className = 'config-error';
  const title = document.createElement('h1');
  title.textContent = i18n.t('config.error.title', { file: `/${error.file}` });
  const detail = document.createElement('p');
  detail.textContent = i18n.t(`config.error.${error.problem}`, {
    file: `/${error.file}`,
    field: error.field ?? '',
    found: error.found,
  });
  const hint = document.createElement('p');
  hint.textContent = i18n.t('config.error.hint');
  main.append(title, detail, hint);
  root.replaceChildren(main);
  document.title = title.textContent;
  console.error(error);
}

async function start() {
  try {
    applyRuntimeConfig(await loadRuntimeConfig());
    // Hybrid mode checks `mockedOperations` against the mock's operations first (a typo shows the config-error
    // page), so it starts the mock before rendering. Full mock mode renders at once: the in-browser server starts
    // beside the first render, and requests wait for it (src/lib/mock-gate.ts, src/lib/api-client.ts).
    // A QA link (`?mockFault=`, `?mockScenario=`) is applied by the mock's start: it must run before the first route
    // can redirect the address (and its parameters) away, so such a visit starts the mock first as well.
    const lazyMock = __MOCK__ && env.mockMode === 'on' && !/[?&]mock(Fault|Scenario)=/.test(location.search);
    if (lazyMock) provideMockStart(startMock);
    // A signed-in page shows nothing until the permissions call answers, and that call waits for the server: its
    // chunk is fetched and started now, beside the app's code, instead of once the call asks for it.
    if (lazyMock && getSession()) startMockNow();
    // The app (and the HTTP client, which reads env when it loads) only after the runtime config is applied.
    const [{ App, createAppRouter, whenRouterReady }] = await Promise.all([
      import('@/app/App'),
      lazyMock ? undefined : startMock(),
    ]);
    // The router fetches the address's code (layouts and page side by side) before it renders them; rendering once
    // it has shows the whole page in the first render, not a spinner. A chunk that takes longer than a few seconds
    // (a stalled connection) is left to the router's spinner.
    const router = createAppRouter();
    await Promise.race([whenRouterReady(router), new Promise((wait) => setTimeout(wait, 3000))]);
    // A transition: React renders the first page in slices and yields between them, so no single long task holds
    // the main thread (a key pressed meanwhile is handled at once); the page still appears in one commit.
    const root = createRoot(rootElement());
    startTransition(() =>
      root.render(
        <StrictMode>
          <App router={router} staticStyles />
        </StrictMode>,
      ),
    );
    if (lazyMock) startMockWhenSettled();
  } catch (e) {
    if (e instanceof ConfigError) await showConfigError(e);
    else throw e;
  }
}

void start();
