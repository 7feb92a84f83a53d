/**
 * Sign-in lockout, as ASP.NET Identity does by default: after 5 wrong passwords in a row the account is locked for
 * 5 minutes (`UserLockedOut`, value = minutes left), whatever password is sent meanwhile; a successful sign-in
 * starts the count again. Kept on the user row (`accessFailedCount`, `lockoutEnd`) like Identity's columns.
 */
import type { Db, UserRow } from '../db';
import { exclusive, findById, updateRow } from '../core/tables';

export const MAX_FAILED_ACCESS_ATTEMPTS = 5;
export const LOCKOUT_MINUTES = 5;

/** Whole minutes (rounded up) the user is still locked out for; 0 when not locked. */
export function lockoutMinutesLeft(user: UserRow, now: number): number {
  const end = user.lockoutEnd ?? 0;
  return end > now ? Math.ceil((end - now) / 60_000) : 0;
}

/**
 * Counts a wrong password (read and written as one step, so parallel attempts all count) and returns the minutes
 * the account is now locked for (0 when not yet).
 */
export function recordFailedSignIn(db: Db, userId: string): Promise<number> {
  return exclusive(db, 'users', async () => {
    const user = findById(db, 'users', userId);
    if (!user) return 0;
    const now = db.now();
    const locked = lockoutMinutesLeft(user, now);
    if (locked > 0) return locked;
    const failed = (user.accessFailedCount ?? 0) + 1;
    if (failed < MAX_FAILED_ACCESS_ATTEMPTS) {
      await updateRow(db, 'users', user, { accessFailedCount: failed });
      return 0;
    }
    await updateRow(db, 'users', user, { accessFailedCount: 0, lockoutEnd: now + LOCKOUT_MINUTES * 60_000 });
    return LOCKOUT_MINUTES;
  });
}

/** A successful sign-in clears the count (nothing is written when there is nothing to clear). */
export async function recordSignIn(db: Db, user: UserRow): Promise<void> {
  if (!user.accessFailedCount && !user.lockoutEnd) return;
  await exclusive(db, 'users', async () => {
    const fresh = findById(db, 'users', user.id);
    if (fresh) await updateRow(db, 'users', fresh, { accessFailedCount: 0, lockoutEnd: null });
  });
}
