/**
 * Deterministic seed with realistic Turkish data. Same ids and values on every reset, so QA scripts,
 * links and tests can rely on them. Demo accounts: admin / Admin123!, influencer / Member123!.
 */
import { clearDb, db } from '../db';
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
export async function seed(): Promise<void> {
  clearDb();
  const r = rng(20261121);
  await seedRoles();
  const { users, members } = await seedUsers(r);
  const companies = await seedBrands(r, members);
  await seedTickets(r, users, members);
  await seedReports(r, users, members, companies);
  await seedCollections(r, users, members, companies);
  await seedSettings();
  await seedPayments(r, users, members, companies);
}

export { EMPTY_ID, db };
