import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { answering, appAt, errorEnvelope, never } from '../../../.storybook/helpers';

const meta = preview.meta({ title: 'Accounts/Login', parameters: appAt('/account/login') });

/** Types the credentials and presses 'Giriş Yap'. */
async function signIn(canvasElement: HTMLElement, userName: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Kullanıcı Adı veya E-posta'), userName);
  await userEvent.type(await canvas.findByLabelText('Şifre'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Giriş Yap' }));
}

/** The landing area and the empty form. */
export const Default = meta.story({});

/** The server refuses the credentials: the red alert over the form, the typed values kept. */
export const WrongCredentials = meta.story({
  ...answering('post', '/api/login', () => errorEnvelope('UserNameOrPasswordIncorrect')),
  async play({ canvasElement }) {
    await signIn(canvasElement, 'admin', 'yanlis-sifre');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Kullanıcı adı veya şifre yanlış!',
    );
  },
});

/** The sign-in request is still running. */
export const Loading = meta.story({
  ...answering('post', '/api/login', never),
  play: ({ canvasElement }) => signIn(canvasElement, 'admin', 'Admin123!'),
});

/** The e-mail of the account is not confirmed yet: the page offers to resend the mail. */
export const EmailNotConfirmed = meta.story({
  async play({ canvasElement }) {
    await signIn(canvasElement, 'yeniuye', 'Member123!');
    await within(canvasElement).findByText(/E-posta adresiniz henüz doğrulanmamış/);
  },
});
