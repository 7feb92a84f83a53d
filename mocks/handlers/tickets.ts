/**
 * Support tickets and their chat: members open tickets and write to their own, administrators answer,
 * assign, archive and send messages (announcements) to users. See docs/decisions.md "Tickets".
 */
import type { Router, SignedInCtx } from '../core/router';
import { ADMIN } from '../core/router';
import { badRequest, err, notFound, ok, throwIfAny, type ApiErrorItem } from '../core/envelope';
import { allRows, findById, insertRow, requireIdParam, updateRow } from '../core/resource';
import { isEmptyId, newId } from '../core/ids';
import { pageList, boolParam, companyIdParam, intParam } from '../core/paging';
import { IMAGE_OR_PDF, MAX_UPLOAD_BYTES, readUploads, storeUpload } from '../core/files';
import { userPermissionNames, usersWithPermission } from '../core/access';
import { str } from '../core/validate';
import { db, type Row, type UserRow } from '../db';
import { findUserById } from '../domain/users';

type TicketRow = Row<'tickets'>;
type ChatRow = Row<'chats'>;

/** Ticket subjects: 1 membership, 2 payment, 3 other, 4 announcement (administrators only). */
const ANNOUNCEMENT = 4;
/** Ticket status: 1 member wrote (awaiting the agency), 2 closed (archived), 3 the agency wrote. */
const STATUS = { awaitingAgency: 1, closed: 2, answered: 3 } as const;

const now = () => new Date().toISOString();

/**
 * A ticket with its owner's names; `ownerOf` finds the owner (by default looked up by id, for one
 * ticket; a list passes a map read once per request).
 */
export function ticketDto(t: TicketRow, ownerOf: (id: string) => UserRow | undefined = findUserById) {
  const owner = ownerOf(t.userId);
  return {
    id: t.id,
    subject: t.subject,
    content: t.content,
    isArchived: t.isArchived,
    isSystemDefault: t.isSystemDefault,
    status: t.status,
    assignedUserId: t.assignedUserId,
    userId: t.userId,
    userFullName: owner?.fullName ?? null,
    trendyolUserName: owner?.trendyolUserName ?? null,
    companyName: owner?.companyName ?? null,
    modificationDate: t.modificationDate,
  };
}
type TicketDto = ReturnType<typeof ticketDto>;

const chatDto = (c: ChatRow) => ({
  userId: c.userId,
  content: c.content,
  isImage: c.isImage,
  created_at: c.created_at,
});

/** Active users holding the administration permission (the assign-admin picker). */
function administrators() {
  return usersWithPermission(ADMIN)
    .filter((u) => u.isActive)
    .map((u) => ({ id: u.id, userName: u.userName, fullName: u.fullName }))
    .sort((a, b) => a.userName.localeCompare(b.userName));
}

function ticketDetail(t: TicketRow) {
  const chats = db.chats
    .findMany((q) => q.where({ ticketId: t.id }))
    // Stable sort: messages saved in the same millisecond keep their insertion order.
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  return { ticket: ticketDto(t), chats: chats.map(chatDto), admins: administrators() };
}

/** Tickets the caller may see: all for administrators, their own for members. */
function visibleTickets(ctx: SignedInCtx): TicketRow[] {
  const rows = allRows('tickets');
  return ctx.session.isAdmin ? rows : rows.filter((t) => t.userId === ctx.session.user.id);
}

function findVisibleTicket(ctx: SignedInCtx, id: string | null | undefined): TicketRow {
  const ticket = findById('tickets', id);
  if (!ticket || (!ctx.session.isAdmin && ticket.userId !== ctx.session.user.id)) {
    throw notFound('TicketNotFound');
  }
  return ticket;
}

/** Archived tickets, and announcements for members, accept no new messages. */
function assertWritable(ctx: SignedInCtx, ticket: TicketRow): void {
  if (ticket.isArchived) throw badRequest('TicketIsArchived');
  if (!ctx.session.isAdmin && ticket.subject === ANNOUNCEMENT) throw badRequest('TicketIsAnnouncement');
}

/** The subject of a new ticket: 1–3 for members, 1–4 for administrators. */
function subjectOf(value: unknown, isAdmin: boolean, errors: ApiErrorItem[]): number {
  if (value === undefined || value === null || value === '' || Number(value) === 0) {
    errors.push(err('RequiredField', 'subject'));
    return 0;
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > ANNOUNCEMENT) {
    errors.push(err('InvalidValue', 'subject'));
  } else if (n === ANNOUNCEMENT && !isAdmin) {
    errors.push(err('SubjectNotAllowed', 'subject'));
  }
  return n;
}

/** The non-blank text messages of `chats` (JSON messages are always text; images go through AddPhotoToChat). */
function messagesOf(chats: unknown): string[] {
  if (!Array.isArray(chats)) return [];
  return chats
    .map((c) => (c && typeof c === 'object' ? str((c as Record<string, unknown>).content) : null))
    .filter((c): c is string => c !== null);
}

async function addChats(ticketId: string, userId: string, contents: string[], isImage = false) {
  const at = now();
  for (const content of contents) {
    await insertRow('chats', { id: newId(), ticketId, userId, content, isImage, created_at: at });
  }
}

/** The status change a new message (text or photo) causes. */
function afterMessage(ctx: SignedInCtx): Partial<TicketRow> {
  return ctx.session.isAdmin
    ? { status: STATUS.answered, unreadForUser: true, modificationDate: now() }
    : { status: STATUS.awaitingAgency, unreadForUser: false, modificationDate: now() };
}

