/**
 * QA controls: faults from code and from the URL, export/import, scenarios and the QA panel.
 * Run: npm run build && E2E_WORKERS=1 E2E_PORT=<port> npx playwright test tests/e2e/qa.spec.ts
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  addFaultInPanel,
  expect,
  expectPath,
  fault,
  mockLog,
  screenshot,
  signIn,
  submitLogin,
  test,
  userMenu,
  waitForMockServer,
} from './support';
import { expectNoSeriousA11yViolations } from './support/axe-check';

const SERVER_ERROR = 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.';

async function openLogin(page: Page, search = '') {
  await page.goto(`/account/login${search}`);
  await waitForMockServer(page);
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
}

type Qa = {
  __portalMock: {
    exportDb(): Promise<unknown>;
    importDb(s: unknown): Promise<void>;
    scenario(n: string): Promise<void>;
    faults(): unknown[];
    db: { roles: { all(): { name: string }[] } };
  };
};

test('a forced UserNotFound on login shows the Turkish text and keeps the typed user name', async ({
  page,
}) => {
  await openLogin(page);
  await fault(page, { operationId: 'login', error: 'UserNotFound' });
  await submitLogin(page, ACCOUNTS.member.userName, ACCOUNTS.member.password);
  await expect(page.getByText('Kullanıcı bulunamadı.')).toBeVisible();
  await expect(page.getByLabel('Kullanıcı Adı veya E-posta')).toHaveValue(ACCOUNTS.member.userName);
  expect((await mockLog(page)).at(-1)).toMatchObject({ operationId: 'login', status: 400, faulted: true });
});

test('a forced 500 on the user list shows the error and keeps the shell', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
  await fault(page, { operationId: 'getUsers', status: 500 });
  await page.goto('/admin/user-list');
  await expect(page.getByText(SERVER_ERROR)).toBeVisible();
  await expect(userMenu(page, ACCOUNTS.admin.userName)).toBeVisible();
  await expect(page.getByRole('menu', { name: 'Ana menü' })).toBeVisible();
});

test('times: 1 fails once, then the call works again', async ({ page }) => {
  await openLogin(page);
  await fault(page, { operationId: 'login', error: 'UserNotFound', times: 1 });
  await submitLogin(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
  await expect(page.getByText('Kullanıcı bulunamadı.')).toBeVisible();
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expectPath(page, '/admin/home');
  await expect(userMenu(page, ACCOUNTS.admin.userName)).toBeVisible();
});

test('?mockFault=login:EmailNotConfirm: the warning, a banner naming the fault, gone after a reload unless kept', async ({
  page,
}) => {
  await openLogin(page, '?mockFault=login:EmailNotConfirm');
  // The parameter is applied once and removed from the address.
  await expectPath(page, '/account/login', '');
  const banner = page.getByRole('region', { name: 'QA: etkin hatalar' });
  await expect(banner).toContainText('login');
  await expect(banner).toContainText('yalnızca bu sayfa yüklemesi için');
  await submitLogin(page, ACCOUNTS.member.userName, ACCOUNTS.member.password);
  const warning = /E-posta adresiniz henüz doğrulanmamış/;
  await expect(page.getByText(warning)).toBeVisible();

  // A link's fault lasts for that page load only.
  await page.reload();
  await waitForMockServer(page);
  expect(await page.evaluate(() => (window as unknown as Qa).__portalMock.faults().length)).toBe(0);
  await expect(banner).toHaveCount(0);

  // Kept from the banner, it survives a reload, until cleared with one click.
  await page.goto('/account/login?mockFault=login:EmailNotConfirm');
  await waitForMockServer(page);
  await banner.getByRole('button', { name: 'Yenilemede de kalsın' }).click();
  await page.reload();
  await waitForMockServer(page);
  await submitLogin(page, ACCOUNTS.member.userName, ACCOUNTS.member.password);
  await expect(page.getByText(warning)).toBeVisible();
  await expect(banner).not.toContainText('yalnızca bu sayfa yüklemesi için');
  await banner.getByRole('button', { name: 'Hataları temizle' }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as Qa).__portalMock.faults().length)).toBe(0);
});

test('?mockFault=getPermissions:hang shows why the page keeps loading; one click clears it', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
  await page.goto('/admin/home?mockFault=getPermissions:hang');
  const banner = page.getByRole('region', { name: 'QA: etkin hatalar' });
  await expect(banner).toContainText('getPermissions');
  await expect(banner).toContainText('Yanıt yok');
  // The page waits for the permissions behind the 'Yükleniyor...' overlay: axe reads its text once it has faded in.
  await expect(page.locator('.ant-spin-fullscreen.ant-spin-spinning')).toHaveCSS('opacity', '1');
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(banner.getByRole('button', { name: 'Hataları temizle' })).toBeInViewport();
    await expectNoSeriousA11yViolations(page, `fault banner at ${width} px`, { scope: 'page' });
    await screenshot(page, `fault-banner-${width}`);
  }
  await banner.getByRole('button', { name: 'Hataları temizle' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(userMenu(page, ACCOUNTS.admin.userName)).toBeVisible();
});

test('?mockScenario=fresh-member asks before replacing the data and keeps it when told so', async ({
  page,
}) => {
  await page.goto('/account/login?mockScenario=fresh-member');
  const dialog = page.getByRole('dialog', { name: "'fresh-member' senaryosu yüklensin mi?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Silinecek veriler' })).toContainText('Kullanıcılar:');
  await expect(dialog.getByRole('button', { name: 'Önce dışa aktar, sonra yükle' })).toBeVisible();
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousA11yViolations(page, `scenario dialog at ${width} px`);
    await screenshot(page, `scenario-dialog-${width}`);
  }
  await dialog.getByRole('button', { name: 'Verilerimi koru' }).click();
  await expect(dialog).toHaveCount(0);
  // Nothing was replaced: the seed's member still signs in.
  await signIn(page, ACCOUNTS.member.userName, ACCOUNTS.member.password);
  await expect(userMenu(page, ACCOUNTS.member.userName)).toBeVisible();
});

test('a QA link to a page that first sends the visitor to the login still applies its fault', async ({
  page,
}) => {
  // The route guard redirects /admin/home to the login; the fault must be taken before the address changes.
  await page.goto('/admin/home?mockFault=login:EmailNotConfirm');
  await waitForMockServer(page);
  await expectPath(page, '/account/login');
  expect(await page.evaluate(() => (window as unknown as Qa).__portalMock.faults().length)).toBe(1);
  await submitLogin(page, ACCOUNTS.member.userName, ACCOUNTS.member.password);
  await expect(page.getByText(/E-posta adresiniz henüz doğrulanmamış/)).toBeVisible();
});

test('export → change → import restores the earlier state', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
  await waitForMockServer(page);
  const snapshot = await page.evaluate(() => (window as unknown as Qa).__portalMock.exportDb());
  // A change through the API, as the app makes it.
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/roles', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('token')}`,
      },
      body: JSON.stringify({ role: { name: 'QA geçici rol' }, grantedPermissionIds: [] }),
    });
    return res.status;
  });
  expect(status).toBe(200);
  await page.goto('/admin/role-list');
  await expect(page.getByText('QA geçici rol')).toBeVisible({ timeout: 90_000 });

  const reloaded = page.waitForEvent('load');
  await page.evaluate((s) => void (window as unknown as Qa).__portalMock.importDb(s), snapshot);
  await reloaded;
  await waitForMockServer(page);
  await expect(page.getByText('Kullanıcı Yöneticisi')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('QA geçici rol')).toHaveCount(0);
});

test("scenario('large') lists 10 000 users in the user list", async ({ page }) => {
  test.setTimeout(400_000);
  await signIn(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
  await waitForMockServer(page);
  const reloaded = page.waitForEvent('load', { timeout: 240_000 });
  await page.evaluate(() => void (window as unknown as Qa).__portalMock.scenario('large'));
  await reloaded;
  await waitForMockServer(page, 240_000);
  await page.goto('/admin/user-list');
  await expect(page.getByText(/Toplam 10000 kayıt/)).toBeVisible({ timeout: 120_000 });
});

for (const width of [1366, 375]) {
  test(`the QA panel at ${width} px: opened with Ctrl+Shift+M, adds a fault, shows the log`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 800 });
    await signIn(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
    const corner = page.getByRole('button', { name: /QA panelini aç/ });
    await expect(corner).toBeVisible();
    await page.keyboard.press('Control+Shift+M');
    const drawer = page.getByRole('dialog', { name: 'QA paneli' });
    await expect(drawer).toBeVisible();

    // Add a fault with the form: operation search, error picker with the Turkish text.
    await addFaultInPanel(page, drawer, {
      operationId: 'getUsers',
      error: 'ServerError',
      text: SERVER_ERROR,
    });

    // The fault applies to the app; the log shows the faulted request.
    await page.keyboard.press('Control+Shift+M');
    await page.goto('/admin/user-list');
    // A full page load: the mock starts again first (slow on a loaded machine).
    await expect(page.getByText(SERVER_ERROR)).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: /QA panelini aç/ }).click();
    await drawer.getByRole('tab', { name: 'İstek günlüğü' }).click();
    await expect(drawer.getByText('enjekte').first()).toBeVisible();

    // Nothing sideways at 375 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    mkdirSync('test-results', { recursive: true });
    await drawer.getByRole('tab', { name: 'Hatalar' }).click();
    await page.screenshot({ path: `test-results/qa-panel-${width}.png` });
    await test.info().attach(`qa-panel-${width}`, {
      path: `test-results/qa-panel-${width}.png`,
      contentType: 'image/png',
    });
    await drawer.getByRole('tab', { name: 'İstek günlüğü' }).click();
    await page.screenshot({ path: `test-results/qa-panel-log-${width}.png` });
  });
}
