/**
 * Deterministic seed with realistic Turkish data. Same ids and values on every reset, so QA scripts,
 * links and tests can rely on them. Demo accounts: admin / Admin123!, influencer / Member123!.
 */
import type { Db } from '../db';
import { clearDb } from '../db';
import { EMPTY_ID } from '../core/ids';
import { seedBrands } from './brands';
import { seedCollections } from './collections';
import { seedPayments } from './payments';
import { rng } from './random';
import { seedReports } from './reports';
import { seedSettings } from './settings';
import { seedTickets } from './tickets';
import { seedRoles, seedUsers } from './users';

export { DEMO, PERMISSIONS, SEED_COUNTS, SEED_IDS } from './ids';
export { rng, slug, urlSlug, type Rng } from './random';
export { seedHashes } from './users';
export { FIRST, LAST, PRODUCTS } from './words';

/**
 * The whole database back to the seed. One random sequence runs through the parts in this order, so each part's
 * values depend on the ones before: keep the order.
 */
export async function seed(db: Db): Promise<void> {
  clearDb(db);
  const r = rng(20261121);
  await seedRoles(db);
  const { users, members } = await seedUsers(db, r);
  const companies = await seedBrands(db, r, members);
  await seedTickets(db, r, users, members);
  await seedReports(db, r, users, members, companies);
  await seedCollections(db, r, users, members, companies);
  await seedSettings(db);
  await seedPayments(db, r, users, members, companies);
}

export { EMPTY_ID };
