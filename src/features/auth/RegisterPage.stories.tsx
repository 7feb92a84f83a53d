import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { appAt } from '../../../.storybook/helpers';

const meta = preview.meta({ title: 'Accounts/Register', parameters: appAt('/account/register') });

/** Fills the whole form (contracts accepted) and presses 'Kayıt Ol'. */
async function register(canvasElement: HTMLElement, userName: string, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Kullanıcı Adı'), userName);
  await userEvent.type(canvas.getByLabelText('E-posta'), email);
  await userEvent.type(canvas.getByLabelText('Şifre'), 'Yeni12345!');
  await userEvent.type(canvas.getByLabelText('Şifre Tekrar'), 'Yeni12345!');
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
}

/** The empty form (cookies already accepted). */
export const Default = meta.story({});

/** A first visit: the cookie-consent dialog over the form. */
export const CookieConsent = meta.story({ parameters: { cookieConsent: false } });

/** Registered: the page asks to confirm the e-mail before signing in. */
export const Success = meta.story({
  async play({ canvasElement }) {
    await register(canvasElement, 'storybookuye', 'storybookuye@portal.example');
    await expect(await within(canvasElement).findByText('Kaydınız alındı')).toBeVisible();
  },
});

/** The server refuses a user name and an e-mail address already in use. */
export const ServerError = meta.story({
  async play({ canvasElement }) {
    await register(canvasElement, 'influencer', 'influencer@portal.example');
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
});
