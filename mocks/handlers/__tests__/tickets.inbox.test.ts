// @vitest-environment node
// Tickets as an inbox: the list and its filters, one ticket with its chat, the notification count, archiving.
// Helpers: tickets.support.ts.
import {
  call,
  errorNames,
  loginAdmin,
  loginMember,
  useMockServer,
  UNKNOWN_ID,
} from '../../../tests/support/api';
import { db } from '@mocks/node';
import { SEED_IDS } from '@mocks/seed';
import { EMPTY_ID } from '@mocks/core/ids';
import { ticketRow, chatsOf, memberTickets, own, othersTicket, list, count, reply } from './tickets.support';

useMockServer();

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
    expect(byText.items.every((t) => /fatura yükleme/i.test(t.content ?? ''))).toBe(true);

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
    expect(chats.map((c) => c.created_at)).toEqual(chats.map((c) => c.created_at).sort());
    expect(chats[0]).toMatchObject({ userId: SEED_IDS.member, isImage: false });
    const admins = res.body.content.admins.map((a) => a.userName);
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
    expect(admins.map((a) => a.id).sort()).toEqual(holders.map((u) => u.id).sort());
    expect(admins.map((a) => a.userName)).toEqual(expect.arrayContaining(['admin', 'influencer']));
    const names = admins.map((a) => a.userName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));

    // …and is therefore no recipient of a message to every member.
    const sent = await call('POST', '/api/tickets', {
      token: await loginAdmin(),
      json: { ticket: { subject: 4, content: 'Duyuru' }, chats: [], sendAllUser: true },
    });
    const recipients = sent.body.content.map((t) => t.userId);
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
