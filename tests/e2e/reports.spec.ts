// Report screens end to end: an administrator imports a commission .xlsx with one bad row (reported by its line
// and translated reason, the good rows imported and then found by search); axe finds no serious or critical
// violation on the report dialogs showing their errors and on the import result at 1366 and 375 px. The screens and
// their dialogs at rest (axe, no sideways scroll) are checked on every route by tests/e2e/tour.spec.ts.
import writeXlsxFile from 'write-excel-file/node';
import type { Page } from '@playwright/test';
import { ACCOUNTS, chooseOption, expect, expectPath, openFromMenu, signIn, test } from './support';
import { expectNoSeriousA11yViolations } from './support/axe-check';
import { atWidths, navigate } from './support/tour';

test.describe.configure({ timeout: 400_000 });

const ADMIN = ACCOUNTS.admin;

/** Waits until the page's paged table has loaded (rows or 'NothingToDisplay', neither busy nor a spinner). */
async function tableLoaded(page: Page): Promise<void> {
  await expect(page.locator('.ant-table-row, .ant-table-placeholder').first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.locator('[aria-busy="true"], .ant-table-wrapper .ant-spin-spinning')).toHaveCount(0, {
    timeout: 60_000,
  });
}

/** A commission spreadsheet: the header row, then one row per entry (totals as numeric cells). */
async function commissionSheet(rows: [string, string, number, string][]): Promise<Buffer> {
  const header = ['userName', 'invoiceId', 'total', 'companyName'].map((value) => ({ value }));
  const data = rows.map(([userName, invoiceId, total, companyName]) => [
    { value: userName },
    { value: invoiceId },
    { type: Number, value: total },
    { value: companyName },
  ]);
  return writeXlsxFile([header, ...data]).toBuffer();
}

test('an administrator imports commissions from an .xlsx: the bad row is reported, the good rows are found', async ({
  page,
}) => {
  // Unique user names (lower case, as a marketplace user name is) so the search finds only this run's rows.
  const stamp = `${Date.now()}`.slice(-8);
  const good1 = `xlsxiyi${stamp}a`;
  const good2 = `xlsxiyi${stamp}b`;
  const bad = `xlsxkotu${stamp}`;
  const xlsx = await commissionSheet([
    [good1, '2026-10', 1234.5, 'Koton'],
    [bad, '2026-10', 50, 'Olmayan Marka'],
    [good2, '2026-10', 99.9, 'mavi'],
  ]);

  await signIn(page, ADMIN.userName, ADMIN.password);
  await openFromMenu(page, 'Komisyonlar');
  await expect(page.getByRole('heading', { name: 'Komisyonlar', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await tableLoaded(page);

  const input = page.locator('input[type=file]');
  await expect(input).toHaveAttribute('accept', '.csv,.xlsx');
  await input.setInputFiles({
    name: 'komisyonlar.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });

  // The result stays on the page: the count imported and the refused row with its line (header = line 1).
  const report = page.getByRole('dialog', { name: 'Yükleme sonucu' });
  await expect(report).toBeVisible({ timeout: 60_000 });
  await expect(report.getByText('2 satır yüklendi, 1 satır hatalı.')).toBeVisible();
  const refused = report.locator('tbody tr.ant-table-row');
  await expect(refused).toHaveCount(1);
  await expect(refused.locator('td')).toHaveText(['3', bad, 'Marka bulunamadı: Olmayan Marka']);
  await expectPath(page, '/admin/commission-list');
  // Clicked while the dialog still zooms in, the button can move between the press and the release, and the click
  // goes to the dialog instead (the dialog stays open): as a reader would, click it once it stands still.
  await expect(report).not.toHaveClass(/ant-zoom-appear/);
  await report.getByRole('button', { name: 'Tamam' }).click();
  await expect(report).toHaveCount(0);

  // The imported rows carry a brand: they show under "all brands" and are found by search.
  await chooseOption(page, 'Marka filtresi', 'Tüm markalar');
  await page.getByRole('searchbox', { name: 'Ara' }).fill(stamp);
  const rows = page.locator('tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: good1 }).locator('td').nth(2)).toHaveText('1.234,50');
  await expect(rows.filter({ hasText: good1 })).toContainText('Koton');
  await expect(rows.filter({ hasText: good2 }).locator('td').nth(2)).toHaveText('99,90');
  await expect(rows.filter({ hasText: good2 })).toContainText('Mavi');
  await expect(rows.filter({ hasText: bad })).toHaveCount(0);
});

// The states the tour (tests/e2e/tour.spec.ts, axe on every route and dialog at both widths) does not reach: each
// report dialog showing its validation errors, and the import result. Each is opened at 1366 px and checked there and
// with the viewport narrowed to 375 px, as the tour does.
test('report dialogs with their errors and the import result pass axe at 1366 and 375 px', async ({
  page,
}) => {
  const atBothWidths = (label: string) =>
    atWidths(page, [1366, 375], (width) => expectNoSeriousA11yViolations(page, `${label} (${width} px)`));
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, ADMIN.userName, ADMIN.password);
  const screens: [string, string][] = [
    ['/admin/commission-list', 'Yeni Komisyon'],
    ['/admin/trendyol-commission-list', 'Yeni Trendyol Komisyonu'],
    ['/admin/campaign', 'Yeni Kampanya Raporu'],
    ['/admin/coupon', 'Yeni Kupon'],
  ];
  for (const [path, newButton] of screens) {
    await navigate(page, path);
    await tableLoaded(page);
    await page.getByRole('button', { name: newButton }).click();
    await expect(page.getByRole('dialog', { name: newButton })).toBeVisible();
    await page.getByRole('dialog', { name: newButton }).getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByRole('dialog').getByText('Bu alan gerekli!').first()).toBeVisible();
    await atBothWidths(`${path} dialog with errors`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  // The import result dialog.
  await navigate(page, '/admin/campaign');
  await tableLoaded(page);
  await page.locator('input[type=file]').setInputFiles({
    name: 'kampanya.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'name;mostCategoryCiroWithLink;mostCategoryCiroWithoutLink;mostSoldProduct\n;a;b;c\n',
    ),
  });
  await expect(page.getByRole('dialog', { name: 'Yükleme sonucu' })).toBeVisible({ timeout: 60_000 });
  await atBothWidths('import result');
});
