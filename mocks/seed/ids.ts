/** The seed's fixed identities: demo accounts, permissions, id kinds, well-known ids and row counts. */
import { seedId } from '../core/ids';
import { ID_KIND, SYSTEM_IDS } from '../domain/system';
import { BRANDS } from './words';
import type { PermissionName } from '@/api/shared/permissions';

export const DEMO = {
  admin: { userName: 'admin', password: 'Admin123!' },
  member: { userName: 'influencer', password: 'Member123!' },
  /** Registered but never confirmed the e-mail. */
  unconfirmed: { userName: 'yeniuye', password: 'Member123!' },
  /** Made passive by an administrator. */
  inactive: { userName: 'pasifuye', password: 'Member123!' },
} as const;

/** The display name of every permission the app knows (the compiler insists on each name, and on no other). */
const PERMISSION_LABELS = {
  Permissions_Administration: 'Yönetim',
  Permissions_User_Create: 'Kullanıcı oluşturma',
  Permissions_User_Update: 'Kullanıcı güncelleme',
  Permissions_User_Delete: 'Kullanıcı pasif yapma',
  Permissions_Role_Create: 'Rol oluşturma',
  Permissions_Role_Update: 'Rol güncelleme',
  Permissions_Role_Delete: 'Rol silme',
} as const satisfies Record<PermissionName, string>;

/** The permission table's rows: name and display name, in seed order. */
export const PERMISSIONS = Object.entries(PERMISSION_LABELS) as [PermissionName, string][];

// Kinds of seed ids (first UUID group), so an id tells what it is.
export const K = {
  permission: 1,
  role: ID_KIND.role,
  user: ID_KIND.user,
  ticket: 4,
  chat: 5,
  company: 6,
  companyUser: 7,
  commission: 8,
  trendyolCommission: 9,
  campaign: 10,
  coupon: 11,
  discount: 12,
  collection: 13,
  collectionItem: 14,
  storage: 15,
  definition: 16,
  payment: 17,
};

export const SEED_IDS = {
  ...SYSTEM_IDS,
  supportRole: seedId(K.role, 3),
  userManagerRole: seedId(K.role, 4),
  member: seedId(K.user, 2),
  unconfirmed: seedId(K.user, 3),
  inactive: seedId(K.user, 4),
  operator: seedId(K.user, 5),
  /** Holds only the role 'Kullanıcı Yöneticisi' (administration + user create/update/delete, no role rights). */
  userManager: seedId(K.user, 6),
};

export const SEED_COUNTS = { members: 64, companies: BRANDS.length, payments: 220, tickets: 46 };
