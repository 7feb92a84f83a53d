// Link collections end to end: a member builds a collection from a pasted marketplace link, sees its affiliate
// link and public address, and finds it on the public pages /v/<user> and /<user>/<collection>. That the member
// screens and dialogs fit 375 px and pass axe is checked on every route by tests/e2e/tour.spec.ts.
import {
  ACCOUNTS,
  expect,
  expectToast,
  openFromMenu,
  signIn,
  SUCCESS_TOAST,
  test,
  unique,
  waitForMockPersisted,
} from './support';

test.describe.configure({ timeout: 400_000 });

const MEMBER = ACCOUNTS.member;
const LINK = 'https://www.trendyol.com/koton/kadin-siyah-elbise-p-123456';

test('a member builds a collection from a pasted link and it appears on /v/<user>', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = unique('Seçkim');
  await signIn(page, MEMBER.userName, MEMBER.password);
  await openFromMenu(page, 'Koleksiyonlarım');
  await expect(page.getByRole('button', { name: /Yeni Koleksiyon/ })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: /Yeni Koleksiyon/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Koleksiyon' });
  await dialog.getByLabel('Ad', { exact: true }).fill(name);
  const add = dialog.getByLabel('Bağlantı ekle');
  await add.fill(LINK);
  await dialog.getByRole('button', { name: /Ekle/ }).click();
  const item = dialog.getByRole('listitem', { name: '1. bağlantı' });
  await expect(item).toContainText(LINK);
  await expect(item).toContainText(
    'utm_source=influencer_influencer&utm_medium=affiliate&utm_campaign=tatil',
  );
  const savedAt = new Date().toISOString();
  await expectToast(page, SUCCESS_TOAST, () => dialog.getByRole('button', { name: 'Kaydet' }).click());

  // The list shows its public address with a copy button that copies the full address.
  const row = page.locator('tr.ant-table-row').filter({ hasText: name });
  await expect(row.getByRole('link', { name: `/influencer/${name}` })).toBeVisible();
  await row
    .getByRole('button', { name: /Adresi kopyala|Kopyala|copy/i })
    .first()
    .click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`/influencer/${encodeURIComponent(name)}`, page.url()).toString(),
  );

  // The public pages (no sign-in needed) list it and show the product.
  await waitForMockPersisted(page, savedAt);
  await page.goto('/v/influencer');
  const link = page.getByRole('link', { name: new RegExp(name) });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ürüne git/ }).first()).toHaveAttribute(
    'href',
    /utm_source=influencer_influencer/,
  );
});
