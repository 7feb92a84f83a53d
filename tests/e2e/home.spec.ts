// The home page's figures: as a member and as an administrator, each tile's figure equals what the API
// (the page's in-browser mock) answers for that user, and each count's link opens its list with "Toplam N kayıt"
// equal to the count. A list keeps its view in the address: a reload keeps it, the back button restores the
// previous one. axe at 1366 and 375 px once the tiles are in; at 375 px the tiles stack.
import type { Page } from '@playwright/test';
import { ACCOUNTS, chooseOption, expect, signIn, test } from './support';
import { expectNoSeriousA11yViolations } from './support/axe-check';

const LONG = { timeout: 90_000 };

/** `GET path?query` with the signed-in user's token, through the page (so the mock answers as for the screen). */
async function apiGet<T>(
  page: Page,
  path: string,
  query: Record<string, string | number | boolean>,
): Promise<T> {
  return page.evaluate(
    async ({ path, query }) => {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
      const res = await fetch(`${path}?${qs}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await res.json()).content;
    },
    { path, query },
  ) as Promise<T>;
}

const totalOf = async (page: Page, path: string, query: Record<string, string | number | boolean>) =>
  (await apiGet<{ totalCount: number }>(page, path, { ...query, pageIndex: 0, pageSize: 1 })).totalCount;

/** '1.234,50 TL' → 1234.5 */
const parseMoney = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

interface Count {
  id: string;
  api: string;
  query: Record<string, string | number | boolean>;
  /** The rows of the whole list the count keeps, where the call has no parameter for it (brand users' status). */
  where?: (row: { status: number }) => boolean;
  /** The list's address the link must carry. */
  href: string;
}

/** Each count: its figure equals the API's, its link opens the list showing that total; back to home. */
async function checkCounts(page: Page, counts: Count[]) {
  for (const count of counts) {
    const expected = count.where
      ? (
          await apiGet<{ items: { status: number }[] }>(page, count.api, { pageSize: 100000000 })
        ).items.filter(count.where).length
      : await totalOf(page, count.api, count.query);
    const value = page.getByTestId(`count-${count.id}-value`);
    await expect(value).toHaveText(String(expected), LONG);
    const link = page.getByTestId(`count-${count.id}`);
    await expect(link).toHaveAttribute('href', count.href);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${count.href.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByText(`Toplam ${expected} kayıt`)).toBeVisible(LONG);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/home$/);
  }
}

test('member: earnings, next steps and replies equal the API; each link opens its list with that total', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // The page's own calls for the member's answered tickets (before this test asks the API itself).
  const answeredTicketCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/tickets' && url.searchParams.get('statusFilter') === '3')
      answeredTicketCalls.push(url.search);
  });
  await signIn(page, ACCOUNTS.member.userName, ACCOUNTS.member.password);

  // The replies count and the latest replies are one call: the latest five's answer carries the total.
  await expect(page.getByTestId('count-replies-waiting-value')).toBeVisible(LONG);
  await expect(page.getByTestId('tile-latest-replies')).toBeVisible(LONG);
  expect(answeredTicketCalls).toEqual([
    '?statusFilter=3&pageIndex=0&pageSize=5&sortBy=modificationDate+desc',
  ]);

  // Earnings: the spec's sums over every own row (2 and 3 to be paid, 4 paid).
  const rows = (
    await apiGet<{ items: { status: number; paymentAmount: number }[] }>(page, '/api/paymentTrackings', {
      pageSize: 100000000,
    })
  ).items;
  const sum = (statuses: number[]) =>
    Math.round(
      rows.filter((r) => statuses.includes(r.status)).reduce((s, r) => s + r.paymentAmount, 0) * 100,
    ) / 100;
  const figure = async (key: string) =>
    parseMoney(
      (await page.getByTestId(`earnings-${key}`).locator('.ant-statistic-content').textContent()) ?? '',
    );
  await expect(page.getByTestId('earnings-total')).toContainText('TL', LONG);
  expect(await figure('toBePaid')).toBe(sum([2, 3]));
  expect(await figure('paid')).toBe(sum([4]));
  expect(await figure('total')).toBe(Math.round((sum([2, 3]) + sum([4])) * 100) / 100);
  // The chart (its own lazily loaded chunk) lists its figures for screen readers.
  await expect(page.getByRole('figure', { name: 'Fatura dönemine göre kazançlar' })).toBeAttached(LONG);

  // The profile tile: the demo member's profile is complete.
  await expect(page.getByTestId('tile-profile-total')).toHaveText('0', LONG);

  await checkCounts(page, [
    {
      id: 'documents-new',
      api: '/api/paymentTrackings',
      query: { statusFilter: 2 },
      href: '/admin/payment-tracking-list?statusFilter=2',
    },
    {
      id: 'documents-revision',
      api: '/api/paymentTrackings',
      query: { statusFilter: 6 },
      href: '/admin/payment-tracking-list?statusFilter=6',
    },
    {
      id: 'replies-waiting',
      api: '/api/tickets',
      query: { statusFilter: 3 },
      href: '/admin/ticket-list?statusFilter=3',
    },
  ]);

  // The latest replies: the newest answered tickets, as the API lists them.
  const latest = await apiGet<{ items: { content: string }[] }>(page, '/api/tickets', {
    statusFilter: 3,
    pageSize: 5,
    sortBy: 'modificationDate desc',
  });
  await expect(page.getByTestId('tile-latest-replies').getByRole('listitem')).toHaveCount(
    latest.items.length,
  );

  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yViolations(page, `member home at ${width} px`);
  }
  // At 375 px the tiles stack: one column, no sideways scroll.
  const [a, b] = await Promise.all(
    ['tile-documents', 'tile-replies'].map((id) => page.getByTestId(id).boundingBox()),
  );
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  expect(Math.abs(b!.x - a!.x)).toBeLessThan(2);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

test('administrator: the queue equals the API over every brand; each link opens its list with that total', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
  const payments = (status: number) => ({
    id: '',
    api: '/api/paymentTrackings',
    query: { statusFilter: status },
    // The list starts at the marketplace brand: the link says "every brand" (companyId=).
    href: `/admin/payment-tracking-list?statusFilter=${status}&companyId=`,
  });
  await checkCounts(page, [
    {
      id: 'tickets-open',
      api: '/api/tickets',
      query: { statusFilter: 1 },
      href: '/admin/ticket-list?statusFilter=1&companyId=',
    },
    {
      id: 'brand-users-pending',
      api: '/api/companyuser',
      // The spec's call has no status: the pending ones of the whole list.
      query: {},
      where: (row) => row.status === 0,
      href: '/admin/company-user?statusFilter=0',
    },
    { ...payments(3), id: 'invoices-signed' },
    { ...payments(7), id: 'invoices-revised' },
    { ...payments(8), id: 'signatures-approved' },
    { ...payments(0), id: 'uploads-waiting' },
  ]);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId('count-uploads-waiting-value')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `administrator home at ${width} px`);
  }
});

test('a list keeps its view in the address: a reload keeps it, the back button restores the previous one', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
  const signed = await totalOf(page, '/api/paymentTrackings', { statusFilter: 3 });
  const all = await totalOf(page, '/api/paymentTrackings', {});
  await page.getByTestId('count-invoices-signed').click();
  await expect(page.getByText(`Toplam ${signed} kayıt`)).toBeVisible(LONG);

  // Another view: every status, sorted by amount.
  await chooseOption(page, 'Durum filtresi', 'Tüm durumlar');
  await expect(page.getByText(`Toplam ${all} kayıt`)).toBeVisible(LONG);
  // The sorted rows are in once their answer has come (the header's aria-sort changes before).
  const sorted = page.waitForResponse(
    (r) => /\/api\/paymentTrackings\b/i.test(r.url()) && /sortBy=paymentAmount/.test(r.url()),
  );
  await page.getByRole('columnheader', { name: /Tutar/ }).first().click();
  await expect(page).toHaveURL(/sort=paymentAmount/);
  await sorted;
  const view = page.url();
  // The sorted page is in once the table is no longer busy (it is, over the rows it showed, until the new rows are
  // drawn).
  const settled = async () => {
    await expect(page.getByRole('columnheader', { name: /Tutar/ }).first()).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page.locator('[aria-busy="true"], .ant-table .ant-spin-spinning')).toHaveCount(0, LONG);
    return page.locator('tr.ant-table-row').first().getAttribute('data-row-key');
  };
  const firstRow = await settled();

  const reloaded = page.waitForResponse(
    (r) => /\/api\/paymentTrackings\b/i.test(r.url()) && /sortBy=paymentAmount/.test(r.url()),
  );
  await page.reload();
  await reloaded;
  await expect(page.getByText(`Toplam ${all} kayıt`)).toBeVisible(LONG);
  expect(page.url()).toBe(view);
  expect(await settled()).toBe(firstRow);

  // Back: unsorted, then the tile's view.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await page.goBack();
  await expect(page).toHaveURL(/statusFilter=3&companyId=$/);
  await expect(page.getByText(`Toplam ${signed} kayıt`)).toBeVisible(LONG);
  await expect(page.getByRole('combobox', { name: 'Durum filtresi' })).toBeAttached();
});
