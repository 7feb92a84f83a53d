// The in-browser server is one server for every tab of a browser (docs/decisions.md, "One in-browser server for
// all tabs"): a change in one tab is seen by the next request of another, nothing is lost however the tabs close,
// and files it stores open in a new tab.
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test, unique, waitForMockServer } from './support';

const ROLES = '/admin/role-list';

async function createRole(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Yeni Rol' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Rol' });
  await dialog.getByLabel('Rol Adı').fill(name);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
}

/** Searches the role list (a new request to the server) and waits until exactly `names` are listed. */
async function expectRoles(page: Page, search: string, names: string[]): Promise<void> {
  await page.getByRole('searchbox', { name: 'Ara' }).fill(search);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(names.length);
  for (const name of names) await expect(rows.getByText(name, { exact: true })).toBeVisible();
}

test('two tabs act on one server: each sees the other’s roles, and all survive closing both', async ({
  context,
}) => {
  const prefix = unique('sekme');
  const [a1, b1, a2] = ['a1', 'b1', 'a2'].map((s) => `${prefix}-${s}`);

  const a = await context.newPage();
  await signIn(a, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
  await a.goto(ROLES);
  // The token is in localStorage, so the second tab is signed in too.
  const b = await context.newPage();
  await b.goto(ROLES);
  await waitForMockServer(b);

  // No reload between the steps: each tab keeps running with what it loaded at the start.
  // Each search is a text the tab has not searched yet, so it is a new request (not the list it has cached).
  await createRole(a, a1);
  await expectRoles(b, a1, [a1]);
  await createRole(b, b1);
  await expectRoles(a, b1, [b1]);
  await createRole(a, a2);
  await expectRoles(b, a2, [a2]);
  await expectRoles(b, `${prefix}-`, [a1, b1, a2]);
  await expectRoles(a, `${prefix}-`, [a1, b1, a2]);

  // Closed in the order that lost B's role before (B first, A last), then the browser is opened again.
  await b.close();
  await a.close();
  const again = await context.newPage();
  await again.goto(ROLES);
  await expectRoles(again, prefix, [a1, b1, a2]);
});
