/**
 * Deterministic seed with realistic Turkish data. Same ids and values on every reset, so QA scripts,
 * links and tests can rely on them. Demo accounts: admin / Admin123!, influencer / Member123!.
 */
import { clearDb, db, insertMany, type Row } from './db';
import { hashPassword } from './core/auth';
import { SEED_HASHES } from './seed-hashes';
import { EMPTY_ID, seedId } from './core/ids';
import { computePaymentAmounts } from './domain/payments';
import { newUserRow } from './domain/users';
import { ID_KIND, SYSTEM_IDS } from './domain/system';
import { affiliateLink } from './domain/links';

export const DEMO = {
  admin: { userName: 'admin', password: 'Admin123!' },
  member: { userName: 'influencer', password: 'Member123!' },
  /** Registered but never confirmed the e-mail. */
  unconfirmed: { userName: 'yeniuye', password: 'Member123!' },
  /** Made passive by an administrator. */
  inactive: { userName: 'pasifuye', password: 'Member123!' },
} as const;

export const PERMISSIONS = [
  ['Permissions_Administration', 'Yönetim'],
  ['Permissions_User_Create', 'Kullanıcı oluşturma'],
  ['Permissions_User_Update', 'Kullanıcı güncelleme'],
  ['Permissions_User_Delete', 'Kullanıcı pasif yapma'],
  ['Permissions_Role_Create', 'Rol oluşturma'],
  ['Permissions_Role_Update', 'Rol güncelleme'],
  ['Permissions_Role_Delete', 'Rol silme'],
] as const;

// Kinds of seed ids (first UUID group), so an id tells what it is.
const K = {
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

/** mulberry32: a small deterministic PRNG. */
export function rng(seedValue: number) {
  let a = seedValue >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}

export const FIRST = [
  'Ayşe',
  'Zeynep',
  'Elif',
  'Merve',
  'Büşra',
  'Esra',
  'Fatma',
  'Selin',
  'Derya',
  'Gizem',
  'Ece',
  'Melis',
  'Cansu',
  'İrem',
  'Şeyma',
  'Nazlı',
  'Tuğçe',
  'Özge',
  'Mehmet',
  'Mustafa',
  'Ahmet',
  'Emre',
  'Burak',
  'Can',
  'Kerem',
  'Oğuz',
  'Serkan',
  'Barış',
  'Çağla',
  'Gülşen',
];
export const LAST = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Erdoğan',
  'Güneş',
  'Aksoy',
];
const PLACES: [string, string][] = [
  ['İstanbul', 'Kadıköy'],
  ['İstanbul', 'Beşiktaş'],
  ['İstanbul', 'Ataşehir'],
  ['İstanbul', 'Üsküdar'],
  ['Ankara', 'Çankaya'],
  ['Ankara', 'Keçiören'],
  ['İzmir', 'Karşıyaka'],
  ['İzmir', 'Bornova'],
  ['Bursa', 'Nilüfer'],
  ['Antalya', 'Muratpaşa'],
  ['Eskişehir', 'Tepebaşı'],
  ['Konya', 'Selçuklu'],
  ['Adana', 'Seyhan'],
  ['Trabzon', 'Ortahisar'],
  ['Mersin', 'Yenişehir'],
];
const STREETS = [
  'Bağdat Cad.',
  'Atatürk Cad.',
  'Cumhuriyet Mah.',
  'Barbaros Blv.',
  'İstiklal Cad.',
  'Gazi Mustafa Kemal Blv.',
  'Fevzi Çakmak Sok.',
  'Lale Sok.',
];
const BRANDS = [
  'Koton',
  'Mavi',
  'LC Waikiki',
  'DeFacto',
  'Flo',
  'Boyner',
  'Madame Coco',
  'English Home',
  'Penti',
  'Gratis',
  'Karaca',
  'Hotiç',
];
const CATEGORIES = [
  'Kadın Giyim',
  'Ayakkabı',
  'Kozmetik',
  'Ev & Yaşam',
  'Aksesuar',
  'Çanta',
  'Spor Giyim',
  'Elektronik',
  'Anne & Bebek',
  'Süpermarket',
];
/** Product names of the seeded collection links (exported for tests of what the public cards show). */
export const PRODUCTS = [
  'Oversize Tişört',
  'Mom Jean',
  'Nemlendirici Krem',
  'Keten Gömlek',
  'Spor Ayakkabı',
  'Çapraz Çanta',
  'Nevresim Takımı',
  'Kablosuz Kulaklık',
  'Güneş Kremi',
  'Triko Kazak',
];
const TICKET_TEXTS = [
  'Merhaba, bu ayki ödememi göremiyorum. Yardımcı olur musunuz?',
  'Trendyol hesabımı ajansınıza bağlayamadım, hangi adımı atlamış olabilirim?',
  'Fatura yükleme ekranında hata alıyorum.',
  'Komisyon oranımın neden değiştiğini öğrenebilir miyim?',
  'Sözleşmenin ıslak imzalı aslını kargoya verdim, takip numarası ekte.',
  'Profilimdeki IBAN bilgisini güncellemek istiyorum.',
];
const ADMIN_REPLIES = [
  'Merhaba, talebiniz inceleniyor. En kısa sürede dönüş yapacağız.',
  'Ödemeniz bir sonraki ödeme döneminde hesabınıza geçecektir.',
  'Belgeniz bize ulaştı, teşekkür ederiz.',
  'Lütfen profil sayfanızdan bilgilerinizi kontrol ediniz.',
];

