import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { http, HttpResponse } from 'msw';
import { call, loginAdmin, loginMember, useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { useNodeFormData } from '../../../tests/support/node-form-data';
import { isOutsideOfficeHours } from './labels';

/** A png's first bytes (uploads are judged by them, not by the MIME type). */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

useMockServer();
// Uploads keep their bytes (the mock judges a file by its first bytes).
useNodeFormData();

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
const itemOf = (el: HTMLElement) => el.closest('.field, .ant-form-item') as HTMLElement;
// Role queries over the whole antd app are slow in jsdom: the tests look elements up by text, label or selector.
const dialog = () =>
  waitFor(() => {
    const el = document.querySelector<HTMLElement>('.ant-modal[role=dialog]:not(.ant-modal-confirm)');
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

/** Waits for the row with `text` and for it to take clicks (the global loading overlay blocks them meanwhile). */
async function readyRow(text: string) {
  await waitFor(() => {
    expect(rowWith(text)).toBeDefined();
    const chain: string[] = [];
    for (let n: HTMLElement | null = rowWith(text)!.querySelector('button'); n; n = n.parentElement)
      if (getComputedStyle(n).pointerEvents === 'none') chain.push(`${n.tagName}.${n.className}`);
    expect(chain.join(' < ')).toBe('');
  }, T);
  return rowWith(text)!;
}

async function openTicket(user: User, text: string) {
  await readyRow(text);
  await user.click(within(rowWith(text)!).getByLabelText(/^Talebi aç/));
  const d = await dialog();
  await within(d).findAllByTestId('chat-message', undefined, T);
  return d;
}

/** The dropdown of the antd Select whose input is `field` (its listbox is `<input id>_list`). */
const dropdownOf = (field: HTMLElement) =>
  waitFor(() => {
    const open = document.getElementById(`${field.id}_list`)?.closest('.ant-select-dropdown');
    expect(open).toBeTruthy();
    return open as HTMLElement;
  }, T);

async function choose(user: User, field: HTMLElement, title: string) {
  await user.click(field);
  await user.click(await within(await dropdownOf(field)).findByTitle(title, undefined, T));
}

/** Answers `path`'s `method` with each of `errors` in turn (one per call), as the server's 4xx envelope. */
function failEach(
  method: 'post' | 'put',
  path: string,
  errors: { name: string; value: string | null; status: number }[],
) {
  let i = 0;
  const resolver = () => {
    const e = errors[Math.min(i++, errors.length - 1)];
    return HttpResponse.json(
      { isError: true, errors: [{ name: e.name, value: e.value }], content: null },
      { status: e.status },
    );
  };
  server.use(method === 'post' ? http.post(path, resolver) : http.put(path, resolver));
}

/** Clicks Gönder for each expected error text and checks the red alert shows it, the dialog open, the message kept. */
async function expectEachError(user: User, el: HTMLElement, texts: string[], message: string) {
  for (const text of texts) {
    await user.click(button(within(el), 'Gönder'));
    await waitFor(() => expect(within(el).getByRole('alert')).toHaveTextContent(text), T);
    expect(within(el).getByLabelText(/^Mesajınız/)).toHaveValue(message);
  }
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

describe('support tickets: administrator', { timeout: 300_000 }, () => {
  const openSendDialog = async (user: User) => {
    await user.click(screen.getByText('Kullanıcıya Mesaj Gönder', { selector: 'button span' }));
    return dialog();
  };

  it('lists every member ticket with the administrator columns, labels and filters', async () => {
    await openList('admin');
    const headers = Array.from(document.querySelectorAll('.ant-table-thead th')).map((th) => th.textContent);
    for (const h of [
      'Konu',
      'Kullanıcı Ad Soyad',
      'Trendyol Kullanıcı Adı',
      'Şirket Adı',
      'Güncellenme Tarihi',
    ])
      expect(headers.some((x) => x?.includes(h))).toBe(true);
    expect(screen.getByPlaceholderText('Ara')).toBeInTheDocument();
    expect(screen.getByLabelText('Sadece bana atananlar')).toBeInTheDocument();
    expect(screen.getByLabelText('Arşivlenenler')).toBeInTheDocument();
    expect(screen.queryByText('Yeni Talep')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Yasal bildirimler')).not.toBeInTheDocument();
    expect(rows().every((r) => r.querySelector('[aria-label^="Arşivle"]'))).toBe(true);
  });

  it('checks subject, recipients and message; "send to all" disables the picker', async () => {
    const { user } = await openList('admin');
    const el = await openSendDialog(user);
    const d = within(el);
    await user.click(button(d, 'Gönder'));
    await waitFor(() => expect(itemOf(d.getByLabelText(/^Konu/))).toHaveTextContent(REQUIRED), T);
    expect(itemOf(d.getByLabelText(/^Kullanıcılar/))).toHaveTextContent(REQUIRED);
    expect(itemOf(d.getByLabelText(/^Mesajınız/))).toHaveTextContent(REQUIRED);
    // No photo button on a message that may go to many members.
    expect(queryButton(d, 'Fotoğraf Ekle')).not.toBeInTheDocument();

    // Administrators may send an announcement.
    await user.click(d.getByLabelText(/^Konu/));
    const popup = await dropdownOf(d.getByLabelText(/^Konu/));
    for (const title of ['Üyelik', 'Ödeme', 'Diğer', 'Duyuru'])
      expect(within(popup).getByTitle(title)).toBeInTheDocument();
    await user.click(within(popup).getByTitle('Duyuru'));
    await fill(user, d.getByLabelText(/^Mesajınız/), 'Bayram tatili duyurusu');
    await user.click(d.getByLabelText('Tüm kullanıcılara gönder'));
    await waitFor(() => expect(itemOf(d.getByLabelText(/^Kullanıcılar/))).not.toHaveTextContent(REQUIRED), T);
    expect(d.getByLabelText(/^Kullanıcılar/)).toBeDisabled();
    expect(itemOf(d.getByLabelText(/^Konu/))).not.toHaveTextContent(REQUIRED);
    expect(d.getByLabelText(/^Mesajınız/)).toHaveValue('Bayram tatili duyurusu');
  });

  it('sends a message to users picked with the searchable picker (300 options at most)', async () => {
    const searched: URL[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.toLowerCase() === '/api/users') searched.push(url);
    };
    server.events.on('request:start', onRequest);
    try {
      const { user } = await openList('admin');
      const el = await openSendDialog(user);
      const d = within(el);
      await choose(user, d.getByLabelText(/^Konu/), 'Ödeme');
      const picker = d.getByLabelText(/^Kullanıcılar/);
      await user.click(picker);
      await user.type(picker, 'influenc');
      await waitFor(
        () => expect(searched.some((u) => u.searchParams.get('filter') === 'influenc')).toBe(true),
        T,
      );
      await user.click(
        await within(await dropdownOf(picker)).findByTitle('influencer (Ayşe Yılmaz)', undefined, T),
      );
      expect(searched.every((u) => u.searchParams.get('pageSize') === '300')).toBe(true);
      await fill(user, d.getByLabelText(/^Mesajınız/), 'Ödemeniz hakkında bilgilendirme');
      await user.click(button(d, 'Gönder'));
      expect(await screen.findByText('İşlem başarılı.', undefined, T)).toBeInTheDocument();
      await waitFor(() => expect(rowWith('Ödemeniz hakkında bilgilendirme')).toBeDefined(), T);
      expect(rowWith('Ödemeniz hakkında bilgilendirme')).toHaveTextContent('Ayşe Yılmaz');
      expect(rowWith('Ödemeniz hakkında bilgilendirme')).toHaveTextContent('Gönderildi');
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
    // The member has it, unread.
    const token = await loginMember();
    const list = await call('GET', '/api/tickets', { token, query: { filter: 'Ödemeniz hakkında' } });
    expect(list.body.content.items).toHaveLength(1);
    expect(list.body.content.items[0].subject).toBe(2);
    expect((await call('GET', '/api/tickets/GetNotificationCount', { token })).body.content).toBeGreaterThan(
      0,
    );
  });

  it('shows each server error of sending translated, keeping what was typed', async () => {
    failEach('post', '*/api/tickets', [
      { name: 'UserNotFound', value: '00000000-0000-0000-0000-00000000abcd', status: 400 },
      { name: 'InvalidValue', value: 'subject', status: 400 },
      { name: 'RequiredField', value: 'selectedUsers', status: 400 },
    ]);
    const { user } = await openList('admin');
    const el = await openSendDialog(user);
    const d = within(el);
    await choose(user, d.getByLabelText(/^Konu/), 'Diğer');
    await user.click(d.getByLabelText('Tüm kullanıcılara gönder'));
    await fill(user, d.getByLabelText(/^Mesajınız/), 'Sistem bakımı bilgilendirmesi');
    await expectEachError(
      user,
      el,
      ['Kullanıcı bulunamadı.', 'Geçersiz değer: Konu', 'Bu alan gerekli! (Kullanıcılar)'],
      'Sistem bakımı bilgilendirmesi',
    );
    expect(itemOf(d.getByLabelText(/^Konu/))).toHaveTextContent('Diğer');
    expect(d.getByLabelText('Tüm kullanıcılara gönder')).toBeChecked();
  });

  it('answers a member ticket (the dialog reopens with the reply) and assigns it', async () => {
    const ticket = await memberTicket('Yöneticinin yanıtlayacağı talep');
    const { user } = await openList('admin');
    await waitFor(() => expect(rowWith('Yöneticinin yanıtlayacağı talep')).toHaveTextContent('Açık'), T);
    let el = await openTicket(user, 'Yöneticinin yanıtlayacağı talep');
    // Whose ticket it is, and who wrote.
    expect(el.querySelector('.ant-descriptions')).toHaveTextContent('Ayşe Yılmaz');
    await fill(user, within(el).getByLabelText(/^Mesajınız/), 'Ödemeniz bu hafta yapılacak');
    await user.click(button(within(el), 'Gönder'));
    await waitFor(() => {
      el = document.querySelector<HTMLElement>('.ant-modal[role=dialog]')!;
      expect(within(el).getAllByTestId('chat-message')).toHaveLength(2);
    }, T);
    expect(within(el).getByText('Ödemeniz bu hafta yapılacak')).toBeInTheDocument();
    expect(within(el).getByLabelText(/^Mesajınız/)).toHaveValue('');
    await waitFor(
      () => expect(rowWith('Yöneticinin yanıtlayacağı talep')).toHaveTextContent('Gönderildi'),
      T,
    );

    // A change of assignee alone is enough to send.
    await choose(user, within(el).getByLabelText(/^Atanan Yönetici/), 'Portal Yöneticisi');
    await user.click(button(within(el), 'Gönder'));
    expect(await screen.findAllByText('İşlem başarılı.', undefined, T)).not.toHaveLength(0);
    await waitFor(async () => {
      const detail = await call('GET', `/api/tickets/${ticket.id}`, { token: await loginAdmin() });
      expect(detail.body.content.ticket.assignedUserId).not.toBeNull();
    }, T);
  });

  it('shows each server error of answering translated, keeping the message', async () => {
    await memberTicket('Hata verecek talep');
    failEach('put', '*/api/tickets', [
      { name: 'TicketIsArchived', value: null, status: 400 },
      { name: 'TicketNotFound', value: null, status: 404 },
      { name: 'UserNotFound', value: '00000000-0000-0000-0000-00000000abcd', status: 400 },
      { name: 'RequiredField', value: 'content', status: 400 },
    ]);
    const { user } = await openList('admin');
    const el = await openTicket(user, 'Hata verecek talep');
    await fill(user, within(el).getByLabelText(/^Mesajınız/), 'İnceliyoruz');
    await expectEachError(
      user,
      el,
      [
        'Bu talep kapatılmıştır. Yeni bir talep oluşturabilirsiniz.',
        'Talep bulunamadı.',
        'Kullanıcı bulunamadı.',
        'Bu alan gerekli! (Mesaj)',
      ],
      'İnceliyoruz',
    );
  });

  it('archives a ticket after confirmation; it then shows under "archived", closed', async () => {
    await memberTicket('Arşivlenecek talep');
    const { user } = await openList('admin');
    await user.click(within(await readyRow('Arşivlenecek talep')).getByLabelText(/^Arşivle/));
    expect(
      await screen.findByText('Bu talep arşivlenecek ve kapanacak. Emin misiniz?', undefined, T),
    ).toBeInTheDocument();
    await user.click(screen.getByText('Arşivle', { selector: '.ant-modal-confirm button span' }));
    expect(await screen.findByText('İşlem başarılı.', undefined, T)).toBeInTheDocument();
    await waitFor(() => expect(rowWith('Arşivlenecek talep')).toBeUndefined(), T);
    // The 'closed' status filter finds it (closed tickets are the archived ones), as does 'archived'.
    await choose(user, screen.getByLabelText('Durum Filtresi'), 'Kapandı');
    await waitFor(() => expect(rowWith('Arşivlenecek talep')).toHaveTextContent('Talep kapandı'), T);
    await choose(user, screen.getByLabelText('Durum Filtresi'), 'Tümü');
    await waitFor(() => expect(rowWith('Arşivlenecek talep')).toBeUndefined(), T);
    await user.click(screen.getByLabelText('Arşivlenenler'));
    await waitFor(() => expect(rowWith('Arşivlenecek talep')).toHaveTextContent('Talep kapandı'), T);
    expect(within(rowWith('Arşivlenecek talep')!).queryByLabelText(/^Arşivle/)).not.toBeInTheDocument();
    const el = await openTicket(user, 'Arşivlenecek talep');
    expect(within(el).getByText(/Bu talep kapatılmıştır/)).toBeInTheDocument();
    expect(within(el).queryByLabelText(/^Mesajınız/)).not.toBeInTheDocument();
  });
});
