/**
 * `test` and `expect` for the e2e specs: @playwright/test's, plus two automatic fixtures: one attaches the page's
 * console, page errors and failed requests to a failing test (next to Playwright's own trace and screenshot), the
 * other records every toast the page shows (see `expectToast` in app.ts).
 */
import { test as base, expect } from '@playwright/test';

/** A toast the page showed (antd's message), as `recordToasts` keeps it in `window.__portalToasts`. */
export interface ShownToast {
  text: string;
  /** When it was added (`Date.now()` in the page). */
  at: number;
}

/**
 * Runs in every document of the page before the app: keeps the text of every antd message notice as it is added.
 * A toast stays 2 s; a loaded machine polling `toBeVisible` can miss one between two polls.
 */
function recordToasts() {
  const shown: ShownToast[] = [];
  const seen = new WeakSet<Element>();
  (window as unknown as { __portalToasts: ShownToast[] }).__portalToasts = shown;
  const look = () => {
    for (const notice of document.querySelectorAll('.ant-message-notice')) {
      const text = notice.textContent?.trim();
      if (seen.has(notice) || !text) continue;
      seen.add(notice);
      shown.push({ text, at: Date.now() });
    }
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true });
}

export const test = base.extend<{ consoleLog: string[]; toasts: void }>({
  toasts: [
    async ({ page }, use) => {
      await page.addInitScript(recordToasts);
      await use();
    },
    { auto: true },
  ],
  consoleLog: [
    async ({ page }, use, testInfo) => {
      const lines: string[] = [];
      const stamp = () => new Date().toISOString().slice(11, 23);
      page.on('console', (msg) => lines.push(`${stamp()} [${msg.type()}] ${msg.text()}`));
      page.on('pageerror', (err) => lines.push(`${stamp()} [pageerror] ${err.stack || err.message}`));
      page.on('requestfailed', (req) =>
        lines.push(
          `${stamp()} [requestfailed] ${req.method()} ${req.url()} ${req.failure()?.errorText ?? ''}`,
        ),
      );
      page.on('crash', () => lines.push(`${stamp()} [crash] page crashed`));
      await use(lines);
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('console.log', { body: lines.join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});

export { expect };
