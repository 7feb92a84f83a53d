// Smoke: the app boots and, with the mock backend on, the MSW service worker controls the page.
import { assert } from './lib.mjs';

// A build made with VITE_API_BASE_URL set has no mock backend (and so no service worker).
const mockingOn = !process.env.VITE_API_BASE_URL;

async function waitForServiceWorkerRegistration(page, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const count = await page.evaluate(async () =>
      'serviceWorker' in navigator ? (await navigator.serviceWorker.getRegistrations()).length : -1,
    );
    if (count > 0) return count;
    if (count < 0) throw new Error('navigator.serviceWorker is not available (not a secure context?)');
    if (Date.now() > deadline) throw new Error(`no service worker registered within ${timeout} ms`);
    await page.waitForTimeout(200);
  }
}

export default [
  {
    name: 'renders the app into #root',
    async run({ page, baseUrl }) {
      await page.goto(baseUrl + '/');
      assert((await page.locator('#root').count()) === 1, 'the document has no #root');
      await page.waitForFunction(() => (document.getElementById('root')?.children.length ?? 0) > 0, null, {
        timeout: 20_000,
      });
    },
  },
  {
    name: 'registers the MSW service worker',
    async run({ page, baseUrl }) {
      if (!mockingOn) return;
      await page.goto(baseUrl + '/');
      await waitForServiceWorkerRegistration(page);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 15_000,
      });
      const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
      assert(scriptUrl.endsWith('/mockServiceWorker.js'), `unexpected controlling worker: ${scriptUrl}`);
    },
  },
];
