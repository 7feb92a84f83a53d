/**
 * Shared steps for the end-to-end tests: demo accounts, signing in and out, waiting for a path, the side menu,
 * antd selects, and the in-browser mock server (`window.__portalMock`, set by mocks/browser.ts in mock builds).
 *
 * Every test gets a fresh browser context, so its IndexedDB is empty and the mock server starts from the seed;
 * `resetMockDatabase` goes back to the seed in the middle of a test.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ShownToast } from './fixtures';
import type { Db } from '../../../mocks/db';
import { BUSY } from '../../support/busy.mjs';

export interface Account {
  userName: string;
  password: string;
}

/** Demo accounts of the seed (README, "Demo accounts"). */
export const ACCOUNTS = {
  admin: { userName: 'admin', password: 'Admin123!' },
  member: { userName: 'influencer', password: 'Member123!' },
  support: { userName: 'operasyon', password: 'Admin123!' },
  /** Role 'Kullanıcı Yöneticisi' only: administration and user rights, no role rights. */
  userManager: { userName: 'kullaniciyonetici', password: 'Admin123!' },
  unconfirmed: { userName: 'yeniuye', password: 'Member123!' },
  passive: { userName: 'pasifuye', password: 'Member123!' },
} satisfies Record<string, Account>;

/** Waits until the app is on `path` (and, when given, has exactly that query string, '' for none). */
export async function expectPath(page: Page, path: string, search?: string): Promise<void> {
  await expect
    .poll(
      () => {
        const url = new URL(page.url());
        return search === undefined ? url.pathname : url.pathname + url.search;
      },
      { message: `expected ${path}${search ?? ''}` },
    )
    .toBe(search === undefined ? path : path + search);
}

