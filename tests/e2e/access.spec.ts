// Route access from the route table: a member opening an administrator route gets the 403 page inside the shell,
// and the page's calls are never sent.
import { ACCOUNTS, expect, expectPath, resetMockDatabase, signIn, test, userMenu } from './support';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await resetMockDatabase(page);
});

test('a member opening /admin/user-list sees the 403 page and no /api/users request is sent', async ({
  page,
}) => {
  const { userName, password } = ACCOUNTS.member;
  await signIn(page, userName, password);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.toLowerCase().startsWith('/api/')) apiCalls.push(pathname.toLowerCase());
  });
  await page.goto('/admin/user-list');
  await expect(page.getByText('Bu işlem için yetkiniz bulunmuyor.')).toBeVisible();
  await expect(page.getByText('403', { exact: true })).toBeVisible();
  await expect(userMenu(page, userName)).toBeVisible();
  await expectPath(page, '/admin/user-list');
  expect(apiCalls, 'the permissions were asked for').toContain('/api/permissions');
  expect(apiCalls.filter((p) => p.startsWith('/api/users'))).toEqual([]);
  // The administration section is not offered either.
  await expect(page.getByText('Yönetim')).toHaveCount(0);
});

test('an administrator opens the same route', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
  await page.goto('/admin/user-list');
  await expect(page.getByRole('heading', { name: 'Kullanıcılar' })).toBeVisible();
  await expect(page.getByText('Bu işlem için yetkiniz bulunmuyor.')).toHaveCount(0);
});
