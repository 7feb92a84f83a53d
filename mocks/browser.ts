/**
 * Starts the in-browser server: the service worker and the database (shared by every tab of the browser, see
 * ./persistence.ts) load together; a request that arrives before the database is loaded waits for it.
 */
import { setupWorker } from 'msw/browser';
import { createMockBackend } from './backend';
import { createDb } from './db';
import { createBrowserStore, giveBack } from './persistence';
import { startQa } from './qa/browser';

export { unknownOperations } from './hybrid';

/** `mockedOperations`: hybrid mode, only these operationIds are answered here (the rest go to the real API). */
export async function startMockServer(mockedOperations?: string[]): Promise<void> {
  // The start is three tasks, not one: this chunk's evaluation (its schemas), building the backend (its handlers and
  // router), then the worker. On a phone each is tens of milliseconds, beside the page's own first render (full mock
  // mode renders while the server starts; hybrid mode waits for it, src/main.tsx).
  await giveBack();
  // Kept in IndexedDB beside the tables: every tab signs with it, tokens survive a reload. Awaited below with the
  // database, so a failing IndexedDB stops the start here (not at the first sign-in).
  const db = createDb();
  const store = createBrowserStore(db);
  const signingKey = store.storedSigningKey();
  // The browser's configuration of the mock, all of it.
  const backend = createMockBackend({
    db,
    // Every request is one transaction of the database all tabs share; the first one waits for the load below.
    storage: store.storage,
    signingKey,
    // Faults and the request log in localStorage: shared by the tabs, kept across reloads.
    qa: { keepIn: localStorage },
    ...(mockedOperations ? { hybrid: mockedOperations } : {}),
  });
  store.followOtherTabs();
  // The tables load (IndexedDB, then rows a few at a time) while the worker is set up. Handled at once, so a failing
  // IndexedDB is not reported as unhandled before the await below.
  const loaded = Promise.all([store.loadDatabase(), signingKey]);
  loaded.catch(() => {});
  await giveBack();
  const worker = setupWorker(...backend.handlers);
  const [[state]] = await Promise.all([
    loaded,
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      // MSW's worker plus navigations to /blob and requests sent before the mock started (public/mockServiceWorker-portal.js).
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker-portal.js` },
    }),
  ]);
  // QA controls (faults, request log, scenarios, export/import): mocks/qa; applies ?mockScenario= and ?mockFault=.
  const qa = startQa(backend.db, backend.qa, store.withDatabase);
  // Developer and QA handle: window.__portalMock.reset() etc.
  Object.assign(window, {
    __portalMock: {
      db: backend.db,
      ...qa,
      reset: async () => {
        qa.clearFaults();
        qa.clearLog();
        await store.resetDatabase();
        location.reload();
      },
    },
  });
  console.info(
    `[mock] in-browser server ready (${state})${mockedOperations ? `, hybrid: ${mockedOperations.join(', ')}` : ''}`,
  );
}
