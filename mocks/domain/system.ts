/**
 * The records the server itself relies on (not demo data): the system roles Admin and Member and the `admin`
 * user, which cannot be made passive and always keeps the Admin role. The seed creates them with these ids.
 */
import { seedId } from '../core/ids';

/** Kinds of seed ids (first UUID group), shared with the seed so an id tells what it is. */
export const ID_KIND = { role: 2, user: 3 } as const;

export const SYSTEM_IDS = {
  adminRole: seedId(ID_KIND.role, 1),
  memberRole: seedId(ID_KIND.role, 2),
  admin: seedId(ID_KIND.user, 1),
} as const;

/** The `admin` user: cannot be made passive and always keeps the Admin role. */
export const isAdminUser = (u: { id: string }) => u.id === SYSTEM_IDS.admin;
