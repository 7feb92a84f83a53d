/**
 * Starts the in-browser server: the service worker and the database (shared by every tab of the browser, see
 * ./persistence.ts) load together; a request that arrives before the database is loaded waits for it.
 */
import { setupWorker } from 'msw/browser';
import { handlers, router, setRequestScope } from './handlers';
import { followOtherTabs, loadDatabase, resetDatabase, withDatabase } from './persistence';
import { db } from './db';
import { hybridHandlers } from './hybrid';
import { startQa } from './qa/browser';

export { unknownOperations } from './hybrid';

/** `mockedOperations`: hybrid mode, only these operationIds are answered here (the rest go to the real API). */
export async function startMockServer(mockedOperations?: string[]): Promise<void> {
  // Every request is one transaction of the shared database; the first one waits for the load below.
  setRequestScope(withDatabase);
  followOtherTabs();
  const worker = setupWorker(...(mockedOperations ? hybridHandlers(mockedOperations) : []), ...handlers);
  const [state] = await Promise.all([
    loadDatabase(),
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      // MSW's worker plus navigations to /blob and requests sent before the mock started (public/mockServiceWorker-portal.js).
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker-portal.js` },
    }),
  ]);
  // QA controls (faults, request log, scenarios, export/import): mocks/qa; applies ?mockScenario= and ?mockFault=.
  const qa = await startQa(router);
  // Developer and QA handle: window.__portalMock.reset() etc.
  Object.assign(window, {
    __portalMock: {
      db,
      ...qa,
      reset: async () => {
        qa.clearFaults();
        qa.clearLog();
        await resetDatabase();
        location.reload();
      },
    },
  });
  console.info(
    `[mock] in-browser server ready (${state})${mockedOperations ? `, hybrid: ${mockedOperations.join(', ')}` : ''}`,
  );
}
