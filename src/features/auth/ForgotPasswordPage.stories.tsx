import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { answering, appAt, never } from '../../../.storybook/helpers';

const meta = preview.meta({
  title: 'Accounts/Forgot password',
  parameters: appAt('/account/forgot-password'),
});

async function send(canvasElement: HTMLElement, userNameOrEmail: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Kullanıcı Adı veya E-posta'), userNameOrEmail);
  await userEvent.click(canvas.getByRole('button', { name: 'E-posta Gönder' }));
}

export const Default = meta.story({});

/** The reset mail went out (it lands in the mock mailbox). */
export const Sent = meta.story({
  async play({ canvasElement }) {
    await send(canvasElement, 'influencer');
    await expect(await within(canvasElement).findByText('E-posta gönderildi')).toBeVisible();
  },
});

/** No such user: the server's error in the red alert. */
export const UnknownUser = meta.story({
  async play({ canvasElement }) {
    await send(canvasElement, 'boylebirikullaniciyok');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Kullanıcı bulunamadı.');
  },
});

export const Loading = meta.story({
  ...answering('post', '/api/forgotPassword', never),
  play: ({ canvasElement }) => send(canvasElement, 'influencer'),
});
