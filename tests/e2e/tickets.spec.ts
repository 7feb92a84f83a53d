// Support tickets end to end: a member opens a ticket with a photo, the administrator answers
// it, the member's bell rises and falls once they open it. One browser context per test, so member and administrator
// share the in-browser database (signing out and in keeps the page). That the ticket and payment screens and their
// dialogs fit 375 px and pass axe at 1366 and 375 px is checked on every route by tests/e2e/tour.spec.ts.
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  expect,
  expectToast,
  SUCCESS_TOAST,
  sideMenu,
  signIn,
  signOut,
  test,
  unique,
} from './support';

const ADMIN = ACCOUNTS.admin;
const MEMBER = ACCOUNTS.member;
const LIST = '/admin/ticket-list';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const bell = (page: Page) => page.getByRole('link', { name: /^Bildirimler: \d+ okunmamış yanıt$/ });

/** The bell's count (0 when it is hidden). */
async function bellCount(page: Page): Promise<number> {
  if ((await bell(page).count()) === 0) return 0;
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(label.match(/\d+/)?.[0] ?? 0);
}

async function openTicketList(page: Page) {
  if ((await sideMenu(page).count()) > 0 && (await sideMenu(page).isVisible())) {
    await sideMenu(page).getByRole('menuitem', { name: 'Destek Talepleri' }).click();
  } else {
    await page.goto(LIST);
  }
  await expect(page.getByRole('heading', { name: 'Destek Talepleri' })).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
}

const row = (page: Page, text: string) =>
  page.locator('.ant-table-tbody tr.ant-table-row', { hasText: text });

async function openTicket(page: Page, text: string) {
  await row(page, text)
    .first()
    .getByRole('button', { name: /^Talebi aç/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('chat-message').first()).toBeVisible();
  return dialog;
}

test('a member opens a ticket with a photo, the administrator answers, the bell rises and falls', async ({
  page,
}) => {
  const text = unique('Fotoğraflı talep ');
  const reply = unique('Yönetici yanıtı ');

  // The member opens a ticket with a photo.
  await signIn(page, MEMBER.userName, MEMBER.password);
  await expect(bell(page)).toBeVisible();
  const before = await bellCount(page);
  await openTicketList(page);
  await page.getByRole('button', { name: /Yeni Talep/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Talep' });
  await dialog.getByLabel('Konu', { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('Ödeme').click();
  await dialog.getByLabel('Mesajınız').fill(text);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'dekont.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('dekont.png')).toBeVisible();
  await expectToast(page, SUCCESS_TOAST, () =>
    dialog.getByRole('button', { name: 'Gönder', exact: true }).click(),
  );
  await expect(dialog).toBeHidden();
  await expect(row(page, text)).toContainText('Gönderildi');
  await signOut(page, MEMBER.userName);

  // The administrator sees it awaiting a reply, with the photo inline, and answers.
  await signIn(page, ADMIN.userName, ADMIN.password);
  await openTicketList(page);
  await page.getByRole('searchbox', { name: 'Ara' }).fill(text);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(row(page, text)).toContainText('Açık');
  const adminDialog = await openTicket(page, text);
  const photo = adminDialog.getByRole('img', { name: /gönderilen fotoğraf/ });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth), { message: 'the photo loads' })
    .toBeGreaterThan(0);
  // Click to enlarge.
  await photo.click();
  await expect(page.locator('.ant-image-preview')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-image-preview')).toBeHidden();
  await adminDialog.getByLabel('Mesajınız').fill(reply);
  await expectToast(page, SUCCESS_TOAST, () =>
    adminDialog.getByRole('button', { name: 'Gönder', exact: true }).click(),
  );
  // The dialog reopens the ticket with its refreshed chat.
  await expect(page.getByRole('dialog').getByText(reply)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'İptal' }).click();
  await expect(row(page, text)).toContainText('Gönderildi');
  await signOut(page, ADMIN.userName);

  // The member's bell rises; opening the ticket shows the answer and the bell falls at once.
  await signIn(page, MEMBER.userName, MEMBER.password);
  await expect.poll(() => bellCount(page), { message: 'bell after the answer' }).toBe(before + 1);
  await openTicketList(page);
  await expect(row(page, text)).toContainText('Yanıt Bekleniyor');
  const memberDialog = await openTicket(page, text);
  await expect(memberDialog.getByText(reply)).toBeVisible();
  await expect.poll(() => bellCount(page), { message: 'bell after opening' }).toBe(before);
});
