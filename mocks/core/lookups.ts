/**
 * What DTOs look up beside their row (a brand's name, a user): directly for one row, or from maps read once
 * per list request (on first use) instead of one lookup per row.
 */
import type { Db, UserRow } from '../db';
import { brandName, brandNames, type BrandName } from './brands';
import { allRows, findById } from './tables';

export interface Lookups {
  brandName: BrandName;
  user(id: string | null | undefined): UserRow | undefined;
  /** Whether a user's user name or marketplace user name is `userName` (ASCII, any case). */
  hasUserNamed(userName: string): boolean;
}

/** User names are ASCII: invariant lower-casing (Turkish rules would turn I into ı). */
const lowerName = (name: string | null | undefined) => (name ?? '').trim().toLowerCase();

/** For one row (get, save): direct lookups. */
export const oneRow = (db: Db): Lookups => ({
  brandName: brandName(db),
  user: (id) => findById(db, 'users', id),
  hasUserNamed(userName) {
    const n = lowerName(userName);
    return allRows(db, 'users').some(
      (u) => lowerName(u.userName) === n || lowerName(u.trendyolUserName) === n,
    );
  },
});

/** For a list: each kind of lookup reads its table once, when first needed. */
export function listLookups(db: Db): Lookups {
  let users: Map<string, UserRow> | undefined;
  let userNames: Set<string> | undefined;
  return {
    brandName: brandNames(db),
    user(id) {
      if (!id) return undefined;
      users ??= new Map(allRows(db, 'users').map((u) => [u.id, u]));
      return users.get(id);
    },
    hasUserNamed(userName) {
      userNames ??= new Set(
        allRows(db, 'users').flatMap((u) => [lowerName(u.userName), lowerName(u.trendyolUserName)]),
      );
      return userNames.has(lowerName(userName));
    },
  };
}
