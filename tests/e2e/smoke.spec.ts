// Smoke: the app boots and, with the mock backend on, the MSW service worker controls the page.
import {
  ACCOUNTS,
  evaluateMock,
  expect,
  resetMockDatabase,
  settle,
  signIn,
  test,
  waitForMockServer,
} from './support';

// A build made with VITE_API_BASE_URL set has no mock backend (and so no service worker).
const mockingOn = !process.env.VITE_API_BASE_URL;

test('renders the app into #root', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).toHaveCount(1);
  await page.waitForFunction(() => (document.getElementById('root')?.children.length ?? 0) > 0, null, {
    timeout: 60_000,
  });
});

test('registers the MSW service worker', async ({ page }) => {
  test.skip(!mockingOn, 'a real-API build has no mock backend');
  await page.goto('/');
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          'serviceWorker' in navigator ? (await navigator.serviceWorker.getRegistrations()).length : -1,
        ),
      { message: 'a service worker is registered (navigator.serviceWorker needs a secure context)' },
    )
    .toBeGreaterThan(0);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
  expect(scriptUrl, 'the controlling worker').toMatch(/\/mockServiceWorker-portal\.js$/);
});

test('window.__portalMock reads the mock database and resets it to the seed', async ({ page }) => {
  test.skip(!mockingOn, 'a real-API build has no mock backend');
  await page.goto('/');
  await waitForMockServer(page);
  const countUsers = () => evaluateMock(page, (mock) => mock.db.users.all().length);
  const seeded = await countUsers();
  expect(seeded, 'users of the seed').toBeGreaterThan(60);

  await evaluateMock(page, (mock) => {
    const [user] = mock.db.users.all();
    if (!user) throw new Error('the seed has no user to delete');
    return mock.db.users.delete(user);
  });
  expect(await countUsers(), 'users after deleting one').toBe(seeded! - 1);

  await resetMockDatabase(page);
  expect(await countUsers(), 'users after the reset').toBe(seeded);
});

test("a tab's first visit seeds the data; a reload restores it without the seed's or the sanitiser's code", async ({
  page,
}) => {
  test.skip(!mockingOn, 'a real-API build has no mock backend');
  const fetched: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/(seed|purify)[^/]*\.js$/.exec(request.url())?.[1];
    if (chunk) fetched.push(chunk);
  });
  // A fresh browser context: nothing stored yet, so the server seeds, with the seed's own chunk.
  await page.goto('/');
  await waitForMockServer(page);
  expect(fetched, 'chunks of the first visit').toEqual(['seed']);
  fetched.length = 0;
  await page.reload();
  await waitForMockServer(page);
  expect(await evaluateMock(page, (mock) => mock.db.users.all().length)).toBeGreaterThan(60);
  expect(fetched, 'chunks a restoring tab needs not').toEqual([]);
});

test("a signed-in visit fetches the in-browser server with the app's code, before the page's own", async ({
  page,
}) => {
  test.skip(!mockingOn, 'a real-API build has no mock backend');
  const { userName, password } = ACCOUNTS.member;
  await signIn(page, userName, password);
  await settle(page);
  const fetched: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/(browser|AdminLayout|PaymentListPage)-[^/]*\.js$/.exec(request.url())?.[1];
    if (chunk) fetched.push(chunk);
  });
  // A new load: the session is there before the app's code runs, so the server's chunk is asked for at once, not
  // once the permissions call (which the layout's and the page's chunks arrive beside) asks for it.
  await page.goto('/admin/payment-tracking-list');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
  expect(fetched, 'chunks in the order they were asked for').toEqual([
    'browser',
    'AdminLayout',
    'PaymentListPage',
  ]);
});
