/**
 * Keeps the in-browser database across page reloads (IndexedDB), and resets it to the seed.
 * A stored snapshot of another schema version, or one that no longer fits the schemas, is dropped and
 * the seed is loaded instead, so a schema change never crashes the app.
 */
import { createStore, get, set, del, type UseStore } from 'idb-keyval';
import { SCHEMA_VERSION, db, restoreDb, snapshotDb, tableNames } from './db';
import { seed } from './seed';
import { clearFiles } from './core/files';

const KEY = 'snapshot';
let store: UseStore | null | undefined;
const idb = () =>
  store === undefined
    ? (store = typeof indexedDB === 'undefined' ? null : createStore('portal-mock-db', 'db'))
    : store;

interface Snapshot {
  version: number;
  savedAt: string;
  data: Record<string, unknown[]>;
}

/** Loads the persisted database, or seeds a fresh one. */
export async function loadDatabase(): Promise<'restored' | 'seeded'> {
  const s = idb();
  if (s) {
    try {
      const snapshot = await get<Snapshot>(KEY, s);
      if (snapshot && snapshot.version === SCHEMA_VERSION) {
        await restoreDb(snapshot.data);
        dirty = false;
        return 'restored';
      }
      if (snapshot) console.warn('[mock] stored data has schema version', snapshot.version, '- reseeding');
    } catch (e) {
      console.warn('[mock] stored data does not fit the current schema - reseeding', e);
    }
  }
  await seed();
  await saveDatabase();
  return 'seeded';
}

let pending: ReturnType<typeof setTimeout> | undefined;

/** Set by any create, update or delete in any table; reads (most requests) then save nothing. */
let dirty = false;
for (const name of tableNames) {
  const hooks = db[name].hooks as unknown as { on(event: string, listener: () => void): void };
  for (const event of ['create', 'update', 'delete']) hooks.on(event, () => void (dirty = true));
}

/** Whether a change is waiting to be saved. */
export const hasUnsavedChanges = () => dirty;

export async function saveDatabase(): Promise<void> {
  const s = idb();
  if (!s) return;
  dirty = false;
  const snapshot: Snapshot = {
    version: SCHEMA_VERSION,
    savedAt: new Date().toISOString(),
    data: snapshotDb(),
  };
  await set(KEY, snapshot, s);
}

/** Called after every request: saves when the request changed data, one save for a burst of requests. */
export function schedulePersist(): void {
  if (!idb() || !dirty) return;
  clearTimeout(pending);
  pending = setTimeout(() => void saveDatabase(), 0);
}

/** Back to the seed: data and uploaded files. */
export async function resetDatabase(): Promise<void> {
  const s = idb();
  if (s) await del(KEY, s);
  await clearFiles();
  await seed();
  await saveDatabase();
}
