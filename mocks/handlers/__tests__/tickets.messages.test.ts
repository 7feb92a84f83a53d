// @vitest-environment node
// Tickets as conversations: opening one (member ticket, administrator message, announcement), replies and
// assignment, photos in the chat. Helpers: tickets.support.ts.
import {
  call,
  errorNames,
  formWith,
  loginAdmin,
  loginMember,
  useMockServer,
  UNKNOWN_ID,
  loginOperator,
} from '../../../tests/support/api';
import { db } from '@mocks/node';
import { SEED_IDS } from '@mocks/seed';
import { EMPTY_ID } from '@mocks/core/ids';
import { getFile } from '@mocks/core/files';
import { userPermissionNames } from '@mocks/core/grants';
import { ticketRow, chatsOf, memberTickets, own, othersTicket, list, count, reply } from './tickets.support';
import { first } from '@/lib/at';

useMockServer();

const activeMembers = () =>
  db.users.findMany((q) => q.where((u) => u.isActive && u.roleIds.includes(SEED_IDS.memberRole)));

/** A file of `size` bytes that starts as its type's files do (uploads are judged by their first bytes). */
const HEADERS: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [...'%PDF-1.4'].map((c) => c.charCodeAt(0)),
};
const file = (name: string, type: string, size = 64) => {
  const bytes = new Uint8Array(size).fill(1);
  bytes.set((HEADERS[type] ?? []).slice(0, size));
  return new File([bytes], name, { type });
};
const png = () => file('foto.png', 'image/png');

