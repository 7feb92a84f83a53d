// @vitest-environment node
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
import { db } from '@mocks/db';
import { SEED_IDS } from '@mocks/seed';
import { EMPTY_ID } from '@mocks/core/ids';
import { getFile } from '@mocks/core/files';
import { userPermissionNames } from '@mocks/core/access';

useMockServer();

const ALL = 100000000;

const ticketRow = (id: string) => db.tickets.findFirst((q) => q.where({ id }))!;
const chatsOf = (id: string) => db.chats.findMany((q) => q.where({ ticketId: id }));
const memberTickets = () => db.tickets.findMany((q) => q.where({ userId: SEED_IDS.member }));
/** The demo member's seeded tickets: awaiting the agency, answered (unread / read), archived, announcement. */
const own = {
  open: () => memberTickets().find((t) => t.status === 1 && !t.isArchived)!,
  unread: () => memberTickets().find((t) => t.unreadForUser && t.subject !== 4 && !t.isArchived)!,
  read: () => memberTickets().find((t) => t.status === 3 && !t.unreadForUser && t.subject !== 4)!,
  archived: () => memberTickets().find((t) => t.isArchived)!,
  announcement: () => memberTickets().find((t) => t.subject === 4)!,
};
const othersTicket = () =>
  db.tickets.findFirst((q) => q.where((t) => t.userId !== SEED_IDS.member && !t.isArchived))!;
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

async function list(token: string, query: Record<string, string | number | boolean> = {}) {
  const res = await call('GET', '/api/tickets', { token, query: { pageSize: ALL, ...query } });
  expect(res.status).toBe(200);
  return res.body.content as { items: any[]; totalCount: number };
}
const count = async (token: string) =>
  (await call('GET', '/api/tickets/GetNotificationCount', { token })).body.content as number;
const reply = (token: string, id: string, content: string, extra: Record<string, unknown> = {}) =>
  call('PUT', '/api/tickets', { token, json: { ticket: { id, ...extra }, chats: [{ content }] } });

