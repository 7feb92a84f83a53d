// Payment tracking end to end: the whole document lifecycle of one payment row between the administrator and
// the member. The screen at 375 px without sideways scrolling and axe at 1366 and 375 px are checked for both roles by tests/e2e/tour.spec.ts, with every other route. Each test starts
// from the seed: the demo member has one row in every status.
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, chooseOption, expect, expectToast, SUCCESS_TOAST, signIn, signOut, test } from './support';

const ADMIN = ACCOUNTS.admin;
const MEMBER = ACCOUNTS.member;
/** The demo member's marketplace user name (seed). */
const MEMBER_MARKETPLACE_ID = 'ayseyilmazstil';
const PAGE = '/admin/payment-tracking-list';
/** The member's status-0 row of the seed. */
const INVOICE_ID = '2025-12';

const PDF = {
  name: 'imzali-fatura.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
};

/** '1.234,50 TL' → 1234.5 */
const parseMoney = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

/** The payment page, optionally with a view in its address (`?statusFilter=2`). */
async function openPayments(page: Page, view = '') {
  await page.goto(PAGE + view);
  // The page, the list and the summary load in turn; give a busy machine time.
  await expect(page.getByRole('heading', { name: 'Ödeme Takibi' })).toBeVisible({ timeout: 90_000 });
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 90_000 });
}

async function summary(page: Page) {
  const value = async (key: string) =>
    parseMoney(
      (await page.getByTestId(`summary-${key}`).locator('.ant-statistic-content').textContent()) ?? '',
    );
  await expect(page.getByTestId('summary-total')).toContainText('TL');
  return { total: await value('total'), toBePaid: await value('toBePaid'), paid: await value('paid') };
}

/** The row of the payment the test follows (antd keys each row by its id). */
const byId = (page: Page, id: string): Locator => page.locator(`tr[data-row-key="${id}"]`);

/** As the administrator: every brand, the member's rows only. */
async function adminRow(page: Page, { open = true } = {}): Promise<Locator> {
  if (open) await openPayments(page);
  await chooseOption(page, 'Marka filtresi', 'Tüm markalar');
  await page.getByPlaceholder('Ara').fill(MEMBER_MARKETPLACE_ID);
  // The search waits 2 s after typing: only the member's rows are left once it ran.
  const rows = page.locator('tr.ant-table-row');
  await expect(rows.filter({ hasNotText: MEMBER_MARKETPLACE_ID })).toHaveCount(0, { timeout: 90_000 });
  const row = rows
    .filter({ hasText: MEMBER_MARKETPLACE_ID })
    .filter({ has: page.getByRole('cell', { name: INVOICE_ID }) });
  await expect(row.first()).toBeVisible({ timeout: 90_000 });
  return row;
}

async function confirm(page: Page) {
  await expectToast(page, SUCCESS_TOAST, () =>
    page.getByRole('dialog').getByRole('button', { name: 'Evet' }).click(),
  );
}

async function switchTo(page: Page, from: typeof ADMIN, to: typeof ADMIN) {
  await signOut(page, from.userName);
  await signIn(page, to.userName, to.password);
}

