// Support tickets as the administrator sees them. Shared steps: ./tickets.support.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { call, loginAdmin, loginMember, useMockServer } from '../../../tests/support/api';
import { useNodeFormData } from '../../../tests/support/node-form-data';
import {
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
  readyRow,
  openTicket,
  dropdownOf,
  choose,
  failEach,
  expectEachError,
  type User,
} from './tickets.support';

useMockServer();
// Uploads keep their bytes (the mock judges a file by its first bytes).
useNodeFormData();

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
    expect(list.body.content.items[0]!.subject).toBe(2);
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
    // The button's label is 'Arşivle <ticket>'; a bare /^Arşivle/ also matches the title 'Arşivlenecek talep' once
    // antd's ellipsis has measured it and labelled it.
    await user.click(within(await readyRow('Arşivlenecek talep')).getByLabelText(/^Arşivle /));
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
    expect(within(rowWith('Arşivlenecek talep')!).queryByLabelText(/^Arşivle /)).not.toBeInTheDocument();
    const el = await openTicket(user, 'Arşivlenecek talep');
    expect(within(el).getByText(/Bu talep kapatılmıştır/)).toBeInTheDocument();
    expect(within(el).queryByLabelText(/^Mesajınız/)).not.toBeInTheDocument();
  });
});
