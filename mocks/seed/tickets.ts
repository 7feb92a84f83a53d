/** Seed support tickets and their chats. */
import type { Db } from '../db';
import { insertMany, type Row } from '../db';
import { seedId } from '../core/ids';
import { K, SEED_COUNTS, SEED_IDS } from './ids';
import { at, daysAgo, type Rng } from './random';
import { ADMIN_REPLIES, TICKET_TEXTS } from './words';

/** `users[1]` is the demo member: the first five tickets are theirs, one of each kind. */
export async function seedTickets(
  db: Db,
  r: Rng,
  users: Row<'users'>[],
  members: Row<'users'>[],
): Promise<void> {
  const admins = [SEED_IDS.admin, SEED_IDS.operator];
  const tickets: Row<'tickets'>[] = [];
  const chats: Row<'chats'>[] = [];
  let chatNo = 1;
  const addChat = (ticketId: string, userId: string, content: string, at: string) =>
    chats.push({ id: seedId(K.chat, chatNo++), ticketId, userId, content, isImage: false, created_at: at });
  for (let i = 0; i < SEED_COUNTS.tickets; i++) {
    // The member's own tickets first: one awaiting the agency, one answered and unread, one answered and read,
    // one archived, one announcement.
    const own = i < 5;
    const owner = own ? at(users, 1) : at(members, (i * 5) % members.length);
    const kind = own ? i : r.int(0, 3);
    const id = seedId(K.ticket, i + 1);
    const created = daysAgo(60 - i, r.int(0, 12));
    const modified = daysAgo(30 - (i % 30), r.int(0, 5));
    const subject = kind === 4 ? 4 : r.pick([1, 2, 3]);
    const first =
      kind === 4 ? 'Ödeme takvimi güncellendi: ödemeler ayın 20-25 arasında yapılır.' : r.pick(TICKET_TEXTS);
    tickets.push({
      id,
      subject,
      content: first,
      isArchived: kind === 3,
      isSystemDefault: false,
      status: kind === 0 ? 1 : kind === 3 ? 2 : 3,
      assignedUserId: kind === 0 && !own ? null : r.pick(admins),
      userId: owner.id,
      unreadForUser: kind === 1 || kind === 4,
      createdAt: created,
      modificationDate: modified,
    });
    addChat(id, kind === 4 ? SEED_IDS.admin : owner.id, first, created);
    if (kind !== 0 && kind !== 4) addChat(id, r.pick(admins), r.pick(ADMIN_REPLIES), modified);
  }
  await insertMany(db, 'tickets', tickets);
  await insertMany(db, 'chats', chats);
}