/** Fills the login form (the page must already be on /account/login) and submits it. */
export async function submitLogin(page: Page, userName: string, password: string): Promise<void> {
  await page.getByLabel('Kullanıcı Adı veya E-posta').fill(userName);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** The user menu button of the signed-in layout. */
export const userMenu = (page: Page, userName: string): Locator =>
  page.getByRole('button', { name: `Kullanıcı menüsü: ${userName}` });

export { BUSY };

/** No spinner left, and still none a moment later (a debounced search or a second call may start after the first). */
export async function settle(page: Page): Promise<void> {
  const busy = page.locator(BUSY);
  for (let quiet = 0; quiet < 2;) {
    await expect(busy).toHaveCount(0, { timeout: 60_000 });
    await page.waitForTimeout(250);
    quiet = (await busy.count()) === 0 ? quiet + 1 : 0;
  }
}

/**
 * Signs in through the login form and waits for the signed-in layout (the user menu) on `landsOn`.
 * Opens /account/login first unless the page is already there (e.g. after a redirect with `?redirect=`).
 */
export async function signIn(
  page: Page,
  userName: string,
  password: string,
  { landsOn = '/admin/home' }: { landsOn?: string } = {},
): Promise<void> {
  if (!/^\/account\/login$/i.test(new URL(page.url(), 'http://x').pathname))
    await page.goto('/account/login');
  await submitLogin(page, userName, password);
  await expectPath(page, landsOn);
  await expect(userMenu(page, userName)).toBeVisible();
}

/**
 * Opens a side-menu entry, once the page has settled: while a request runs the global loading overlay covers the
 * page and takes the clicks, and a click that landed on it as it appeared was lost (reports.spec, right after
 * signing in, twice on CI). Waiting in `signIn` instead made every test wait for its landing page: 10–25 % more CPU.
 */
export async function openFromMenu(page: Page, name: string): Promise<void> {
  await settle(page);
  await sideMenu(page).getByRole('link', { name, exact: true }).click();
}

/**
 * User menu → `item`, chosen again until `done` passes. On a loaded machine a click on the menu item while antd's
 * dropdown is still moving in has been lost (the trace shows the click done, the menu still open and nothing
 * happening): open the menu and choose again.
 */
export async function chooseUserMenuItem(
  page: Page,
  userName: string,
  item: string,
  done: () => Promise<void>,
): Promise<void> {
  await expect(async () => {
    const menuItem = page.getByRole('menuitem', { name: item });
    if (!(await menuItem.isVisible()) && (await userMenu(page, userName).isVisible()))
      await userMenu(page, userName).click();
    if (await menuItem.isVisible()) await menuItem.click({ timeout: 10_000 });
    await done();
  }).toPass({ timeout: 90_000 });
}

/** User menu → Çıkış Yap; waits for the login page. */
export async function signOut(page: Page, userName: string): Promise<void> {
  await chooseUserMenuItem(page, userName, 'Çıkış Yap', () =>
    expect(page).toHaveURL(/\/account\/login$/, { timeout: 10_000 }),
  );
  await expectPath(page, '/account/login', '');
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
}

/** The side menu (a drawer on phones). */
export const sideMenu = (page: Page): Locator => page.getByRole('menu', { name: 'Ana menü' });

/** The toast of every successful save, upload and confirmed action (`Successful` in the catalogue). */
export const SUCCESS_TOAST = 'İşlem başarılı.';

/**
 * Runs `action` and waits for a toast (antd's message) with `text` shown since it began. The page records each toast
 * as it is added (fixtures.ts), so one that came and went between two polls of a busy machine still counts, and a
 * toast of an earlier action does not.
 */
export async function expectToast(page: Page, text: string, action: () => Promise<unknown>): Promise<void> {
  const since = await page.evaluate(() => Date.now());
  await action();
  await expect
    .poll(
      () =>
        page.evaluate(
          ([wanted, from]) =>
            ((window as unknown as { __portalToasts?: ShownToast[] }).__portalToasts ?? []).some(
              (t) => t.text === wanted && t.at >= from,
            ),
          [text, since] as const,
        ),
      { message: `a toast "${text}"`, timeout: 60_000 },
    )
    .toBe(true);
}

/**
 * Waits until the element and everything in it has ended its animations (an antd dialog zooming in, a dropdown
 * sliding in; endless ones such as a spinner aside). With animations, a click on something still moving was lost on a
 * loaded machine: the pointer went where the target had been (a Select option, the cookie consent's button).
 */
export async function whenStill(locator: Locator): Promise<void> {
  await locator.evaluate((el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Picks an option of an antd Select found by its label, once the dropdown has slid in (`whenStill`). */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await whenStill(dropdown);
  await dropdown.getByTitle(option, { exact: true }).click();
  await expect(dropdown).toHaveCount(0);
}

/** A name that no other test (or run) uses. */
export const unique = (prefix: string): string => `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Attaches a full-page screenshot to the test's report (HTML report, "Attachments"). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await test
    .info()
    .attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

// ---- the in-browser mock server -------------------------------------------------------------------------------

/** `window.__portalMock` (mocks/browser.ts): the mock database and its reset. */
export type MockHandle = { reset: () => Promise<void>; db: Db };

/** Whether the page runs the in-browser mock server (`window.__portalMock` is set once it is ready). */
export async function hasMockServer(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean((window as unknown as { __portalMock?: unknown }).__portalMock));
}

/** Waits until the in-browser mock server is ready (its database loaded, the service worker started). */
export async function waitForMockServer(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    () => Boolean((window as unknown as { __portalMock?: unknown }).__portalMock),
    null,
    {
      timeout,
    },
  );
}

/**
 * Runs `fn` in the page with `window.__portalMock` (e.g. `(mock) => mock.db.users.all().length`); resolves to `null` when
 * the page has no mock server (a real-API build). Like `page.evaluate`, `fn` must not use variables of the test:
 * pass them as `arg`.
 */
export async function evaluateMock<R, A = undefined>(
  page: Page,
  fn: (mock: MockHandle, arg: A) => R | Promise<R>,
  arg?: A,
): Promise<R | null> {
  const handle = await page.evaluateHandle(
    () => (window as unknown as { __portalMock?: MockHandle }).__portalMock ?? null,
  );
  try {
    if (await handle.evaluate((mock) => mock === null)) return null;
    // The handle is not null here; Playwright's own types box `arg`, hence the cast.
    return (await handle.evaluate(fn as (mock: MockHandle | null, arg: unknown) => R, arg)) as R;
  } finally {
    await handle.dispose();
  }
}

/**
 * Puts the mock database back to the seed (data and uploaded files) and waits for the page to reload with it.
 * A fresh test never needs this: each test has its own browser context and so its own, freshly seeded database.
 */
export async function resetMockDatabase(page: Page): Promise<void> {
  await waitForMockServer(page);
  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => {
    const mock = (window as unknown as { __portalMock?: MockHandle }).__portalMock;
    if (!mock) throw new Error('window.__portalMock is not set (a build without the mock backend?)');
    // Not awaited: it reloads the page when done.
    void mock.reset();
  });
  await reloaded;
  await waitForMockServer(page);
}

/**
 * Waits until the mock server has written its database to IndexedDB after `since` (an ISO time), so a full page
 * load right after a save sees the saved data.
 */
export async function waitForMockPersisted(page: Page, since: string, timeout = 10_000): Promise<void> {
  const savedAt = () =>
    page.evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          const open = indexedDB.open('portal-mock-db');
          open.onerror = () => resolve(null);
          open.onsuccess = () => {
            const idb = open.result;
            try {
              const get = idb.transaction('db', 'readonly').objectStore('db').get('meta');
              get.onsuccess = () =>
                resolve((get.result as { savedAt?: string } | undefined)?.savedAt ?? null);
              get.onerror = () => resolve(null);
            } catch {
              resolve(null);
            } finally {
              idb.close();
            }
          };
        }),
    );
  await expect
    .poll(async () => ((await savedAt()) ?? '') > since, {
      message: `the mock database was not persisted after ${since}`,
      timeout,
    })
    .toBe(true);
}

/** Fills the open registration form with a new account and sends it. */
export async function submitRegistration(
  page: Page,
  { userName, email, password }: { userName: string; email: string; password: string },
): Promise<void> {
  await page.getByLabel('Kullanıcı Adı', { exact: true }).fill(userName);
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByLabel('Şifre Tekrar', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
}
