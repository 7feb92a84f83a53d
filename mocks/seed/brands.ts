/** Seed brands (companies) and members' brand applications. */
import type { Db } from '../db';
import { insertMany, type Row } from '../db';
import { seedId } from '../core/ids';
import { K, SEED_IDS } from './ids';
import { at, slug, type Rng } from './random';
import { BRANDS } from './words';

/** The brands, and the applications of members to them (pending, approved, refused). */
export async function seedBrands(db: Db, r: Rng, members: Row<'users'>[]): Promise<Row<'companies'>[]> {
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
  await insertMany(db, 'companies', companies);
  await insertMany(
    db,
    'companyUsers',
    Array.from({ length: 34 }, (_, i) => ({
      id: seedId(K.companyUser, i + 1),
      userId: i === 0 ? SEED_IDS.member : at(members, (i * 7) % members.length).id,
      companyId: at(companies, i % companies.length).id,
      status: i < 12 ? 0 : i < 26 ? 1 : 2,
      description: i >= 26 ? 'Takipçi sayısı marka kriterlerinin altında.' : null,
    })),
  );
  return companies;
}
