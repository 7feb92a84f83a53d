/**
 * Support tickets and their chat: members open tickets and write to their own, administrators answer,
 * assign, archive and send messages (announcements) to users. See docs/decisions.md "Tickets".
 */
import type { Db } from '../db';
import type { Router, SignedInCtx } from '../core/router';
import { ADMIN } from '../core/router';
import { badRequest, err, notFound, ok, throwIfAny, type ApiErrorItem } from '../core/envelope';
import { allRows, findById, insertRow, registerResource, requireIdParam, updateRow } from '../core/resource';
import { isEmptyId, newId } from '../core/ids';
import { boolParam, intParam } from '../core/paging';
import type { BrandRule } from '../core/brands';
import type { Schemas } from '../core/contract';
import { oneRow, type Lookups } from '../core/lookups';
import { findVisible, ownRows, visibleRows } from '../core/scope';
import { IMAGE_OR_PDF, MAX_UPLOAD_BYTES, readUploads, storeUpload } from '../core/files';
import { userPermissionNames, usersWithPermission } from '../core/grants';
import { fieldsOf, str } from '../core/validate';
import { MAX_MESSAGES_PER_REQUEST } from '../core/limits';
import { type Row, type UserRow } from '../db';
import { first } from '@/lib/at';
import {
  ADMIN_TICKET_SUBJECTS,
  COMPANY_USER_STATUS,
  MEMBER_TICKET_SUBJECTS,
  TICKET_STATUS,
  TICKET_SUBJECT,
} from '@/api/shared/statuses';

type TicketRow = Row<'tickets'>;
type ChatRow = Row<'chats'>;

const ANNOUNCEMENT = TICKET_SUBJECT.announcement;

/** A ticket with its owner's names (the owner found through `look`: directly, or from a list's map). */
export function ticketDto(t: TicketRow, look: Pick<Lookups, 'user'>) {
  const owner = look.user(t.userId);
  return {
    id: t.id,
    // Stored as numbers; only the contract's values are ever written.
    subject: t.subject as Schemas['Ticket']['subject'],
    content: t.content,
    isArchived: t.isArchived,
    isSystemDefault: t.isSystemDefault,
    status: t.status as Schemas['Ticket']['status'],
    assignedUserId: t.assignedUserId,
    userId: t.userId,
    userFullName: owner?.fullName ?? null,
    trendyolUserName: owner?.trendyolUserName ?? null,
    companyName: owner?.companyName ?? null,
    modificationDate: t.modificationDate,
  } satisfies Schemas['Ticket'];
}
type TicketDto = ReturnType<typeof ticketDto>;

const chatDto = (c: ChatRow) =>
  ({
    userId: c.userId,
    content: c.content,
    isImage: c.isImage,
    created_at: c.created_at,
  }) satisfies Schemas['Chat'];

/** Active users holding the administration permission (the assign-admin picker). */
function administrators(db: Db) {
  return usersWithPermission(db, ADMIN)
    .filter((u) => u.isActive)
    .map((u) => ({ id: u.id, userName: u.userName, fullName: u.fullName }))
    .sort((a, b) => a.userName.localeCompare(b.userName));
}

function ticketDetail(db: Db, t: TicketRow) {
  const chats = db.chats
    .findMany((q) => q.where({ ticketId: t.id }))
    // Stable sort: messages saved in the same millisecond keep their insertion order.
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  return { ticket: ticketDto(t, oneRow(db)), chats: chats.map(chatDto), admins: administrators(db) };
}

/** A ticket the caller may see (administrators all, members their own); 404 otherwise. */
function findVisibleTicket(ctx: SignedInCtx, id: string | null | undefined): TicketRow {
  const ticket = findVisible('tickets', ctx, id, ownRows);
  if (!ticket) throw notFound('TicketNotFound');
  return ticket;
}

/** Tickets are not tied to a brand: a brand selects the tickets of its approved brand users; the empty GUID, all. */
const TICKET_BRANDS: BrandRule<TicketRow> = {
  marketplace: 'all',
  ofBrand(db, companyId) {
    const brandUsers = new Set(
      allRows(db, 'companyUsers')
        .filter((cu) => cu.companyId === companyId && cu.status === COMPANY_USER_STATUS.approved)
        .map((cu) => cu.userId),
    );
    return (t) => brandUsers.has(t.userId);
  },
};

/** Archived tickets, and announcements for members, accept no new messages. */
function assertWritable(ctx: SignedInCtx, ticket: TicketRow): void {
  if (ticket.isArchived) throw badRequest('TicketIsArchived');
  if (!ctx.session.isAdmin && ticket.subject === ANNOUNCEMENT) throw badRequest('TicketIsAnnouncement');
}

/** The subject of a new ticket: one of `MEMBER_TICKET_SUBJECTS`, or of `ADMIN_TICKET_SUBJECTS` for administrators. */
function subjectOf(value: unknown, isAdmin: boolean, errors: ApiErrorItem[]): number {
  if (value === undefined || value === null || value === '' || Number(value) === TICKET_SUBJECT.none) {
    errors.push(err('RequiredField', 'subject'));
    return 0;
  }
  const n = Number(value);
  if (!(ADMIN_TICKET_SUBJECTS as readonly number[]).includes(n)) {
    errors.push(err('InvalidValue', 'subject'));
  } else if (!isAdmin && !(MEMBER_TICKET_SUBJECTS as readonly number[]).includes(n)) {
    errors.push(err('SubjectNotAllowed', 'subject'));
  }
  return n;
}

