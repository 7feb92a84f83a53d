/** Payment tracking as an administrator: columns, filters, the workflow actions, the dialogs and their errors. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { call, loginAdmin, useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { useNodeFormData } from '../../../tests/support/node-form-data';
import type { PaymentTracking } from '@/api/types';

useMockServer();
useNodeFormData();

const T = { timeout: 40_000 };
const URL = '/admin/payment-tracking-list';
/** The demo member's marketplace user name: their rows are one per status (seed). */
const MEMBER = 'ayseyilmazstil';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** The demo member's rows as the administrator's first page shows them (searched, every brand, default sort). */
async function firstPage(): Promise<PaymentTracking[]> {
  const token = await loginAdmin();
  const res = await call('GET', '/api/paymentTrackings', { token, query: { filter: MEMBER, pageSize: 10 } });
  return res.body.content.items;
}

async function rowIn(...statuses: number[]): Promise<PaymentTracking> {
  const row = (await firstPage()).find((r) => statuses.includes(r.status));
  expect(row, `a row in status ${statuses.join('/')} on the first page`).toBeDefined();
  return row!;
}

async function statusOf(id: string): Promise<PaymentTracking> {
  const token = await loginAdmin();
  return (await call('GET', `/api/paymentTrackings/${id}`, { token })).body.content;
}

const tableRows = () => Array.from(document.querySelectorAll('tr.ant-table-row')) as HTMLElement[];

/**
 * Opens the list on the demo member's rows over every brand: as a user gets there (`typed`: chooses every brand,
 * types the search and waits the search's 2 s), or through the address that view has (`?companyId=&q=…`, a link
 * or a reload), which the other tests use.
 */
async function openMemberRows({ typed = false } = {}) {
  const utils = await renderApp(typed ? URL : `${URL}?companyId=&q=${MEMBER}`, { as: 'admin' });
  const { user } = utils;
  await screen.findAllByText('Trendyol Kullanıcı Adı', undefined, T);
  if (typed) {
    // The administrator's toolbar loads beside the list (its own chunk).
    await user.click(await screen.findByLabelText('Marka filtresi', undefined, T));
    await user.click(await screen.findByTitle('Tüm markalar', undefined, T));
    await user.click(screen.getByPlaceholderText('Ara'));
    await user.paste(MEMBER);
  }
  // Only the member's rows are left (typed: once the search ran).
  await waitFor(() => {
    expect(tableRows().length).toBe(10);
    for (const row of tableRows()) expect(row).toHaveTextContent(MEMBER);
  }, T);
  return utils;
}

/** The table row of a payment (antd keys each row by its id). */
const rowOf = (row: PaymentTracking) => document.querySelector(`tr[data-row-key="${row.id}"]`) as HTMLElement;

/** The open dialog with this title (by text: role queries are very slow in jsdom). */
async function modalTitled(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = Array.from(document.querySelectorAll<HTMLElement>('.ant-modal')).find(
      (m) => m.querySelector('.ant-modal-title')?.textContent === title,
    );
    expect(found).toBeDefined();
  }, T);
  return found!;
}

async function confirmYes(user: User) {
  const dialog = await screen.findByRole('dialog', undefined, T);
  await user.click(within(dialog).getByText('Evet'));
}

async function openActionsMenu(user: User) {
  await user.click((await screen.findByText('İşlemler', undefined, T)).closest('button')!);
}

/** The actions the spec gives per status (§4 "Payment actions"), as the buttons are labelled. */
const EXPECTED: Record<number, string[]> = {
  0: ['Fatura Yükle'],
  1: [],
  2: ['Faturayı İndir', 'Faturayı Sil'],
  3: ['Üye Belgesini İndir', 'Revizyon İste', 'Resmi Faturayı Onayla'],
  4: [],
  5: [],
  6: ['Faturayı İndir', 'Faturayı Sil'],
  7: ['Revizyon İste', 'Resmi Faturayı Onayla'],
  8: ['Ödeme Yapıldı'],
  9: [],
};

