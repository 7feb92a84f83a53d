/**
 * The seed (./index.ts) as a chunk of its own, loaded when it first runs: a browser tab that restores the data
 * stored by an earlier visit (mocks/persistence.ts) never fetches or parses it.
 */
import type { Db } from '../db';

export async function seedDb(db: Db): Promise<void> {
  const { seed } = await import('./index');
  await seed(db);
}
