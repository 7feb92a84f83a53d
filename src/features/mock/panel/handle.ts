/**
 * The mock's QA handle (`window.__portalMock`, set by mocks/browser.ts in mock builds; see mocks/qa/browser.ts).
 * The panel drives only this interface, so the panel, the browser console and the tests use one implementation.
 */
import type { QaHandle } from '@mocks/qa/browser';
import type { Db } from '@mocks/db';

export type { ActiveFault, FaultRule, LogEntry } from '@mocks/qa/faultEngine';
export type { DataSummary } from '@mocks/qa/browser';

export type MockHandle = Omit<QaHandle, 'scenarios'> & {
  /** The backend's database (the mailbox of /mock reads its mails). */
  db: Db;
  scenarios(): { name: string; description: string }[];
  /** Back to the seed (data, files, faults and log) and reload. */
  reset(): Promise<void>;
};

declare global {
  interface Window {
    /** Set by mocks/browser.ts in mock builds. */
    __portalMock?: MockHandle;
  }
}

export const mockHandle = (): MockHandle | undefined =>
  typeof window === 'undefined' ? undefined : window.__portalMock;
