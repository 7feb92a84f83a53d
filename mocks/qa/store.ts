/**
 * Where the QA controls of one backend keep their state (active faults, the request log): in memory of that backend
 * by default, in localStorage in the browser (`qa: { keepIn: localStorage }`) so the state survives a reload and every
 * tab of the app sees the same faults and the same log. Independent of the mock database.
 *
 * The request log grows with every request: in memory it is a bounded ring of the entries themselves (a server's
 * request costs one slot, never a rewrite of the log), in localStorage one JSON list tabs share.
 */
export const STORAGE_PREFIX = 'portal-mock:';

export type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The newest `limit` entries of a list, oldest first. */
export interface Ring<T> {
  push(entry: T): void;
  /** The entries, oldest first (a copy). */
  all(): T[];
  clear(): void;
}

/** One backend's QA state: read and write JSON values by key, and bounded lists. */
export interface QaStore {
  read<T>(key: string, fallback: T): T;
  write(key: string, value: unknown): void;
  /** The list kept under `key`, at most `limit` entries. */
  ring<T>(key: string, limit: number): Ring<T>;
}

/** A ring in memory: `limit` slots, the oldest overwritten. */
export function memoryRing<T>(limit: number): Ring<T> {
  let slots: T[] = [];
  let oldest = 0;
  return {
    push(entry) {
      if (slots.length < limit) slots.push(entry);
      else {
        slots[oldest] = entry;
        oldest = (oldest + 1) % limit;
      }
    },
    all: () => [...slots.slice(oldest), ...slots.slice(0, oldest)],
    clear() {
      slots = [];
      oldest = 0;
    },
  };
}

/** A map of this backend's own (`qa: true`). */
export function inMemory(): KeyValue {
  const memory = new Map<string, string>();
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}

/**
 * The backend's `qa` option: keep the QA state in `storage` (`qa: { keepIn: localStorage }` in the browser, shared
 * by every tab), or in memory of this backend when null (`qa: true`).
 */
export function qaStore(storage: KeyValue | null): QaStore {
  const backend = storage ?? inMemory();
  const store: QaStore = {
    read<T>(key: string, fallback: T): T {
      try {
        const raw = backend.getItem(STORAGE_PREFIX + key);
        return raw === null ? fallback : (JSON.parse(raw) as T);
      } catch {
        return fallback;
      }
    },
    write(key: string, value: unknown): void {
      try {
        if (value === undefined) backend.removeItem(STORAGE_PREFIX + key);
        else backend.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
      } catch (e) {
        // A full localStorage must not break the mock's answers.
        console.warn('[mock] could not store', key, e);
      }
    },
    ring<T>(key: string, limit: number): Ring<T> {
      if (!storage) return memoryRing<T>(limit);
      // Shared by tabs: the list is read and written whole, as the other tabs see it.
      return {
        push(entry) {
          const list = store.read<T[]>(key, []);
          list.push(entry);
          store.write(key, list.length > limit ? list.slice(-limit) : list);
        },
        all: () => store.read<T[]>(key, []),
        clear: () => store.write(key, undefined),
      };
    },
  };
  return store;
}
