import { expect, userEvent } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { answering, resourceStories, appAt, errorEnvelope } from '../../../.storybook/helpers';

const LIST = '/api/DiscountCampaigns';
const DETAIL = '/api/DiscountCampaigns/:id';

const meta = preview.meta({
  title: 'Member/Advantageous products',
  parameters: appAt('/admin/discount-campaign-list', 'member'),
});

/** Members read the list: no brand filter, no actions. */
export const Filled = meta.story({});

/** Administrators also filter by brand, create, edit and delete. */
export const FilledAdmin = meta.story({ parameters: { signedInAs: 'admin' } });

const kit = resourceStories({ list: LIST, detail: DETAIL, newButton: /Yeni Ürün/ });

export const Empty = meta.story(kit.empty);

export const Loading = meta.story(kit.loading);

export const LoadError = meta.story(kit.error);

/** The blank dialog submitted empty: every field but 'Mobil Bağlantı' is required. */
export const NewDialogValidation = meta.story({
  parameters: { signedInAs: 'admin' },
  async play({ canvasElement }) {
    const dialog = await kit.openNew(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Kaydet' }));
    await expect((await dialog.findAllByText('Bu alan gerekli!')).length).toBe(7);
  },
});

/** The server refuses the dates: the translated alert in the dialog. */
export const NewDialogServerError = meta.story({
  parameters: { signedInAs: 'admin' },
  ...answering('post', LIST, () => errorEnvelope('InvalidDateRange')),
  async play({ canvasElement }) {
    await kit.openNew(canvasElement);
  },
});

/** A saved product in the dialog: the dates shown as DD/MM/YYYY HH:mm, its brand picked. */
export const EditDialog = meta.story({
  parameters: { signedInAs: 'admin' },
  async play({ canvasElement }) {
    const dialog = await kit.openEdit(canvasElement);
    const start = (await dialog.findByLabelText(/Başlangıç Tarihi/)) as HTMLInputElement;
    await expect(start.value).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  },
});

export const EditDialogLoading = meta.story({ ...kit.editLoading, parameters: { signedInAs: 'admin' } });

export const EditDialogError = meta.story({ ...kit.editError(), parameters: { signedInAs: 'admin' } });
