import preview from '../../../.storybook/preview';
import { answering, appAt, never, serverError } from '../../../.storybook/helpers';
import { SEED_IDS } from '../../../mocks/seed';

const meta = preview.meta({ title: 'Profile/Profile' });

/** The demo member's own, fully filled profile. */
export const MemberFilled = meta.story({ parameters: appAt('/admin/profile', 'member') });

/** An administrator opening a just-registered user's profile: almost every field still empty. */
export const NewUserAsAdmin = meta.story({
  parameters: appAt(`/admin/profile?id=${SEED_IDS.unconfirmed}`, 'admin'),
});

export const Loading = meta.story({
  parameters: appAt('/admin/profile', 'member'),
  ...answering('get', '/api/profile', never),
});

export const LoadError = meta.story({
  parameters: appAt('/admin/profile', 'member'),
  ...answering('get', '/api/profile', serverError),
});
