/**
 * The administrator's queue on the home page in its four states, through the real app and mock: filled (the seed), loading
 * (no answer), empty (no rows) and error (the server's 500) — for every tile at once and for one call alone, which
 * shows that a tile fails or waits on its own while the others fill in.
 */
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { answeringAll, CALLS, WAIT } from './stories.support';
import { appAt, emptyPage, never, serverError } from '../../../../.storybook/helpers';

const { payments: PAYMENTS, tickets: TICKETS, brandUsers: BRAND_USERS } = CALLS;

const admin = preview.meta({ title: 'Home/Administrator queue', parameters: appAt('/admin/home', 'admin') });

/** The queue from the seed: every count over every brand. */
export const AdminFilled = admin.story({
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('count-brand-users-pending-value')).toHaveTextContent(/\d/);
  },
});

export const AdminLoading = admin.story(answeringAll([PAYMENTS, TICKETS, BRAND_USERS], never));

/** Nothing waits: every tile says so. */
export const AdminEmpty = admin.story(answeringAll([PAYMENTS, TICKETS, BRAND_USERS], emptyPage));

export const AdminError = admin.story(answeringAll([PAYMENTS, TICKETS, BRAND_USERS], serverError));

/** One call fails and is retried: the brand-user tile alone shows the error; "Tekrar dene" asks again. */
export const AdminBrandUsersError = admin.story({
  ...answeringAll([BRAND_USERS], serverError),
  async play({ canvasElement }) {
    const tile = within(await within(canvasElement).findByTestId('tile-brandUsers'));
    const retry = await tile.findByRole('button', { name: 'Tekrar dene' }, WAIT);
    await expect(within(canvasElement).findByTestId('count-tickets-open-value')).resolves.toBeTruthy();
    await userEvent.click(retry);
  },
});

/** Only the ticket count waits. */
export const AdminTicketsLoading = admin.story(answeringAll([TICKETS], never));
