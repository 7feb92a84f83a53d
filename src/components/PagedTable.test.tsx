/**
 * A list says it is loading, never that it has no records, until its first answer: the mock answers the settings
 * list late, and until then the table shows "Yükleniyor..." where "Gösterilecek kayıt bulunamadı." would stand.
 */
import { screen, within } from '@testing-library/react';
import { useMockServer } from '../../tests/support/api';
import { failNext } from '../../tests/support/failNext';
import { renderApp } from '../../tests/support/render';

useMockServer();

const T = { timeout: 30_000 };

describe('PagedTable', { timeout: 120_000 }, () => {
  it('shows loading, not "no records", before the first answer', async () => {
    failNext('getStorages', { delayMs: 1500 });
    await renderApp('/admin/storage-list', { as: 'admin' });
    const table = await screen.findByRole('table', undefined, T);
    expect(within(table).getByText('Yükleniyor...')).toBeInTheDocument();
    expect(within(table).queryByText('Gösterilecek kayıt bulunamadı.')).toBeNull();
    // The late answer arrives: its rows replace the loading state.
    await within(table).findByText('MinimumPaymentAmount', undefined, T);
    expect(within(table).queryByText('Yükleniyor...')).toBeNull();
  });

  it('says "no records" once an answer is empty', async () => {
    await renderApp('/admin/storage-list?q=no-such-setting-anywhere', { as: 'admin' });
    const table = await screen.findByRole('table', undefined, T);
    await within(table).findByText('Gösterilecek kayıt bulunamadı.', undefined, T);
  });
});