test('the payment lifecycle between the administrator and the member', async ({ page }) => {
  test.setTimeout(600_000);

  // The member's figures before.
  await signIn(page, MEMBER.userName, MEMBER.password);
  await openPayments(page);
  const before = await summary(page);

  // 1. The administrator uploads the invoice on the status-0 row.
  await switchTo(page, MEMBER, ADMIN);
  // The seed's row is old (second page): the status filter finds it.
  await openPayments(page);
  await chooseOption(page, 'Durum filtresi', 'Fatura Yüklenmeli');
  const found = await adminRow(page, { open: false });
  const id = (await found.first().getAttribute('data-row-key'))!;
  let row = byId(page, id);
  await expect(row).toContainText('Fatura Yüklenmeli');
  const amount = parseMoney((await row.locator('td').filter({ hasText: 'TL' }).first().textContent()) ?? '');
  expect(amount).toBeGreaterThan(0);
  await expectToast(page, SUCCESS_TOAST, () => row.locator('input[type=file]').setInputFiles(PDF));
  // Now in status 2, it leaves the filtered list; it is the most recently changed row from here on.
  await expect(row).toHaveCount(0);
  await chooseOption(page, 'Durum filtresi', 'Gönderildi');
  await expect(row).toContainText('Gönderildi');

  // 2. The member sees 'please send document' and uploads the signed pdf.
  await switchTo(page, ADMIN, MEMBER);
  // The member's rows open newest period first and the row is an old one: every row on one page ("Tümü").
  await openPayments(page, '?size=100000000');
  await expect(byId(page, id)).toContainText('Lütfen belge gönderiniz');
  await byId(page, id).locator('input[type=file]').setInputFiles(PDF);
  await expect(byId(page, id)).toContainText('Yükleme tamamlandı');

  // 3. The administrator requests a revision (the member's upload is deleted).
  await switchTo(page, MEMBER, ADMIN);
  await adminRow(page);
  row = byId(page, id);
  await expect(row).toContainText('İmzalandı');
  await row.getByRole('button', { name: 'Revizyon İste' }).click();
  await confirm(page);
  await expect(row).toContainText('Revizyon İstendi');

  // 4. The member uploads again.
  await switchTo(page, ADMIN, MEMBER);
  // The member's rows open newest period first and the row is an old one: every row on one page ("Tümü").
  await openPayments(page, '?size=100000000');
  await expect(byId(page, id)).toContainText('Lütfen belge gönderiniz');
  await byId(page, id).locator('input[type=file]').setInputFiles(PDF);
  await expect(byId(page, id)).toContainText('Yükleme tamamlandı');

  // 5. The administrator approves, then 6. 'payment done'.
  await switchTo(page, MEMBER, ADMIN);
  await adminRow(page);
  row = byId(page, id);
  await expect(row).toContainText('Revizyon Geldi');
  await row.getByRole('button', { name: 'Resmi Faturayı Onayla' }).click();
  await confirm(page);
  await expect(row).toContainText('İmza Onaylandı');
  await row.getByRole('button', { name: 'Ödeme Yapıldı' }).click();
  await confirm(page);
  await expect(row).toContainText('Ödendi');

  // 7. The member sees 'paid' and the summary moved by the row's amount.
  await switchTo(page, ADMIN, MEMBER);
  // The member's rows open newest period first and the row is an old one: every row on one page ("Tümü").
  await openPayments(page, '?size=100000000');
  await expect(byId(page, id)).toContainText('Ödendi');
  await expect.poll(async () => (await summary(page)).paid).toBeCloseTo(before.paid + amount, 2);
  const after = await summary(page);
  expect(after.toBePaid).toBeCloseTo(before.toBePaid, 2);
  expect(after.total).toBeCloseTo(before.total + amount, 2);
});

test("the administrator's payment list asks for the brand filter's brands beside its first rows", async ({
  page,
}) => {
  await signIn(page, ADMIN.userName, ADMIN.password);
  // The brand list and the list's rows (the home page's counts, one row each, are not the list's).
  const events: string[] = [];
  const watched = (address: string) => {
    const url = new URL(address);
    return url.pathname === '/api/companies' ||
      (url.pathname === '/api/paymentTrackings' && url.searchParams.get('pageSize') !== '1')
      ? url.pathname
      : null;
  };
  page.on('request', (request) => {
    const pathname = watched(request.url());
    if (pathname) events.push(`asks ${pathname}`);
  });
  page.on('response', (response) => {
    const pathname = watched(response.url());
    if (pathname) events.push(`answered ${pathname}`);
  });
  await openPayments(page);
  await expect.poll(() => events).toContain('asks /api/companies');
  // Not once the toolbar's chunk has come and drawn its filter, after the rows.
  expect(events.indexOf('asks /api/companies'), events.join(', ')).toBeLessThan(
    events.indexOf('answered /api/paymentTrackings'),
  );
});

test("the administrator's actions menu: its buttons share one width", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, ADMIN.userName, ADMIN.password);
  await openPayments(page);
  await page.getByRole('button', { name: 'İşlemler' }).click();
  const menu = page.locator('.ant-popover-content');
  const buttons = menu.getByRole('button');
  await expect(buttons).toHaveCount(4);
  const widths = await buttons.evaluateAll((els) =>
    els.map((el) => Math.round(el.getBoundingClientRect().width)),
  );
  expect(new Set(widths).size, `widths ${widths.join(', ')}`).toBe(1);
});
