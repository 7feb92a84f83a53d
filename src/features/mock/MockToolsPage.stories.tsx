import preview from '../../../.storybook/preview';
import { appAt } from '../../../.storybook/helpers';

/** The demo tools of mock builds: the in-browser mailbox, the demo accounts and the database reset. */
const meta = preview.meta({ title: 'Mock/Tools' });

/** Right after the seed: the mailbox is empty. */
export const Default = meta.story({ parameters: appAt('/mock') });

/** A password-reset mail was sent (through the mock server) before the page opened. */
export const MailboxWithMail = meta.story({
  parameters: appAt('/mock/mailbox'),
  async beforeEach() {
    await fetch('/api/forgotPassword', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userNameOrEmail: 'influencer', clientDomain: window.location.origin }),
    });
  },
});
