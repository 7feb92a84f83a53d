// At 375 px, as a phone shows them: on every list the first row's status and its buttons are on the screen without
// sideways scrolling (a row is a card there, src/components/RowCard.tsx), no table and no menu code is loaded with
// the page (antd's Table, Menu and Dropdown: the side and user menus load when opened), and the sign-in fields and
// button are on the first screen of a 375 × 667 phone; axe finds nothing serious on them at that width. A list's first
// load hands the browser few preload links, and the code every screen starts with carries V8's compile hint.
import type { Page, Request } from '@playwright/test';
import { test, expect, signIn, settle, screenshot, ACCOUNTS } from './support';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/axe-check';

const PHONE = { width: 375, height: 667 };

/** Each list, and whether its rows carry a status tag. */
const MEMBER_LISTS: [string, boolean][] = [
  ['/admin/payment-tracking-list', true],
  ['/admin/ticket-list', true],
  ['/admin/collection-list', false],
  ['/admin/discount-campaign-list', false],
];
const ADMIN_LISTS: [string, boolean][] = [
  ['/admin/user-list', true],
  ['/admin/role-list', false],
  ['/admin/company-list', false],
  ['/admin/company-user', true],
  ['/admin/discount-campaign-list', false],
  ['/admin/collection-list', false],
  ['/admin/storage-list', false],
  ['/admin/payment-tracking-list', true],
  ['/admin/ticket-list', true],
  ['/admin/commission-list', false],
];

/** Whether every box of `selector` in the first row lies within the phone's width. */
async function firstRowFits(page: Page, path: string, withStatus: boolean) {
  // The desktop table's chunk, the menus' and antd's Table and Menu (code and rules): a phone's list needs none.
  const unneeded: string[] = [];
  const onRequest = (request: Request) => {
    if (/\/assets\/(table|DataTable|menu|SideMenu|UserDropdown)-[^/]*\.(js|css)$/.test(request.url()))
      unneeded.push(request.url());
  };
  page.on('request', onRequest);
  await page.goto(path);
  const row = page.locator('.row-card').first();
  await expect(row, `${path}: a first row`).toBeVisible();
  await settle(page);
  await expectNoSidewaysScroll(page, path);
  const overflow = await page
    .locator('.row-cards')
    .first()
    .evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, `${path}: the list does not scroll sideways`).toBeLessThanOrEqual(0);
  await expect(page.locator('.ant-table'), `${path}: no antd table`).toHaveCount(0);
  page.off('request', onRequest);
  expect(unneeded, `${path}: no table or menu code and rules loaded`).toEqual([]);
  const targets = row.locator('.ant-tag, button, a.ant-btn');
  if (withStatus) await expect(row.locator('.ant-tag').first(), `${path}: the status`).toBeVisible();
  const boxes = await targets.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { what: el.getAttribute('aria-label') ?? el.textContent, left: r.left, right: r.right };
    }),
  );
  expect(boxes.length, `${path}: the row's status and buttons`).toBeGreaterThan(0);
  // A card's buttons show their words: a phone has no pointer to hover an icon's tooltip with.
  const mute = await row
    .locator('.row-card-actions')
    .locator('button, a.ant-btn')
    .evaluateAll((els) =>
      els.filter((el) => !el.textContent?.trim()).map((el) => el.getAttribute('aria-label')),
    );
  expect(mute, `${path}: buttons without words`).toEqual([]);
  for (const box of boxes) {
    expect(box.left, `${path}: ${box.what} starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${path}: ${box.what} ends on the screen`).toBeLessThanOrEqual(PHONE.width);
  }
  await expectNoSeriousA11yViolations(page, `${path} at 375 px`);
  await screenshot(page, `${path} at 375 px`);
}

test('at 375 px the sign-in fields and button are on the first screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/account/login');
  for (const field of [
    page.getByLabel('Kullanıcı Adı veya E-posta'),
    page.getByLabel('Şifre', { exact: true }),
    page.getByRole('button', { name: 'Giriş Yap' }),
  ]) {
    await expect(field).toBeInViewport({ ratio: 1 });
  }
  await expectNoSidewaysScroll(page, 'sign-in');
  await expectNoSeriousA11yViolations(page, 'sign-in at 375 px', { scope: 'page' });
  await screenshot(page, 'sign-in at 375 px');
});

test("at 375 px a member's lists show each first row's status and actions", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ACCOUNTS.member.userName, ACCOUNTS.member.password);
  for (const [path, withStatus] of MEMBER_LISTS) await firstRowFits(page, path, withStatus);
});

test("at 375 px an administrator's lists show each first row's status and actions", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
  for (const [path, withStatus] of ADMIN_LISTS) await firstRowFits(page, path, withStatus);
});

test("a list's first load preloads the chunks it imports at run time, not every chunk they import", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ACCOUNTS.member.userName, ACCOUNTS.member.password);
  const served = await (await page.request.get('/admin/payment-tracking-list')).text();
  const inHtml = served.match(/rel="modulepreload"/g)?.length ?? 0;
  await page.goto('/admin/payment-tracking-list');
  await expect(page.locator('.row-card').first()).toBeVisible();
  // The layout, the page, the query cache, the permission gate, the HTTP client and the page's lazy parts, each
  // preloaded alone (vite.config.ts, preloadAlone); with every chunk they import, more than 50.
  const appended = (await page.locator('link[rel="modulepreload"]').count()) - inHtml;
  expect(appended).toBeGreaterThan(0);
  expect(appended).toBeLessThanOrEqual(15);
  // The chunk of the libraries every screen runs as it starts is compiled while it streams in (compileEagerly).
  const common = /href="([^"]*\/common-[^"]*\.js)"/.exec(served)?.[1];
  expect(common, 'index.html preloads the common chunk').toBeTruthy();
  const code = await (await page.request.get(common!)).text();
  expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});
