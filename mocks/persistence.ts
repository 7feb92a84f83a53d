/**
 * The in-browser server's storage: one database for every tab of the browser (see docs/decisions.md, "One
 * in-browser server for all tabs").
 *
 * IndexedDB is the truth; each tab's in-memory tables are a cache of it. Every request runs as one transaction
 * (`withDatabase`) under a browser-wide Web Lock, so requests of all tabs run one at a time:
 *   1. tables another tab changed since this tab last looked (a revision per table, in one small `meta` record)
 *      are reloaded;
 *   2. the request runs;
 *   3. the tables it changed are written, with new revisions, in one IndexedDB transaction, before its answer
 *      leaves — so a tab can close at any moment without losing an answered change.
 * After a write the other tabs are told over a BroadcastChannel and reload the changed tables, so code that
 * reads the tables directly (the mailbox of /mock) sees them too.
 *
 * Stored data of another schema version (or unreadable) is dropped and the seed is loaded instead, so a schema
 * change never crashes the app; a single row that no longer fits the schema is set aside (kept under
 * `rejected-rows`, logged) and the rest loads (./persistence-rows.ts).
 */
import { clear, createStore, del, entries, get, getMany, set, setMany, type UseStore } from 'idb-keyval';
import { SCHEMA_VERSION, clearTable, insertMany, tableNames, type Db, type Row, type TableName } from './db';
import { loadSeed, seedDb } from './seed/load';
import { clearFiles } from './core/files';
import { SIGNING_KEY_BYTES } from './core/auth';
import type { MockStorage } from './backend';
import type { FileBackend, StoredFile } from './core/runtime';
import { describeRejected, fitRows, type RejectedRow } from './persistence-rows';

const LOCK = 'portal-mock-db';
const CHANNEL = 'portal-mock-db';
const META = 'meta';
const SIGNING_KEY = 'signing-key';
/** Stored rows that did not fit the schema when loaded (kept, never loaded). */
const REJECTED = 'rejected-rows';
const tableKey = (name: TableName) => `table:${name}`;

interface Meta {
  version: number;
  savedAt: string;
  /** Changes whenever the table is written; a tab reloads a table whose revision is not the one it holds. */
  revisions: Record<string, string>;
}

/** Uploads in IndexedDB, shared by the tabs like the tables; in memory of the page where there is none. */
function indexedDbFiles(): Required<FileBackend> {
  const memory = new Map<string, StoredFile>();
  const s = typeof indexedDB === 'undefined' ? null : createStore('portal-mock-files', 'files');
  return {
    put: async (path, file) => void (s ? await set(path, file, s) : memory.set(path, file)),
    get: async (path) => (s ? await get<StoredFile>(path, s) : memory.get(path)),
    delete: async (path) => void (s ? await del(path, s) : memory.delete(path)),
    clear: async () => (s ? await clear(s) : memory.clear()),
    list: async () => (s ? ((await entries(s)) as [string, StoredFile][]) : [...memory.entries()]),
  };
}

export type BrowserStore = ReturnType<typeof createBrowserStore>;

/**
 * This tab's view of the database every tab shares, kept in `db` (the tab's backend's database): its IndexedDB
 * handles, the revisions it holds, its lock chain and its BroadcastChannel.
 */