function ticketInput(body: any): Record<string, unknown> {
  const input = body?.ticket;
  if (!input || typeof input !== 'object') throw badRequest('RequiredField', 'ticket');
  return input as Record<string, unknown>;
}

/** Recipients of an administrator's message: every active member, or the selected users. */
function recipientsOf(body: any, errors: ApiErrorItem[]): UserRow[] {
  if (body?.sendAllUser === true) {
    const admins = new Set(usersWithPermission(ADMIN).map((u) => u.id));
    return db.users.findMany((q) => q.where({ isActive: true })).filter((u) => !admins.has(u.id));
  }
  const ids: unknown[] = Array.isArray(body?.selectedUsers) ? body.selectedUsers : [];
  const unique = [...new Set(ids.map((id) => String(id ?? '').trim()).filter((id) => !isEmptyId(id)))];
  if (unique.length === 0) {
    errors.push(err('RequiredField', 'selectedUsers'));
    return [];
  }
  const users: UserRow[] = [];
  for (const id of unique) {
    const user = findUserById(id);
    if (user) users.push(user);
    else errors.push(err('UserNotFound', id));
  }
  return users;
}

export function registerTickets(router: Router): void {
  router.add('GET', '/api/tickets', 'getTickets', 'user', (ctx: SignedInCtx) => {
    const q = ctx.query;
    const me = ctx.session.user.id;
    const archived = boolParam(q, 'getOnlyArchived');
    const status = intParam(q, 'statusFilter');
    // Tickets are not tied to a brand: the empty GUID means no filter.
    const companyId = companyIdParam(q);

    let rows = visibleTickets(ctx).filter((t) => t.isArchived === archived);
    // Only administrators are assigned tickets; for a member the flag means nothing.
    if (ctx.session.isAdmin && boolParam(q, 'getOnlyAssignedToMe')) {
      rows = rows.filter((t) => t.assignedUserId === me);
    }
    if (status) rows = rows.filter((t) => t.status === status);
    if (companyId && !isEmptyId(companyId)) {
      const brandUsers = new Set(
        db.companyUsers.findMany((cq) => cq.where({ companyId, status: 1 })).map((cu) => cu.userId),
      );
      rows = rows.filter((t) => brandUsers.has(t.userId));
    }
    const users = new Map(db.users.all().map((u) => [u.id, u]));
    const ownerOf = (id: string) => users.get(id);
    return ok(
      pageList<TicketDto>(
        rows.map((t) => ticketDto(t, ownerOf)),
        q,
        {
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
      ),
    );
  });

  router.add(
    'GET',
    '/api/tickets/GetNotificationCount',
    'getNotificationCount',
    'user',
    (ctx: SignedInCtx) => {
      const open = allRows('tickets').filter((t) => !t.isArchived);
      const count = ctx.session.isAdmin
        ? open.filter((t) => t.status === STATUS.awaitingAgency).length
        : open.filter((t) => t.userId === ctx.session.user.id && t.unreadForUser).length;
      return ok(count);
    },
  );

  router.add('GET', '/api/tickets/{id}', 'getTicket', 'user', async (ctx: SignedInCtx) => {
    let ticket = findVisibleTicket(ctx, ctx.params.id);
    if (ticket.userId === ctx.session.user.id && ticket.unreadForUser) {
      ticket = await updateRow('tickets', ticket, { unreadForUser: false });
    }
    return ok(ticketDetail(ticket));
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
    const recipients = isAdmin ? recipientsOf(body, errors) : [ctx.session.user];
    throwIfAny(errors);

    const me = ctx.session.user.id;
    const created: TicketRow[] = [];
    for (const owner of recipients) {
      const at = now();
      const ticket = await insertRow('tickets', {
        id: newId(),
        subject,
        content: messages[0],
        isArchived: false,
        isSystemDefault: false,
        status: isAdmin ? STATUS.answered : STATUS.awaitingAgency,
        assignedUserId: isAdmin ? me : null,
        userId: owner.id,
        unreadForUser: isAdmin,
        createdAt: at,
        modificationDate: at,
      });
      await addChats(ticket.id, me, messages);
      created.push(ticket);
    }
    // The owners are the recipients just read: no lookup per created ticket.
    const owners = new Map(recipients.map((u) => [u.id, u]));
    return ok(created.map((t) => ticketDto(t, (id) => owners.get(id))));
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
        const user = findUserById(assignee);
        if (!user || !user.isActive || !userPermissionNames(user).has(ADMIN))
          throw badRequest('UserNotFound', assignee);
        changes.assignedUserId = user.id;
      } else {
        changes.assignedUserId = null;
      }
    }
    if (messages.length === 0 && !assigns) throw badRequest('RequiredField', 'content');
    if (messages.length > 0) {
      await addChats(ticket.id, ctx.session.user.id, messages);
      changes = { ...changes, ...afterMessage(ctx) };
    } else if (changes.assignedUserId !== ticket.assignedUserId) {
      changes.modificationDate = now();
    }
    const saved = await updateRow('tickets', ticket, changes);
    return ok(ticketDto(saved));
  });

  router.add('DELETE', '/api/tickets', 'archiveTicket', ADMIN, async (ctx: SignedInCtx) => {
    const ticket = findVisibleTicket(ctx, requireIdParam(ctx));
    if (ticket.isArchived) throw badRequest('TicketIsArchived');
    await updateRow('tickets', ticket, {
      isArchived: true,
      status: STATUS.closed,
      modificationDate: now(),
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
    for (const file of files) paths.push(await storeUpload('chat-photos', file));
    await addChats(ticket.id, ctx.session.user.id, paths, true);
    const saved = await updateRow('tickets', ticket, afterMessage(ctx));
    return ok(ticketDetail(saved));
  });
}
