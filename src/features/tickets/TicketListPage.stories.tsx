import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import {
  answering,
  listStates,
  appAt,
  emptyPage,
  envelope,
  errorEnvelope,
  listSettled,
  never,
} from '../../../.storybook/helpers';
import { SEED_IDS } from '../../../mocks/seed';
import type { TicketDetail } from './api/getTicket';
import { first } from '@/lib/at';

const TICKETS_URL = '/api/tickets';
/** One ticket by id (not /api/tickets/GetNotificationCount, whose count the shell's bell shows). */
const TICKET_URL = /\/api\/tickets\/[0-9a-f]{8}-[0-9a-f-]{27}$/i;

const meta = preview.meta({
  title: 'Admin/Support tickets',
  parameters: appAt('/admin/ticket-list', 'member'),
});

const body = () => within(document.body);

/** Opens the first listed ticket whose row contains `text` (any row when omitted). */
async function openRow(canvasElement: HTMLElement, text?: string) {
  const canvas = within(canvasElement);
  await canvas.findAllByRole('button', { name: /^Talebi aç/ });
  await listSettled(canvasElement);
  const rows = Array.from(canvasElement.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));
  const row =
    (text ? rows.find((r) => r.textContent?.includes(text)) : undefined) ?? first(rows, 'the ticket rows');
  await userEvent.click(within(row).getByRole('button', { name: /^Talebi aç/ }));
  return body().findByRole('dialog');
}

/** A ticket of the demo member with no message yet (the empty chat). */
const emptyTicket = (): TicketDetail => ({
  ticket: {
    id: '7a6f1c52-0d3e-4b8a-9c11-5e2f7d9a0b01',
    subject: 3,
    content: null,
    isArchived: false,
    isSystemDefault: false,
    status: 1,
    assignedUserId: null,
    userId: SEED_IDS.member,
    userFullName: 'Ayşe Yılmaz',
    trendyolUserName: 'ayseyilmazstil',
    companyName: null,
    modificationDate: '2026-11-20T09:30:00',
  },
  chats: [],
  admins: [{ id: SEED_IDS.admin, userName: 'admin', fullName: 'Portal Yöneticisi' }],
});

// ---- member -----------------------------------------------------------------------------------------------

/** A member's own tickets: member labels, the announcement, the new-ticket button and the legal notices. */
export const MemberFilled = meta.story({});

const list = listStates(TICKETS_URL);

export const MemberEmpty = meta.story(list.empty);

export const MemberLoading = meta.story(list.loading);

export const MemberError = meta.story(list.error);

/** 'Yeni Talep': subject, message and the photo button; sending empty shows 'Bu alan gerekli!'. */
export const MemberNewTicketDialog = meta.story({
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Yeni Talep/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Yeni Talep' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Gönder' }));
    await expect((await dialog.findAllByText('Bu alan gerekli!')).length).toBe(2);
  },
});

/** A ticket answered by the agency: the chat, the message box and the photo button. */
export const MemberTicketDialog = meta.story({
  async play({ canvasElement }) {
    const dialog = within(await openRow(canvasElement, 'Yanıt Bekleniyor'));
    await expect(await dialog.findByLabelText(/^Mesajınız/)).toBeInTheDocument();
  },
});

/** An announcement: the closed notice, nothing to write. */
export const MemberAnnouncementDialog = meta.story({
  async play({ canvasElement }) {
    const dialog = within(await openRow(canvasElement, 'Duyuru'));
    await expect(await dialog.findByText(/Bu talep kapatılmıştır/)).toBeInTheDocument();
  },
});

export const MemberTicketDialogLoading = meta.story({
  ...answering('get', TICKET_URL, never),
  async play({ canvasElement }) {
    await openRow(canvasElement);
  },
});

export const MemberTicketDialogError = meta.story({
  ...answering('get', TICKET_URL, () => errorEnvelope('TicketNotFound', 404)),
  async play({ canvasElement }) {
    const dialog = within(await openRow(canvasElement));
    await expect(await dialog.findByText('Talep bulunamadı.')).toBeInTheDocument();
  },
});

/** A ticket without messages: 'Henüz mesaj yok', the message box and the photo button. */
export const MemberTicketDialogEmpty = meta.story({
  ...answering('get', TICKET_URL, () => envelope(emptyTicket())),
  async play({ canvasElement }) {
    const dialog = within(await openRow(canvasElement));
    await expect(await dialog.findByText('Henüz mesaj yok')).toBeInTheDocument();
  },
});

