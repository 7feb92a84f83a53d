/** Seed product collections with their affiliate links. */
import type { Db } from '../db';
import { insertMany, type Row } from '../db';
import { seedId } from '../core/ids';
import { affiliateLink } from '../domain/links';
import { K } from './ids';
import { at, daysAgo, urlSlug, type Rng } from './random';
import { PRODUCTS } from './words';

/** Two collections of the demo member (`users[1]`), one of each of 14 members. */
export async function seedCollections(
  db: Db,
  r: Rng,
  users: Row<'users'>[],
  members: Row<'users'>[],
  companies: Row<'companies'>[],
): Promise<void> {
  const collections: Row<'collections'>[] = [];
  const items: Row<'collectionItems'>[] = [];
  const owners = [at(users, 1), at(users, 1), ...members.slice(0, 14)];
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
  await insertMany(db, 'collections', collections);
  await insertMany(db, 'collectionItems', items);
}
