// Support tickets as a member sees them. Shared steps: ./tickets.support.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { http, HttpResponse } from 'msw';
import { call, loginAdmin, loginMember, useMockServer } from '../../../tests/support/api';
import { useNodeFormData } from '../../../tests/support/node-form-data';
import { isOutsideOfficeHours } from './labels';
import {
  PNG_BYTES,
  T,
  REQUIRED,
  openList,
  rows,
  rowWith,
  itemOf,
  dialog,
  button,
  queryButton,
  fill,
  memberTicket,
  bell,
  bellCount,
  readyRow,
  openTicket,
  choose,
  failEach,
  expectEachError,
} from './tickets.support';
import { first } from '@/lib/at';

useMockServer();
// Uploads keep their bytes (the mock judges a file by its first bytes).
useNodeFormData();

describe('support tickets: member', { timeout: 300_000 }, () => {
  it('lists own tickets with the member labels, the legal notices and announcements closed to answers', async () => {
    const { user } = await openList('member');
    const texts = rows().map((r) => r.textContent ?? '');
    expect(texts.some((t) => t.includes('Gönderildi'))).toBe(true);
    expect(texts.some((t) => t.includes('Yanıt Bekleniyor'))).toBe(true);
    expect(texts.some((t) => t.includes('Duyuru'))).toBe(true);
    // No administrator extras.
    expect(screen.queryByPlaceholderText('Ara')).not.toBeInTheDocument();
    expect(screen.queryByText('Kullanıcıya Mesaj Gönder')).not.toBeInTheDocument();
    const notices = within(screen.getByLabelText('Yasal bildirimler'));
    expect(notices.getByText('Gizlilik Bildirimi').closest('a')).toHaveAttribute('href', '/admin/privacy');
    expect(notices.getByText('Kişisel Verilerin Korunması Aydınlatma Metni').closest('a')).toHaveAttribute(
      'href',
      '/contract/data',
    );

    const row = rows().find((r) => r.textContent?.includes('Duyuru'))!;
    await user.click(within(row).getByLabelText(/^Talebi aç/));
    const d = within(await dialog());
    expect(await d.findByText(/Bu talep kapatılmıştır/, undefined, T)).toBeInTheDocument();
    expect(d.queryByLabelText(/^Mesajınız/)).not.toBeInTheDocument();
    expect(queryButton(d, 'Fotoğraf Ekle')).not.toBeInTheDocument();
    expect(queryButton(d, 'Gönder')).not.toBeInTheDocument();
  });

  it('shows closed tickets as "ticket closed", with the notice and nothing to write', async () => {
    const { user } = await openList('member');
    await user.click(screen.getByLabelText('Kapanan talepler'));
    await waitFor(() => expect(rows().every((r) => r.textContent?.includes('Talep kapandı'))).toBe(true), T);
    await user.click(within(first(rows())).getByLabelText(/^Talebi aç/));
    const d = within(await dialog());
    expect(await d.findByText(/Bu talep kapatılmıştır/, undefined, T)).toBeInTheDocument();
    expect(d.queryByLabelText(/^Mesajınız/)).not.toBeInTheDocument();
    expect(queryButton(d, 'Fotoğraf Ekle')).not.toBeInTheDocument();
    expect(queryButton(d, 'Gönder')).not.toBeInTheDocument();
    expect(button(d, 'Kapat')).toBeInTheDocument();
  });

  it('opens a ticket with a photo after checking subject, message and size; warns outside office hours', async () => {
    const { user } = await openList('member');
    await user.click(screen.getByText('Yeni Talep', { selector: 'button span' }));
    const el = await dialog();
    const d = within(el);
    await user.click(button(d, 'Gönder'));
    await waitFor(() => expect(itemOf(d.getByLabelText(/^Konu/))).toHaveTextContent(REQUIRED), T);
    expect(itemOf(d.getByLabelText(/^Mesajınız/))).toHaveTextContent(REQUIRED);

    await fill(user, d.getByLabelText(/^Mesajınız/), 'Dekontu ekte gönderiyorum');
    await user.click(button(d, 'Gönder'));
    await waitFor(() => expect(itemOf(d.getByLabelText(/^Mesajınız/))).not.toHaveTextContent(REQUIRED), T);
    expect(itemOf(d.getByLabelText(/^Konu/))).toHaveTextContent(REQUIRED);
    expect(d.getByLabelText(/^Mesajınız/)).toHaveValue('Dekontu ekte gönderiyorum');

    // Members cannot pick the announcement subject.
    await user.click(d.getByLabelText(/^Konu/));
    const popup = await waitFor(() => {
      const open = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
      expect(open).not.toBeNull();
      return open as HTMLElement;
    }, T);
    expect(within(popup).queryByTitle('Duyuru')).not.toBeInTheDocument();
    await user.click(within(popup).getByTitle('Ödeme'));

    const input = () => el.querySelector('input[type=file]') as HTMLInputElement;
    expect(input()).toHaveAttribute('accept', expect.stringContaining('image/'));
    expect(input()).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    // Over 10 MB: the size toast, and the file is not kept.
    await user.upload(input(), new File([new Uint8Array(10485761)], 'buyuk.png', { type: 'image/png' }));
    expect(
      await screen.findByText('Seçtiğiniz dosya en fazla 10MB olabilir. Lütfen farklı bir dosya seçiniz'),
    ).toBeInTheDocument();
    expect(d.queryByText('buyuk.png')).not.toBeInTheDocument();
    await user.upload(input(), new File([PNG_BYTES], 'dekont.png', { type: 'image/png' }));
    expect(await d.findByText('dekont.png', undefined, T)).toBeInTheDocument();
    await user.click(button(d, 'Gönder'));
    expect(await screen.findByText('İşlem başarılı.', undefined, T)).toBeInTheDocument();
    if (isOutsideOfficeHours())
      expect(await screen.findByText(/1-3 iş günü içinde yanıt verilecektir/)).toBeInTheDocument();
    else expect(screen.queryByText(/1-3 iş günü içinde yanıt verilecektir/)).not.toBeInTheDocument();

    await waitFor(() => expect(rowWith('Dekontu ekte gönderiyorum')).toBeDefined(), T);
    expect(rowWith('Dekontu ekte gönderiyorum')).toHaveTextContent('Gönderildi');
    const token = await loginMember();
    const list = await call('GET', '/api/tickets', { token, query: { filter: 'Dekontu ekte' } });
    const detail = await call('GET', `/api/tickets/${list.body.content.items[0]!.id}`, { token });
    expect(detail.body.content.ticket.subject).toBe(2);
    expect(detail.body.content.chats.map((c: { isImage: boolean }) => c.isImage)).toEqual([false, true]);
    expect(detail.body.content.chats[1]!.content).toMatch(/^chat-photos\/.+/);
  });

  it('opening an answered ticket lowers the bell; a photo and a reply go into the chat, which reopens', async () => {
    await memberTicket('Yanıtlanacak talep', { answered: true });
    const { user } = await openList('member');
    await waitFor(() => expect(bell()).not.toBeNull(), T);
    const before = bellCount();
    expect(before).toBeGreaterThan(0);
    let el = await openTicket(user, 'Yanıtlanacak talep');
    expect(within(el).getByText('Yanıt: Yanıtlanacak talep')).toBeInTheDocument();
    await waitFor(() => expect(bellCount()).toBe(before - 1), T);

    // A message is needed to send.
    await user.click(button(within(el), 'Gönder'));
    await waitFor(
      () => expect(itemOf(within(el).getByLabelText(/^Mesajınız/))).toHaveTextContent(REQUIRED),
      T,
    );

    // A photo goes into the chat right away and shows inline.
    await user.upload(
      el.querySelector('input[type=file]') as HTMLInputElement,
      new File([PNG_BYTES], 'ek.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(within(el).getAllByTestId('chat-message')).toHaveLength(3), T);
    const img = within(el).getByAltText(/Siz tarafından gönderilen fotoğraf/);
    expect(img.getAttribute('src')).toMatch(/^\/blob\/chat-photos\/.+/);

    await fill(user, within(el).getByLabelText(/^Mesajınız/), 'Teşekkürler, ek belgeyi de gönderdim');
    await user.click(button(within(el), 'Gönder'));
    await waitFor(() => {
      el = document.querySelector<HTMLElement>('.ant-modal[role=dialog]')!;
      expect(within(el).getAllByTestId('chat-message')).toHaveLength(4);
    }, T);
    expect(within(el).getByText('Teşekkürler, ek belgeyi de gönderdim')).toBeInTheDocument();
    expect(within(el).getByLabelText(/^Mesajınız/)).toHaveValue('');
    await waitFor(() => expect(rowWith('Yanıtlanacak talep')).toHaveTextContent('Gönderildi'), T);
  });

  it('shows each server error of a new ticket translated, keeping subject and message', async () => {
    failEach('post', '*/api/tickets', [
      { name: 'SubjectNotAllowed', value: 'subject', status: 400 },
      { name: 'InvalidValue', value: 'subject', status: 400 },
      { name: 'RequiredField', value: 'content', status: 400 },
    ]);
    const { user } = await openList('member');
    await user.click(screen.getByText('Yeni Talep', { selector: 'button span' }));
    const el = await dialog();
    await choose(user, within(el).getByLabelText(/^Konu/), 'Üyelik');
    await fill(user, within(el).getByLabelText(/^Mesajınız/), 'Üyeliğim hakkında');
    await expectEachError(
      user,
      el,
      ['Bu konu ile talep oluşturamazsınız.', 'Geçersiz değer: Konu', 'Bu alan gerekli! (Mesaj)'],
      'Üyeliğim hakkında',
    );
    expect(itemOf(within(el).getByLabelText(/^Konu/))).toHaveTextContent('Üyelik');
  });

  it('closes and reopens a ticket where scrollIntoView returns a Promise (Chromium 140+)', async () => {
    // Regression: the chat's scroll effect returned that Promise, React called it as the cleanup when the dialog
    // closed, and the route crashed ("is not a function") in the browser, never in jsdom (no scrollIntoView).
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    const scroll = vi.fn(() => Promise.resolve());
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scroll, configurable: true });
    try {
      await memberTicket('Tekrar açılan talep');
      const { user } = await openList('member');
      for (let round = 0; round < 2; round++) {
        const el = await openTicket(user, 'Tekrar açılan talep');
        expect(scroll).toHaveBeenCalled();
        await user.click(button(within(el), 'İptal'));
        await waitFor(() => expect(document.querySelector('.ant-modal[role=dialog]')).toBeNull(), T);
      }
      expect(screen.getByText('Destek Talepleri', { selector: 'h3' })).toBeInTheDocument();
      expect(rowWith('Tekrar açılan talep')).toBeDefined();
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('shows "ticket archived" when the ticket closed meanwhile, keeping the message', async () => {
    const ticket = await memberTicket('Arada kapanan talep');
    const { user } = await openList('member');
    const d = within(await openTicket(user, 'Arada kapanan talep'));
    await call('DELETE', '/api/tickets', { token: await loginAdmin(), query: { id: ticket.id } });
    await fill(user, d.getByLabelText(/^Mesajınız/), 'Hâlâ bekliyorum');
    await user.click(button(d, 'Gönder'));
    expect(await waitFor(() => d.getByRole('alert'), T)).toHaveTextContent(
      'Bu talep kapatılmıştır. Yeni bir talep oluşturabilirsiniz.',
    );
    expect(d.getByLabelText(/^Mesajınız/)).toHaveValue('Hâlâ bekliyorum');
  });

  it('shows a photo the server refuses in an error popup', async () => {
    await memberTicket('Yanlış dosya talebi');
    server.use(
      http.post('*/api/tickets/AddPhotoToChat', () =>
        HttpResponse.json(
          { isError: true, errors: [{ name: 'InvalidFileType', value: null }], content: null },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openList('member');
    const el = await openTicket(user, 'Yanlış dosya talebi');
    const input = el.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'belge.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('Bu dosya türü desteklenmiyor. Lütfen farklı bir dosya seçiniz.', undefined, T),
    ).toBeInTheDocument();
    expect(within(el).getAllByTestId('chat-message')).toHaveLength(1);
  });

  it('shows why a ticket could not be loaded', async () => {
    const ticket = await memberTicket('Yüklenemeyen talep');
    server.use(
      http.get(`*/api/tickets/${ticket.id}`, () =>
        HttpResponse.json(
          { isError: true, errors: [{ name: 'TicketNotFound', value: null }], content: null },
          { status: 404 },
        ),
      ),
    );
    const { user } = await openList('member');
    await user.click(within(await readyRow('Yüklenemeyen talep')).getByLabelText(/^Talebi aç/));
    expect(await within(await dialog()).findByText('Talep bulunamadı.', undefined, T)).toBeInTheDocument();
  });
});
