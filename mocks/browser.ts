/** Starts the in-browser server: loads (or seeds) the database, then the service worker. */
import { setupWorker } from 'msw/browser';
import { handlers, onRequestHandled } from './handlers';
import { hasUnsavedChanges, loadDatabase, resetDatabase, saveDatabase, schedulePersist } from './persistence';
import { db } from './db';

export async function startMockServer(): Promise<void> {
  const state = await loadDatabase();
  onRequestHandled(schedulePersist);
  // A reload or tab close right after a request still keeps it.
  addEventListener('pagehide', () => {
    if (hasUnsavedChanges()) void saveDatabase();
  });
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  // Developer and QA handle: window.__portalMock.reset() etc.
  Object.assign(window, {
    __portalMock: {
      db,
      reset: async () => {
        await resetDatabase();
        location.reload();
      },
    },
  });
  console.info(`[mock] in-browser server ready (${state})`);
}
