import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { answering, appAt, emptyPage, never } from '../../../.storybook/helpers';
const ROLES_URL = '/api/roles';

const meta = preview.meta({ title: 'Admin/Role list', parameters: appAt('/admin/role-list', 'admin') });

/** The seeded roles: the system roles are read-only. */
export const Filled = meta.story({});

export const Empty = meta.story(answering('get', ROLES_URL, emptyPage));

/** A member has no right to the list: the server's 403 in the red alert. */
export const Forbidden = meta.story({ parameters: { signedInAs: 'member' } });

export const Loading = meta.story(answering('get', ROLES_URL, never));

/** 'Yeni Rol' opens the blank role dialog with the permissions to grant. */
export const NewRoleDialog = meta.story({
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Yeni Rol/ }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Yeni Rol' })).toBeInTheDocument();
  },
});
