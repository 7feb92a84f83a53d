import preview from '../../../../.storybook/preview';
import { mock } from '../../../../.storybook/mock';
import { scenarios } from '@mocks/qa/scenarios';
import { exportDb } from '@mocks/qa/snapshot';
import { mailsOf } from '@mocks/qa/operations';
import { MockPanel } from './MockPanel';
import type { MockHandle } from './handle';

// The stories' mock has the QA controls (in memory): the panel drives its fault engine and shows its log.
const qa = mock.qa;
/** The mock's QA handle; what would reload the page (import, scenario, sign-in, reset) only logs here. */
const api: MockHandle = {
  ...qa,
  db: mock.db,
  scenarios,
  exportDb: () => exportDb(mock.db),
  mails: async () => mailsOf(mock.db),
  importDb: async () => console.info('importDb'),
  scenario: async (name) => console.info('scenario', name),
  signInAs: async (name) => console.info('signInAs', name),
  reset: async () => console.info('reset'),
  linkScenario: () => null,
  dismissLinkScenario: () => {},
  dataSummary: async () => ({ users: 69, tickets: 12, payments: 120, collections: 3, files: 0 }),
};

/** The QA panel of mock builds: faults, the request log, scenarios, users and the database. */
const meta = preview.meta({
  title: 'Mock/QA panel',
  component: MockPanel,
  args: { api },
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    qa.clearFaults();
    qa.clearLog();
  },
});

/** Closed: only the corner button (Ctrl+Shift+M opens it too). */
export const Closed = meta.story({});

/** Open, nothing active yet. */
export const Open = meta.story({ args: { defaultOpen: true } });

/** Open with two active faults and a log with a faulted, a failed and a successful request. */
export const WithFaultsAndLog = meta.story({
  args: { defaultOpen: true },
  async beforeEach() {
    qa.fault({ operationId: 'login', error: 'UserNotFound', times: 1 });
    const login = () =>
      fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userNameOrEmail: 'admin', password: 'Admin123!' }),
      });
    await login();
    await login();
    await fetch('/api/users');
    qa.fault({ operationId: 'getUsers', status: 500 });
    qa.fault({ operationId: 'getProfile', delayMs: 3000 });
  },
});
