/**
 * The QA handle (`window.__portalMock`) over the tests' mock backend (@mocks/node), typed as the app's: what the
 * mailbox, the panel and the mock tools page drive in a mock build. Calls that would reload the page in a browser
 * only change the data here; `overrides` replaces any part (a mailbox with given mails, a failing call).
 */
import { backend, db } from '@mocks/node';
import { listFiles } from '@mocks/core/files';
import type { MockHandle } from '@/features/mock/panel/handle';
import { TOKEN_KEY } from '@/lib/session';

export function testMockHandle(overrides: Partial<MockHandle> = {}): MockHandle {
  const { qa, qaData } = backend;
  return {
    ...qa,
    db,
    exportDb: () => qaData.exportDb(),
    importDb: async (snapshot) => void (await qaData.importDb(snapshot)),
    scenarios: () => qaData.scenarios(),
    scenario: async (name) => void (await qaData.scenario(name)),
    reset: async () => void (await qaData.reset()),
    signInAs: async (userName) => localStorage.setItem(TOKEN_KEY, await qaData.signInAs(userName)),
    mails: async () => qaData.mails(),
    linkScenario: () => null,
    dismissLinkScenario: () => {},
    dataSummary: async () => ({
      users: db.users.count(),
      tickets: db.tickets.count(),
      payments: db.paymentTrackings.count(),
      collections: db.collections.count(),
      files: (await listFiles(db)).length,
    }),
    ...overrides,
  };
}