describe('GET /api/tickets', () => {
  it('shows a member only their own non-archived tickets, newest first, with owner columns', async () => {
    const page = await list(await loginMember());
    const expected = memberTickets().filter((t) => !t.isArchived);
    expect(page.totalCount).toBe(expected.length);
    expect(page.items.map((t) => t.id).sort()).toEqual(expected.map((t) => t.id).sort());
    const dates = page.items.map((t) => t.modificationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.items[0]).toMatchObject({
      userId: SEED_IDS.member,
      userFullName: 'Ayşe Yılmaz',
      trendyolUserName: 'ayseyilmazstil',
      companyName: null,
    });
  });

  it('lists only archived tickets with getOnlyArchived', async () => {
    const member = await list(await loginMember(), { getOnlyArchived: true });
    expect(member.items.map((t) => t.id)).toEqual([own.archived().id]);
    const admin = await list(await loginAdmin(), { getOnlyArchived: true });
    expect(admin.totalCount).toBe(db.tickets.findMany((q) => q.where({ isArchived: true })).length);
    expect(admin.items.every((t) => t.isArchived && t.status === 2)).toBe(true);
  });

  it('gives administrators every ticket, the assigned-to-me and status filters', async () => {
    const admin = await loginAdmin();
    const open = db.tickets.findMany((q) => q.where({ isArchived: false }));
    expect((await list(admin)).totalCount).toBe(open.length);
    expect((await list(admin, { statusFilter: 0 })).totalCount).toBe(open.length);

    const mine = await list(admin, { getOnlyAssignedToMe: true });
    const assigned = open.filter((t) => t.assignedUserId === SEED_IDS.admin);
    expect(assigned.length).toBeGreaterThan(0);
    expect(mine.items.map((t) => t.id).sort()).toEqual(assigned.map((t) => t.id).sort());

    const awaiting = await list(admin, { statusFilter: 1 });
    expect(awaiting.totalCount).toBe(open.filter((t) => t.status === 1).length);
    expect(awaiting.items.every((t) => t.status === 1)).toBe(true);
    expect((await list(admin, { statusFilter: 3 })).items.every((t) => t.status === 3)).toBe(true);
  });

  it('ignores getOnlyAssignedToMe for members', async () => {
    const member = await loginMember();
    expect((await list(member, { getOnlyAssignedToMe: true })).totalCount).toBe(
      (await list(member)).totalCount,
    );
  });

  it('filters by brand: tickets of the approved users of that brand; the empty id means no filter', async () => {
    const admin = await loginAdmin();
    const open = db.tickets.findMany((q) => q.where({ isArchived: false }));
    const brand = db.companies
      .all()
      .find((c) =>
        db.companyUsers
          .findMany((q) => q.where({ companyId: c.id, status: 1 }))
          .some((cu) => open.some((t) => t.userId === cu.userId)),
      )!;
    const approved = new Set(
      db.companyUsers.findMany((q) => q.where({ companyId: brand.id, status: 1 })).map((cu) => cu.userId),
    );
    const page = await list(admin, { companyId: brand.id });
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.items.map((t) => t.id).sort()).toEqual(
      open
        .filter((t) => approved.has(t.userId))
        .map((t) => t.id)
        .sort(),
    );
    // The demo member's brand application is still pending: their tickets are not the brand's.
    const pending = db.companyUsers.findFirst((q) => q.where({ userId: SEED_IDS.member }))!;
    expect(pending.status).toBe(0);
    const pendingBrand = await list(admin, { companyId: pending.companyId });
    expect(pendingBrand.items.some((t) => t.userId === SEED_IDS.member)).toBe(false);
    expect((await list(admin, { companyId: EMPTY_ID })).totalCount).toBe(open.length);
    expect((await list(admin, { companyId: brand.id.toUpperCase() })).items).toEqual(page.items);
  });

  it('searches message text, full name, marketplace and company names; sorts by any ticket field', async () => {
    const admin = await loginAdmin();
    const byName = await list(admin, { filter: 'ayşe yılmaz' });
    expect(byName.totalCount).toBeGreaterThan(0);
    expect(byName.items.every((t) => t.userFullName === 'Ayşe Yılmaz')).toBe(true);
    expect((await list(admin, { filter: 'AyseYilmazStil' })).totalCount).toBe(byName.totalCount);
    const byText = await list(admin, { filter: 'fatura yükleme' });
    expect(byText.items.every((t) => /fatura yükleme/i.test(t.content))).toBe(true);

    const sorted = await list(admin, { sortBy: 'status' });
    const statuses = sorted.items.map((t) => t.status);
    expect(statuses).toEqual([...statuses].sort());
    const paged = await call('GET', '/api/tickets', { token: admin, query: { pageIndex: 1, pageSize: 5 } });
    expect(paged.body.content.items).toHaveLength(5);
  });

  it('refuses bad paging, sorting and filters', async () => {
    const admin = await loginAdmin();
    for (const [query, name] of [
      [{ sortBy: 'password' }, 'InvalidSortBy'],
      [{ pageSize: 0 }, 'InvalidPaging'],
      [{ statusFilter: 'open' }, 'InvalidValue'],
      [{ companyId: 'not-a-guid' }, 'InvalidValue'],
    ] as const) {
      const res = await call('GET', '/api/tickets', { token: admin, query });
      expect(res.status).toBe(400);
      expect(errorNames(res)).toEqual([name]);
    }
  });

  it('needs a token', async () => {
    expect((await call('GET', '/api/tickets')).status).toBe(401);
  });
});

