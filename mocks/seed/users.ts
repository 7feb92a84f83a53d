/** Seed permissions, roles and users: the demo accounts, staff and 64 generated members. */
import type { Db } from '../db';
import { insertMany, type Row } from '../db';
import { hashPassword } from '../core/auth';
import { seedId } from '../core/ids';
import { newUserRow } from '../domain/users';
import { SEED_HASHES } from '../seed-hashes';
import { DEMO, K, PERMISSIONS, SEED_COUNTS, SEED_IDS } from './ids';
import { PERMISSIONS as PERMISSION_NAMES } from '@/api/shared/permissions';
import { daysAgo, digits, iban, phone, slug, type Rng } from './random';
import { FIRST, LAST, PLACES, STREETS } from './words';

const hashCache = new Map<string, Promise<string>>();
/**
 * Seed passwords are salted with the user id, so their hashes are fixed: they come precomputed from
 * ./seed-hashes.ts (a first visit would otherwise spend ~200 ms of PBKDF2 before the login form shows). A user or
 * password missing there is hashed here; `npm run mock:seed-hashes` rewrites the table (a test keeps it complete).
 */
const seedHash = (id: string, password: string) => {
  const key = `${id}:${password}`;
  let hash = hashCache.get(key);
  if (!hash) {
    const known = SEED_HASHES[key];
    hash = known ? Promise.resolve(known) : hashPassword(password, id);
    hashCache.set(key, hash);
  }
  return hash;
};

/** Every seed password hash used so far, by `${id}:${password}` (for scripts/seed-hashes.ts and its test). */
export async function seedHashes(): Promise<Record<string, string>> {
  const entries = await Promise.all([...hashCache].map(async ([key, hash]) => [key, await hash] as const));
  return Object.fromEntries(entries);
}

type UserInit = Partial<Row<'users'>> & { id: string; userName: string; email: string; password: string };

async function userRow(db: Db, init: UserInit): Promise<Row<'users'>> {
  const { password, ...rest } = init;
  return newUserRow(db, {
    createdAt: daysAgo(400),
    ...rest,
    passwordHash: await seedHash(init.id, password),
  });
}

/** The permissions and the four roles (two system defaults, the support team, the user administrators). */
export async function seedRoles(db: Db): Promise<void> {
  await insertMany(
    db,
    'permissions',
    PERMISSIONS.map(([name, displayName], i) => ({ id: seedId(K.permission, i + 1), name, displayName })),
  );
  const permissionId = (name: string) => seedId(K.permission, PERMISSIONS.findIndex(([n]) => n === name) + 1);
  await insertMany(db, 'roles', [
    {
      id: SEED_IDS.adminRole,
      name: 'Admin',
      isSystemDefault: true,
      permissionIds: PERMISSIONS.map(([n]) => permissionId(n)),
    },
    { id: SEED_IDS.memberRole, name: 'Member', isSystemDefault: true, permissionIds: [] },
    {
      id: SEED_IDS.supportRole,
      name: 'Destek Ekibi',
      isSystemDefault: false,
      permissionIds: [permissionId(PERMISSION_NAMES.administration)],
    },
    {
      id: SEED_IDS.userManagerRole,
      name: 'Kullanıcı Yöneticisi',
      isSystemDefault: false,
      permissionIds: [
        PERMISSION_NAMES.administration,
        PERMISSION_NAMES.userCreate,
        PERMISSION_NAMES.userUpdate,
        PERMISSION_NAMES.userDelete,
      ].map(permissionId),
    },
  ]);
}

