/**
 * The QA tools' handle (./panel/handle.ts) over a mock server's admin API (`npm run mock-server`,
 * mocks/server/admin-openapi.yaml), for the app running with `mock: "off"` and `config.json`'s `mockServer`
 * (docs/decisions.md, "The QA tools drive a mock server through its admin API"). The panel, the mailbox and the
 * mock tools page then work on that server's data: a fault added here applies to every client of the server.
 *
 * The panel reads faults and the log synchronously: this handle keeps the server's answers and refreshes them every
 * second while the page is visible (the log only while something reads it). Loaded only when `mockServer` is set,
 * and holds no mock code: only calls to `/__mock/`.
 */
import { TOKEN_KEY } from '@/lib/session';
import type { ActiveFault, FaultRule, LogEntry, Mail, MockHandle } from './panel/handle';

interface Operation {
  operationId: string;
  method: string;
  path: string;
}

/** A row of `GET /__mock/requests`. */
type LoggedRequest = Omit<LogEntry, 'at'> & { time: string };

/** Refresh period of the faults (and of the log while it is read). */
const POLL_MS = 1000;
/**
 * How long a call may take: a server that drops connections must not hold up the app's first render (src/main.tsx
 * waits for the connection) nor pile up refreshes. Replacing the data (import, scenario, reset) may take longer.
 */
export const CALL_TIMEOUT_MS = 3000;
const REPLACE_TIMEOUT_MS = 60_000;

/**
 * Connects to the admin API at `{base}/__mock` and sets `window.__portalMock`; rejects when the server does not
 * answer as a mock server does (no admin API there, closed to this page, or no answer within
 * {@link CALL_TIMEOUT_MS}); `window.__portalMock` then stays unset and the app runs without the QA tools.
 */
export async function connectMockServer(base: string): Promise<MockHandle> {
  const root = `${base}/__mock`;

  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    timeoutMs = CALL_TIMEOUT_MS,
  ): Promise<T> {
    const res = await fetch(`${root}${path}`, {
      method,
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
      ...(body === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const data = (await res.json().catch(() => null)) as unknown;
    if (!res.ok || data === null) {
      const message = (data as { message?: unknown } | null)?.message;
      throw new Error(
        typeof message === 'string' ? message : `${method} ${root}${path} answered ${res.status}`,
      );
    }
    return data as T;
  }

  const [catalogue, scenarios, initialFaults] = await Promise.all([
    call<{ operations: Operation[]; errors: string[] }>('GET', '/operations'),
    call<{ name: string; description: string }[]>('GET', '/scenarios'),
    call<ActiveFault[]>('GET', '/faults'),
  ]);

  let faults = initialFaults;
  let log: LogEntry[] = [];
  let logReadAt = 0;
  let logLoading = false;
  const listeners = new Set<() => void>();
  const warn = (e: unknown) => console.warn('[mock server]', e instanceof Error ? e.message : e);

  const setFaults = (next: ActiveFault[]) => {
    if (JSON.stringify(next) === JSON.stringify(faults)) return;
    faults = next;
    listeners.forEach((l) => l());
  };
  const refreshFaults = () => call<ActiveFault[]>('GET', '/faults').then(setFaults, warn);
  const refreshLog = () => {
    if (logLoading) return;
    logLoading = true;
    call<LoggedRequest[]>('GET', '/requests?limit=500')
      .then((rows) => {
        // The server lists newest first; the handle's log is newest last, as in the browser.
        log = rows.map(({ time, ...entry }) => ({ ...entry, at: time })).reverse();
      }, warn)
      .finally(() => (logLoading = false));
  };

  setInterval(() => {
    if (document.hidden) return;
    void refreshFaults();
    if (Date.now() - logReadAt < 3 * POLL_MS) refreshLog();
  }, POLL_MS);

  /** A call that replaces the server's data: this page's data and session are stale afterwards. */
  const replace = async (method: string, path: string, body?: unknown) => {
    await call(method, path, body, REPLACE_TIMEOUT_MS);
    location.reload();
  };

  const tools: MockHandle = {
    server: base || location.origin,
    async fault(rule: FaultRule) {
      const stored = await call<ActiveFault>('POST', '/faults', rule);
      setFaults([...faults.filter((f) => f.id !== stored.id), stored]);
      return stored.id;
    },
    // Every rule of a server is kept (shared by all its clients); a page-load-only rule does not exist there.
    keepFault: () => {},
    removeFault(id) {
      setFaults(faults.filter((f) => f.id !== id));
      void call('DELETE', `/faults/${encodeURIComponent(id)}`)
        .catch(warn)
        .finally(refreshFaults);
    },
    clearFaults() {
      setFaults([]);
      void call('DELETE', '/faults').catch(warn).finally(refreshFaults);
    },
    onFaultsChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    faults: () => faults,
    log() {
      if (Date.now() - logReadAt > POLL_MS) refreshLog();
      logReadAt = Date.now();
      return log;
    },
    clearLog() {
      log = [];
      void call('DELETE', '/requests').catch(warn);
    },
    operations: () => catalogue.operations,
    errors: () => catalogue.errors,
    exportDb: () => call('GET', '/export', undefined, REPLACE_TIMEOUT_MS),
    importDb: (snapshot) => replace('POST', '/import', snapshot),
    scenarios: () => scenarios,
    scenario: (name) => replace('POST', `/scenarios/${encodeURIComponent(name)}`),
    reset: () => replace('POST', '/reset'),
    async signInAs(userName) {
      const { token } = await call<{ token: string }>('POST', '/sign-in-as', { userName });
      localStorage.setItem(TOKEN_KEY, token);
      location.assign(import.meta.env.BASE_URL);
    },
    mails: () => call<Mail[]>('GET', '/mails'),
    // QA links (`?mockFault=`, `?mockScenario=`) would change a server every client shares: not applied here.
    linkScenario: () => null,
    dismissLinkScenario: () => {},
    // Only the QA-link dialog reads it, and QA links are not applied here: not worth downloading the whole export.
    dataSummary: () => Promise.reject(new Error('dataSummary: not available against a mock server')),
  };
  window.__portalMock = tools;
  return tools;
}
