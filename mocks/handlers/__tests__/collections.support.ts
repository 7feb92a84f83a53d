// Shared steps of the collection handler tests (collections.*.test.ts): collections and items as stored, another
// member's collection, product URLs and the affiliate link the spec describes.
import { db } from '@mocks/node';
import { SEED_IDS } from '@mocks/seed';

/** The affiliate link the spec describes, written out. */
export const affiliateLink = (url: string, user: string) =>
  `${url}${url.includes('?') ? '&' : '?'}utm_source=influencer_${user}&utm_medium=affiliate&utm_campaign=tatil`;

export const collectionsOf = (userId: string) => db.collections.findMany((q) => q.where({ userId }));
export const itemsOf = (collectionId: string) =>
  db.collectionItems.findMany((q) => q.where({ collectionId })).sort((a, b) => a.order - b.order);
export const collectionNamed = (userId: string, name: string) =>
  db.collections.findFirst((q) => q.where({ userId, name }))!;
const userById = (id: string) => db.users.findFirst((q) => q.where({ id }))!;

/** A collection of another member, with that member's user name. */
export function otherMembersCollection() {
  const row = db.collections.all().find((c) => c.userId !== SEED_IDS.member)!;
  return { row, owner: userById(row.userId) };
}

export const trUrl = (n: number) => `https://www.trendyol.com/koton/oversize-tisort-p-${n}`;
