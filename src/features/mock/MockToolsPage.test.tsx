// The mailbox's links: a mail (from a mock server, any client can send one) opens only web links.
import { screen, waitFor, within } from '@testing-library/react';
import type { Mail } from './panel/handle';
import { useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { testMockHandle } from '../../../tests/support/qa-handle';

useMockServer();

const mail = (links: Mail['links']): Mail => ({
  id: 'm-1',
  to: 'qa@portal.example',
  subject: 'Bağlantılar',
  html: '<p>Merhaba</p>',
  links,
  createdAt: new Date().toISOString(),
});

describe('mailbox links', () => {
  afterEach(() => {
    delete window.__portalMock;
  });

  async function openMailbox(links: Mail['links']) {
    window.__portalMock = testMockHandle({ mails: async () => [mail(links)] });
    const rendered = await renderApp('/mock/mailbox');
    const card = (await screen.findByText('qa@portal.example')).closest('.ant-card') as HTMLElement;
    return { ...rendered, card };
  }

  it('opens neither a javascript: nor a data: link', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { user, router, card } = await openMailbox([
        { label: 'Betik', href: 'javascript:window.__pwned=true' },
        { label: 'Veri', href: 'data:text/html,<script>alert(1)</script>' },
      ]);
      await user.click(within(card).getByRole('button', { name: /Betik/ }));
      await user.click(within(card).getByRole('button', { name: /Veri/ }));
      expect(open).not.toHaveBeenCalled();
      expect(router.state.location.pathname).toBe('/mock/mailbox');
      expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    } finally {
      open.mockRestore();
      warn.mockRestore();
    }
  });

  it('opens another site in a new tab and a link of this site in the app', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      const { user, router, card } = await openMailbox([
        { label: 'Dış', href: 'https://elsewhere.example/page' },
        { label: 'Giriş', href: `${location.origin}/account/login` },
      ]);
      await user.click(within(card).getByRole('button', { name: /Dış/ }));
      expect(open).toHaveBeenCalledWith('https://elsewhere.example/page', '_blank', 'noopener');
      await user.click(within(card).getByRole('button', { name: /Giriş/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    } finally {
      open.mockRestore();
    }
  });
});
