/**
 * `test` and `expect` for the e2e specs: @playwright/test's, plus an automatic fixture that attaches the page's
 * console, page errors and failed requests to a failing test (next to Playwright's own trace and screenshot).
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ consoleLog: string[] }>({
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
