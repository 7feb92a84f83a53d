/** Starts the in-browser server: loads (or seeds) the database, then the service worker. */
import { setupWorker } from 'msw/browser';
import { handlers, onRequestHandled } from './handlers';
import { hasUnsavedChanges, loadDatabase, resetDatabase, saveDatabase, schedulePersist } from './persistence';
import { db } from './db';
import { hybridHandlers } from './hybrid';

export { unknownOperations } from './hybrid';

/** `mockedOperations`: hybrid mode, only these operationIds are answered here (the rest go to the real API). */
export async function startMockServer(mockedOperations?: string[]): Promise<void> {
  const state = await loadDatabase();
  onRequestHandled(schedulePersist);
  // A reload or tab close right after a request still keeps it.
  addEventListener('pagehide', () => {
    if (hasUnsavedChanges()) void saveDatabase();
  });
  const worker = setupWorker(...(mockedOperations ? hybridHandlers(mockedOperations) : []), ...handlers);
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
  console.info(
    `[mock] in-browser server ready (${state})${mockedOperations ? `, hybrid: ${mockedOperations.join(', ')}` : ''}`,
  );
}
