// The first click on Save counts: pressing Kaydet blurs the field being edited, whose message (shown or cleared by
// the blur) moved the button between the press and the release, and the click missed. Real layout needed.
import { ACCOUNTS, expect, expectToast, SUCCESS_TOAST, signIn, test } from './support';

const MEMBER = ACCOUNTS.member;

for (const width of [1366, 375]) {
  test(`profile at ${width} px: one click on Kaydet after editing a field shows every error, then saves`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, MEMBER.userName, MEMBER.password);
    await page.goto('/admin/profile');
    const iban = page.getByLabel('IBAN', { exact: true });
    await expect(iban).toBeVisible({ timeout: 60_000 });
    const save = page.getByRole('button', { name: 'Kaydet' });
    let puts = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && new URL(r.url()).pathname.toLowerCase() === '/api/profile') puts++;
    });

    // An invalid value, then straight to Kaydet: the click submits, so the page's alert lists the error.
    await iban.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await save.click();
    await expect(page.locator('.ant-alert-error')).toContainText('Bu alan gerekli! (IBAN)');
    await expect(page.getByText('Bu alan gerekli!', { exact: true })).toBeVisible();
    expect(puts).toBe(0);

    // Corrected, then straight to Kaydet (the blur now removes the message and pulls the button up): it saves.
    await iban.click();
    await iban.pressSequentially('TR330006100519786457841326');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.toLowerCase() === '/api/profile',
    );
    await expectToast(page, SUCCESS_TOAST, async () => {
      await save.click();
      expect((await saved).status()).toBe(200);
    });
    expect(puts).toBe(1);
  });
}
