/** Payment tracking as a member: own rows, member labels, the cards, uploads and deleting their own upload. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call, loginMember, useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { useNodeFormData } from '../../../tests/support/node-form-data';
import { formatDateTime } from '@/lib/format';
import type { PaymentTracking } from '@/api/types';
import { summarize } from './status';
import { money } from './money';
import { first } from '@/lib/at';

useMockServer();
useNodeFormData();

const T = { timeout: 40_000 };
const URL = '/admin/payment-tracking-list';

async function ownRows(): Promise<PaymentTracking[]> {
  const token = await loginMember();
  const res = await call('GET', '/api/paymentTrackings', { token, query: { pageSize: 100000000 } });
  return res.body.content.items;
}

/** The member's first page as the screen shows it (newest invoice period first, 10 rows). */
async function firstPage(): Promise<PaymentTracking[]> {
  const token = await loginMember();
  const res = await call('GET', '/api/paymentTrackings', {
    token,
    query: { pageSize: 10, sortBy: 'invoicePeriod desc' },
  });
  return res.body.content.items;
}

/** A row of the first page in one of the statuses (the seed gives the member a row in every status). */
async function rowIn(...statuses: number[]): Promise<PaymentTracking> {
  const row = (await firstPage()).find((r) => statuses.includes(r.status));
  expect(row, `a row in status ${statuses.join('/')} on the first page`).toBeDefined();
  return row!;
}

/** The table row of a payment (antd keys each row by its id). */
const rowOf = (row: PaymentTracking) => document.querySelector(`tr[data-row-key="${row.id}"]`) as HTMLElement;

async function openPage(query = '', rows = 10) {
  const utils = await renderApp(URL + query, { as: 'member' });
  await waitFor(() => expect(document.querySelectorAll('tr.ant-table-row').length).toBe(rows), T);
  return utils;
}

const pdf = (name = 'imza.pdf') => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

describe('payment tracking (member)', { timeout: 180_000 }, () => {
  it('shows the own rows with the member labels and the two cards', async () => {
    const rows = await ownRows();
    const [sendDocument, completed] = [await rowIn(2, 6), await rowIn(3, 7, 8)];
    await openPage();
    // 2/6 → 'please send document', 3/7/8 → 'upload completed' (spec §4).
    expect(rowOf(sendDocument)).toHaveTextContent('Lütfen belge gönderiniz');
    expect(rowOf(completed)).toHaveTextContent('Yükleme tamamlandı');
    // No administrator column or toolbar.
    expect(screen.queryByText('Trendyol Kullanıcı Adı')).not.toBeInTheDocument();
    expect(screen.queryByText('İşlemler')).not.toBeInTheDocument();

    const { toBePaid, paid, total } = summarize(rows);
    expect(toBePaid).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('summary-toBePaid')).toHaveTextContent(money(toBePaid)), T);
    expect(screen.getByTestId('summary-paid')).toHaveTextContent(money(paid));
    expect(screen.getByTestId('summary-total')).toHaveTextContent(money(total));
    expect(money(1234.5)).toBe('1.234,50 TL');

    const token = await loginMember();
    const { dateTime } = (await call('GET', '/api/definitions', { token })).body.content;
    expect(await screen.findByText(formatDateTime(dateTime), undefined, T)).toBeInTheDocument();
    // The chart's figures (as text for screen readers), once its code has loaded.
    expect(
      await screen.findByText('Fatura dönemine göre kazançlar', { selector: 'caption' }, T),
    ).toBeInTheDocument();
  });

  it('hides the payment-date card when the first row is carried over', async () => {
    const rows = await ownRows();
    expect(first(rows).status).not.toBe(5);
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
    // Every row on one page (the newest periods come first, the status-2 row may be further down).
    const all = await ownRows();
    const target = all.find((r) => r.status === 2)!;
    const completed = all.find((r) => [3, 7, 8].includes(r.status))!;
    const { user } = await openPage('?size=100000000', all.length);
    // Only 2 and 6 offer the upload; 3, 7 and 8 offer view and delete instead.
    expect(within(rowOf(completed)).queryByText('Belge Yükle')).not.toBeInTheDocument();
    expect(within(rowOf(completed)).getByLabelText('Belgeyi Görüntüle')).toBeInTheDocument();
    await user.upload(rowOf(target).querySelector('input[type=file]') as HTMLInputElement, pdf());
    await screen.findByText('İşlem başarılı.', undefined, T);
    await waitFor(() => expect(rowOf(target)).toHaveTextContent('Yükleme tamamlandı'), T);
    const rows = await ownRows();
    expect(rows.find((r) => r.id === target.id)!.status).toBe(3);
  });

  it('warns about a file over 10 MB with the 3 s toast and still uploads it (the spec: the check only warns)', async () => {
    const target = await rowIn(2, 6);
    const { user } = await openPage();
    const big = pdf('buyuk.pdf');
    Object.defineProperty(big, 'size', { value: 10485761 });
    await user.upload(rowOf(target).querySelector('input[type=file]') as HTMLInputElement, big);
    expect(
      await screen.findByText(
        'Seçtiğiniz dosya en fazla 10MB olabilir. Lütfen farklı bir dosya seçiniz',
        undefined,
        T,
      ),
    ).toBeInTheDocument();
    await screen.findByText('İşlem başarılı.', undefined, T);
    await waitFor(
      async () => expect((await ownRows()).find((r) => r.id === target.id)!.status).not.toBe(target.status),
      T,
    );
  });

  it('shows the server refusal of a wrong file type, translated', async () => {
    const target = await rowIn(2, 6);
    await openPage();
    const input = rowOf(target).querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'liste.csv', { type: 'text/csv' })] } });
    const dialog = await screen.findByRole('dialog', undefined, T);
    expect(dialog).toHaveTextContent('Bu dosya türü desteklenmiyor');
    expect((await ownRows()).find((r) => r.id === target.id)!.status).toBe(target.status);
  });

  it('deletes the own upload after confirmation (3 → 2)', async () => {
    const target = await rowIn(3);
    const { user } = await openPage();
    await user.click(within(rowOf(target)).getByLabelText('Belgeyi Sil'));
    const confirm = await screen.findByRole('dialog', undefined, T);
    // The spec's question of every delete ('AreYouSureToDelete').
    expect(within(confirm).getByText('Silmek istediğinize emin misiniz?')).toBeInTheDocument();
    await user.click(within(confirm).getByText('Sil'));
    await screen.findByText('İşlem başarılı.', undefined, T);
    await waitFor(() => expect(rowOf(target)).toHaveTextContent('Lütfen belge gönderiniz'), T);
    expect((await ownRows()).find((r) => r.id === target.id)!.status).toBe(2);
  });

  it('opens the detail with every amount but without the marketplace id', async () => {
    const row = await rowIn(3, 7, 8);
    const { user } = await openPage();
    await user.click(within(rowOf(row)).getByText('Detay'));
    const dialog = (await screen.findByText('Ödeme Detayı', undefined, T)).closest(
      '.ant-modal',
    ) as HTMLElement;
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
