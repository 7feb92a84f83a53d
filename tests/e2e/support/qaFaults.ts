/**
 * QA faults in the end-to-end tests: the same mechanism as `window.__portalMock.fault` (mocks/qa), driven from the
 * test. Rules live with the mock (localStorage), so they survive a reload and apply in every tab of the context.
 *
 *   await fault(page, { operationId: 'getUsers', status: 500 });
 *   await fault(page, { operationId: 'login', error: 'UserNotFound', times: 1 });
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { FaultRule, LogEntry } from '../../../mocks/qa/faultEngine';
import { waitForMockServer } from './app';

type QaWindow = {
  __portalMock?: {
    fault(rule: FaultRule): Promise<string>;
    clearFaults(): void;
    log(): LogEntry[];
  };
};

/** Adds a fault rule in the page's mock (waits for the mock first); returns the rule's id. */
export async function fault(page: Page, rule: FaultRule): Promise<string> {
  await waitForMockServer(page);
  return page.evaluate((r) => (window as unknown as QaWindow).__portalMock!.fault(r), rule);
}

export async function clearFaults(page: Page): Promise<void> {
  await waitForMockServer(page);
  await page.evaluate(() => (window as unknown as QaWindow).__portalMock!.clearFaults());
}

/** The requests the mock saw, newest last. */
export async function mockLog(page: Page): Promise<LogEntry[]> {
  await waitForMockServer(page);
  return page.evaluate(() => (window as unknown as QaWindow).__portalMock!.log());
}

/**
 * Adds a catalogue error to `operationId` with the open QA panel's form, as a tester would: searches the operation,
 * picks the error by its name and Turkish text, and waits for the rule in the active list.
 */
export async function addFaultInPanel(
  page: Page,
  drawer: Locator,
  { operationId, error, text }: { operationId: string; error: string; text: string },
): Promise<void> {
  const openDropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await drawer.getByLabel('İşlem').click();
  await page.keyboard.type(operationId);
  await openDropdown.getByText(new RegExp(`^${operationId} — `)).click();
  await drawer.getByLabel('Hata (katalog)').click();
  await page.keyboard.type(error);
  await openDropdown.getByText(`${error} — ${text}`).click();
  await drawer.getByRole('button', { name: 'Hatayı ekle' }).click();
  await expect(drawer.getByRole('list', { name: 'Etkin hatalar' })).toContainText(operationId);
}
