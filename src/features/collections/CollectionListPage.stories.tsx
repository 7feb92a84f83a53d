import { expect, userEvent } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { answering, resourceStories, appAt, errorEnvelope } from '../../../.storybook/helpers';

const LIST = '/api/collections';
const DETAIL = '/api/collections/:id';

const meta = preview.meta({
  title: 'Member/Link collections',
  parameters: appAt('/admin/collection-list', 'member'),
});

/** The member's own collections, each with its public address and a copy button. */
export const Filled = meta.story({});

/** An administrator sees every collection with its owner. */
export const FilledAdmin = meta.story({ parameters: { signedInAs: 'admin' } });

const kit = resourceStories({
  list: LIST,
  detail: DETAIL,
  newButton: /Yeni Koleksiyon/,
  editButton: 'Düzenle Yaz Favorilerim',
});

export const Empty = meta.story(kit.empty);

export const Loading = meta.story(kit.loading);

export const LoadError = meta.story(kit.error);

/** The blank dialog: the name is required, a link that is not a URL is refused. */
export const NewDialogValidation = meta.story({
  async play({ canvasElement }) {
    const dialog = await kit.openNew(canvasElement);
    await userEvent.type(await dialog.findByLabelText('Bağlantı ekle'), 'elbise');
    await userEvent.click(dialog.getByRole('button', { name: /Ekle/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(await dialog.findByText('Bu alan gerekli!')).toBeInTheDocument();
    await expect(dialog.getByText(/Geçerli bir bağlantı girin/)).toBeInTheDocument();
  },
});

/** Two pasted links become affiliate links; arrows and the drag handle reorder them. */
export const NewDialogFilled = meta.story({
  async play({ canvasElement }) {
    const dialog = await kit.openNew(canvasElement);
    await userEvent.type(await dialog.findByLabelText(/^Ad/), 'Kış Seçkim');
    for (const url of ['https://www.trendyol.com/a/elbise-p-1', 'https://www.trendyol.com/b/ceket-p-2']) {
      await userEvent.type(dialog.getByLabelText('Bağlantı ekle'), `${url}{Enter}`);
    }
    await expect(dialog.getByRole('button', { name: '2. bağlantıyı yukarı taşı' })).toBeEnabled();
  },
});

/** A saved name already used: the translated server error, everything typed kept. */
export const NewDialogServerError = meta.story({
  ...answering('post', LIST, () => errorEnvelope('CollectionNameAlreadyExist', 400, 'Yaz Favorilerim')),
  async play({ canvasElement }) {
    const dialog = await kit.openNew(canvasElement);
    await userEvent.type(await dialog.findByLabelText(/^Ad/), 'Yaz Favorilerim');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Bu isimde bir koleksiyonunuz zaten var',
    );
  },
});

/** A saved collection: its links in order, its public address; a member cannot remove saved links. */
export const EditDialog = meta.story({
  async play({ canvasElement }) {
    const dialog = await kit.openEdit(canvasElement);
    await expect(
      await dialog.findByRole('link', { name: '/influencer/Yaz Favorilerim' }),
    ).toBeInTheDocument();
  },
});

export const EditDialogLoading = meta.story(kit.editLoading);

export const EditDialogError = meta.story(
  kit.editError(() => errorEnvelope('CollectionNotFound', 404), 'Koleksiyon bulunamadı.'),
);