describe('POST /api/tickets', () => {
  it('opens a member ticket awaiting the agency', async () => {
    const member = await loginMember();
    const admin = await loginAdmin();
    const before = await count(admin);
    const res = await call('POST', '/api/tickets', {
      token: member,
      json: {
        ticket: { id: EMPTY_ID, subject: 2, content: '' },
        chats: [{ content: 'Ödemem hâlâ yatmadı.' }],
        sendAllUser: true,
        selectedUsers: [SEED_IDS.admin],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toHaveLength(1);
    const ticket = res.body.content[0]!;
    expect(ticket).toMatchObject({
      subject: 2,
      status: 1,
      isArchived: false,
      userId: SEED_IDS.member,
      assignedUserId: null,
      content: 'Ödemem hâlâ yatmadı.',
      userFullName: 'Ayşe Yılmaz',
    });
    expect(chatsOf(ticket.id).map((c) => [c.userId, c.content])).toEqual([
      [SEED_IDS.member, 'Ödemem hâlâ yatmadı.'],
    ]);
    expect(await count(admin)).toBe(before + 1);
    expect((await list(member)).items[0]!.id).toBe(ticket.id);
  });

  it('takes the first message from ticket.content when chats is empty', async () => {
    const res = await call('POST', '/api/tickets', {
      token: await loginMember(),
      json: { ticket: { subject: 1, content: 'Üyeliğim hakkında' }, chats: [] },
    });
    expect(res.status).toBe(200);
    expect(chatsOf(res.body.content[0]!.id).map((c) => c.content)).toEqual(['Üyeliğim hakkında']);
  });

  it.each([
    [{ ticket: { subject: 0 }, chats: [{ content: 'x' }] }, ['RequiredField'], 'subject'],
    [{ ticket: {}, chats: [{ content: 'x' }] }, ['RequiredField'], 'subject'],
    [{ ticket: { subject: 4 }, chats: [{ content: 'x' }] }, ['SubjectNotAllowed'], 'subject'],
    [{ ticket: { subject: 9 }, chats: [{ content: 'x' }] }, ['InvalidValue'], 'subject'],
    [{ ticket: { subject: 1 }, chats: [{ content: '  ' }] }, ['RequiredField'], 'content'],
    [{ chats: [{ content: 'x' }] }, ['RequiredField'], 'ticket'],
  ])('refuses a member ticket %j', async (json, names, value) => {
    const res = await call('POST', '/api/tickets', { token: await loginMember(), json });
    expect(res.status).toBe(400);
    expect(errorNames(res)).toEqual(names);
    expect(res.body.errors[0]!.value).toBe(value);
  });

  it('sends an administrator message to the selected users, unread and assigned to the sender', async () => {
    const admin = await loginAdmin();
    const member = await loginMember();
    const before = await count(member);
    const other = activeMembers().find((u) => u.id !== SEED_IDS.member)!;
    const res = await call('POST', '/api/tickets', {
      token: admin,
      json: {
        ticket: { subject: 2, content: '' },
        chats: [{ content: 'Ödeme bilgilerinizi güncelleyiniz.' }],
        sendAllUser: false,
        selectedUsers: [SEED_IDS.member, other.id, SEED_IDS.member],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.content.map((t) => t.userId).sort()).toEqual([SEED_IDS.member, other.id].sort());
    for (const t of res.body.content) {
      expect(t).toMatchObject({ status: 3, assignedUserId: SEED_IDS.admin, subject: 2 });
      expect(ticketRow(t.id).unreadForUser).toBe(true);
      expect(first(chatsOf(t.id)).userId).toBe(SEED_IDS.admin);
    }
    expect(await count(member)).toBe(before + 1);
  });

  it('sends an announcement to every active member; members cannot answer it', async () => {
    const admin = await loginAdmin();
    const res = await call('POST', '/api/tickets', {
      token: admin,
      json: {
        ticket: { subject: 4, content: 'Yeni ödeme takvimi yayınlandı.' },
        chats: [],
        sendAllUser: true,
      },
    });
    expect(res.status).toBe(200);
    const recipients = res.body.content.map((t) => t.userId);
    // Every active user but those holding the administration permission (admin, operasyon, kullaniciyonetici).
    const expected = db.users
      .findMany((q) => q.where({ isActive: true }))
      .filter((u) => !userPermissionNames(db, u).has('Permissions_Administration'));
    expect(expected.map((u) => u.id)).not.toContain(SEED_IDS.operator);
    expect(recipients.sort()).toEqual(expected.map((u) => u.id).sort());
    expect(recipients).not.toContain(SEED_IDS.inactive);

    const mine = res.body.content.find((t) => t.userId === SEED_IDS.member);
    const answer = await reply(await loginMember(), mine!.id, 'Teşekkürler');
    expect(answer.status).toBe(400);
    expect(errorNames(answer)).toEqual(['TicketIsAnnouncement']);
  });

  it('refuses an administrator message without recipients or to unknown users', async () => {
    const admin = await loginAdmin();
    const none = await call('POST', '/api/tickets', {
      token: admin,
      json: {
        ticket: { subject: 3 },
        chats: [{ content: 'Merhaba' }],
        sendAllUser: false,
        selectedUsers: [],
      },
    });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ name: 'RequiredField', value: 'selectedUsers' }]);
    const unknown = await call('POST', '/api/tickets', {
      token: admin,
      json: { ticket: { subject: 3 }, chats: [{ content: 'Merhaba' }], selectedUsers: [UNKNOWN_ID] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ name: 'UserNotFound', value: UNKNOWN_ID }]);
    expect(db.tickets.all().length).toBe(46);
  });

  it('needs a token', async () => {
    const res = await call('POST', '/api/tickets', {
      json: { ticket: { subject: 1 }, chats: [{ content: 'x' }] },
    });
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/tickets', () => {
  it('adds a member message: the ticket awaits the agency again', async () => {
    const member = await loginMember();
    const ticket = own.read();
    const res = await reply(member, ticket.id, 'Bir sorum daha var.');
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ id: ticket.id, status: 1 });
    expect(res.body.content.modificationDate > ticket.modificationDate).toBe(true);
    expect(chatsOf(ticket.id).at(-1)).toMatchObject({
      userId: SEED_IDS.member,
      content: 'Bir sorum daha var.',
    });
  });

  it('counts an administrator reply as unread until the member opens the ticket', async () => {
    const member = await loginMember();
    const admin = await loginAdmin();
    const ticket = own.open();
    const before = await count(member);
    const res = await reply(admin, ticket.id, 'Talebiniz çözüldü.');
    expect(res.status).toBe(200);
    expect(res.body.content.status).toBe(3);
    expect(await count(member)).toBe(before + 1);

    for (const t of memberTickets().filter((r) => r.unreadForUser && !r.isArchived)) {
      expect((await call('GET', `/api/tickets/${t.id}`, { token: member })).status).toBe(200);
    }
    expect(await count(member)).toBe(0);
  });

  it('lets an administrator assign the ticket to an administrator, or unassign it', async () => {
    const admin = await loginAdmin();
    const ticket = own.open();
    const res = await call('PUT', '/api/tickets', {
      token: admin,
      json: { ticket: { id: ticket.id, assignedUserId: SEED_IDS.operator }, chats: [] },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ assignedUserId: SEED_IDS.operator, status: 1 });
    const mine = await list(await loginOperator(), { getOnlyAssignedToMe: true });
    expect(mine.items.map((t) => t.id)).toContain(ticket.id);

    const member = await call('PUT', '/api/tickets', {
      token: admin,
      json: { ticket: { id: ticket.id, assignedUserId: SEED_IDS.member }, chats: [] },
    });
    expect(member.status).toBe(400);
    expect(member.body.errors).toEqual([{ name: 'UserNotFound', value: SEED_IDS.member }]);

    const cleared = await call('PUT', '/api/tickets', {
      token: admin,
      json: { ticket: { id: ticket.id, assignedUserId: null }, chats: [] },
    });
    expect(cleared.body.content.assignedUserId).toBeNull();
  });

  it('ignores an assignment sent by a member', async () => {
    const ticket = own.open();
    const res = await reply(await loginMember(), ticket.id, 'Merhaba', { assignedUserId: SEED_IDS.operator });
    expect(res.status).toBe(200);
    expect(ticketRow(ticket.id).assignedUserId).toBe(ticket.assignedUserId);
  });

  it('refuses messages to archived tickets and member answers to announcements', async () => {
    const member = await loginMember();
    const admin = await loginAdmin();
    for (const token of [member, admin]) {
      const res = await reply(token, own.archived().id, 'Merhaba');
      expect(res.status).toBe(400);
      expect(errorNames(res)).toEqual(['TicketIsArchived']);
    }
    const announcement = own.announcement();
    const res = await reply(member, announcement.id, 'Merhaba');
    expect(errorNames(res)).toEqual(['TicketIsAnnouncement']);
    expect(chatsOf(announcement.id)).toHaveLength(1);
    expect((await reply(admin, announcement.id, 'Ek bilgi')).status).toBe(200);
  });

  it('needs a message and the ticket id', async () => {
    const member = await loginMember();
    const empty = await call('PUT', '/api/tickets', {
      token: member,
      json: { ticket: { id: own.open().id }, chats: [{ content: '' }] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ name: 'RequiredField', value: 'content' }]);
    const noId = await call('PUT', '/api/tickets', {
      token: member,
      json: { ticket: { id: EMPTY_ID }, chats: [{ content: 'x' }] },
    });
    expect(noId.body.errors).toEqual([{ name: 'RequiredField', value: 'id' }]);
  });

  it("answers 404 for other members' tickets and unknown ids, 401 without a token", async () => {
    const member = await loginMember();
    for (const id of [othersTicket().id, UNKNOWN_ID]) {
      const res = await reply(member, id, 'x');
      expect(res.status).toBe(404);
      expect(errorNames(res)).toEqual(['TicketNotFound']);
    }
    expect(chatsOf(othersTicket().id).some((c) => c.userId === SEED_IDS.member)).toBe(false);
    expect(
      (
        await call('PUT', '/api/tickets', {
          json: { ticket: { id: own.open().id }, chats: [{ content: 'x' }] },
        })
      ).status,
    ).toBe(401);
  });
});

describe('POST /api/tickets/AddPhotoToChat', () => {
  it('stores the photo in the chat-photos container and adds an image message', async () => {
    const member = await loginMember();
    const ticket = own.read();
    const res = await call('POST', '/api/tickets/AddPhotoToChat', {
      token: member,
      form: formWith([png(), file('dekont.pdf', 'application/pdf')], { ticket: ticket.id }),
    });
    expect(res.status).toBe(200);
    const { chats, ticket: saved } = res.body.content;
    expect(saved.status).toBe(1);
    const images = chats.filter((c) => c.isImage);
    expect(images).toHaveLength(2);
    expect(images[0]!.content).toMatch(/^chat-photos\/[\w-]+\.png$/);
    expect(images[1]!.content).toMatch(/^chat-photos\/[\w-]+\.pdf$/);
    const stored = await getFile(db, images[0]!.content);
    expect(stored).toMatchObject({ name: 'foto.png', type: 'image/png' });
    expect(stored!.data.byteLength).toBe(64);
  });

  it('marks an administrator photo unread for the owner', async () => {
    const ticket = own.open();
    const res = await call('POST', '/api/tickets/AddPhotoToChat', {
      token: await loginAdmin(),
      form: formWith([png()], { ticket: ticket.id }),
    });
    expect(res.status).toBe(200);
    expect(res.body.content.ticket.status).toBe(3);
    expect(ticketRow(ticket.id).unreadForUser).toBe(true);
  });

  it('refuses a missing ticket or file, wrong types, oversized files, closed tickets and announcements', async () => {
    const member = await loginMember();
    const send = (files: File[], fields: Record<string, string>) =>
      call('POST', '/api/tickets/AddPhotoToChat', { token: member, form: formWith(files, fields) });
    const open = own.open().id;
    const cases: [ReturnType<typeof send>, string, string | null][] = [
      [send([png()], {}), 'RequiredField', 'ticket'],
      [send([], { ticket: open }), 'FileRequired', 'files'],
      [send([file('not.txt', 'text/plain')], { ticket: open }), 'InvalidFileType', 'not.txt'],
      [send([file('x.svg', 'image/svg+xml')], { ticket: open }), 'InvalidFileType', 'x.svg'],
      [send([file('big.jpg', 'image/jpeg', 10485761)], { ticket: open }), 'FileTooLarge', 'big.jpg'],
      [send([png()], { ticket: own.archived().id }), 'TicketIsArchived', null],
      [send([png()], { ticket: own.announcement().id }), 'TicketIsAnnouncement', null],
    ];
    for (const [pending, name, value] of cases) {
      const res = await pending;
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ name, value }]);
    }
    expect(chatsOf(open).some((c) => c.isImage)).toBe(false);
  });

  it("answers 404 for other members' tickets and 401 without a token", async () => {
    const res = await call('POST', '/api/tickets/AddPhotoToChat', {
      token: await loginMember(),
      form: formWith([png()], { ticket: othersTicket().id }),
    });
    expect(res.status).toBe(404);
    expect(errorNames(res)).toEqual(['TicketNotFound']);
    expect(
      (
        await call('POST', '/api/tickets/AddPhotoToChat', {
          form: formWith([png()], { ticket: own.open().id }),
        })
      ).status,
    ).toBe(401);
  });
});
