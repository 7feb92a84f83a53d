/**
 * A member's home-page tiles in their four states, through the real app and mock: filled (the seed), loading
 * (no answer), empty (no rows) and error (the server's 500) — for every tile at once and for one call alone, which
 * shows that a tile fails or waits on its own while the others fill in.
 */
import { http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { answeringAll, CALLS, WAIT } from './stories.support';
import { appAt, emptyPage, envelope, never, serverError } from '../../../../.storybook/helpers';

const { payments: PAYMENTS, tickets: TICKETS, profile: PROFILE, definitions: DEFINITIONS } = CALLS;

/** A profile with nothing filled in but the account (every required field empty). */
const emptyProfile = () =>
  envelope({
    user: {
      id: '00000000-0000-0000-0000-000000000001',
      userName: 'influencer',
      email: '',
      isHaveCompany: false,
    },
    grantedRoleIds: [],
    allRoles: [],
  });

const member = preview.meta({ title: 'Home/Member tiles', parameters: appAt('/admin/home', 'member') });

/** Earnings, the next payment date, the chart, the next steps and the latest replies from the seed. */
export const MemberFilled = member.story({
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('count-documents-new-value')).toHaveTextContent(/\d/);
    await expect(await canvas.findByTestId('earnings-total')).toHaveTextContent('TL');
  },
});

export const MemberLoading = member.story(answeringAll([PAYMENTS, TICKETS, PROFILE, DEFINITIONS], never));

/** No payment rows, no tickets, nothing filled in on the profile. */
export const MemberEmpty = member.story({
  beforeEach({ msw }: { msw: SetupWorker }) {
    msw.use(http.get(PAYMENTS, emptyPage), http.get(TICKETS, emptyPage), http.get(PROFILE, emptyProfile));
  },
});

/** Every call fails: each tile shows its own translated error and a retry; the banner and buttons stay. */
export const MemberError = member.story({
  ...answeringAll([PAYMENTS, TICKETS, PROFILE, DEFINITIONS], serverError),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    // Seven tiles, each with its own error and retry.
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Tekrar dene' })).toHaveLength(7), WAIT);
    await expect(canvas.getByRole('heading', { name: /Hoş geldiniz/ })).toBeInTheDocument();
  },
});

/** Only the ticket calls fail: the ticket tiles show the error, the earnings and payment tiles fill in. */
export const MemberTicketsError = member.story(answeringAll([TICKETS], serverError));

/** Only the payment calls wait: earnings, chart and documents show skeletons, the ticket tiles fill in. */
export const MemberPaymentsLoading = member.story(answeringAll([PAYMENTS], never));

/** Only the profile fails. */
export const MemberProfileError = member.story(answeringAll([PROFILE], serverError));

/** Only the next payment date fails. */
export const MemberNextPaymentError = member.story(answeringAll([DEFINITIONS], serverError));
