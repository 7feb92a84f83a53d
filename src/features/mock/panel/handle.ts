/**
 * The QA tools' handle (`window.__portalMock`): the QA panel, the mailbox and the mock tools page drive only this
 * interface, so they work the same over either implementation:
 * - the in-browser server's (set by mocks/browser.ts in mock builds; mocks/qa/browser.ts), which also carries its
 *   database for the browser console and the tests;
 * - a mock server's admin API over HTTP (../server-handle.ts), when the app runs with `mock: "off"` and
 *   `config.json` names a `mockServer`: faults, log, mails and data are that server's, shared by all its clients.
 */
import type { QaHandle } from '@mocks/qa/browser';
import type { FaultRule } from '@mocks/qa/faultEngine';
import type { Db } from '@mocks/db';

export type { ActiveFault, FaultRule, LogEntry } from '@mocks/qa/faultEngine';
export type { DataSummary } from '@mocks/qa/browser';
export type { Mail } from '@mocks/qa/operations';

export type MockHandle = Omit<QaHandle, 'scenarios' | 'fault'> & {
  /**
   * Adds a rule; returns its id. Over HTTP it resolves once the server has stored it and rejects with the server's
   * message when the server refuses it.
   */
  fault(rule: FaultRule, options?: { keep?: boolean }): string | Promise<string>;
  scenarios(): { name: string; description: string }[];
  /** Back to the seed (data, files, faults and log) and reload. */
  reset(): Promise<void>;
  /** The in-browser server's database (the console's and the tests'); absent over HTTP. */
  db?: Db;
  /** Over HTTP: the mock server's address (its faults, data and mails are every client's). */
  server?: string;
};

declare global {
  interface Window {
    /** Set by mocks/browser.ts in mock builds, or by ../server-handle.ts against a mock server. */
    __portalMock?: MockHandle;
  }
}

export const mockHandle = (): MockHandle | undefined =>
  typeof window === 'undefined' ? undefined : window.__portalMock;
