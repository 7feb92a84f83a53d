import preview from '../../../.storybook/preview';
import { answering, appAt, never } from '../../../.storybook/helpers';

const meta = preview.meta({ title: 'Accounts/Confirm email' });

const link = (token: string, email: string) =>
  `/account/confirm-email?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;

/** The seeded unconfirmed member's link: the address is confirmed. */
export const Success = meta.story({
  parameters: appAt(link('seed-confirm-token-yeniuye', 'yeniuye@portal.example')),
});

/** A wrong token: the failure and the server's reason. */
export const InvalidToken = meta.story({
  parameters: appAt(link('gecersiz-anahtar', 'yeniuye@portal.example')),
});

/** A link without its token and address. */
export const IncompleteLink = meta.story({ parameters: appAt('/account/confirm-email') });

export const Loading = meta.story({
  parameters: appAt(link('seed-confirm-token-yeniuye', 'yeniuye@portal.example')),
  ...answering('post', '/api/ConfirmEmail', never),
});
