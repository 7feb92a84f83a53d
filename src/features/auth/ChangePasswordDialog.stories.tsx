import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { answering, never } from '../../../.storybook/helpers';
import ChangePasswordDialog from './ChangePasswordDialog';

/** The dialog of the user menu, signed in as the demo member (the change goes to the mock server). */
const meta = preview.meta({
  title: 'Accounts/Change password dialog',
  component: ChangePasswordDialog,
  args: { open: true, onClose: fn(), onChanged: fn() },
  parameters: { signedInAs: 'member' },
});

/** Fills the dialog (it renders in a portal, so it is looked up in the whole document). */
async function change(currentPassword: string) {
  const dialog = within(await within(document.body).findByRole('dialog'));
  await userEvent.type(dialog.getByLabelText('Mevcut Şifre'), currentPassword);
  await userEvent.type(dialog.getByLabelText('Yeni Şifre'), 'Yeni12345!');
  await userEvent.type(dialog.getByLabelText('Şifre Tekrar'), 'Yeni12345!');
  await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
  return dialog;
}

export const Open = meta.story({});

/** The current password is wrong: the server's error inside the dialog. */
export const WrongCurrentPassword = meta.story({
  async play() {
    const dialog = await change('yanlis-sifre');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Mevcut şifreniz yanlış!');
  },
});

/** Changed: the dialog reports it and the caller signs the user out. */
export const Changed = meta.story({
  async play({ args }) {
    await change('Member123!');
    await waitFor(() => expect(args.onChanged).toHaveBeenCalled());
  },
});

export const Saving = meta.story({
  ...answering('post', '/api/changePassword', never),
  play: () => change('Member123!').then(() => undefined),
});
