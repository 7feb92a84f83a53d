// Saving without a connection: the browser says it is offline and no request gets through.
// The dialog must say at once, in Turkish, that the server cannot be reached, keep what was typed, and send nothing
// later: TanStack Query's default network mode would pause the save until the connection returns (a spinner
// forever) and then send it even after the dialog was cancelled.
import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { server } from '@mocks/node';
import { http, HttpResponse } from 'msw';
import { useMockServer } from '../../tests/support/api';
import { renderApp } from '../../tests/support/render';
import { buttonIn, dialogTitled, fill, tableRows } from '../../tests/support/ui';

useMockServer();

const T = { timeout: 30_000 };

/** The browser's view of the connection (navigator.onLine and the online/offline events TanStack Query follows). */
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  setOnline(true);
  onlineManager.setOnline(true);
});

describe('saving while offline', { timeout: 120_000 }, () => {
  it('says at once that the connection is missing, keeps the values and sends nothing after Cancel', async () => {
    const { user } = await renderApp('/admin/campaign', { as: 'admin' });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0), T);
    await user.click((await screen.findByText('Yeni Kampanya Raporu', undefined, T)).closest('button')!);
    const dialog = await dialogTitled('Yeni Kampanya Raporu');
    await fill(user, within(dialog).getByLabelText(/^Ad/), 'Çevrimdışı kampanya');

    // The connection drops: every request fails as a network error, and the browser says it is offline.
    const sent: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method !== 'GET') sent.push(`${request.method} ${new URL(request.url).pathname}`);
    };
    server.events.on('request:start', record);
    server.use(http.all('*/api/*', () => HttpResponse.error()));
    setOnline(false);

    await user.click(buttonIn(dialog, 'Kaydet'));
    await waitFor(
      () =>
        expect(within(dialog).getByRole('alert')).toHaveTextContent(
          'Sunucuya ulaşılamıyor. Lütfen internet bağlantınızı kontrol edip tekrar deneyiniz.',
        ),
      { timeout: 5_000 },
    );
    expect(within(dialog).getByLabelText(/^Ad/)).toHaveValue('Çevrimdışı kampanya');
    expect(buttonIn(dialog, 'Kaydet')).not.toHaveClass('ant-btn-loading');
    expect(sent).toEqual(['POST /api/Campaign']);

    // Cancel, then the connection returns: the cancelled save is not sent again.
    await user.click(buttonIn(dialog, 'İptal'));
    server.resetHandlers();
    setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.events.removeListener('request:start', record);
    expect(sent).toEqual(['POST /api/Campaign']);
    expect(screen.queryByText('Çevrimdışı kampanya')).not.toBeInTheDocument();
  });
});
