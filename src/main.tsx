import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { ConfigError, applyRuntimeConfig, env, loadRuntimeConfig } from '@/config/env';
import '@/app/global.css';

/** Starts the in-browser mock for `mock: "on"` or `"hybrid"`; never fetched with `"off"`. */
async function startMock(): Promise<void> {
  // A build for a real API (VITE_API_BASE_URL set) compiles this branch away, MSW included.
  if (!__MOCK__ || env.mockMode === 'off') return unregisterMockWorker();
  const { startMockServer, unknownOperations } = await import('../mocks/browser');
  if (env.mockMode === 'hybrid') {
    const unknown = unknownOperations(env.mockedOperations);
    if (unknown.length > 0) throw new ConfigError('mockedOperations', 'unknownOperation', unknown.join(', '));
  }
  await startMockServer(env.mockMode === 'hybrid' ? env.mockedOperations : undefined);
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
  const root = document.getElementById('root')!;
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
    // The app (and the HTTP client, which reads env when it loads) only after the runtime config is applied.
    const [{ App }] = await Promise.all([import('@/app/App'), startMock()]);
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (e) {
    if (e instanceof ConfigError) await showConfigError(e);
    else throw e;
  }
}

void start();