/**
 * The non-blank text messages of `chats` (JSON messages are always text; images go through AddPhotoToChat); more
 * than `MAX_MESSAGES_PER_REQUEST` is `TooManyMessages`.
 */
function messagesOf(chats: unknown): string[] {
  if (!Array.isArray(chats)) return [];
  if (chats.length > MAX_MESSAGES_PER_REQUEST) throw badRequest('TooManyMessages', MAX_MESSAGES_PER_REQUEST);
  return chats
    .map((c) => (c && typeof c === 'object' ? str((c as Record<string, unknown>).content) : null))
    .filter((c): c is string => c !== null);
}

async function addChats(db: Db, ticketId: string, userId: string, contents: string[], isImage = false) {
  const at = db.nowIso();
  for (const content of contents) {
    await insertRow(db, 'chats', { id: newId(), ticketId, userId, content, isImage, created_at: at });
  }
}

/** The status change a new message (text or photo) causes. */
function afterMessage(ctx: SignedInCtx): Partial<TicketRow> {
  return ctx.session.isAdmin
    ? { status: TICKET_STATUS.answered, unreadForUser: true, modificationDate: ctx.db.nowIso() }
    : { status: TICKET_STATUS.awaitingAgency, unreadForUser: false, modificationDate: ctx.db.nowIso() };
}

function ticketInput(body: unknown): Record<string, unknown> {
  const input = fieldsOf(body).ticket;
  if (!input || typeof input !== 'object') throw badRequest('RequiredField', 'ticket');
  return fieldsOf(input);
}

/** Recipients of an administrator's message: every active member, or the selected users. */
function recipientsOf(db: Db, body: unknown, errors: ApiErrorItem[]): UserRow[] {
  const { sendAllUser, selectedUsers } = fieldsOf(body);
  if (sendAllUser === true) {
    const admins = new Set(usersWithPermission(db, ADMIN).map((u) => u.id));
    return db.users.findMany((q) => q.where({ isActive: true })).filter((u) => !admins.has(u.id));
  }
  const ids: unknown[] = Array.isArray(selectedUsers) ? selectedUsers : [];
  const unique = [...new Set(ids.map((id) => String(id ?? '').trim()).filter((id) => !isEmptyId(id)))];
  if (unique.length === 0) {
    errors.push(err('RequiredField', 'selectedUsers'));
    return [];
  }
  const users: UserRow[] = [];
  for (const id of unique) {
    const user = findById(db, 'users', id);
    if (user) users.push(user);
    else errors.push(err('UserNotFound', id));
  }
  return users;
}