/**
 * The path segment a shop gives a name: lower-case words joined by '-', Turkish letters kept (percent-encoded, as a
 * browser sends them): 'Çapraz Çanta' → '%C3%A7apraz-%C3%A7anta'. The public cards read the name back from it.
 */
export const urlSlug = (s: string) =>
  s
    .toLocaleLowerCase('tr')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(encodeURIComponent)
    .join('-');

/** ASCII user-name form of Turkish text. */
export const slug = (s: string) =>
  s
    .toLocaleLowerCase('tr')
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ı/g, 'i')
    .replace(/ö/g, 'o')
    .replace(/ş/g, 's')
    .replace(/ü/g, 'u')
    .replace(/[^a-z0-9]/g, '');

const hashCache = new Map<string, Promise<string>>();
/**
 * Seed passwords are salted with the user id, so their hashes are fixed: they come precomputed from
 * ./seed-hashes.ts (a first visit would otherwise spend ~200 ms of PBKDF2 before the login form shows). A user or
 * password missing there is hashed here; `npm run mock:seed-hashes` rewrites the table (a test keeps it complete).
 */
const seedHash = (id: string, password: string) => {
  const key = `${id}:${password}`;
  if (!hashCache.has(key)) {
    const known = SEED_HASHES[key];
    hashCache.set(key, known ? Promise.resolve(known) : hashPassword(password, id));
  }
  return hashCache.get(key)!;
};

/** Every seed password hash used so far, by `${id}:${password}` (for scripts/seed-hashes.ts and its test). */
export async function seedHashes(): Promise<Record<string, string>> {
  const entries = await Promise.all([...hashCache].map(async ([key, hash]) => [key, await hash] as const));
  return Object.fromEntries(entries);
}

const iban = (r: ReturnType<typeof rng>) => 'TR' + Array.from({ length: 24 }, () => r.int(0, 9)).join('');
const digits = (r: ReturnType<typeof rng>, n: number) =>
  String(r.int(1, 9)) + Array.from({ length: n - 1 }, () => r.int(0, 9)).join('');
const phone = (r: ReturnType<typeof rng>) => '05' + String(r.int(30, 59)) + digits(r, 7);

/** The reference "now" of the seed, so dates are stable. */
const BASE = Date.UTC(2026, 10, 15, 9, 0, 0);
const daysAgo = (d: number, h = 0) => new Date(BASE - d * 86400000 - h * 3600000).toISOString();

type UserInit = Partial<Row<'users'>> & { id: string; userName: string; email: string; password: string };

async function userRow(init: UserInit): Promise<Row<'users'>> {
  const { password, ...rest } = init;
  return newUserRow({ createdAt: daysAgo(400), ...rest, passwordHash: await seedHash(init.id, password) });
}

