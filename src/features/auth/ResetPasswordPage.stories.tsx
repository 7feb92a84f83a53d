import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { answering, appAt, envelope } from '../../../.storybook/helpers';

/** The mailed link: the token and the user name come in the query string. */
const meta = preview.meta({
  title: 'Accounts/Reset password',
  parameters: appAt('/account/reset-password?token=ornek-sifirlama-anahtari&userNameOrEmail=influencer'),
});

async function reset(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Yeni Şifre'), 'Yeni12345!');
  await userEvent.type(canvas.getByLabelText('Şifre Tekrar'), 'Yeni12345!');
  await userEvent.click(canvas.getByRole('button', { name: 'Şifreyi Sıfırla' }));
}

/** The form, the user name filled from the link. */
export const WithToken = meta.story({});

/** The link's token is not (or no longer) valid. */
export const InvalidToken = meta.story({
  async play({ canvasElement }) {
    await reset(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/Bağlantı geçersiz/);
  },
});

export const Success = meta.story({
  ...answering('post', '/api/resetPassword', () => envelope(null)),
  async play({ canvasElement }) {
    await reset(canvasElement);
    await expect(await within(canvasElement).findByText('Şifreniz değiştirildi')).toBeVisible();
  },
});
