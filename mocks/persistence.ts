/**
 * The in-browser server's storage: one database for every tab of the browser (see docs/decisions.md, "One
 * in-browser server for all tabs").
 *
 * IndexedDB is the truth; each tab's in-memory tables are a cache of it. Every request runs as one transaction
 * (`withDatabase`) under a browser-wide Web Lock, so requests of all tabs run one at a time. The requests a tab
 * receives while it waits for the lock, or just after it takes it, are one pass:
 *   1. tables another tab changed since this tab last looked (a revision per table, in one small `meta` record)
 *      are reloaded;
 *   2. the requests run, one after another;
 *   3. the tables they changed are written, with new revisions, in one IndexedDB transaction, before their answers
 *      leave — so a tab can close at any moment without losing an answered change.
 * The first load and each pass give the main thread back every few milliseconds (`pacer`), so the page keeps
 * painting.
 * After a write the other tabs are told over a BroadcastChannel and reload the changed tables, so code that
 * reads the tables directly (the mailbox of /mock) sees them too.
 *
 * Stored data of another schema version (or unreadable) is dropped and the seed is loaded instead, so a schema
 * change never crashes the app; a single row that no longer fits the schema is set aside (kept under
 * `rejected-rows`, logged) and the rest loads (./persistence-rows.ts).
 */
import { clear, createStore, del, entries, get, getMany, set, setMany, type UseStore } from 'idb-keyval';
import { SCHEMA_VERSION, tableNames, type Db, type TableName } from './db';
import { loadSeed, seedDb } from './seed/load';
import { clearFiles } from './core/files';
import { SIGNING_KEY_BYTES } from './core/auth';
import type { MockStorage } from './backend';
import type { FileBackend, StoredFile } from './core/runtime';
import { describeRejected, loadStored, type RejectedRow } from './persistence-rows';

const LOCK = 'portal-mock-db';
const CHANNEL = 'portal-mock-db';
const META = 'meta';
const SIGNING_KEY = 'signing-key';
/** Stored rows that did not fit the schema when loaded (kept, never loaded). */
const REJECTED = 'rejected-rows';
const tableKey = (name: TableName) => `table:${name}`;

/** The longest stretch a load runs before it gives the main thread back (a frame's share of a phone's time). */
const SLICE_MS = 8;

/** How long a running pass of transactions takes in newcomers (`withDatabase`): a page's burst, not a stream. */
const PASS_MS = 50;

/**
 * Gives the main thread back: the page paints and handles input before the caller goes on (`scheduler.yield` where
 * the browser has it, else a message to itself: neither is held back in a background tab as timers are).
 */
export async function giveBack(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise<void>((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/** A call that gives the main thread back once `SLICE_MS` have passed since it last did. */
export function pacer(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await giveBack();
    since = performance.now();
  };
}

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

  /**
   * Brings this tab's tables up to what is stored: only the tables whose revision changed are reloaded, with no
   * pause, so code that reads the tables outside a transaction (the mailbox of /mock) never sees one half loaded.
   * `paced`: the first load, before anything reads them, gives the main thread back as it goes.
   */
  async function sync(paced = false): Promise<'restored' | 'seeded' | 'current'> {
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
      // A row that no longer fits is set aside (kept under REJECTED, logged); the other rows load. A first load
      // goes a few rows at a time: a whole database is hundreds of milliseconds on a phone, one task that would
      // block the page.
      const rejected = await loadStored(
        db,
        Object.fromEntries(stale.map((name, i) => [name, rows[i]])),
        paced ? pacer() : undefined,
      );
      if (rejected.length > 0) {
        const earlier = (await get<RejectedRow[]>(REJECTED, s)) ?? [];
        await set(REJECTED, [...earlier, ...rejected], s);
        for (const line of describeRejected(rejected, `IndexedDB "${REJECTED}"`))
          console.warn(`[mock] ${line}`);
      }
      held = { ...meta.revisions };
      for (const name of stale) changed.delete(name);
      // Rows set aside: the tables are written again without them with the next change.
      if (rejected.length > 0) for (const name of stale) changed.add(name);
      return 'restored';
    } catch (e) {
      console.warn('[mock] stored data does not fit the current schema - reseeding', e);
      return await seedAndCommit();
    }
  }

  /** Transactions waiting for the next pass under the lock, or joining the running one; `null` while none waits. */
  let waiting: Array<{
    fn: () => Promise<unknown>;
    settle: (outcome: PromiseSettledResult<unknown>) => void;
  }> | null = null;

  /**
   * Runs `fn` as one transaction of the database shared by every tab: with the latest stored data, alone, and its
   * changes stored before it returns. Not re-entrant: `fn` must not call `withDatabase` (it would wait for itself).
   *
   * The transactions that arrive while one waits for the lock, or during the first `PASS_MS` of its run, form one
   * pass: each still runs alone, in order; the pass loads other tabs' changes once before them, stores theirs once
   * after them, then answers them. A page's burst of calls (a home page sends seven) is so answered at once, as a
   * server answering them side by side would, and the page renders their answers together.
   */
  function withDatabase<T>(fn: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const settle = (outcome: PromiseSettledResult<unknown>) =>
        outcome.status === 'fulfilled' ? resolve(outcome.value as T) : reject(outcome.reason);
      if (waiting) {
        waiting.push({ fn, settle });
        return;
      }
      const pass = [{ fn, settle }];
      waiting = pass;
      const close = () => {
        if (waiting === pass) waiting = null;
      };
      void exclusive(async () => {
        // A failed load stores nothing (the catch below answers the pass with its error).
        await sync();
        const outcomes: PromiseSettledResult<unknown>[] = [];
        const pause = pacer();
        const started = performance.now();
        try {
          // `pass` grows until it closes; what arrives later starts the next pass.
          for (const transaction of pass) {
            if (performance.now() - started > PASS_MS) close();
            await pause();
            outcomes.push(
              await Promise.resolve()
                .then(transaction.fn)
                .then(
                  (value) => ({ status: 'fulfilled', value }) as const,
                  (reason: unknown) => ({ status: 'rejected', reason }) as const,
                ),
            );
          }
        } finally {
          close();
          await commit();
        }
        // MSW sends each answer on as it settles: paced like the transactions, so the answers are no long task.
        for (const [i, transaction] of pass.entries()) {
          await pause();
          transaction.settle(outcomes[i]!);
        }
      }).catch((reason: unknown) => {
        close();
        for (const transaction of pass) transaction.settle({ status: 'rejected', reason });
      });
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
      const state = await sync(true);
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