export const SEED_COUNTS = { members: 64, companies: BRANDS.length, payments: 220, tickets: 46 };

export async function seed(): Promise<void> {
  clearDb();
  const r = rng(20261121);

  await insertMany(
    'permissions',
    PERMISSIONS.map(([name, displayName], i) => ({ id: seedId(K.permission, i + 1), name, displayName })),
  );
  const permissionId = (name: string) => seedId(K.permission, PERMISSIONS.findIndex(([n]) => n === name) + 1);
  await insertMany('roles', [
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
      permissionIds: [permissionId('Permissions_Administration')],
    },
    {
      id: SEED_IDS.userManagerRole,
      name: 'Kullanıcı Yöneticisi',
      isSystemDefault: false,
      permissionIds: [
        'Permissions_Administration',
        'Permissions_User_Create',
        'Permissions_User_Update',
        'Permissions_User_Delete',
      ].map(permissionId),
    },
  ]);

  // --- users
  const users: Row<'users'>[] = [
    await userRow({
      id: SEED_IDS.admin,
      userName: 'admin',
      email: 'admin@portal.example',
      password: DEMO.admin.password,
      roleIds: [SEED_IDS.adminRole],
      fullName: 'Portal Yöneticisi',
      createdAt: daysAgo(900),
    }),
    await userRow({
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
    await userRow({
      id: SEED_IDS.unconfirmed,
      userName: 'yeniuye',
      email: 'yeniuye@portal.example',
      password: DEMO.unconfirmed.password,
      emailConfirmed: false,
      emailConfirmToken: 'seed-confirm-token-yeniuye',
      createdAt: daysAgo(1),
    }),
    await userRow({
      id: SEED_IDS.inactive,
      userName: 'pasifuye',
      email: 'pasifuye@portal.example',
      password: DEMO.inactive.password,
      fullName: 'Kemal Pasif',
      isActive: false,
      createdAt: daysAgo(300),
    }),
    await userRow({
      id: SEED_IDS.operator,
      userName: 'operasyon',
      email: 'operasyon@portal.example',
      password: DEMO.admin.password,
      roleIds: [SEED_IDS.supportRole],
      fullName: 'Deniz Operasyon',
      createdAt: daysAgo(700),
    }),
    await userRow({
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
      await userRow({
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
  await insertMany('users', users);
  const members = users.filter(
    (u) => u.roleIds.includes(SEED_IDS.memberRole) && u.isActive && u.trendyolUserName,
  );

  // --- brands and brand users
  // Each brand's image inline (a 32 px shopping bag in the brand orange, a PNG data URL as the brand dialog stores a
  // picked image): an address on a host that does not exist logged a failed request on the brand list.
  const brandImage =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAANklEQVR42mPYEcJAU8QwasGoBcPEgv84wFCzAL/IoLTgP9Fg1IJRC0YtGLVg1ILRSn/UAkoRAO+522jIK7axAAAAAElFTkSuQmCC';
  const companies = BRANDS.map((name, i) => ({
    id: seedId(K.company, i + 1),
    name,
    webViewUrl: `https://www.${slug(name)}.com.tr`,
    mobileAppPhoto: brandImage,
    newTvCommissionPercentage: r.pick([8, 10, 12, 15, 20]),
    description: `<p><strong>${name}</strong> iş birliği kapsamında paylaşımlarınızdan komisyon kazanırsınız.</p><ul><li>Komisyon her ay hesaplanır</li><li>Kampanya dönemlerinde ek kazanç</li></ul>`,
  }));
  await insertMany('companies', companies);
  await insertMany(
    'companyUsers',
    Array.from({ length: 34 }, (_, i) => ({
      id: seedId(K.companyUser, i + 1),
      userId: i === 0 ? SEED_IDS.member : members[(i * 7) % members.length].id,
      companyId: companies[i % companies.length].id,
      status: i < 12 ? 0 : i < 26 ? 1 : 2,
      description: i >= 26 ? 'Takipçi sayısı marka kriterlerinin altında.' : null,
    })),
  );

  // --- tickets and chats
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
    const owner = own ? users[1] : members[(i * 5) % members.length];
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
  await insertMany('tickets', tickets);
  await insertMany('chats', chats);

  // --- commission reports
  // The last rows of commissions and coupons are the marketplace's own (no brand): the brand filter starts on the
  // marketplace pseudo-brand, so the first view shows them (docs/decisions.md, "Brand filter: the empty id").
  const MARKETPLACE_COMMISSIONS = 8;
  const MARKETPLACE_COUPONS = 6;
  const invoiceIds = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];
  await insertMany(
    'commissions',
    Array.from({ length: 48 }, (_, i) => {
      const u = i < 3 ? users[1] : members[(i * 3) % members.length];
      const c = i < 48 - MARKETPLACE_COMMISSIONS ? companies[i % companies.length] : null;
      return {
        id: seedId(K.commission, i + 1),
        name: `${c?.name ?? 'Trendyol'} ${invoiceIds[i % invoiceIds.length]}`,
        userName: i % 11 === 10 ? `kayitsiz${i}` : u.userName,
        invoiceId: invoiceIds[i % invoiceIds.length],
        total: r.int(5000, 900000) / 100,
        companyId: c?.id ?? null,
      };
    }),
  );
  await insertMany(
    'trendyolCommissions',
    Array.from({ length: 48 }, (_, i) => {
      const u = i < 3 ? users[1] : members[(i * 5) % members.length];
      return {
        id: seedId(K.trendyolCommission, i + 1),
        name: `Trendyol ${invoiceIds[i % invoiceIds.length]}`,
        userName: i % 9 === 8 ? `trendyolkayitsiz${i}` : u.trendyolUserName!,
        invoiceId: invoiceIds[i % invoiceIds.length],
        total: r.int(10000, 2500000) / 100,
      };
    }),
  );
  await insertMany(
    'campaigns',
    Array.from({ length: 26 }, (_, i) => ({
      id: seedId(K.campaign, i + 1),
      name: `${r.pick(['Yaz', 'Kış', 'Bahar', 'Efsane Cuma', 'Okula Dönüş', 'Anneler Günü'])} Kampanyası ${2025 + (i % 2)}-${(i % 12) + 1}`,
      mostCategoryCiroWithLink: r.pick(CATEGORIES),
      mostCategoryCiroWithoutLink: r.pick(CATEGORIES),
      mostSoldProduct: r.pick(PRODUCTS),
    })),
  );
  await insertMany(
    'coupons',
    Array.from({ length: 36 }, (_, i) => {
      const u = i < 3 ? users[1] : members[(i * 7) % members.length];
      const c = i < 36 - MARKETPLACE_COUPONS ? companies[i % companies.length] : null;
      const brand = c?.name ?? 'Trendyol';
      return {
        id: seedId(K.coupon, i + 1),
        name: `${brand} %${r.pick([10, 15, 20, 25])} indirim`,
        userName: u.userName,
        code: `${slug(brand).toUpperCase().slice(0, 4)}${slug(u.userName).toUpperCase().slice(0, 6)}${i}`,
        companyId: c?.id ?? null,
      };
    }),
  );
  await insertMany(
    'discountCampaigns',
    Array.from({ length: 22 }, (_, i) => {
      const c = companies[i % companies.length];
      const product = r.pick(PRODUCTS);
      return {
        id: seedId(K.discount, i + 1),
        name: `${c.name} ${product}`,
        description: `${product} ürününde ${c.name} ile avantajlı fiyat ve yüksek komisyon.`,
        commissionPercentage: r.pick([10, 12, 15, 18, 20, 25]),
        url: `https://www.${slug(c.name)}.com.tr/urun/${slug(product)}-${i + 1}`,
        startDate: daysAgo(30 - i),
        finishDate: daysAgo(-10 - i),
        isMobileLink: i % 3 === 0,
        companyId: c.id,
      };
    }),
  );

  // --- collections
  const collections: Row<'collections'>[] = [];
  const items: Row<'collectionItems'>[] = [];
  const owners = [users[1], users[1], ...members.slice(0, 14)];
  owners.forEach((owner, i) => {
    const id = seedId(K.collection, i + 1);
    collections.push({
      id,
      name:
        i === 0
          ? 'Yaz Favorilerim'
          : i === 1
            ? 'Ev Dekorasyonu'
            : r.pick(['Favorilerim', 'Kombinlerim', 'Cilt Bakımı', 'Spor Seçkisi', 'Mutfak']),
      userId: owner.id,
      createdAt: daysAgo(100 - i),
    });
    const count = r.int(2, 6);
    for (let n = 1; n <= count; n++) {
      const brand = r.pick(companies);
      const url = `https://www.trendyol.com/${urlSlug(brand.name)}/${urlSlug(r.pick(PRODUCTS))}-p-${r.int(100000, 999999)}`;
      items.push({
        id: seedId(K.collectionItem, items.length + 1),
        collectionId: id,
        url,
        shortUrl: affiliateLink(url, owner.userName),
        order: n,
      });
    }
  });
  await insertMany('collections', collections);
  await insertMany('collectionItems', items);

  // --- settings
  await insertMany(
    'storage',
    [
      ['MinimumPaymentAmount', '1000'],
      ['AgencyCommissionPercentage', '10'],
      ['StoppageTaxPercentage', '15'],
      ['VatPercentage', '18'],
      ['TevkifatPercentage', '70'],
      ['SupportEmail', 'destek@portal.example'],
      ['OfficeHours', '08:00-17:00'],
      ['PaymentPeriod', 'Her ayın 20-25 arası'],
      ['AndroidAppUrl', 'https://play.google.com/store/apps/details?id=example.portal'],
      ['IosAppUrl', 'https://apps.apple.com/tr/app/portal/id0000000000'],
      ['KvkkEmail', 'kvkk@portal.example'],
      ['MaxUploadMb', '10'],
    ].map(([key, value], i) => ({ id: seedId(K.storage, i + 1), key, value })),
  );
  await insertMany('definitions', [
    {
      id: seedId(K.definition, 1),
      key: 'NextPaymentDate',
      dateTime: new Date(Date.UTC(2026, 11, 22, 9, 0)).toISOString(),
    },
  ]);

  // --- payment rows: the demo member has one row in every status 0–9
  const payments: Row<'paymentTrackings'>[] = [];
  const paymentInvoices = [
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
    '2026-04',
    '2026-05',
    '2026-06',
    '2026-07',
    '2026-08',
    '2026-09',
    '2026-10',
  ];
  for (let i = 0; i < SEED_COUNTS.payments; i++) {
    const own = i < 12;
    const u = own ? users[1] : members[(i * 11) % members.length];
    const status = own ? (i < 10 ? i : 4) : r.pick([0, 0, 1, 2, 2, 3, 4, 4, 4, 5, 6, 7, 8, 9]);
    const invoiceId = own ? paymentInvoices[i % paymentInvoices.length] : r.pick(paymentInvoices);
    const brand = r.chance(0.25) ? r.pick(companies) : null;
    const earnings = r.int(20000, 1500000) / 100;
    const [y, m] = invoiceId.split('-').map(Number);
    payments.push({
      id: seedId(K.payment, i + 1),
      userId: u.id,
      companyId: brand?.id ?? null,
      status,
      fullName: u.fullName,
      trendyolUserName: u.trendyolUserName,
      invoiceId,
      invoicePeriod: new Date(Date.UTC(y, m - 1, 1)).toISOString(),
      trendyolTotalAmount: earnings,
      ...computePaymentAmounts({
        trendyolTotalAmount: earnings,
        newTvCommissionPercentage: u.newTvCommissionPercentage,
        isHaveCompany: u.isHaveCompany,
      }),
      invoiceMemberUploadPath: [3, 7, 8].includes(status) ? `invoices/seed-member-${i + 1}.pdf` : null,
      invoiceAdminUploadPath: [2, 3, 6, 7, 8, 4].includes(status) ? `invoices/seed-admin-${i + 1}.pdf` : null,
      createdAt: daysAgo(330 - i),
      modificationDate: daysAgo(200 - (i % 200)),
    });
  }
  await insertMany('paymentTrackings', payments);
}

export { EMPTY_ID, db };