export function createBrowserStore(db: Db) {
  let store: UseStore | null | undefined;
  const idb = () =>
    store === undefined
      ? (store = typeof indexedDB === 'undefined' ? null : createStore('portal-mock-db', 'db'))
      : store;

  /** The revision of each table this tab's memory holds (empty: nothing loaded yet). */
  let held: Record<string, string> = {};

  /** Tables changed in memory since the last load or commit (`browserStorage.onWrite`, every table's writes). */
  const changed = new Set<TableName>();

  /** Whether a change is waiting to be written. */
  const hasUnsavedChanges = () => changed.size > 0;

  let counter = 0;
  const newRevision = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${++counter}`;

  /** One at a time across every tab (Web Locks); within this tab only where Web Locks are missing. */
  let chain: Promise<unknown> = Promise.resolve();
  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    if (typeof navigator !== 'undefined' && navigator.locks)
      return navigator.locks.request(LOCK, fn) as unknown as Promise<T>;
    const run = chain.then(fn, fn);
    chain = run.catch(() => {});
    return run;
  }

  let channel: BroadcastChannel | null | undefined;
  const broadcast = () =>
    channel === undefined
      ? (channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL))
      : channel;

  /** Writes the changed tables (`all`: every table) and their new revisions in one IndexedDB transaction. */
  async function commit(all = false): Promise<void> {
    const s = idb();
    const names = all ? tableNames : tableNames.filter((n) => changed.has(n));
    changed.clear();
    if (!s || names.length === 0) return;
    const revisions = { ...held };
    for (const name of names) revisions[name] = newRevision();
    const meta: Meta = { version: SCHEMA_VERSION, savedAt: new Date().toISOString(), revisions };
    try {
      await setMany(
        [
          ...names.map((n) => [tableKey(n), db[n].all().map((r) => ({ ...r }))] as [string, unknown]),
          [META, meta],
        ],
        s,
      );
      held = revisions;
      broadcast()?.postMessage({ revisions });
    } catch (e) {
      // Not stored (quota, a closing tab): the next request reloads what is stored instead of trusting memory.
      held = {};
      console.error('[mock] could not store the change', e);
    }
  }

  async function seedAndCommit(): Promise<'seeded'> {
    const s = idb();
    if (s) await del('snapshot', s); // the whole-database snapshot of earlier versions
    await seedDb(db);
    await commit(true);
    return 'seeded';
  }

  /** Brings this tab's tables up to what is stored: only the tables whose revision changed are reloaded. */
  async function sync(): Promise<'restored' | 'seeded' | 'current'> {
    const s = idb();
    if (!s) return 'current';
    try {
      const meta = await get<Meta>(META, s);
      if (!meta || meta.version !== SCHEMA_VERSION) {
        if (meta) console.warn('[mock] stored data has schema version', meta.version, '- reseeding');
        return await seedAndCommit();
      }
      const stale = tableNames.filter((n) => meta.revisions[n] !== held[n]);
      if (stale.length === 0) return 'current';
      const rows = await getMany<unknown[]>(stale.map(tableKey), s);
      stale.forEach((name, i) => {
        if (!Array.isArray(rows[i])) throw new Error(`stored data lacks table ${name}`);
      });
      // A row that no longer fits is set aside (kept under REJECTED, logged); the other rows load.
      const fitted = fitRows(Object.fromEntries(stale.map((name, i) => [name, rows[i]])));
      if (fitted.rejected.length > 0) {
        const earlier = (await get<RejectedRow[]>(REJECTED, s)) ?? [];
        await set(REJECTED, [...earlier, ...fitted.rejected], s);
        for (const line of describeRejected(fitted.rejected, `IndexedDB "${REJECTED}"`))
          console.warn(`[mock] ${line}`);
      }
      for (const name of stale) {
        clearTable(db, name);
        await insertMany(db, name, fitted.data[name] as Row<typeof name>[]);
      }
      held = { ...meta.revisions };
      for (const name of stale) changed.delete(name);
      // Rows set aside: the tables are written again without them with the next change.
      if (fitted.rejected.length > 0) for (const name of stale) changed.add(name);
      return 'restored';
    } catch (e) {
      console.warn('[mock] stored data does not fit the current schema - reseeding', e);
      return await seedAndCommit();
    }
  }

  /**
   * Runs `fn` as one transaction of the database shared by every tab: with the latest stored data, alone, and its
   * changes stored before it returns. Not re-entrant: `fn` must not call `withDatabase` (it would wait for itself).
   */
  function withDatabase<T>(fn: () => Promise<T>): Promise<T> {
    return exclusive(async () => {
      await sync();
      try {
        return await fn();
      } finally {
        await commit();
      }
    });
  }

  /**
   * This database's token signing key (docs/decisions.md, "Mock signing keys"): random, made the first time and
   * kept beside the tables, so every tab signs with it, tokens survive a reload, and no key is in the code. Without
   * IndexedDB a random key of this page.
   */
  function storedSigningKey(): Promise<Uint8Array> {
    return exclusive(async () => {
      const s = idb();
      const stored = s ? await get<unknown>(SIGNING_KEY, s) : undefined;
      if (stored instanceof Uint8Array && stored.byteLength >= SIGNING_KEY_BYTES) return stored;
      const key = crypto.getRandomValues(new Uint8Array(SIGNING_KEY_BYTES));
      if (s) await set(SIGNING_KEY, key, s);
      return key;
    });
  }

  /** Loads the stored database into this tab, or seeds it the first time (one tab seeds; the others wait). */
  function loadDatabase(): Promise<'restored' | 'seeded'> {
    return exclusive(async () => {
      held = {};
      const state = await sync();
      return state === 'seeded' ? 'seeded' : 'restored';
    });
  }

  /**
   * The browser's storage for `createMockBackend`: every request one transaction of the database all tabs share;
   * uploads in IndexedDB too.
   */
  const storage: MockStorage = {
    scope: withDatabase,
    onWrite: (table) => void changed.add(table),
    files: indexedDbFiles(),
  };

  /** Back to the seed, for every tab: data and uploaded files. */
  function resetDatabase(): Promise<void> {
    return exclusive(async () => {
      await loadSeed();
      await clearFiles(db);
      await seedAndCommit();
    });
  }

  /** Other tabs' changes are loaded as soon as they are announced (not only at this tab's next request). */
  function followOtherTabs(): void {
    const c = broadcast();
    if (!c) return;
    c.onmessage = (event: MessageEvent<{ revisions?: Record<string, string> }>) => {
      const revisions = event.data?.revisions ?? {};
      if (tableNames.some((n) => revisions[n] !== held[n])) void exclusive(sync);
    };
  }

  return {
    storage,
    hasUnsavedChanges,
    withDatabase,
    storedSigningKey,
    loadDatabase,
    resetDatabase,
    followOtherTabs,
  };
}