/** The server refuses the message (the ticket was archived meanwhile): the red alert, the message kept. */
export const MemberReplyRefused = meta.story({
  ...answering('put', TICKETS_URL, () => errorEnvelope('TicketIsArchived')),
  async play({ canvasElement }) {
    const dialog = within(await openRow(canvasElement, 'Yanıt Bekleniyor'));
    await userEvent.type(await dialog.findByLabelText(/^Mesajınız/), 'Merhaba');
    await userEvent.click(dialog.getByRole('button', { name: 'Gönder' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/Bu talep kapatılmıştır/);
  },
});

// ---- administrator ----------------------------------------------------------------------------------------

const admin = { parameters: { signedInAs: 'admin' as const } };

/** Every member's tickets with search, status and brand filters, the checkboxes and the archive icons. */
export const AdminFilled = meta.story({ ...admin });

export const AdminEmpty = meta.story({
  ...admin,
  ...answering('get', TICKETS_URL, emptyPage),
});

export const AdminLoading = meta.story({
  ...admin,
  ...answering('get', TICKETS_URL, never),
});

export const AdminError = meta.story({
  ...admin,
  ...answering('get', TICKETS_URL, () => errorEnvelope('InvalidValue', 400, 'companyId')),
});

/** 'Kullanıcıya Mesaj Gönder': subject 1–4, send to all or picked users; empty → 'Bu alan gerekli!'. */
export const AdminSendMessageDialog = meta.story({
  ...admin,
  async play({ canvasElement }) {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /Kullanıcıya Mesaj Gönder/ }),
    );
    const dialog = within(await body().findByRole('dialog', { name: 'Kullanıcıya Mesaj Gönder' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Gönder' }));
    await expect((await dialog.findAllByText('Bu alan gerekli!')).length).toBe(3);
  },
});

/** A recipient the server does not know: the translated error in the red alert. */
export const AdminSendMessageRefused = meta.story({
  ...admin,
  ...answering('post', TICKETS_URL, () => errorEnvelope('UserNotFound', 400)),
  async play({ canvasElement }) {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /Kullanıcıya Mesaj Gönder/ }),
    );
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Tüm kullanıcılara gönder' }));
    await userEvent.type(dialog.getByLabelText(/^Mesajınız/), 'Duyuru metni');
    await userEvent.click(dialog.getByLabelText(/^Konu/));
    await userEvent.click(await body().findByTitle('Duyuru'));
    await userEvent.click(dialog.getByRole('button', { name: 'Gönder' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Kullanıcı bulunamadı.');
  },
});

/** A member's ticket: who wrote, the chat, the assign-admin picker and the message box. */
export const AdminTicketDialog = meta.story({
  ...admin,
  async play({ canvasElement }) {
    const dialog = within(await openRow(canvasElement, 'Açık'));
    await expect(await dialog.findByLabelText(/^Atanan Yönetici/)).toBeInTheDocument();
  },
});

export const AdminTicketDialogLoading = meta.story({
  ...admin,
  ...answering('get', TICKET_URL, never),
  async play({ canvasElement }) {
    await openRow(canvasElement);
  },
});

export const AdminTicketDialogError = meta.story({
  ...admin,
  ...answering('get', TICKET_URL, () => errorEnvelope('TicketNotFound', 404)),
  async play({ canvasElement }) {
    const dialog = within(await openRow(canvasElement));
    await expect(await dialog.findByText('Talep bulunamadı.')).toBeInTheDocument();
  },
});

/** A member's ticket without messages: whose it is, 'Henüz mesaj yok', the assign picker and the message box. */
export const AdminTicketDialogEmpty = meta.story({
  ...admin,
  ...answering('get', TICKET_URL, () => envelope(emptyTicket())),
  async play({ canvasElement }) {
    const dialog = within(await openRow(canvasElement));
    await expect(await dialog.findByText('Henüz mesaj yok')).toBeInTheDocument();
  },
});

/** The answer is refused (an assignee who is no longer an administrator): the translated alert, the text kept. */
export const AdminReplyRefused = meta.story({
  ...admin,
  ...answering('put', TICKETS_URL, () => errorEnvelope('UserNotFound', 400)),
  async play({ canvasElement }) {
    const dialog = within(await openRow(canvasElement));
    await userEvent.type(await dialog.findByLabelText(/^Mesajınız/), 'İnceliyoruz');
    await userEvent.click(dialog.getByRole('button', { name: 'Gönder' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Kullanıcı bulunamadı.');
    await expect(dialog.getByLabelText(/^Mesajınız/)).toHaveValue('İnceliyoruz');
  },
});
