import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { http, HttpResponse } from 'msw';
import { call, loginAdmin, loginMember, useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { isOutsideOfficeHours } from './labels';

useMockServer();

// The machine running the tests may be busy: generous waits.
const T = { timeout: 60_000 };
const LIST = '/admin/ticket-list';
const REQUIRED = 'Bu alan gerekli!';

type Rendered = Awaited<ReturnType<typeof renderApp>>;
type User = Rendered['user'];

async function openList(as: 'admin' | 'member') {
  const utils = await renderApp(LIST, { as });
  await screen.findByText('Destek Talepleri', { selector: 'h3' }, T);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), T);
  return utils;
}

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));
const rowWith = (text: string) => rows().find((r) => r.textContent?.includes(text));
const itemOf = (el: HTMLElement) => el.closest('.ant-form-item') as HTMLElement;
// Role queries over the whole antd app are slow in jsdom: the tests look elements up by text, label or selector.
const dialog = () =>
  waitFor(() => {
    const el = document.querySelector<HTMLElement>('.ant-modal[role=dialog]');
    expect(el).not.toBeNull();
    return el!;
  }, T);
/** The button with that text inside `scope`. */
const button = (scope: ReturnType<typeof within>, name: string) =>
  scope.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const queryButton = (scope: ReturnType<typeof within>, name: string) =>
  scope.queryByText(name, { selector: 'button span' });

async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

/** A member's ticket (made through the API), optionally answered by the administrator: unique text per test. */
async function memberTicket(text: string, { answered = false } = {}) {
  const member = await loginMember();
  const created = await call('POST', '/api/tickets', {
    token: member,
    json: { ticket: { subject: 2, content: text }, chats: [{ content: text }] },
  });
  const ticket = created.body.content[0];
  if (answered) {
    const admin = await loginAdmin();
    await call('PUT', '/api/tickets', {
      token: admin,
      json: { ticket: { id: ticket.id }, chats: [{ content: `Yanıt: ${text}` }] },
    });
  }
  return ticket as { id: string };
}

const bell = () => screen.queryByLabelText(/^Bildirimler: \d+ okunmamış yanıt$/);
const bellCount = () => Number(bell()?.getAttribute('aria-label')?.match(/\d+/)?.[0] ?? 0);

async function openTicket(user: User, text: string) {
  await waitFor(() => expect(rowWith(text)).toBeDefined(), T);
  await user.click(within(rowWith(text)!).getByLabelText(/^Talebi aç/));
  const d = await dialog();
  await within(d).findAllByTestId('chat-message', undefined, T);
  return d;
}

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
    await user.click(within(rows()[0]).getByLabelText(/^Talebi aç/));
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
    await user.upload(input(), new File(['png-bytes'], 'dekont.png', { type: 'image/png' }));
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
    const detail = await call('GET', `/api/tickets/${list.body.content.items[0].id}`, { token });
    expect(detail.body.content.ticket.subject).toBe(2);
    expect(detail.body.content.chats.map((c: { isImage: boolean }) => c.isImage)).toEqual([false, true]);
    expect(detail.body.content.chats[1].content).toMatch(/^chat-photos\/.+/);
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
      new File(['png-bytes'], 'ek.png', { type: 'image/png' }),
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
    await waitFor(() => expect(rowWith('Yüklenemeyen talep')).toBeDefined(), T);
    await user.click(within(rowWith('Yüklenemeyen talep')!).getByLabelText(/^Talebi aç/));
    expect(await within(await dialog()).findByText('Talep bulunamadı.', undefined, T)).toBeInTheDocument();
  });
});
