/** Settings: the key / value list (filled, empty, loading, error, members' 403) and its dialog. */
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { answering, listStates, appAt, errorEnvelope, never } from '../../../.storybook/helpers';

const LIST = '/api/storage/GetStorages';
const SAVE = '/api/storage/:id';

const meta = preview.meta({ title: 'Admin/Settings', parameters: appAt('/admin/storage-list', 'admin') });

export const Filled = meta.story({});

const list = listStates(LIST);

export const Empty = meta.story(list.empty);

export const Loading = meta.story(list.loading);

export const LoadError = meta.story(list.error);

/** Administrators only: a member gets the 403 page and the list is never requested. */
export const Forbidden = meta.story({ parameters: { signedInAs: 'member' } });

const openEdit = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByLabelText('Düzenle MinimumPaymentAmount'));
  return within(await within(document.body).findByRole('dialog'));
};

/** The key read-only, the value editable. */
export const EditDialog = meta.story({
  async play({ canvasElement }) {
    const dialog = await openEdit(canvasElement);
    await expect(await dialog.findByLabelText('Anahtar')).toBeDisabled();
  },
});

/** The value cleared: required. */
export const EditDialogValidation = meta.story({
  async play({ canvasElement }) {
    const dialog = await openEdit(canvasElement);
    await userEvent.clear(await dialog.findByLabelText(/^Değer/));
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(await dialog.findByText('Bu alan gerekli!')).toBeInTheDocument();
  },
});

/** Saving: the button spins until the server answers. */
export const EditDialogSaving = meta.story({
  ...answering('put', SAVE, never),
  async play({ canvasElement }) {
    const dialog = await openEdit(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Kaydet' }));
  },
});

/** The blank dialog of a new setting. */
export const NewDialog = meta.story({
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Yeni Ayar/ }));
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
  },
});

/** A key that exists: the translated server error, the typed values kept. */
export const NewDialogServerError = meta.story({
  ...answering('post', SAVE, () => errorEnvelope('StorageKeyAlreadyExist', 400, 'MinimumPaymentAmount')),
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Yeni Ayar/ }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(await dialog.findByLabelText(/^Anahtar/), 'MinimumPaymentAmount');
    await userEvent.type(dialog.getByLabelText(/^Değer/), '750');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Bu anahtar zaten kullanılıyor');
    await expect(dialog.getByLabelText(/^Değer/)).toHaveValue('750');
  },
});