export function registerTickets(router: Router): void {
  registerResource<'tickets', TicketDto>(router, {
    table: 'tickets',
    entity: 'Ticket',
    operationIds: { list: 'getTickets' },
    listPath: '/api/tickets',
    access: { list: 'user' },
    payloadKeys: null,
    toDto: ticketDto,
    scope: ownRows,
    brand: TICKET_BRANDS,
    listFilter(rows, ctx) {
      const q = ctx.query;
      const archived = boolParam(q, 'getOnlyArchived');
      const status = intParam(q, 'statusFilter');
      // Only administrators are assigned tickets; for a member the flag means nothing.
      const mine = ctx.session.isAdmin && boolParam(q, 'getOnlyAssignedToMe');
      return rows.filter(
        (t) =>
          t.isArchived === archived &&
          (!mine || t.assignedUserId === ctx.session.user.id) &&
          (!status || t.status === status),
      );
    },
    list: {
      search: ['content', 'userFullName', 'trendyolUserName', 'companyName'],
      sortable: [
        'id',
        'subject',
        'content',
        'isArchived',
        'isSystemDefault',
        'status',
        'assignedUserId',
        'userId',
        'userFullName',
        'trendyolUserName',
        'companyName',
        'modificationDate',
      ],
      defaultSort: 'modificationDate desc',
    },
    // Tickets are written through their chat (below).
    parse: () => ({}),
  });

  router.add(
    'GET',
    '/api/tickets/GetNotificationCount',
    'getNotificationCount',
    'user',
    (ctx: SignedInCtx) => {
      // Administrators: open tickets awaiting the agency; members: their own open tickets with news.
      const open = visibleRows('tickets', ctx, ownRows).filter((t) => !t.isArchived);
      const count = open.filter((t) =>
        ctx.session.isAdmin ? t.status === TICKET_STATUS.awaitingAgency : t.unreadForUser,
      ).length;
      return ok(count);
    },
  );

  router.add('GET', '/api/tickets/{id}', 'getTicket', 'user', async (ctx: SignedInCtx) => {
    let ticket = findVisibleTicket(ctx, ctx.params.id);
    if (ticket.userId === ctx.session.user.id && ticket.unreadForUser) {
      ticket = await updateRow(ctx.db, 'tickets', ticket, { unreadForUser: false });
    }
    return ok(ticketDetail(ctx.db, ticket));
  });

  router.add('POST', '/api/tickets', 'createTicket', 'user', async (ctx: SignedInCtx) => {
    const body = await ctx.json();
    const input = ticketInput(body);
    const isAdmin = ctx.session.isAdmin;
    const errors: ApiErrorItem[] = [];
    const subject = subjectOf(input.subject, isAdmin, errors);
    let messages = messagesOf(body.chats);
    if (messages.length === 0) {
      const content = str(input.content);
      if (content) messages = [content];
      else errors.push(err('RequiredField', 'content'));
    }
    const recipients = isAdmin ? recipientsOf(ctx.db, body, errors) : [ctx.session.user];
    throwIfAny(errors);

    const me = ctx.session.user.id;
    const created: TicketRow[] = [];
    for (const owner of recipients) {
      const at = ctx.db.nowIso();
      const ticket = await insertRow(ctx.db, 'tickets', {
        id: newId(),
        subject,
        content: first(messages, 'the ticket messages'),
        isArchived: false,
        isSystemDefault: false,
        status: isAdmin ? TICKET_STATUS.answered : TICKET_STATUS.awaitingAgency,
        assignedUserId: isAdmin ? me : null,
        userId: owner.id,
        unreadForUser: isAdmin,
        createdAt: at,
        modificationDate: at,
      });
      await addChats(ctx.db, ticket.id, me, messages);
      created.push(ticket);
    }
    // The owners are the recipients just read: no lookup per created ticket.
    const owners = new Map(recipients.map((u) => [u.id, u]));
    return ok(created.map((t) => ticketDto(t, { user: (id) => (id ? owners.get(id) : undefined) })));
  });

  router.add('PUT', '/api/tickets', 'updateTicket', 'user', async (ctx: SignedInCtx) => {
    const body = await ctx.json();
    const input = ticketInput(body);
    const id = str(input.id);
    if (!id || isEmptyId(id)) throw badRequest('RequiredField', 'id');
    const ticket = findVisibleTicket(ctx, id);
    assertWritable(ctx, ticket);

    const messages = messagesOf(body.chats);
    let changes: Partial<TicketRow> = {};
    // Administrators may (re)assign the ticket to an administrator; empty means unassigned.
    const assigns = ctx.session.isAdmin && 'assignedUserId' in input;
    if (assigns) {
      const assignee = str(input.assignedUserId);
      if (assignee && !isEmptyId(assignee)) {
        const user = findById(ctx.db, 'users', assignee);
        if (!user || !user.isActive || !userPermissionNames(ctx.db, user).has(ADMIN))
          throw badRequest('UserNotFound', assignee);
        changes.assignedUserId = user.id;
      } else {
        changes.assignedUserId = null;
      }
    }
    if (messages.length === 0 && !assigns) throw badRequest('RequiredField', 'content');
    if (messages.length > 0) {
      await addChats(ctx.db, ticket.id, ctx.session.user.id, messages);
      changes = { ...changes, ...afterMessage(ctx) };
    } else if (changes.assignedUserId !== ticket.assignedUserId) {
      changes.modificationDate = ctx.db.nowIso();
    }
    const saved = await updateRow(ctx.db, 'tickets', ticket, changes);
    return ok(ticketDto(saved, oneRow(ctx.db)));
  });

  router.add('DELETE', '/api/tickets', 'archiveTicket', ADMIN, async (ctx: SignedInCtx) => {
    const ticket = findVisibleTicket(ctx, requireIdParam(ctx));
    if (ticket.isArchived) throw badRequest('TicketIsArchived');
    await updateRow(ctx.db, 'tickets', ticket, {
      isArchived: true,
      status: TICKET_STATUS.closed,
      modificationDate: ctx.db.nowIso(),
    });
    return ok(null);
  });

  router.add('POST', '/api/tickets/AddPhotoToChat', 'addPhotoToChat', 'user', async (ctx: SignedInCtx) => {
    const form = await ctx.form();
    const raw = form.get('ticket');
    let id = typeof raw === 'string' ? raw.trim() : '';
    // Tolerate the whole ticket object serialised as JSON.
    if (id.startsWith('{')) {
      try {
        id = String(JSON.parse(id)?.id ?? '').trim();
      } catch {
        id = '';
      }
    }
    if (!id || isEmptyId(id)) throw badRequest('RequiredField', 'ticket');
    const ticket = findVisibleTicket(ctx, id);
    assertWritable(ctx, ticket);
    const files = await readUploads(form, { types: IMAGE_OR_PDF, maxBytes: MAX_UPLOAD_BYTES });
    const paths: string[] = [];
    for (const file of files) paths.push(await storeUpload(ctx.db, 'chat-photos', file));
    await addChats(ctx.db, ticket.id, ctx.session.user.id, paths, true);
    const saved = await updateRow(ctx.db, 'tickets', ticket, afterMessage(ctx));
    return ok(ticketDetail(ctx.db, saved));
  });
}
