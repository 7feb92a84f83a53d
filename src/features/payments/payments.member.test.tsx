/** Payment tracking as a member: own rows, member labels, the cards, uploads and deleting their own upload. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call, loginMember, useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { formatDateTime } from '@/lib/format';
import type { PaymentTracking } from '@/api/types';
import { summarize } from './status';
import { money } from './money';

useMockServer();

const T = { timeout: 15_000 };
const URL = '/admin/payment-tracking-list';

async function ownRows(): Promise<PaymentTracking[]> {
  const token = await loginMember();
  const res = await call('GET', '/api/paymentTrackings', { token, query: { pageSize: 100000000 } });
  return res.body.content.items;
}

/** The table row of an invoice period (e.g. '02/2026'); the seed gives the member one row per status. */
const rowOf = (period: string) => screen.getByRole('cell', { name: period }).closest('tr') as HTMLElement;

async function openPage() {
  const utils = await renderApp(URL, { as: 'member' });
  await screen.findByRole('cell', { name: '02/2026' }, T);
  return utils;
}

const pdf = (name = 'imza.pdf') => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

describe('payment tracking (member)', { timeout: 90_000 }, () => {
  it('shows the own rows with the member labels and the two cards', async () => {
    const rows = await ownRows();
    await openPage();
    // Status 2 → 'please send document', 3 → 'upload completed', 5 → carried over (spec §4).
    expect(within(rowOf('02/2026')).getByText('Lütfen belge gönderiniz')).toBeInTheDocument();
    expect(within(rowOf('03/2026')).getByText('Yükleme tamamlandı')).toBeInTheDocument();
    expect(within(rowOf('05/2026')).getByText('Sonraki aya devredildi')).toBeInTheDocument();
    // No administrator column or toolbar.
    expect(screen.queryByRole('columnheader', { name: /Trendyol Kullanıcı Adı/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /İşlemler/ })).not.toBeInTheDocument();

    const { toBePaid, paid, total } = summarize(rows);
    expect(toBePaid).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('summary-toBePaid')).toHaveTextContent(money(toBePaid)), T);
    expect(screen.getByTestId('summary-paid')).toHaveTextContent(money(paid));
    expect(screen.getByTestId('summary-total')).toHaveTextContent(money(total));
    expect(money(1234.5)).toBe('1.234,50 TL');

    const token = await loginMember();
    const { dateTime } = (await call('GET', '/api/definitions', { token })).body.content;
    expect(await screen.findByText(formatDateTime(dateTime), undefined, T)).toBeInTheDocument();
    // The chart's figures (as text for screen readers).
    expect(screen.getByText('Fatura dönemine göre kazançlar')).toBeInTheDocument();
  });

  it('hides the payment-date card when the first row is carried over', async () => {
    const rows = await ownRows();
    expect(rows[0].status).not.toBe(5);
    const { server } = await import('@mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/api/paymentTrackings', () =>
        HttpResponse.json({
          isError: false,
          errors: [],
          content: { items: [{ ...rows[0], status: 5 }, ...rows.slice(1)], totalCount: rows.length },
        }),
      ),
    );
    await renderApp(URL, { as: 'member' });
    await screen.findByText('Kazanç Özeti', undefined, T);
    await screen.findAllByText('Sonraki aya devredildi', undefined, T);
    expect(screen.queryByText('Sonraki Ödeme Tarihi')).not.toBeInTheDocument();
  });

  it('uploads the signed document on a row in status 2; the row shows "upload completed" without a reload', async () => {
    const { user } = await openPage();
    const row = rowOf('02/2026');
    // Only 2 and 6 offer the upload; 3 offers view and delete instead.
    expect(within(rowOf('03/2026')).queryByRole('button', { name: /Belge Yükle/ })).not.toBeInTheDocument();
    expect(within(rowOf('03/2026')).getByRole('button', { name: 'Belgeyi Görüntüle' })).toBeInTheDocument();
    await user.upload(row.querySelector('input[type=file]') as HTMLInputElement, pdf());
    await screen.findByText('İşlem başarılı.', undefined, T);
    await waitFor(() => expect(within(rowOf('02/2026')).getByText('Yükleme tamamlandı')).toBeInTheDocument(), T);
    const rows = await ownRows();
    expect(rows.find((r) => r.invoiceId === '2026-02')!.status).toBe(3);
  });

  it('refuses a file over 10 MB with the 3 s toast and sends nothing', async () => {
    const { user } = await openPage();
    const big = pdf('buyuk.pdf');
    Object.defineProperty(big, 'size', { value: 10485761 });
    await user.upload(rowOf('02/2026').querySelector('input[type=file]') as HTMLInputElement, big);
    expect(
      await screen.findByText(
        'Seçtiğiniz dosya en fazla 10MB olabilir. Lütfen farklı bir dosya seçiniz',
        undefined,
        T,
      ),
    ).toBeInTheDocument();
    expect((await ownRows()).find((r) => r.invoiceId === '2026-02')!.status).toBe(2);
  });

  it('shows the server refusal of a wrong file type, translated', async () => {
    await openPage();
    const input = rowOf('06/2026').querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'liste.csv', { type: 'text/csv' })] } });
    const dialog = await screen.findByRole('dialog', undefined, T);
    expect(dialog).toHaveTextContent('Bu dosya türü desteklenmiyor');
    expect((await ownRows()).find((r) => r.invoiceId === '2026-06')!.status).toBe(6);
  });

  it('deletes the own upload after confirmation (3 → 2)', async () => {
    const { user } = await openPage();
    await user.click(within(rowOf('03/2026')).getByRole('button', { name: 'Belgeyi Sil' }));
    const confirm = await screen.findByRole('dialog', undefined, T);
    expect(confirm).toHaveTextContent('Yüklediğiniz belge silinecek');
    await user.click(within(confirm).getByRole('button', { name: 'Evet' }));
    await screen.findByText('İşlem başarılı.', undefined, T);
    await waitFor(
      () => expect(within(rowOf('03/2026')).getByText('Lütfen belge gönderiniz')).toBeInTheDocument(),
      T,
    );
  });

  it('opens the detail with every amount but without the marketplace id', async () => {
    const rows = await ownRows();
    const row = rows.find((r) => r.invoiceId === '2026-03')!;
    const { user } = await openPage();
    await user.click(within(rowOf('03/2026')).getByRole('button', { name: 'Detay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ödeme Detayı' }, T);
    for (const amount of [
      row.trendyolTotalAmount,
      row.newTvCommissionAmount,
      row.grossAmount,
      row.stoppageTaxAmount,
      row.vatAmount,
      row.tevkifatAmount,
      row.paymentAmount,
    ])
      expect(dialog).toHaveTextContent(money(amount));
    expect(dialog).toHaveTextContent('Tevkifat (%70)');
    expect(within(dialog).queryByText('Trendyol Kullanıcı Adı')).not.toBeInTheDocument();
  });
});
