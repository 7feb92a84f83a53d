/**
 * End-to-end tests (`npm run test:e2e`): @playwright/test driving Debian's Chromium against `vite preview` of the
 * production build in dist/ (built first, with `vite build`, only when dist/index.html is missing).
 *
 * Env: CHROMIUM_PATH (browser binary, default Debian's headless shell when installed, else /usr/bin/chromium: see
 *      tests/support/chromium.ts; Playwright's own browser download is not used),
 *      E2E_PORT (preview port, default 4173), E2E_DIST (directory to serve, default dist),
 *      E2E_WORKERS (default 3 on CI, 1 elsewhere), E2E_TEST_TIMEOUT (ms per test, default 300000), E2E_HEADED=1 (show the browser, local debugging).
 */
import { defineConfig } from '@playwright/test';
import { TEST_JS_FLAGS, chromiumPath } from './tests/support/chromium';

const port = Number(process.env.E2E_PORT || 4173);
const baseURL = `http://127.0.0.1:${port}`;
const headed = process.env.E2E_HEADED === '1';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  TEST_JS_FLAGS,
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  // On CI three workers: the spec files and the tour's parts are independent (own browser context, own in-browser
  // mock, free ports for nginx) and a worker mostly waits on its browser, so three keep two cores busy. Locally one.
  workers: Number(process.env.E2E_WORKERS || (process.env.CI ? 3 : 1)),
  fullyParallel: false,
  // On CI a failed test runs once more: a second failure fails the run; a pass on the retry is reported as "flaky"
  // in the summary (a defect to look into: the first attempt keeps its screenshot and page snapshot, the retry its
  // trace). Locally: none.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous: a test that passes takes 5–35 s on an idle machine, several times that on a loaded one.
  timeout: Number(process.env.E2E_TEST_TIMEOUT || 300_000),
  // An assertion waits only as long as it takes; the limit is for a loaded CI machine, where tests take several times
  // as long.
  expect: { timeout: 60_000 },
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: !headed,
    launchOptions: {
      executablePath: chromiumPath({ headed }),
      args: headed ? CHROMIUM_ARGS.filter((a) => a !== '--headless') : CHROMIUM_ARGS,
    },
    viewport: { width: 1366, height: 900 },
    // Less motion (prefers-reduced-motion: the app then turns antd's animations off, docs/decisions.md): no opening,
    // closing or click animation to wait for and draw. The sign-up and user-administration journeys
    // (accounts.spec.ts) and motion.spec.ts keep the animations most visitors see.
    reducedMotion: 'reduce',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // No per-action limit (Playwright's default): an action waits as long as the test's time allows.
    navigationTimeout: 60_000,
    // A trace (screencast and DOM snapshots of every action) doubles a test's CPU. On CI the first attempt runs
    // without one and a retry records it (a failure keeps its screenshot and page snapshot either way); locally, where nothing is retried, every test
    // records one and keeps it when it fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node tests/e2e/support/preview.mjs`,
    url: baseURL,
    // A build of dist/ can take a few minutes on a busy machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