describe('GET /api/tickets/{id}', () => {
  it('returns the ticket, its chat in order and the administrators; reading marks it read', async () => {
    const member = await loginMember();
    const ticket = own.unread();
    const res = await call('GET', `/api/tickets/${ticket.id}`, { token: member });
    expect(res.status).toBe(200);
    expect(res.body.content.ticket).toMatchObject({ id: ticket.id, userFullName: 'Ayşe Yılmaz' });
    const chats = res.body.content.chats;
    expect(chats.length).toBe(chatsOf(ticket.id).length);
    expect(chats.map((c: any) => c.created_at)).toEqual(chats.map((c: any) => c.created_at).sort());
    expect(chats[0]).toMatchObject({ userId: SEED_IDS.member, isImage: false });
    const admins = res.body.content.admins.map((a: any) => a.userName);
    expect(admins).toEqual(expect.arrayContaining(['admin', 'operasyon']));
    expect(admins).not.toContain('influencer');
    expect(ticketRow(ticket.id).unreadForUser).toBe(false);
  });

  it('lists as admins exactly the active holders of Permissions_Administration, through any role', async () => {
    const support = db.roles.findFirst((q) => q.where({ name: 'Destek Ekibi' }))!;
    const member = db.users.findFirst((q) => q.where({ id: SEED_IDS.member }))!;
    // The demo member also gets the support role (which grants the administration permission).
    await db.users.update(member, {
      data(u) {
        u.roleIds = [...u.roleIds, support.id];
      },
    });
    const admins = (await call('GET', `/api/tickets/${own.open().id}`, { token: await loginAdmin() })).body
      .content.admins;
    const adminPermission = db.permissions.findFirst((q) => q.where({ name: 'Permissions_Administration' }))!;
    const holders = db.users
      .findMany((q) => q.where({ isActive: true }))
      .filter((u) =>
        u.roleIds.some((id) =>
          db.roles.findFirst((q) => q.where({ id }))?.permissionIds.includes(adminPermission.id),
        ),
      );
    expect(admins.map((a: any) => a.id).sort()).toEqual(holders.map((u) => u.id).sort());
    expect(admins.map((a: any) => a.userName)).toEqual(expect.arrayContaining(['admin', 'influencer']));
    const names = admins.map((a: any) => a.userName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));

    // …and is therefore no recipient of a message to every member.
    const sent = await call('POST', '/api/tickets', {
      token: await loginAdmin(),
      json: { ticket: { subject: 4, content: 'Duyuru' }, chats: [], sendAllUser: true },
    });
    const recipients = sent.body.content.map((t: any) => t.userId);
    expect(recipients).not.toContain(SEED_IDS.member);
    expect(recipients.some((id: string) => holders.some((u) => u.id === id))).toBe(false);
  });

  it('does not mark the ticket read when an administrator opens it', async () => {
    const ticket = own.unread();
    expect((await call('GET', `/api/tickets/${ticket.id}`, { token: await loginAdmin() })).status).toBe(200);
    expect(ticketRow(ticket.id).unreadForUser).toBe(true);
  });

  it("hides other members' tickets and unknown ids", async () => {
    const member = await loginMember();
    for (const id of [othersTicket().id, UNKNOWN_ID]) {
      const res = await call('GET', `/api/tickets/${id}`, { token: member });
      expect(res.status).toBe(404);
      expect(errorNames(res)).toEqual(['TicketNotFound']);
    }
    // An id that is not a GUID breaks the contract (format: uuid): refused before any lookup.
    const bad = await call('GET', '/api/tickets/abc', { token: member });
    expect([bad.status, errorNames(bad)]).toEqual([400, ['InvalidValue']]);
    expect(
      (await call('GET', `/api/tickets/${othersTicket().id}`, { token: await loginAdmin() })).status,
    ).toBe(200);
    expect((await call('GET', `/api/tickets/${own.open().id}`)).status).toBe(401);
  });
});

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
    const [ticket] = res.body.content;
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
    expect((await list(member)).items[0].id).toBe(ticket.id);
  });

  it('takes the first message from ticket.content when chats is empty', async () => {
    const res = await call('POST', '/api/tickets', {
      token: await loginMember(),
      json: { ticket: { subject: 1, content: 'Üyeliğim hakkında' }, chats: [] },
    });
    expect(res.status).toBe(200);
    expect(chatsOf(res.body.content[0].id).map((c) => c.content)).toEqual(['Üyeliğim hakkında']);
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
    expect(res.body.errors[0].value).toBe(value);
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
    expect(res.body.content.map((t: any) => t.userId).sort()).toEqual([SEED_IDS.member, other.id].sort());
    for (const t of res.body.content) {
      expect(t).toMatchObject({ status: 3, assignedUserId: SEED_IDS.admin, subject: 2 });
      expect(ticketRow(t.id).unreadForUser).toBe(true);
      expect(chatsOf(t.id)[0].userId).toBe(SEED_IDS.admin);
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
    const recipients = res.body.content.map((t: any) => t.userId);
    // Every active user but those holding the administration permission (admin, operasyon, kullaniciyonetici).
    const expected = db.users
      .findMany((q) => q.where({ isActive: true }))
      .filter((u) => !userPermissionNames(u).has('Permissions_Administration'));
    expect(expected.map((u) => u.id)).not.toContain(SEED_IDS.operator);
    expect(recipients.sort()).toEqual(expected.map((u) => u.id).sort());
    expect(recipients).not.toContain(SEED_IDS.inactive);

    const mine = res.body.content.find((t: any) => t.userId === SEED_IDS.member);
    const answer = await reply(await loginMember(), mine.id, 'Teşekkürler');
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

describe('DELETE /api/tickets (archive)', () => {
  it('archives: closed, listed only among archived, no more messages', async () => {
    const admin = await loginAdmin();
    const member = await loginMember();
    const ticket = own.open();
    const res = await call('DELETE', '/api/tickets', { token: admin, query: { id: ticket.id } });
    expect(res.status).toBe(200);
    expect(res.body.content).toBeNull();
    expect(ticketRow(ticket.id)).toMatchObject({ isArchived: true, status: 2 });
    expect((await list(member)).items.map((t) => t.id)).not.toContain(ticket.id);
    expect((await list(member, { getOnlyArchived: true })).items.map((t) => t.id)).toContain(ticket.id);
    expect(errorNames(await reply(member, ticket.id, 'x'))).toEqual(['TicketIsArchived']);

    const again = await call('DELETE', '/api/tickets', { token: admin, query: { id: ticket.id } });
    expect(again.status).toBe(400);
    expect(errorNames(again)).toEqual(['TicketIsArchived']);
  });

  it('refuses members, a missing id, unknown tickets and anonymous calls', async () => {
    const id = own.open().id;
    const member = await call('DELETE', '/api/tickets', { token: await loginMember(), query: { id } });
    expect(member.status).toBe(403);
    expect(errorNames(member)).toEqual(['Forbidden']);
    expect(ticketRow(id).isArchived).toBe(false);

    const admin = await loginAdmin();
    const missing = await call('DELETE', '/api/tickets', { token: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ name: 'RequiredField', value: 'id' }]);
    const unknown = await call('DELETE', '/api/tickets', { token: admin, query: { id: UNKNOWN_ID } });
    expect(unknown.status).toBe(404);
    expect(errorNames(unknown)).toEqual(['TicketNotFound']);
    expect((await call('DELETE', '/api/tickets', { query: { id } })).status).toBe(401);
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
    const images = chats.filter((c: any) => c.isImage);
    expect(images).toHaveLength(2);
    expect(images[0].content).toMatch(/^chat-photos\/[\w-]+\.png$/);
    expect(images[1].content).toMatch(/^chat-photos\/[\w-]+\.pdf$/);
    const stored = await getFile(images[0].content);
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
    const cases: [Promise<any>, string, string | null][] = [
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

describe('GET /api/tickets/GetNotificationCount', () => {
  it('counts unread answers for a member and open tickets for an administrator', async () => {
    const unread = memberTickets().filter((t) => t.unreadForUser && !t.isArchived).length;
    expect(unread).toBeGreaterThan(0);
    expect(await count(await loginMember())).toBe(unread);
    const open = db.tickets.findMany((q) => q.where({ isArchived: false, status: 1 })).length;
    expect(await count(await loginAdmin())).toBe(open);
  });

  it('drops a ticket from the administrator count once answered', async () => {
    const admin = await loginAdmin();
    const before = await count(admin);
    await reply(admin, own.open().id, 'Yanıtımız ektedir.');
    expect(await count(admin)).toBe(before - 1);
  });

  it('needs a token', async () => {
    expect((await call('GET', '/api/tickets/GetNotificationCount')).status).toBe(401);
  });
});
