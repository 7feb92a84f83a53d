import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { answering, appAt, emptyPage, listSettled, never } from '../../../.storybook/helpers';
const USERS_URL = '/api/users';

const meta = preview.meta({ title: 'Admin/User list', parameters: appAt('/admin/user-list', 'admin') });

/** The seeded users, first page. */
export const Filled = meta.story({});

export const Empty = meta.story(answering('get', USERS_URL, emptyPage));

/** A member has no right to the list: the 403 page, and the list is never requested. */
export const Forbidden = meta.story({ parameters: { signedInAs: 'member' } });

export const Loading = meta.story(answering('get', USERS_URL, never));

/** 'Yeni Kullanıcı' opens the blank user dialog with the roles to grant. */
export const NewUserDialog = meta.story({
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Yeni Kullanıcı/ }));
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Yeni Kullanıcı' }),
    ).toBeInTheDocument();
  },
});

/** Searched for the demo member, whose edit button opens the filled dialog. */
export const EditUserDialog = meta.story({
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    // As a user would: the list is there before the search is typed, and its answer is there before a row is chosen.
    await canvas.findAllByRole('button', { name: /^Düzenle / });
    await listSettled(canvasElement);
    const search = await canvas.findByRole('searchbox', { name: 'Ara' });
    await userEvent.type(search, 'influencer');
    await expect(search).toHaveValue('influencer');
    await waitFor(() =>
      expect(
        canvas.getAllByRole('button', { name: /^Düzenle / }).map((b) => b.getAttribute('aria-label')),
      ).toContain('Düzenle influencer'),
    );
    await listSettled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Düzenle influencer' }));
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Kullanıcıyı Düzenle' }),
    ).toBeInTheDocument();
  },
});
