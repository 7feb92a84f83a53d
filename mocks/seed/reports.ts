/** Seed commission reports: commissions, Trendyol commissions, campaigns, coupons and discount campaigns. */
import type { Db } from '../db';
import { insertMany, type Row } from '../db';
import { seedId } from '../core/ids';
import { K } from './ids';
import { at, daysAgo, slug, type Rng } from './random';
import { CATEGORIES, PRODUCTS } from './words';

export async function seedReports(
  db: Db,
  r: Rng,
  users: Row<'users'>[],
  members: Row<'users'>[],
  companies: Row<'companies'>[],
): Promise<void> {
  // The last rows of commissions and coupons are the marketplace's own (no brand): the brand filter starts on the
  // marketplace pseudo-brand, so the first view shows them (docs/decisions.md, "The brand filter's empty id means the marketplace's own rows").
  const MARKETPLACE_COMMISSIONS = 8;
  const MARKETPLACE_COUPONS = 6;
  const invoiceIds = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];
  await insertMany(
    db,
    'commissions',
    Array.from({ length: 48 }, (_, i) => {
      const u = i < 3 ? at(users, 1) : at(members, (i * 3) % members.length);
      const c = i < 48 - MARKETPLACE_COMMISSIONS ? at(companies, i % companies.length) : null;
      return {
        id: seedId(K.commission, i + 1),
        name: `${c?.name ?? 'Trendyol'} ${at(invoiceIds, i % invoiceIds.length)}`,
        userName: i % 11 === 10 ? `kayitsiz${i}` : u.userName,
        invoiceId: at(invoiceIds, i % invoiceIds.length),
        total: r.int(5000, 900000) / 100,
        companyId: c?.id ?? null,
      };
    }),
  );
  await insertMany(
    db,
    'trendyolCommissions',
    Array.from({ length: 48 }, (_, i) => {
      const u = i < 3 ? at(users, 1) : at(members, (i * 5) % members.length);
      return {
        id: seedId(K.trendyolCommission, i + 1),
        name: `Trendyol ${at(invoiceIds, i % invoiceIds.length)}`,
        userName: i % 9 === 8 ? `trendyolkayitsiz${i}` : (u.trendyolUserName ?? ''),
        invoiceId: at(invoiceIds, i % invoiceIds.length),
        total: r.int(10000, 2500000) / 100,
      };
    }),
  );
  await insertMany(
    db,
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
    db,
    'coupons',
    Array.from({ length: 36 }, (_, i) => {
      const u = i < 3 ? at(users, 1) : at(members, (i * 7) % members.length);
      const c = i < 36 - MARKETPLACE_COUPONS ? at(companies, i % companies.length) : null;
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
    db,
    'discountCampaigns',
    Array.from({ length: 22 }, (_, i) => {
      const c = at(companies, i % companies.length);
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
}