describe('payment tracking (administrator)', { timeout: 180_000 }, () => {
  it('offers each action exactly on the spec statuses', async () => {
    const page = await firstPage();
    await openMemberRows({ typed: true });
    const buttons = (row: PaymentTracking) =>
      Array.from(rowOf(row).querySelectorAll('button'))
        .map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim())
        .filter((x) => x !== 'Detay');
    for (const row of page) expect(buttons(row), `status ${row.status}`).toEqual(EXPECTED[row.status]);
    expect(new Set(page.map((r) => r.status)).size).toBeGreaterThan(5);
  });

  it('requests a revision after confirmation; the row shows its new status without a reload', async () => {
    const target = await rowIn(3, 7);
    const { user } = await openMemberRows();
    await user.click(within(rowOf(target)).getByLabelText('Revizyon İste'));
    await confirmYes(user);
    await waitFor(() => expect(rowOf(target)).toHaveTextContent('Revizyon İstendi'), T);
    const row = await statusOf(target.id);
    expect(row.status).toBe(6);
    expect(row.invoiceMemberUploadPath).toBeNull();
  });

  it('shows the server refusal of an action, translated', async () => {
    const target = await rowIn(3, 7);
    const { user } = await openMemberRows();
    // Someone else approves the row in the meantime: approving again is refused (8 is not 3 or 7).
    const token = await loginAdmin();
    await call('GET', '/api/paymentTrackings/AcceptMemberInvoice', {
      token,
      query: { paymentTrackingId: target.id },
    });
    await user.click(within(rowOf(target)).getByLabelText('Resmi Faturayı Onayla'));
    await confirmYes(user);
    expect(
      await screen.findByText(
        'Bu işlem ödemenin mevcut durumunda yapılamaz (mevcut durum: İmza Onaylandı).',
        undefined,
        T,
      ),
    ).toBeInTheDocument();
  });

  it("deletes its own uploaded invoice after the spec's delete question", async () => {
    const target = await rowIn(2, 6);
    const { user } = await openMemberRows();
    await user.click(within(rowOf(target)).getByLabelText('Faturayı Sil'));
    const dialog = await screen.findByRole('dialog', undefined, T);
    expect(within(dialog).getByText('Silmek istediğinize emin misiniz?')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Sil'));
    expect(await screen.findByText('İşlem başarılı.', undefined, T)).toBeInTheDocument();
  });

  it('marks a row in status 8 paid', async () => {
    const target = await rowIn(8);
    const { user } = await openMemberRows();
    await user.click(within(rowOf(target)).getByText('Ödeme Yapıldı'));
    await confirmYes(user);
    await waitFor(() => expect(rowOf(target)).toHaveTextContent('Ödendi'), T);
    expect((await statusOf(target.id)).status).toBe(4);
  });

  it('filters by status', async () => {
    const { user } = await openMemberRows();
    await user.click(screen.getByLabelText('Durum filtresi'));
    await user.click(await screen.findByTitle('İmza Onaylandı', undefined, T));
    await waitFor(() => {
      expect(tableRows().length).toBeGreaterThan(0);
      for (const row of tableRows()) expect(row).toHaveTextContent('İmza Onaylandı');
    }, T);
  });

  it('Excel download: empty, malformed and refused periods give translated messages and keep the text', async () => {
    const { user } = await renderApp(URL, { as: 'admin' });
    await screen.findAllByText('Trendyol Kullanıcı Adı', undefined, T);
    await openActionsMenu(user);
    await user.click((await screen.findByText('Excel İndir', undefined, T)).closest('button')!);
    const dialog = await modalTitled('Excel İndir');
    const form = within(dialog);
    await user.click(form.getByRole('button', { name: 'İndir' }));
    expect(await form.findByText('Lütfen InvoiceId Giriniz', undefined, T)).toBeInTheDocument();
    const input = form.getByLabelText(/Fatura Dönemi/);
    await user.type(input, '2026/10');
    await user.click(form.getByRole('button', { name: 'İndir' }));
    expect(await form.findByText(/YYYY-AA biçiminde/, undefined, T)).toBeInTheDocument();
    expect(input).toHaveValue('2026/10');
    // A refusal of the server (e.g. a period it does not accept) shows translated in the dialog.
    server.use(
      http.get('*/api/paymentTrackings/getTrackingExcel/:invoiceDate', () =>
        HttpResponse.json(
          { isError: true, errors: [{ name: 'InvalidValue', value: 'invoiceDate' }], content: null },
          { status: 400 },
        ),
      ),
    );
    await user.clear(input);
    await user.type(input, '2026-10');
    await user.click(form.getByRole('button', { name: 'İndir' }));
    expect(await form.findByRole('alert', undefined, T)).toHaveTextContent('Geçersiz değer');
    expect(input).toHaveValue('2026-10');
  });

  it('signature reminder: both warnings, a server refusal, then the mails are sent', async () => {
    const { user } = await renderApp(URL, { as: 'admin' });
    await user.click(
      (await screen.findByText('İmza Hatırlatma Maili Gönder', undefined, T)).closest('button')!,
    );
    const dialog = await modalTitled('İmza Hatırlatma Maili Gönder');
    const form = within(dialog);
    await user.click(form.getByRole('button', { name: 'Gönder' }));
    expect(await form.findByText('Lütfen Invoice Id Giriniz', undefined, T)).toBeInTheDocument();
    expect(form.getByText('Lütfen Mail İçeriği Giriniz')).toBeInTheDocument();

    await user.type(form.getByLabelText(/Fatura No/), '2026-02');
    await user.type(form.getByLabelText(/Mail İçeriği/), 'Lütfen faturanızı imzalayınız.');
    server.use(
      http.post('*/api/paymentTrackings/SendMailForNotSignedInvoices', () =>
        HttpResponse.json(
          { isError: true, errors: [{ name: 'RequiredField', value: 'mailContent' }], content: null },
          { status: 400 },
        ),
      ),
    );
    await user.click(form.getByRole('button', { name: 'Gönder' }));
    expect(await form.findByRole('alert', undefined, T)).toHaveTextContent('Bu alan gerekli!');
    expect(form.getByLabelText(/Mail İçeriği/)).toHaveValue('Lütfen faturanızı imzalayınız.');

    server.resetHandlers();
    const send = form.getByText('Gönder').closest('button') as HTMLElement;
    await waitFor(() => expect(send).not.toHaveClass('ant-btn-loading'), T);
    await user.click(send);
    expect(
      await screen.findByText(/Hatırlatma maili \d+ kullanıcıya gönderildi/, undefined, T),
    ).toBeInTheDocument();
  });

  it('multi-file invoice upload lists each failure with its value in the "Hata" popup', async () => {
    const { user } = await renderApp(URL, { as: 'admin' });
    await screen.findAllByText('Trendyol Kullanıcı Adı', undefined, T);
    await openActionsMenu(user);
    const button = await screen.findByText('Toplu Fatura Yükle', undefined, T);
    const input = button.closest('.portal-upload')!.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, [new File(['%PDF-1.4'], 'kimse_2026-10.pdf', { type: 'application/pdf' })]);
    const popup = (await screen.findByText('kimse_2026-10.pdf', undefined, T)).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(popup).toHaveTextContent('Hata');
    expect(popup).toHaveTextContent('kimse_2026-10.pdf');
    expect(popup).toHaveTextContent('Ödeme kaydı bulunamadı.');
  });
});
