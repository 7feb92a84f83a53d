/**
 * The seed (./index.ts) as a chunk of its own, loaded when it first runs: a browser tab that restores the data
 * stored by an earlier visit (mocks/persistence.ts) never fetches or parses it.
 */
import type { Db } from '../db';

/** Fetches the seed's chunk: a reset calls it before it deletes anything, so a failed fetch changes nothing. */
export async function loadSeed(): Promise<(db: Db) => Promise<void>> {
  return (await import('./index')).seed;
}

export async function seedDb(db: Db): Promise<void> {
  const seed = await loadSeed();
  await seed(db);
}