/** Every user; `members` are the active members with a Trendyol user name (owners of the generated rows). */
export async function seedUsers(db: Db, r: Rng): Promise<{ users: Row<'users'>[]; members: Row<'users'>[] }> {
  const users: Row<'users'>[] = [
    await userRow(db, {
      id: SEED_IDS.admin,
      userName: 'admin',
      email: 'admin@portal.example',
      password: DEMO.admin.password,
      roleIds: [SEED_IDS.adminRole],
      fullName: 'Portal Yöneticisi',
      createdAt: daysAgo(900),
    }),
    await userRow(db, {
      id: SEED_IDS.member,
      userName: 'influencer',
      email: 'influencer@portal.example',
      password: DEMO.member.password,
      fullName: 'Ayşe Yılmaz',
      phoneNumber: '05321234567',
      instagramUserName: 'ayseyilmazstil',
      instagramFollowerCount: 48250,
      trendyolUserName: 'ayseyilmazstil',
      trendyolStatus: 6,
      isHaveCompany: false,
      bankAccountFullName: 'Ayşe Yılmaz',
      identityNumber: '12345678950',
      ibanNumber: 'TR330006100519786457841326',
      address: 'Bağdat Cad. No: 112 D: 5',
      city: 'İstanbul',
      province: 'Kadıköy',
      doesIsMatchTrendyol: true,
      createdAt: daysAgo(500),
    }),
    await userRow(db, {
      id: SEED_IDS.unconfirmed,
      userName: 'yeniuye',
      email: 'yeniuye@portal.example',
      password: DEMO.unconfirmed.password,
      emailConfirmed: false,
      emailConfirmToken: 'seed-confirm-token-yeniuye',
      createdAt: daysAgo(1),
    }),
    await userRow(db, {
      id: SEED_IDS.inactive,
      userName: 'pasifuye',
      email: 'pasifuye@portal.example',
      password: DEMO.inactive.password,
      fullName: 'Kemal Pasif',
      isActive: false,
      createdAt: daysAgo(300),
    }),
    await userRow(db, {
      id: SEED_IDS.operator,
      userName: 'operasyon',
      email: 'operasyon@portal.example',
      password: DEMO.admin.password,
      roleIds: [SEED_IDS.supportRole],
      fullName: 'Deniz Operasyon',
      createdAt: daysAgo(700),
    }),
    await userRow(db, {
      id: SEED_IDS.userManager,
      userName: 'kullaniciyonetici',
      email: 'kullaniciyonetici@portal.example',
      password: DEMO.admin.password,
      roleIds: [SEED_IDS.userManagerRole],
      fullName: 'Selin Yönetici',
      createdAt: daysAgo(650),
    }),
  ];
  for (let i = 0; i < SEED_COUNTS.members; i++) {
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const base = slug(first + last) + (i + 1);
    const [city, province] = r.pick(PLACES);
    const company = r.chance(0.3);
    const complete = r.chance(0.8);
    users.push(
      await userRow(db, {
        id: seedId(K.user, 100 + i),
        userName: base,
        email: `${base}@example.com.tr`,
        password: DEMO.member.password,
        fullName: `${first} ${last}`,
        phoneNumber: complete ? phone(r) : null,
        instagramUserName: complete ? `${slug(first)}.${slug(last)}${i}` : null,
        instagramFollowerCount: complete ? r.int(1200, 950000) : null,
        trendyolUserName: complete ? `${slug(first)}${slug(last)}${i}` : null,
        trendyolStatus: complete ? r.pick([1, 2, 3, 4, 6, 5]) : null,
        isHaveCompany: company,
        companyType: company ? r.pick([1, 2, 3]) : null,
        companyName: company ? `${last} Dijital ${r.pick(['Ltd. Şti.', 'A.Ş.', 'Medya'])}` : null,
        taxNumber: company ? digits(r, 10) : null,
        bankAccountFullName: !company && complete ? `${first} ${last}` : null,
        identityNumber: !company && complete ? digits(r, 11) : null,
        ibanNumber: complete ? iban(r) : null,
        address: complete ? `${r.pick(STREETS)} No: ${r.int(1, 180)}` : null,
        city: complete ? city : null,
        province: complete ? province : null,
        isActive: r.chance(0.92),
        doesIsMatchTrendyol: complete && r.chance(0.7),
        newTvCommissionPercentage: r.pick([10, 10, 10, 12, 15]),
        createdAt: daysAgo(r.int(2, 800)),
      }),
    );
  }
  await insertMany(db, 'users', users);
  const members = users.filter(
    (u) => u.roleIds.includes(SEED_IDS.memberRole) && u.isActive && u.trendyolUserName,
  );
  return { users, members };
}
