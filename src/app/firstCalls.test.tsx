/**
 * A page's first calls (src/lib/first-calls.ts): with the routes filling the query cache ahead (as the browser's
 * router does), the page's calls leave as soon as the permissions answer, before the page is drawn, each once (the
 * page finds them under its own keys); no call is made for another audience's version, nor without permissions.
 */
import { screen } from '@testing-library/react';
import { useMockServer } from '../../tests/support/api';
import { failNext } from '../../tests/support/failNext';
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

  it("ask an administrator's payment list with the administrator's filters, and nothing of a member's", async () => {
    const { calls, stop } = recordCalls(() => false);
    try {
      await renderApp('/admin/payment-tracking-list', { as: 'admin', prefetch: true });
      expect(await screen.findByRole('heading', { name: 'Ödeme Takibi' }, T)).toBeInTheDocument();
      await screen.findByText('İmza Hatırlatma Maili Gönder', undefined, T);
      const lists = calls.filter((c) => c.call.startsWith('/api/paymenttrackings'));
      expect(lists).toHaveLength(1);
      expect(lists[0]!.call).toContain('statusfilter=-1&companyid=');
      expect(count(calls, '/api/definitions')).toBe(0);
      expect(count(calls, '/api/companies')).toBe(1);
    } finally {
      stop();
    }
  });

  it("leave for a member's home page before its tiles are drawn, each once", async () => {
    const tiles = () => !!screen.queryByRole('heading', { name: 'Sıradaki işler' });
    const { calls, stop } = recordCalls(tiles);
    try {
      await renderApp('/admin/home', { as: 'member', prefetch: true });
      expect(await screen.findByTestId('next-payment-date', undefined, T)).toBeInTheDocument();
      await screen.findByTestId('tile-profile-total', undefined, T);
      const byCall = new Map<string, boolean[]>();
      for (const c of calls) byCall.set(c.call, [...(byCall.get(c.call) ?? []), c.drawn]);
      for (const [call, drawn] of byCall) expect(drawn, `${call}: once`).toHaveLength(1);
      for (const call of ['/api/paymenttrackings?pageindex=0&pagesize=100000000', '/api/definitions'])
        expect(byCall.get(call), `${call} left before the tiles were drawn`).toEqual([false]);
    } finally {
      stop();
    }
  });

  it('are not made when the permissions do not come: the page shows the error and a retry, no version on a guess', async () => {
    // Twice: the call asked ahead, and the one the permission check makes as it mounts over a failed query.
    failNext('getPermissions', 500, 2);
    const { calls, stop } = recordCalls(() => false);
    try {
      const { user } = await renderApp('/admin/payment-tracking-list', { as: 'member', prefetch: true });
      expect(await screen.findByRole('alert', undefined, T)).toHaveTextContent(/./);
      expect(screen.queryByRole('heading', { name: 'Ödeme Takibi' })).toBeNull();
      expect(count(calls, '/api/paymenttrackings')).toBe(0);
      expect(count(calls, '/api/definitions')).toBe(0);
      // The retry asks again; the page then shows, and makes its own calls.
      await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
      expect(await screen.findByRole('heading', { name: 'Ödeme Takibi' }, T)).toBeInTheDocument();
      expect(count(calls, '/api/permissions')).toBe(3);
    } finally {
      stop();
    }
  });
});
