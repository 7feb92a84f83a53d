// The in-browser server is one server for every tab of a browser (docs/decisions.md, "One in-browser server for
// all tabs"): a change in one tab is seen by the next request of another, nothing is lost however the tabs close,
// and files it stores open in a new tab.
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test, unique, waitForMockServer } from './support';

const ROLES = '/admin/role-list';

async function createRole(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Yeni Rol' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Rol' });
  await dialog.getByLabel('Rol Adı').fill(name);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Waits until `page` shows the role list (its search box), at most a minute; else fails saying what the tab shows
 * (its address and text), not after the test's whole time (a CI run once waited 15 minutes here, with no clue).
 */
async function roleList(page: Page): Promise<Locator> {
  const search = page.getByRole('searchbox', { name: 'Ara' });
  try {
    await expect(search).toBeVisible({ timeout: 60_000 });
  } catch (e) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 5_000 })
      .catch((err: unknown) => `(no text: ${String(err)})`);
    throw new Error(
      `the role list did not show in ${page.url()}; the tab shows: ${text.replace(/\s+/g, ' ').slice(0, 600)}`,
      { cause: e },
    );
  }
  return search;
}

/** Searches the role list (a new request to the server) and waits until exactly `names` are listed. */
async function expectRoles(page: Page, search: string, names: string[]): Promise<void> {
  await (await roleList(page)).fill(search);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(names.length);
  for (const name of names) await expect(rows.getByText(name, { exact: true })).toBeVisible();
}

/** Creates `count` roles `${tag}-<n>` at once through the API (the page's token), as concurrent requests. */
const burst = (page: Page, tag: string, count: number) =>
  page.evaluate(
    ({ tag, count }) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          fetch('/api/roles', {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Authorization: `Bearer ${localStorage.getItem('token')}`,
            },
            body: JSON.stringify({
              role: { id: '00000000-0000-0000-0000-000000000000', name: `${tag}-${i}` },
              grantedPermissionIds: [],
            }),
          }).then((r) => r.status),
        ),
      ),
    { tag, count },
  );

/** How many roles match `filter`, asked through the API. */
const countRoles = (page: Page, filter: string) =>
  page.evaluate(async (filter) => {
    const r = await fetch(`/api/roles?filter=${encodeURIComponent(filter)}&pageIndex=0&pageSize=100`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await r.json()) as { content: { totalCount: number } }).content.totalCount;
  }, filter);

test('two tabs act on one server: each sees the other’s roles, and all survive closing both', async ({
  context,
}) => {
  // Two pages and some 40 requests: about a minute on an idle machine, several on a loaded one.
  test.slow();
  const prefix = unique('sekme');
  const [a1, b1, a2] = [`${prefix}-a1`, `${prefix}-b1`, `${prefix}-a2`] as const;

  const a = await context.newPage();
  await signIn(a, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
  await a.goto(ROLES);
  await roleList(a);
  // The token is in localStorage, so the second tab is signed in too.
  const b = await context.newPage();
  await b.goto(ROLES);
  await waitForMockServer(b);
  await roleList(b);

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

  // Both tabs writing at the same moment: every request is its own transaction, none overwrites another.
  const [fromA, fromB] = await Promise.all([burst(a, `${prefix}x-a`, 8), burst(b, `${prefix}x-b`, 8)]);
  expect([...fromA, ...fromB]).toEqual(Array(16).fill(200));
  expect(await countRoles(a, `${prefix}x-`)).toBe(16);
  expect(await countRoles(b, `${prefix}x-`)).toBe(16);

  // Closed in the order that lost B's role before (B first, A last), then the browser is opened again.
  await b.close();
  await a.close();
  const again = await context.newPage();
  await again.goto(ROLES);
  await expectRoles(again, `${prefix}-`, [a1, b1, a2]);
  expect(await countRoles(again, `${prefix}x-`)).toBe(16);
});

test('a request a tab sends before its mock has started waits for it, never reaching the web server', async ({
  context,
}) => {
  // A first tab leaves the service worker running, so the second tab's requests reach it from the first moment.
  const first = await context.newPage();
  await first.goto('/account/login');
  await waitForMockServer(first);

  const second = await context.newPage();
  // Sent as the page starts, long before its mock (and its database) is ready.
  await second.addInitScript(() => {
    const w = window as unknown as { early?: Promise<{ status: number; type: string; body: string }> };
    w.early = fetch('/api/roles?pageNumber=1&pageSize=1').then(async (r) => ({
      status: r.status,
      type: r.headers.get('content-type') ?? '',
      body: await r.text(),
    }));
  });
  await second.goto('/account/login');
  const early = await second.evaluate(
    () => (window as unknown as { early: Promise<{ status: number; type: string; body: string }> }).early,
  );
  expect(early.type, 'the mock answered, not the web server with the app page').toContain('application/json');
  expect(early.status).toBe(401);
  expect(JSON.parse(early.body)).toMatchObject({ isError: true, errors: [{ name: 'Unauthorized' }] });
});

/** A 1×1 PNG. */
const PNG = {
  name: 'dilekce.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test('an uploaded document opens in a new tab (a navigation to /blob/…), even after the app tab closed', async ({
  context,
}) => {
  const app = await context.newPage();
  await signIn(app, ACCOUNTS.member.userName, ACCOUNTS.member.password);
  await app.goto('/admin/legislation');
  await app.locator('input[type=file]').setInputFiles(PNG);
  const link = app.getByRole('link', { name: 'Yüklenen belgeyi görüntüle' });
  await expect(link).toHaveAttribute('href', /\/blob\/legislation\/[^/]+\.png$/);

  const [doc] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await doc.waitForLoadState();
  expect(new URL(doc.url()).pathname).toMatch(/^\/blob\/legislation\/[^/]+\.png$/);
  await expect
    .poll(() => doc.evaluate(() => document.contentType), { message: 'the file, not the app’s 404' })
    .toBe('image/png');
  expect(await doc.evaluate(() => document.images[0]?.naturalWidth)).toBe(1);

  // With no app tab left, the worker reads the file from the mock's store itself.
  await app.close();
  await doc.reload();
  await expect.poll(() => doc.evaluate(() => document.contentType)).toBe('image/png');
});
