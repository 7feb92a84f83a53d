/**
 * A page's first calls (src/lib/first-calls.ts): with the routes filling the query cache ahead (as the browser's
 * router does), the page's calls leave as soon as the permissions answer, before the page is drawn, each once (the
 * page finds them under its own keys); no call is made for another audience's version, nor without permissions.
 */
import { screen, waitFor } from '@testing-library/react';
import { useMockServer } from '../../tests/support/api';
import { clearFaults, failAlways } from '../../tests/support/failNext';
import { renderApp } from '../../tests/support/render';
import { server } from '@mocks/node';

useMockServer();

const T = { timeout: 30_000 };

/** Each API call of the page's load, with whether `drawn` was on screen as it left. */
function recordCalls(drawn: () => boolean) {
  const calls: { call: string; drawn: boolean }[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/'))
      calls.push({ call: `${url.pathname}${url.search}`.toLowerCase(), drawn: drawn() });
  };
  server.events.on('request:start', onRequest);
  return { calls, stop: () => server.events.removeListener('request:start', onRequest) };
}

const count = (calls: { call: string }[], prefix: string) =>
  calls.filter((c) => c.call.startsWith(prefix)).length;

describe("a page's first calls", { timeout: 120_000 }, () => {
  it("leave for a member's payment list as the permissions answer, before the page is drawn, each once", async () => {
    const heading = () => !!screen.queryByRole('heading', { name: 'Ödeme Takibi' });
    const { calls, stop } = recordCalls(heading);
    try {
      await renderApp('/admin/payment-tracking-list', { as: 'member', prefetch: true });
      expect((await screen.findAllByTestId('summary-total', undefined, T)).length).toBe(1);
      await screen.findByText('Sonraki Ödeme Tarihi', undefined, T);
      const early = [
        '/api/paymenttrackings?filter=&pageindex=0&pagesize=10&sortby=invoiceperiod+desc',
        '/api/paymenttrackings?pageindex=0&pagesize=100000000',
        '/api/definitions',
      ];
      for (const call of early) {
        const made = calls.filter((c) => c.call === call);
        expect(made, call).toHaveLength(1);
        expect(made[0]!.drawn, `${call} left before the page was drawn`).toBe(false);
      }
      expect(count(calls, '/api/permissions')).toBe(1);
      expect(count(calls, '/api/paymenttrackings')).toBe(2);
    } finally {
      stop();
    }
  });

  it("ask an administrator's payment list with the administrator's filters before it is drawn, nothing of a member's", async () => {
    const heading = () => !!screen.queryByRole('heading', { name: 'Ödeme Takibi' });
    const { calls, stop } = recordCalls(heading);
    try {
      await renderApp('/admin/payment-tracking-list', { as: 'admin', prefetch: true });
      expect(await screen.findByRole('heading', { name: 'Ödeme Takibi' }, T)).toBeInTheDocument();
      await screen.findByText('İmza Hatırlatma Maili Gönder', undefined, T);
      const lists = calls.filter((c) => c.call.startsWith('/api/paymenttrackings'));
      expect(lists).toHaveLength(1);
      expect(lists[0]!.call).toContain('statusfilter=-1&companyid=');
      const brands = calls.filter((c) => c.call.startsWith('/api/companies'));
      expect(brands).toHaveLength(1);
      expect([lists[0]!.drawn, brands[0]!.drawn], 'both left before the page was drawn').toEqual([
        false,
        false,
      ]);
      expect(count(calls, '/api/definitions')).toBe(0);
    } finally {
      stop();
    }
  });

  it('are not made when the permissions do not come: the page shows the error and a retry, no version on a guess', async () => {
    failAlways('getPermissions');
    const { calls, stop } = recordCalls(() => false);
    try {
      const { user } = await renderApp('/admin/payment-tracking-list', { as: 'member', prefetch: true });
      expect(await screen.findByRole('alert', undefined, T)).toHaveTextContent(/./);
      expect(screen.queryByRole('heading', { name: 'Ödeme Takibi' })).toBeNull();
      expect(count(calls, '/api/paymenttrackings')).toBe(0);
      expect(count(calls, '/api/definitions')).toBe(0);
      // The server answers again: the retry asks once more, and the page shows and makes its own calls.
      clearFaults();
      const asked = count(calls, '/api/permissions');
      await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
      expect(await screen.findByRole('heading', { name: 'Ödeme Takibi' }, T)).toBeInTheDocument();
      expect(count(calls, '/api/permissions')).toBeGreaterThan(asked);
      await waitFor(() => expect(count(calls, '/api/paymenttrackings')).toBe(2), T);
    } finally {
      stop();
    }
  });
});
